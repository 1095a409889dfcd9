/**
 * Cuts the heading font's subset (src/web/fonts/fredoka-700-pearl.woff2, committed) from Fredoka Bold's Latin file,
 * keeping the characters heading-font.ts lists, with every glyph, kerning pair and ligature among them:
 *
 *   npm run font:subset
 *
 * Run it when a text brings a character the subset lacks (scripts/heading-font.test.ts names it). It uses fontTools'
 * subsetter, `pyftsubset` (Debian: apt-get install fonttools python3-brotli); the file's time stamp is the source's,
 * so a rerun on the same texts writes the same bytes.
 */
import { execFile } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { HEADING_FONT, HEADING_FONT_SOURCE, headingCharacters, woff2Characters } from './heading-font';

async function subsetHeadingFont() {
  const characters = await headingCharacters();
  const unicodes = [...characters].map((code) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`);
  await promisify(execFile)('pyftsubset', [
    HEADING_FONT_SOURCE,
    `--unicodes=${unicodes.join(',')}`,
    '--flavor=woff2',
    // Every name record: the font's copyright and licence travel with it, as its licence (OFL) asks.
    '--name-IDs=*',
    `--output-file=${HEADING_FONT}`,
  ]);
  const kept = woff2Characters(await readFile(HEADING_FONT));
  const before = (await stat(HEADING_FONT_SOURCE)).size;
  const after = (await stat(HEADING_FONT)).size;
  console.log(`${kept.size} characters, ${before} → ${after} bytes: ${HEADING_FONT}`);
}

subsetHeadingFont().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
