/**
 * The heading font's subset: which characters it keeps, and which characters a WOFF2 file draws. The shop's headings
 * are set in Fredoka Bold; its Latin file has some 220 characters, of which the shop's texts use about a hundred.
 * The subset keeps every printable ASCII character (a product name the owner types), the quotes a phone's keyboard
 * turns ' and " into, Latin-1's accented letters, and every other character written in the web app, the domain's texts and the demo menu (£, ·,
 * ’, –, …); `subset-heading-font.ts` makes it, `heading-font.test.ts` checks that it still draws all of them.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;

/** Fontsource's Latin file of Fredoka Bold: what the subset is cut from. */
export const HEADING_FONT_SOURCE = join(root, 'node_modules/@fontsource/fredoka/files/fredoka-latin-700-normal.woff2');
/** The subset the web app's styles load (src/web/styles.css) and its page preloads (vite.config.ts). */
export const HEADING_FONT = join(root, 'src/web/fonts/fredoka-700-pearl.woff2');

/** Where the shop's texts are written: the web app, the domain's messages and the demo menu's names. */
const TEXT_FOLDERS = ['src/web', 'src/domain', 'src/server/seed'];
const TEXT_FILE = /\.(tsx?|html|css)$/;
const PRINTABLE_ASCII = Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i);
/** ‘ ’ “ ”: what a phone's keyboard types for ' and " in a name the owner gives a product. */
const SMART_QUOTES = [0x2018, 0x2019, 0x201c, 0x201d];
/**
 * À to ÿ: the accented letters of names the owner types and the texts here never use (Crème Brûlée, Jalapeño, Zoë),
 * which would otherwise show one letter in another font. About 2 KB of the file.
 */
const LATIN_1_LETTERS = Array.from({ length: 0x100 - 0xc0 }, (_, i) => 0xc0 + i);

async function textFiles(folder: string): Promise<string[]> {
  const entries = await readdir(join(root, folder), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The named characters JSX and HTML texts here write as entities (`couldn&rsquo;t`). */
const ENTITIES: Record<string, number> = {
  amp: 0x26,
  apos: 0x27,
  quot: 0x22,
  lt: 0x3c,
  gt: 0x3e,
  nbsp: 0xa0,
  lsquo: 0x2018,
  rsquo: 0x2019,
  ldquo: 0x201c,
  rdquo: 0x201d,
  ndash: 0x2013,
  mdash: 0x2014,
  hellip: 0x2026,
  middot: 0xb7,
  pound: 0xa3,
  times: 0xd7,
};

/** A file's text with its entities and \u escapes written out as the characters a page shows. */
function asShown(text: string, file: string): string {
  return text
    .replace(/\\u\{([0-9a-f]+)\}|\\u([0-9a-f]{4})/gi, (_, long: string | undefined, short: string | undefined) =>
      String.fromCodePoint(parseInt(long ?? short!, 16)),
    )
    .replace(/&#(x?)([0-9a-f]+);/gi, (_, hex: string, digits: string) =>
      String.fromCodePoint(parseInt(digits, hex ? 16 : 10)),
    )
    .replace(/&([a-z]+);/gi, (entity, name: string) => {
      const code = ENTITIES[name];
      // An entity not named here would be a character the subset may lack: better said than missing on a page.
      if (code === undefined) throw new Error(`${file}: ${entity} is not in scripts/heading-font.ts's ENTITIES.`);
      return String.fromCodePoint(code);
    });
}

/** The code points the subset keeps (those the source font has; the others are drawn by the fallback fonts). */
export async function headingCharacters(): Promise<Set<number>> {
  const characters = new Set([...PRINTABLE_ASCII, ...SMART_QUOTES, ...LATIN_1_LETTERS]);
  for (const folder of TEXT_FOLDERS) {
    for (const file of await textFiles(folder)) {
      for (const character of asShown(await readFile(file, 'utf8'), file)) {
        const code = character.codePointAt(0)!;
        if (code > 0x7e) characters.add(code);
      }
    }
  }
  return characters;
}

/** A WOFF2 variable-length number (UIntBase128): seven bits a byte, the high bit set on all but the last. */
function base128(bytes: Buffer, at: { offset: number }): number {
  let value = 0;
  for (let i = 0; i < 5; i++) {
    const byte = bytes[at.offset++]!;
    value = value * 128 + (byte & 0x7f);
    if (!(byte & 0x80)) return value;
  }
  throw new Error('Not a WOFF2 file: a table length runs on.');
}

/** The cmap table's bytes from a WOFF2 file (its tables are one brotli stream, in the directory's order). */
function cmapOf(woff2: Buffer): Buffer {
  if (woff2.toString('latin1', 0, 4) !== 'wOF2') throw new Error('Not a WOFF2 file.');
  const tableCount = woff2.readUInt16BE(12);
  const compressedSize = woff2.readUInt32BE(20);
  const at = { offset: 48 };
  let streamOffset = 0;
  let cmap: { offset: number; length: number } | null = null;
  for (let i = 0; i < tableCount; i++) {
    const flags = woff2[at.offset++]!;
    const known = flags & 0x3f;
    const tag = known === 0x3f ? woff2.toString('latin1', at.offset, (at.offset += 4)) : null;
    const version = flags >> 6;
    const length = base128(woff2, at);
    // glyf and loca (known tables 10 and 11) are transformed unless version 3; any other table is when not 0.
    const transformed = known === 10 || known === 11 ? version !== 3 : version !== 0;
    const stored = transformed ? base128(woff2, at) : length;
    if (known === 0 || tag === 'cmap') cmap = { offset: streamOffset, length: stored };
    streamOffset += stored;
  }
  if (!cmap) throw new Error('This font has no character map.');
  const tables = brotliDecompressSync(woff2.subarray(at.offset, at.offset + compressedSize));
  return tables.subarray(cmap.offset, cmap.offset + cmap.length);
}

/** The code points a cmap subtable of format 4 (the Basic Multilingual Plane) maps to a glyph. */
function format4(table: Buffer, start: number, into: Set<number>) {
  const segments = table.readUInt16BE(start + 6) / 2;
  const ends = start + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let s = 0; s < segments; s++) {
    const [first, last] = [table.readUInt16BE(starts + s * 2), table.readUInt16BE(ends + s * 2)];
    const delta = table.readUInt16BE(deltas + s * 2);
    const rangeOffset = table.readUInt16BE(rangeOffsets + s * 2);
    for (let code = first; code <= last && code !== 0xffff; code++) {
      const glyph = rangeOffset
        ? table.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (code - first) * 2)
        : (code + delta) & 0xffff;
      if (glyph !== 0) into.add(code);
    }
  }
}

/** The code points a WOFF2 font draws (its Unicode character map, format 4 or 12). */
export function woff2Characters(woff2: Buffer): Set<number> {
  const cmap = cmapOf(woff2);
  const characters = new Set<number>();
  for (let i = 0; i < cmap.readUInt16BE(2); i++) {
    const [platform, encoding, offset] = [
      cmap.readUInt16BE(4 + i * 8),
      cmap.readUInt16BE(6 + i * 8),
      cmap.readUInt32BE(8 + i * 8),
    ];
    if (!(platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10)))) continue;
    const format = cmap.readUInt16BE(offset);
    if (format === 4) format4(cmap, offset, characters);
    if (format === 12) {
      for (let g = 0; g < cmap.readUInt32BE(offset + 12); g++) {
        const group = offset + 16 + g * 12;
        for (let code = cmap.readUInt32BE(group); code <= cmap.readUInt32BE(group + 4); code++) characters.add(code);
      }
    }
  }
  return characters;
}
