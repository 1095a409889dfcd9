/** The bubble tea cup (milk tea, fruit tea, brown sugar). */
import { PEARL, type FruitKind, type Recipe } from './recipes';
import { gradient, n } from './svg';

const CUP = 'M118 134H282L263 336Q261 352 245 352H155Q139 352 137 336Z';
const DRINK_TOP = 158;

function straw(colour: string, angle: number): string {
  // A fat boba straw standing in the cup, cut at an angle at the top.
  return (
    `<g transform="translate(214 330) rotate(${angle})">` +
    `<path d="M-14 0V-296L14 -306V0Z" fill="${colour}"/>` +
    `<path d="M-7 0V-298" stroke="#fff" stroke-width="5" opacity=".3"/></g>`
  );
}

function pearls(random: () => number, count: number, top: number): string {
  const uses: string[] = [];
  const rows = [338, 318, 298, 278, 258];
  let placed = 0;
  for (const y of rows) {
    if (y < top || placed >= count) break;
    const offset = (y / 20) % 2 ? 0 : 11;
    for (let x = 150 + offset; x <= 252 && placed < count; x += 22) {
      uses.push(`<use href="#p" x="${n(x + random() * 4 - 2)}" y="${n(y + random() * 4 - 2)}"/>`);
      placed++;
    }
  }
  return uses.join('');
}

function ice(random: () => number, count: number): string {
  const cubes: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = 140 + i * (110 / Math.max(1, count - 1)) + random() * 10;
    const y = 176 + random() * 40;
    cubes.push(
      `<rect x="-15" y="-15" width="30" height="30" rx="6" transform="translate(${n(x)} ${n(y)}) rotate(${n(random() * 60 - 30)})"/>`,
    );
  }
  return `<g fill="#fff" opacity=".45" stroke="#fff" stroke-width="2">${cubes.join('')}</g>`;
}

function fruitDefs(kind: FruitKind, [main, light]: [string, string]): string {
  switch (kind) {
    case 'seed': // passion fruit pulp: golden blobs with a black seed
      return `<g id="f"><circle r="10" fill="${light}" opacity=".9"/><ellipse rx="4" ry="5.5" fill="${main}"/><circle cx="-1.5" cy="-2" r="1.3" fill="#fff" opacity=".6"/></g>`;
    case 'cube': // mango cubes
      return `<rect id="f" x="-12" y="-12" width="24" height="24" rx="5" fill="${main}" stroke="${light}" stroke-width="3"/>`;
    case 'ball': // lychee or popping pearls
      return `<g id="f"><circle r="12" fill="${main}" stroke="${light}" stroke-width="2"/><circle cx="-4" cy="-4" r="3.5" fill="#fff"/></g>`;
    case 'berry': // strawberry halves
      return `<g id="f"><path d="M0 14C-16 2-13-12 0-10 13-12 16 2 0 14Z" fill="${main}"/><path d="M0 8C-8 1-6-6 0-5 6-6 8 1 0 8Z" fill="${light}"/></g>`;
    case 'wedge': // peach slices with a blush of skin
      return `<g id="f"><path d="M0 12L-15-9A24 24 0 0 1 15-9Z" fill="${light}"/><path d="M-15-9A24 24 0 0 1 15-9" fill="none" stroke="${main}" stroke-width="5" stroke-linecap="round"/></g>`;
    case 'wheel': // citrus segments
      return `<g id="f"><circle r="15" fill="${light}"/><circle r="12" fill="${main}"/><path d="M0-12V12M-12 0H12M-8.5-8.5 8.5 8.5M-8.5 8.5 8.5-8.5" stroke="${light}" stroke-width="1.6"/></g>`;
    case 'apple': // apple cubes with red skin
      return `<g id="f"><rect x="-11" y="-11" width="22" height="22" rx="4" fill="${main}"/><rect x="-11" y="-11" width="22" height="6" rx="3" fill="${light}"/></g>`;
  }
}

function fruitBits(random: () => number, kind: FruitKind): string {
  const uses: string[] = [];
  const count = kind === 'seed' ? 16 : kind === 'wedge' ? 8 : 10;
  for (let i = 0; i < count; i++) {
    const row = i % 4;
    const y = 326 - row * 36 - random() * 22 - (kind === 'seed' ? random() * 30 : 0);
    const x = 150 + ((i * 37 + random() * 26) % 104);
    const scale = kind === 'wedge' || kind === 'berry' ? ' scale(1.3)' : '';
    uses.push(`<use href="#f" transform="translate(${n(x)} ${n(y)}) rotate(${n(random() * 360)})${scale}"/>`);
  }
  return uses.join('');
}

function tigerStripes(random: () => number, syrup: string): string {
  // Syrup streaks licking up the inside of the cup from a dark pool at the bottom: the "tiger stripes".
  const streaks: string[] = [];
  const bases = [104, 140, 176, 214, 252, 290];
  bases.forEach((bx, i) => {
    const w = 14 + random() * 12;
    const dx = (i % 2 ? -1 : 1) * (20 + random() * 30);
    const tx = bx + dx;
    const ty = 168 + random() * 50;
    const by = 306;
    const bend = 14 + random() * 12;
    streaks.push(
      `<path d="M${n(bx - w / 2)} ${by}C${n(bx - w / 2 - bend)} ${n(by - 50)} ${n(tx + bend - 8)} ${n(ty + 50)} ${n(tx)} ${n(ty)}` +
        `C${n(tx + bend + 4)} ${n(ty + 50)} ${n(bx + w / 2 - bend)} ${n(by - 50)} ${n(bx + w / 2)} ${by}Z" opacity="${n(0.6 + random() * 0.35)}"/>`,
    );
  });
  let pool = 'M96 300';
  for (let x = 96; x < 300; x += 34) pool += `q8.5 ${n(-8 - random() * 8)} 17 0t17 0`;
  pool += 'V360H96Z';
  return `<g fill="${syrup}">${streaks.join('')}</g><path d="${pool}" fill="${syrup}"/>`;
}

export function bobaCup(recipe: Extract<Recipe, { kind: 'boba' | 'fruit' | 'tiger' }>, random: () => number): string {
  const defs: string[] = [`<clipPath id="c"><path d="${CUP}"/></clipPath>`];
  const inside: string[] = [];
  let strawColour: string;

  if (recipe.kind === 'tiger') {
    strawColour = recipe.straw;
    defs.push(gradient('d', recipe.top ?? recipe.milk, recipe.syrup));
    defs.push(
      `<g id="p"><circle r="11" fill="${PEARL}"/><circle cx="-4" cy="-4" r="3" fill="#fff" opacity=".35"/></g>`,
    );
    inside.push(`<rect x="100" y="${DRINK_TOP}" width="200" height="200" fill="${recipe.milk}"/>`);
    if (recipe.top) inside.push(`<rect x="100" y="${DRINK_TOP}" width="200" height="44" fill="${recipe.top}"/>`);
    inside.push(`<rect x="100" y="220" width="200" height="140" fill="url(#d)" opacity=".6"/>`);
    inside.push(tigerStripes(random, recipe.syrup));
    inside.push(pearls(random, 22, 250));
  } else if (recipe.kind === 'fruit') {
    strawColour = recipe.straw;
    defs.push(gradient('d', recipe.drink[0], recipe.drink[1]));
    defs.push(fruitDefs(recipe.fruit, recipe.bits));
    inside.push(`<rect x="100" y="${DRINK_TOP}" width="200" height="200" fill="url(#d)" opacity=".9"/>`);
    inside.push(ice(random, 3));
    inside.push(fruitBits(random, recipe.fruit));
  } else {
    strawColour = recipe.straw;
    defs.push(gradient('d', recipe.drink[0], recipe.drink[1]));
    defs.push(
      `<g id="p"><circle r="11" fill="${PEARL}"/><circle cx="-4" cy="-4" r="3" fill="#fff" opacity=".35"/></g>`,
    );
    inside.push(`<rect x="100" y="${DRINK_TOP}" width="200" height="200" fill="url(#d)"/>`);
    if (recipe.cap) {
      inside.push(`<path d="M100 ${DRINK_TOP}H300V190Q250 200 200 192T100 194Z" fill="${recipe.cap}"/>`);
      if (recipe.dust) {
        const specks: string[] = [];
        for (let i = 0; i < 9; i++)
          specks.push(
            `<circle cx="${n(134 + i * 15 + random() * 6)}" cy="${n(166 + random() * 16)}" r="${n(1.5 + random() * 1.5)}"/>`,
          );
        inside.push(`<g fill="${recipe.dust}">${specks.join('')}</g>`);
      }
    }
    if (recipe.pearls === false) inside.push(ice(random, 4));
    else inside.push(pearls(random, 17, 270));
  }

  return (
    `<defs>${defs.join('')}</defs>` +
    straw(strawColour, 8) +
    `<path d="${CUP}" fill="#fff" opacity=".45"/>` +
    `<g clip-path="url(#c)">${inside.join('')}</g>` +
    // glassy highlight and outline
    `<path d="M136 152L150 332" stroke="#fff" stroke-width="9" stroke-linecap="round" opacity=".4"/>` +
    `<path d="${CUP}" fill="none" stroke="#5a3a22" stroke-opacity=".22" stroke-width="4" stroke-linejoin="round"/>` +
    // domed lid over the straw
    `<path d="M124 128C126 70 274 70 276 128Z" fill="#fff" opacity=".6" stroke="#5a3a22" stroke-opacity=".2" stroke-width="3"/>` +
    `<path d="M150 104Q168 86 196 84" stroke="#fff" stroke-width="6" stroke-linecap="round" fill="none"/>` +
    `<rect x="110" y="122" width="180" height="18" rx="9" fill="#fff" stroke="#5a3a22" stroke-opacity=".2" stroke-width="3"/>`
  );
}
