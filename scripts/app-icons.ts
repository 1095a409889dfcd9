/**
 * The installed shop's icons, drawn from the logo (public/images/logo.svg) into public/icons/: 192 and 512 pixels for
 * the web app manifest, a maskable 512 (the logo inside the safe zone on its own peach, for Android's round and
 * squircle masks), and the 180-pixel apple-touch-icon an iPhone's Home Screen uses. Run again after the logo changes:
 * `npx tsx scripts/app-icons.ts`; the PNGs are committed.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = fileURLToPath(new URL('..', import.meta.url));
const logo = readFileSync(`${root}public/images/logo.svg`);
/** The logo's own outer colour, so the maskable icon's corners are part of it. */
const PEACH = '#ffd9c2';

async function drawn(size: number, logoSize: number, background: string | null, file: string): Promise<void> {
  const art = await sharp(logo, { density: Math.ceil((72 * logoSize) / 400) + 1 })
    .resize(logoSize, logoSize)
    .png()
    .toBuffer();
  const offset = Math.round((size - logoSize) / 2);
  await sharp({
    create: {
      width: size,
      height: size,
      channels: 4,
      background: background ?? { r: 0, g: 0, b: 0, alpha: 0 },
    },
  })
    .composite([{ input: art, top: offset, left: offset }])
    .png({ compressionLevel: 9 })
    .toFile(`${root}public/icons/${file}`);
}

await drawn(192, 192, null, 'icon-192.png');
await drawn(512, 512, null, 'icon-512.png');
// Maskable: everything that matters inside the central 80% circle.
await drawn(512, 400, PEACH, 'icon-maskable-512.png');
await drawn(180, 164, PEACH, 'apple-touch-icon.png');
