/** The milkshake glass. */
import type { Recipe, Topping } from './recipes';
import { gradient, n } from './svg';

const GLASS = 'M128 158H272L258 338Q257 346 249 346H151Q143 346 142 338Z';

/** Chocolate sauce poured over the peak of the cream, dripping down its sides. */
function sauceCap(sauce: string): string {
  return (
    `<path d="M166 112C164 90 188 80 200 86 214 80 236 92 232 114q-2 12-7 0q-3 16-9 2q-4 10-9-1q-5 14-11 0q-5 8-10-2q-6 14-11 0q-4 10-9-1Z" fill="${sauce}"/>` +
    `<path d="M178 96q8-8 18-6" stroke="#fff" stroke-width="4" stroke-linecap="round" fill="none" opacity=".35"/>`
  );
}

function toppingArt(topping: Topping, sauce: string, random: () => number): string {
  switch (topping) {
    case 'oreo': {
      const crumbs = Array.from(
        { length: 8 },
        () => `<circle cx="${n(150 + random() * 100)}" cy="${n(124 + random() * 34)}" r="${n(2.5 + random() * 2.5)}"/>`,
      ).join('');
      // A whole cookie standing in the cream, and half a cookie showing its filling.
      return (
        `<circle cx="224" cy="92" r="25" fill="#2b2420"/><circle cx="224" cy="92" r="18" fill="none" stroke="#4a3f38" stroke-width="3" stroke-dasharray="4 3"/>` +
        `<circle cx="224" cy="92" r="7" fill="none" stroke="#4a3f38" stroke-width="3"/>` +
        `<g transform="translate(172 104) rotate(-24)"><path d="M-20 0A20 20 0 0 1 20 0Z" fill="#2b2420"/><rect x="-20" y="0" width="40" height="6" fill="#fbf7f0"/></g>` +
        `<g fill="#2b2420">${crumbs}</g>`
      );
    }
    case 'strawberry':
      return (
        `<path d="M200 120C174 108 172 78 186 70 192 66 208 66 214 70 228 78 226 108 200 120Z" fill="#e8344a"/>` +
        `<path d="M186 70L192 58 200 66 208 58 214 70 200 74Z" fill="#3e9c4a"/>` +
        `<g fill="#ffe27a"><circle cx="192" cy="86" r="2"/><circle cx="206" cy="84" r="2"/><circle cx="199" cy="98" r="2"/><circle cx="188" cy="100" r="2"/><circle cx="210" cy="100" r="2"/></g>` +
        `<path d="M150 146q12 16 24 0t26 2 26-2 24 0" fill="none" stroke="${sauce}" stroke-width="7" stroke-linecap="round"/>`
      );
    case 'biscuit':
      return (
        `<g transform="translate(226 96) rotate(18)"><rect x="-22" y="-30" width="44" height="60" rx="5" fill="#c8813e"/>` +
        `<rect x="-16" y="-24" width="32" height="48" rx="3" fill="none" stroke="#e0a566" stroke-width="3"/></g>` +
        `<g fill="#b06d2e"><circle cx="172" cy="124" r="4"/><circle cx="184" cy="108" r="3"/><circle cx="160" cy="140" r="3.5"/></g>`
      );
    case 'fudge':
      return (
        sauceCap(sauce) +
        `<g fill="#5a2e17"><rect x="146" y="128" width="22" height="20" rx="4" transform="rotate(-12 157 138)"/><rect x="230" y="124" width="18" height="16" rx="3"/></g>` +
        `<path d="M200 70q3-14 14-20" stroke="#4a7a2a" stroke-width="3" fill="none" stroke-linecap="round"/><circle cx="200" cy="76" r="11" fill="#c8102e"/><circle cx="196" cy="72" r="3" fill="#fff" opacity=".5"/>`
      );
    case 'banana':
      return (
        `<path d="M152 140q24 18 48 0t48 0" fill="none" stroke="${sauce}" stroke-width="7" stroke-linecap="round"/>` +
        `<g fill="#fff6c9" stroke="#f2d36b" stroke-width="3"><circle cx="190" cy="86" r="15"/><circle cx="218" cy="98" r="13"/></g>` +
        `<g fill="#d9b44a"><circle cx="190" cy="86" r="2"/><circle cx="218" cy="98" r="2"/></g>`
      );
    case 'honeycomb':
      return (
        `<g fill="#f2b632" stroke="#d8921c" stroke-width="3" stroke-linejoin="round">` +
        `<path d="M184 72l18-6 14 12-4 18-20 4-12-14Z"/><path d="M222 108l14-2 8 12-8 12-14-2-4-12Z"/><path d="M160 122l10-4 8 8-4 10-12 0Z"/></g>` +
        `<g fill="#d8921c"><circle cx="198" cy="82" r="2.5"/><circle cx="206" cy="90" r="2"/><circle cx="230" cy="118" r="2"/></g>`
      );
    case 'mint':
      return (
        sauceCap(sauce) +
        `<g fill="#3aa57a"><path d="M200 84C184 84 178 70 180 62 194 62 202 72 200 84Z"/><path d="M202 84C206 68 220 64 228 66 226 80 214 86 202 84Z"/></g>` +
        `<g fill="#3a1e10"><circle cx="160" cy="140" r="3.5"/><circle cx="240" cy="132" r="3.5"/><circle cx="226" cy="146" r="3"/><circle cx="174" cy="148" r="3"/></g>`
      );
  }
}

export function milkshake(recipe: Extract<Recipe, { kind: 'shake' }>, random: () => number): string {
  // Sauce clinging to the top of the glass with a few drips.
  let drips = `M120 ${170}H280V178`;
  for (let x = 270; x > 130; x -= 20 + random() * 8) {
    const len = 10 + random() * 34;
    drips += `H${n(x)}v${n(len)}a5 5 0 0 1-10 0V178`;
  }
  drips += 'H120Z';
  const speckles =
    recipe.topping === 'oreo' || recipe.topping === 'mint'
      ? `<g fill="${recipe.sauce}" opacity=".75">${Array.from(
          { length: 14 },
          () =>
            `<circle cx="${n(150 + random() * 100)}" cy="${n(220 + random() * 110)}" r="${n(1.8 + random() * 2)}"/>`,
        ).join('')}</g>`
      : '';
  const cream = '#fffaf1';
  return (
    `<defs><clipPath id="c"><path d="${GLASS}"/></clipPath>${gradient('d', recipe.drink[0], recipe.drink[1])}</defs>` +
    // striped paper straw
    `<g transform="translate(220 300) rotate(14)"><path d="M0 0V-270" stroke="${recipe.straw}" stroke-width="16"/>` +
    `<path d="M0 0V-270" stroke="#fff" stroke-width="16" stroke-dasharray="9 9"/></g>` +
    `<path d="${GLASS}" fill="#fff" opacity=".5"/>` +
    `<g clip-path="url(#c)"><rect x="110" y="166" width="180" height="190" fill="url(#d)"/>` +
    `<path d="${drips}" fill="${recipe.sauce}" opacity=".9"/>${speckles}</g>` +
    `<path d="M144 176L154 330" stroke="#fff" stroke-width="9" stroke-linecap="round" opacity=".6"/>` +
    `<path d="${GLASS}" fill="none" stroke="#5a3a22" stroke-opacity=".22" stroke-width="4" stroke-linejoin="round"/>` +
    `<rect x="138" y="344" width="124" height="12" rx="6" fill="#fff" stroke="#5a3a22" stroke-opacity=".2" stroke-width="3"/>` +
    // whipped cream swirl
    `<g fill="${cream}" stroke="#e9dccb" stroke-width="3">` +
    `<path d="M122 162C110 140 136 126 150 134 156 116 182 114 192 126 202 110 232 112 238 130 256 122 290 138 278 162Z"/>` +
    `<path d="M148 134C146 112 170 102 184 110 190 94 216 92 224 108 242 106 254 124 246 138Z"/>` +
    `<path d="M172 112C172 92 190 82 200 86 210 80 230 90 226 110Z"/></g>` +
    `<path d="M136 150q14-10 30-4M160 124q14-10 28-4" stroke="#e9dccb" stroke-width="3" fill="none" stroke-linecap="round"/>` +
    toppingArt(recipe.topping, recipe.sauce, random)
  );
}
