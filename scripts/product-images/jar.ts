/** The sweet-shop jar (English sweets). */
import type { Recipe, SweetShape } from './recipes';

const JAR = 'M132 150H268Q290 150 290 174V324Q290 352 262 352H138Q110 352 110 324V174Q110 150 132 150Z';

/**
 * One sweet centred on 0,0. The main colour is left out when `colour` is empty, so that copies take the fill of the
 * group they are used in.
 */
function sweetDef(shape: SweetShape, colour: string, second: string, id: string, angle: number): string {
  const fill = colour ? ` fill="${colour}"` : '';
  const open = `<g id="${id}"${angle ? ` transform="rotate(${angle})"` : ''}>`;
  switch (shape) {
    case 'lemon':
      return `${open}<path d="M-19 0Q-15-13 0-13 15-13 19 0 15 13 0 13-15 13-19 0Z"${fill}/><ellipse cx="-4" cy="-5" rx="7" ry="3" fill="#fff" opacity=".6"/></g>`;
    case 'split':
      return `${open}<path d="M0-13A15 13 0 0 0 0 13Z" fill="${colour}"/><path d="M0-13A15 13 0 0 1 0 13Z" fill="${second}"/><ellipse cx="-5" cy="-5" rx="5" ry="2.5" fill="#fff" opacity=".6"/></g>`;
    case 'cube':
      return `${open}<rect x="-13" y="-13" width="26" height="26" rx="4"${fill}/><path d="M-7-7h3M2-3h3M-4 5h3M6 6h2" stroke="#fff" stroke-width="2" opacity=".7"/></g>`;
    case 'drop':
      return `${open}<path d="M0-17C6-8 13 0 13 6A13 12 0 0 1-13 6C-13 0-6-8 0-17Z"${fill}/><ellipse cx="-4" cy="2" rx="3" ry="5" fill="#fff" opacity=".55"/></g>`;
    case 'saucer':
      return `${open}<ellipse rx="20" ry="9"${fill}/><ellipse cy="-3" rx="11" ry="6" fill="#fff" opacity=".45"/></g>`;
    case 'fudge':
      return `${open}<rect x="-14" y="-12" width="28" height="24" rx="4"${fill}/><rect x="-14" y="-12" width="28" height="7" rx="3" fill="#fff" opacity=".35"/></g>`;
    case 'bonbon':
      return `${open}<circle r="13"${fill}/><g fill="#fff" opacity=".8"><circle cx="-5" cy="-5" r="2"/><circle cx="4" cy="-7" r="1.5"/><circle cx="6" cy="3" r="1.5"/><circle cx="-6" cy="5" r="1.2"/></g></g>`;
    case 'oval':
      return `${open}<ellipse rx="16" ry="12"${fill}/><path d="M-12-3Q0-9 12-3" stroke="#fff" stroke-width="3" fill="none" opacity=".45"/></g>`;
  }
}

export function sweetsJar(recipe: Extract<Recipe, { kind: 'jar' }>, random: () => number): string {
  const { shape, colours } = recipe;
  // The sweet is defined once per angle; copies are cheap <use x y> references grouped by colour.
  const angles = shape === 'saucer' ? [-14, 0, 12] : [0, 70, 140];
  const twoTone = shape === 'split';
  const tints = twoTone ? [''] : colours;
  const defs = angles.map((angle, a) =>
    sweetDef(shape, twoTone ? colours[0]! : '', colours[1] ?? colours[0]!, `s${a}`, angle),
  );
  const inJar: string[][] = tints.map(() => []);
  const outside: string[][] = tints.map(() => []);
  const place = (groups: string[][], x: number, y: number) => {
    groups[Math.floor(random() * tints.length)]!.push(
      `<use href="#s${Math.floor(random() * angles.length)}" x="${Math.round(x)}" y="${Math.round(y)}"/>`,
    );
  };
  const step = shape === 'saucer' ? 22 : 25;
  let row = 0;
  for (let y = 338; y > 196; y -= step, row++) {
    for (let x = 122 + (row % 2) * 15; x < 290; x += 30) place(inJar, x + random() * 6 - 3, y + random() * 6 - 3);
  }
  // A few sweets spilled in front of the jar.
  place(outside, 92, 346);
  place(outside, 316, 350);
  place(outside, 292, 366);
  const draw = (groups: string[][]) =>
    groups
      .map((uses, i) => (tints[i] && uses.length ? `<g fill="${tints[i]}">${uses.join('')}</g>` : uses.join('')))
      .join('');
  const sweets = draw(inJar);
  const spilled = draw(outside);
  return (
    `<defs><clipPath id="c"><path d="${JAR}"/></clipPath>${defs.join('')}</defs>` +
    `<path d="${JAR}" fill="#fff" opacity=".55"/>` +
    `<g clip-path="url(#c)">${sweets}</g>` +
    `<path d="M126 184V318" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity=".6"/>` +
    `<path d="M272 176V196" stroke="#fff" stroke-width="8" stroke-linecap="round" opacity=".5"/>` +
    `<path d="${JAR}" fill="none" stroke="#5a3a22" stroke-opacity=".22" stroke-width="4"/>` +
    // neck and lid
    `<rect x="138" y="128" width="124" height="26" rx="8" fill="#fff" opacity=".7" stroke="#5a3a22" stroke-opacity=".2" stroke-width="3"/>` +
    `<rect x="128" y="94" width="144" height="38" rx="10" fill="${recipe.lid}"/>` +
    `<rect x="128" y="118" width="144" height="8" fill="#000" opacity=".12"/>` +
    `<path d="M142 104H220" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".4"/>` +
    // paper tag on a string
    `<path d="M262 142Q282 156 288 170" stroke="#8a6a4a" stroke-width="2" fill="none"/>` +
    `<g transform="translate(292 186) rotate(-14)"><path d="M-16-14H10L20 0 10 14H-16Z" fill="#f4e1bd" stroke="#caa772" stroke-width="2"/><circle cx="10" cy="0" r="3" fill="#fff"/></g>` +
    spilled
  );
}
