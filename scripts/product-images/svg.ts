/** What every product illustration shares: a seeded PRNG, compact numbers, the document, gradients, the backdrop. */
import type { Backdrop } from './recipes';

/** Deterministic PRNG (mulberry32) seeded from a string. */
export function rng(seed: string): () => number {
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
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function svg(title: string, body: string, viewBox = '0 0 400 400'): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" role="img">` +
    `<title>${escapeXml(title)}</title>${body}</svg>\n`
  );
}

export function gradient(id: string, top: string, bottom: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
}

/** Soft backdrop: a big circle, a floor shadow and a few confetti dots in the category accent. */
export function backdrop(b: Backdrop, random: () => number): string {
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
