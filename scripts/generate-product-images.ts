/**
 * Generates the product illustrations that ship with the app, one flat SVG per demo product, plus the placeholder,
 * the logo and the favicon:
 *
 *   npx tsx scripts/generate-product-images.ts
 *
 * Writes public/images/products/<kebab-case-name>.svg (the path in each product's `image`),
 * public/images/placeholder.svg, public/images/logo.svg and public/favicon.svg.
 * Each file is a self-contained 400×400 SVG (no text but the <title>, no scripts, no external references), kept
 * under 4 KB. Layouts that look random come from a PRNG seeded with the product name, so reruns are identical.
 */

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoMenu } from '../src/server/seed/demo-menu';
import type { DemoProduct } from '../src/server/seed/demo-menu-types';

const publicDir = fileURLToPath(new URL('../public', import.meta.url));
const MAX_BYTES = 4096;

// ---------------------------------------------------------------------------------------------------------------
// Art direction: one pastel backdrop per category, one recipe per product.

interface Backdrop {
  /** Big soft circle. */
  base: string;
  /** Small decorative dots and sparkles. */
  accent: string;
}

const backdrops: Record<string, Backdrop> = {
  'milk-tea': { base: '#fde4d6', accent: '#f5c2a6' },
  'fruit-tea': { base: '#fff0c2', accent: '#ffd98a' },
  'brown-sugar': { base: '#f3dcc2', accent: '#dcae80' },
  milkshakes: { base: '#fde0e6', accent: '#f7b8c6' },
  'english-sweets': { base: '#ebe3f6', accent: '#cdbde9' },
  specials: { base: '#e4eed6', accent: '#c4d9a9' },
};
const defaultBackdrop: Backdrop = { base: '#f3ece4', accent: '#e0d3c4' };

type FruitKind = 'seed' | 'cube' | 'ball' | 'berry' | 'wedge' | 'wheel' | 'apple';
type Topping = 'oreo' | 'strawberry' | 'biscuit' | 'fudge' | 'banana' | 'honeycomb' | 'mint';
type SweetShape = 'lemon' | 'split' | 'cube' | 'drop' | 'saucer' | 'fudge' | 'bonbon' | 'oval';

type Recipe =
  /** Milk tea in a sealed cup: gradient drink, optional cream cap, pearls or ice. */
  | { kind: 'boba'; drink: [string, string]; straw: string; cap?: string; dust?: string; pearls?: boolean }
  /** Fruit tea: translucent drink with fruit pieces. */
  | { kind: 'fruit'; drink: [string, string]; straw: string; fruit: FruitKind; bits: [string, string] }
  /** Brown sugar: milk with dark syrup "tiger stripes" and lots of pearls. */
  | { kind: 'tiger'; milk: string; syrup: string; straw: string; top?: string }
  /** Milkshake: tall glass, whipped cream, topping, striped straw. */
  | { kind: 'shake'; drink: [string, string]; sauce: string; straw: string; topping: Topping }
  /** English sweets: a sweet-shop jar. */
  | { kind: 'jar'; shape: SweetShape; colours: string[]; lid: string };

const PEARL = '#3a2216';

const recipes: Record<string, Recipe> = {
  // Milk tea
  'Classic Milk Tea': { kind: 'boba', drink: ['#dcb48a', '#c0915f'], straw: '#e9765b' },
  'Taro Milk Tea': { kind: 'boba', drink: ['#d7c0ee', '#b394dc'], straw: '#7b5cc4' },
  'Matcha Latte': { kind: 'boba', drink: ['#93c25d', '#eef3dc'], straw: '#2f8f6b', pearls: false },
  'Thai Milk Tea': { kind: 'boba', drink: ['#f7ae63', '#ea8533'], straw: '#d9463b', cap: '#fde8cf' },
  'Hokkaido Milk Tea': { kind: 'boba', drink: ['#cf9d68', '#a8723e'], straw: '#3f6fb5', cap: '#f6e6cc' },
  'Jasmine Milk Tea': { kind: 'boba', drink: ['#f3e7c6', '#e2cf9c'], straw: '#5fae8e' },
  'Earl Grey Milk Tea': { kind: 'boba', drink: ['#cdb6a6', '#a88f7e'], straw: '#4b5a8f' },
  // Fruit tea
  'Passion Fruit Green Tea': {
    kind: 'fruit',
    drink: ['#ffe07a', '#f9b93a'],
    straw: '#8a4fb5',
    fruit: 'seed',
    bits: ['#2e2118', '#f59e0b'],
  },
  'Mango Green Tea': {
    kind: 'fruit',
    drink: ['#ffd27a', '#ffa23f'],
    straw: '#31a37a',
    fruit: 'cube',
    bits: ['#ffb43c', '#ffce63'],
  },
  'Lychee Oolong': {
    kind: 'fruit',
    drink: ['#fbe4e8', '#f2c3cd'],
    straw: '#e0607e',
    fruit: 'ball',
    bits: ['#fffaf5', '#ead7d9'],
  },
  'Strawberry Fruit Tea': {
    kind: 'fruit',
    drink: ['#ffb0b6', '#f1606f'],
    straw: '#2f9e5c',
    fruit: 'berry',
    bits: ['#e8344a', '#ffd6d9'],
  },
  'Peach Oolong': {
    kind: 'fruit',
    drink: ['#ffd9bd', '#ffae82'],
    straw: '#ef6f6c',
    fruit: 'wedge',
    bits: ['#e8434f', '#ffb067'],
  },
  'Grapefruit Jasmine': {
    kind: 'fruit',
    drink: ['#ffd0c2', '#ff9788'],
    straw: '#3d8fd1',
    fruit: 'wheel',
    bits: ['#ff6b5e', '#fff1e6'],
  },
  // Brown sugar
  'Brown Sugar Boba Milk': { kind: 'tiger', milk: '#f8eee2', syrup: '#7a3b17', straw: '#2d2d2d' },
  'Brown Sugar Matcha': { kind: 'tiger', milk: '#f6efe0', syrup: '#7a3b17', straw: '#2f8f6b', top: '#8fbf5a' },
  'Brown Sugar Cocoa': { kind: 'tiger', milk: '#cfa283', syrup: '#4f230c', straw: '#c8553d' },
  'Brown Sugar Oat Latte': { kind: 'tiger', milk: '#f1e3cb', syrup: '#8a4a1f', straw: '#d8a13a' },
  'Brown Sugar Hojicha': { kind: 'tiger', milk: '#e4c3a2', syrup: '#6a3212', straw: '#5a7d4f', top: '#c79468' },
  // Milkshakes
  'Oreo Milkshake': {
    kind: 'shake',
    drink: ['#e4dfda', '#c9c0b9'],
    sauce: '#2b2420',
    straw: '#2b2420',
    topping: 'oreo',
  },
  'Strawberry Milkshake': {
    kind: 'shake',
    drink: ['#ffc9d3', '#ff9fb3'],
    sauce: '#e23d57',
    straw: '#e23d57',
    topping: 'strawberry',
  },
  'Biscoff Milkshake': {
    kind: 'shake',
    drink: ['#e7bd8d', '#cc9259'],
    sauce: '#a45f26',
    straw: '#b5651d',
    topping: 'biscuit',
  },
  'Chocolate Fudge Milkshake': {
    kind: 'shake',
    drink: ['#9b6a4a', '#6e4129'],
    sauce: '#3e1f10',
    straw: '#e0524a',
    topping: 'fudge',
  },
  'Banana Caramel Milkshake': {
    kind: 'shake',
    drink: ['#fcebab', '#f5d57e'],
    sauce: '#c7772b',
    straw: '#e5a82e',
    topping: 'banana',
  },
  'Vanilla Honeycomb Milkshake': {
    kind: 'shake',
    drink: ['#fdf4dc', '#f4e2b4'],
    sauce: '#e2a230',
    straw: '#4f8fd6',
    topping: 'honeycomb',
  },
  // English sweets
  'Sherbet Lemons': { kind: 'jar', shape: 'lemon', colours: ['#ffe04f', '#ffd21f', '#fff07a'], lid: '#e0b400' },
  'Rhubarb and Custards': { kind: 'jar', shape: 'split', colours: ['#f27a9b', '#ffd966'], lid: '#e0577d' },
  'Cola Cubes': { kind: 'jar', shape: 'cube', colours: ['#7a3d1d', '#94502a', '#5e2c13'], lid: '#c0392b' },
  'Pear Drops': { kind: 'jar', shape: 'drop', colours: ['#ff9fbf', '#ffe27a', '#ff86ad'], lid: '#5aae7b' },
  'Flying Saucers': {
    kind: 'jar',
    shape: 'saucer',
    colours: ['#ffb3c7', '#a8d8ff', '#fff0a0', '#b8ecc4', '#d8c2ff'],
    lid: '#7aa6e8',
  },
  'Fudge Chunks': { kind: 'jar', shape: 'fudge', colours: ['#e8b978', '#dba463', '#f0c98e'], lid: '#8a5a34' },
  'Strawberry Bonbons': { kind: 'jar', shape: 'bonbon', colours: ['#ff7f9a', '#ff96ad'], lid: '#e84a6b' },
  'Chocolate Limes': { kind: 'jar', shape: 'oval', colours: ['#8ccf5a', '#7cc24a', '#a3dc74'], lid: '#4b2e1e' },
  // Seasonal specials
  'Pumpkin Spice Milk Tea': {
    kind: 'boba',
    drink: ['#f4a55f', '#d9803c'],
    straw: '#6b8e3a',
    cap: '#fff1dc',
    dust: '#b0622a',
  },
  'Toffee Apple Fruit Tea': {
    kind: 'fruit',
    drink: ['#f6c47c', '#d98b35'],
    straw: '#c7372f',
    fruit: 'apple',
    bits: ['#fff3c4', '#d83a2e'],
  },
  'Gingerbread Milk Tea': {
    kind: 'boba',
    drink: ['#c08a5c', '#8f5a34'],
    straw: '#c8372d',
    cap: '#fbeede',
    dust: '#7a4522',
  },
  'Mint Choc Milkshake': {
    kind: 'shake',
    drink: ['#c6efdc', '#9bdcc0'],
    sauce: '#3a1e10',
    straw: '#3aa57a',
    topping: 'mint',
  },
  'Creme Brulee Milk Tea': {
    kind: 'boba',
    drink: ['#e5c590', '#c99b5e'],
    straw: '#8a5a2b',
    cap: '#f9e6b8',
    dust: '#c17a2c',
  },
  'Elderflower Cooler': {
    kind: 'fruit',
    drink: ['#eef8d8', '#cfe9a8'],
    straw: '#f2a93b',
    fruit: 'ball',
    bits: ['#fff6cf', '#e6df9c'],
  },
};

const fallbackRecipes: Record<string, Recipe> = {
  'milk-tea': recipes['Classic Milk Tea']!,
  'fruit-tea': recipes['Mango Green Tea']!,
  'brown-sugar': recipes['Brown Sugar Boba Milk']!,
  milkshakes: recipes['Strawberry Milkshake']!,
  'english-sweets': recipes['Sherbet Lemons']!,
  specials: recipes['Pumpkin Spice Milk Tea']!,
};

// ---------------------------------------------------------------------------------------------------------------
// Helpers

/** Deterministic PRNG (mulberry32) seeded from a string. */
function rng(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Rounds to one decimal and drops trailing zeros to keep files small. */
function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function svg(title: string, body: string, viewBox = '0 0 400 400'): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" role="img">` +
    `<title>${escapeXml(title)}</title>${body}</svg>\n`
  );
}

function gradient(id: string, top: string, bottom: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
}

/** Soft backdrop: a big circle, a floor shadow and a few confetti dots in the category accent. */
function backdrop(b: Backdrop, random: () => number): string {
  const dots: string[] = [];
  const spots: [number, number][] = [
    [64, 120],
    [338, 96],
    [350, 268],
    [52, 290],
    [300, 40],
  ];
  for (const [x, y] of spots) {
    if (random() < 0.75)
      dots.push(`<circle cx="${n(x + random() * 12)}" cy="${n(y + random() * 12)}" r="${n(5 + random() * 6)}"/>`);
  }
  return (
    `<circle cx="200" cy="205" r="176" fill="${b.base}"/>` +
    `<g fill="${b.accent}">${dots.join('')}</g>` +
    `<ellipse cx="200" cy="362" rx="96" ry="11" fill="#5a3a22" opacity=".12"/>`
  );
}

// ---------------------------------------------------------------------------------------------------------------
// The bubble tea cup (milk tea, fruit tea, brown sugar)

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

function bobaCup(recipe: Extract<Recipe, { kind: 'boba' | 'fruit' | 'tiger' }>, random: () => number): string {
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

// ---------------------------------------------------------------------------------------------------------------
// Milkshake glass

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

function milkshake(recipe: Extract<Recipe, { kind: 'shake' }>, random: () => number): string {
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

// ---------------------------------------------------------------------------------------------------------------
// Sweet-shop jar

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

function sweetsJar(recipe: Extract<Recipe, { kind: 'jar' }>, random: () => number): string {
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

// ---------------------------------------------------------------------------------------------------------------

function productSvg(product: DemoProduct): string {
  let recipe = recipes[product.name];
  if (!recipe) {
    console.warn(`No recipe for "${product.name}", using the ${product.category} default.`);
    recipe = fallbackRecipes[product.category] ?? recipes['Classic Milk Tea']!;
  }
  const random = rng(product.name);
  const bg = backdrop(backdrops[product.category] ?? defaultBackdrop, random);
  let art: string;
  switch (recipe.kind) {
    case 'boba':
    case 'fruit':
    case 'tiger':
      art = bobaCup(recipe, random);
      break;
    case 'shake':
      art = milkshake(recipe, random);
      break;
    case 'jar':
      art = sweetsJar(recipe, random);
      break;
  }
  return svg(product.name, bg + art);
}

function placeholderSvg(): string {
  const line = (width = 6) =>
    `fill="none" stroke="#cbc3ba" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"`;
  return svg(
    'Image unavailable',
    `<circle cx="200" cy="205" r="176" fill="#f2efeb"/>` +
      `<path d="M214 118L232 36" ${line()}/>` +
      `<path d="M124 128C126 76 274 76 276 128" ${line()}/>` +
      `<rect x="112" y="124" width="176" height="16" rx="8" ${line()}/>` +
      `<path d="M122 142L139 334Q141 350 157 350H243Q259 350 261 334L278 142" ${line()}/>` +
      `<g ${line(5)}><circle cx="170" cy="324" r="10"/><circle cx="200" cy="328" r="10"/><circle cx="230" cy="324" r="10"/></g>`,
  );
}

/** The Pearl mark: a round badge with a cheerful boba cup full of pearls. `simple` is the favicon. */
function logoSvg(simple: boolean): string {
  const sparkle = simple
    ? ''
    : `<g fill="#fff"><path d="M312 96l6 14 14 6-14 6-6 14-6-14-14-6 14-6Z"/><circle cx="96" cy="128" r="6"/><circle cx="320" cy="276" r="5"/></g>`;
  const face = simple
    ? ''
    : `<g fill="#4a2c1d"><circle cx="178" cy="236" r="7"/><circle cx="222" cy="236" r="7"/></g>` +
      `<path d="M188 254q12 12 24 0" stroke="#4a2c1d" stroke-width="6" fill="none" stroke-linecap="round"/>` +
      `<g fill="#f59a9a" opacity=".7"><ellipse cx="160" cy="252" rx="9" ry="6"/><ellipse cx="240" cy="252" rx="9" ry="6"/></g>`;
  return svg(
    'Pearl',
    `<defs><clipPath id="c"><path d="M128 150H272L256 318Q254 334 238 334H162Q146 334 144 318Z"/></clipPath></defs>` +
      (simple
        ? `<circle cx="200" cy="200" r="150" fill="#ffd9c2"/>`
        : `<circle cx="200" cy="200" r="192" fill="#ffd9c2"/>` +
          `<circle cx="200" cy="200" r="176" fill="none" stroke="#fff" stroke-width="6" stroke-dasharray="2 14" stroke-linecap="round"/>`) +
      sparkle +
      `<path d="M212 328L250 60" stroke="#ef6f6c" stroke-width="26"/>` +
      `<path d="M128 150H272L256 318Q254 334 238 334H162Q146 334 144 318Z" fill="#fff7ee"/>` +
      `<g clip-path="url(#c)"><rect x="120" y="180" width="160" height="160" fill="#e3b98c"/>` +
      `<g fill="#4a2c1d"><circle cx="166" cy="318" r="14"/><circle cx="198" cy="322" r="14"/><circle cx="230" cy="318" r="14"/><circle cx="182" cy="294" r="14"/><circle cx="214" cy="294" r="14"/></g>` +
      `<g fill="#fff" opacity=".5"><circle cx="161" cy="313" r="4"/><circle cx="193" cy="317" r="4"/><circle cx="225" cy="313" r="4"/><circle cx="177" cy="289" r="4"/><circle cx="209" cy="289" r="4"/></g></g>` +
      face +
      `<path d="M134 140C138 86 262 86 266 140Z" fill="#fff7ee"/>` +
      `<rect x="120" y="136" width="160" height="22" rx="11" fill="#4a2c1d"/>` +
      `<path d="M128 150H272L256 318Q254 334 238 334H162Q146 334 144 318Z" fill="none" stroke="#4a2c1d" stroke-width="10" stroke-linejoin="round"/>` +
      `<path d="M134 140C138 86 262 86 266 140" fill="none" stroke="#4a2c1d" stroke-width="10"/>`,
    // The favicon is cropped to the cup so that it stays legible at 16 px.
    simple ? '50 50 300 300' : undefined,
  );
}

// ---------------------------------------------------------------------------------------------------------------

function write(relativePath: string, content: string): void {
  const bytes = Buffer.byteLength(content);
  if (bytes > MAX_BYTES) throw new Error(`${relativePath} is ${bytes} bytes, over the ${MAX_BYTES} byte budget`);
  const file = `${publicDir}/${relativePath.replace(/^\//, '')}`;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

let count = 0;
for (const product of demoMenu.products) {
  if (!product.image) continue;
  write(product.image, productSvg(product));
  count++;
}
write('/images/placeholder.svg', placeholderSvg());
write('/images/logo.svg', logoSvg(false));
write('/favicon.svg', logoSvg(true));
console.log(`Wrote ${count} product images, the placeholder, the logo and the favicon to ${publicDir}.`);
