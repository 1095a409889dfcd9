import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { demoMenu } from '../src/server/seed/demo-menu';
import { HEADING_FONT, HEADING_FONT_SOURCE, headingCharacters, woff2Characters } from './heading-font';

const subset = woff2Characters(await readFile(HEADING_FONT));
const source = woff2Characters(await readFile(HEADING_FONT_SOURCE));
const shown = (codes: Iterable<number>) => [...codes].map((code) => String.fromCodePoint(code)).join('');

describe('the heading font (src/web/fonts/fredoka-700-pearl.woff2)', () => {
  it('draws every character the shop’s texts use that Fredoka’s Latin file draws (else: npm run font:subset)', async () => {
    const wanted = [...(await headingCharacters())].filter((code) => source.has(code));
    expect(shown(wanted.filter((code) => !subset.has(code)))).toBe('');
  });

  it('draws the demo menu’s names, prices, and the punctuation headings set', () => {
    const names = [
      ...demoMenu.products.map((product) => product.name),
      ...demoMenu.categories.map((category) => category.displayName),
      ...demoMenu.promotions.map((promotion) => promotion.title),
    ];
    const text = `${names.join('')} £0123456789.,:;!?'"&()-–—’‘“”·…×%/+ Crème Brûlée Jalapeño Zoë`;
    const missing = [...new Set(text)].filter((character) => !subset.has(character.codePointAt(0)!));
    expect(missing).toEqual([]);
  });

  it('is a subset: nothing beyond those characters, in fewer bytes than the Latin file', async () => {
    const wanted = await headingCharacters();
    expect(shown([...subset].filter((code) => !wanted.has(code)))).toBe('');
    expect(subset.size).toBeLessThan(source.size);
    const [before, after] = await Promise.all([readFile(HEADING_FONT_SOURCE), readFile(HEADING_FONT)]);
    expect(after.length).toBeLessThan(before.length * 0.9);
  });
});
