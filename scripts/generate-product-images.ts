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
import { bobaCup } from './product-images/cup';
import { sweetsJar } from './product-images/jar';
import { backdrops, defaultBackdrop, fallbackRecipes, recipes } from './product-images/recipes';
import { milkshake } from './product-images/shake';
import { backdrop, rng, svg } from './product-images/svg';

const publicDir = fileURLToPath(new URL('../public', import.meta.url));
const MAX_BYTES = 4096;

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
