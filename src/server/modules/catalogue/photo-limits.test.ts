import { PHOTO_BUSY, PHOTO_TOO_MANY_PIXELS } from '@domain/photos';
import { eq } from 'drizzle-orm';
import { request as httpRequest } from 'node:http';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { productPhotos } from '../../db/schema';
import { call, type TestServer } from '../../test/build';
import { makeProduct } from '../../test/factories';
import { useStaffServer } from '../../test/server-fixtures';
import { testDatabaseKinds } from '../../test/test-database';
import { PHOTO_WAITING_MAX } from './photo-lane';

const kinds = await testDatabaseKinds();

const upload = (server: TestServer, headers: Record<string, string>, id: string, bytes: Buffer) =>
  call(server, 'POST', `/api/admin/products/${id}/photo`, { body: { data: bytes.toString('base64') }, headers });

/** A plain white picture of the given size: a few kilobytes however many pixels it claims. */
const plain = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .png({ compressionLevel: 9 })
    .toBuffer();

/** The HEIC fixture with its header claiming another size (its `ispe` boxes), its pixels left as they are. */
async function heicClaiming(width: number, height: number): Promise<Buffer> {
  const heic = Buffer.from(await readFile(new URL('../../test/fixtures/tea.heic', import.meta.url)));
  for (let at = heic.indexOf('ispe'); at >= 0; at = heic.indexOf('ispe', at + 4)) {
    heic.writeUInt32BE(width, at + 8);
    heic.writeUInt32BE(height, at + 12);
  }
  return heic;
}

/** One pixel's red, green and blue. */
async function colourAt(bytes: Buffer, x: number, y: number) {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

const near = (rgb: number[], expected: number[]) => rgb.every((value, i) => Math.abs(value - expected[i]!) <= 16);

async function photoRows(server: TestServer, productId: string) {
  return server.database.db.select().from(productPhotos).where(eq(productPhotos.productId, productId));
}

describe.each(kinds)('photo limits on %s', (kind) => {
  let server: TestServer;
  let headers: Record<string, string>;
  useStaffServer(kind, (built) => ({ server, staff: headers } = built));

  it('refuses a small file of more than 40 megapixels at the photo field from its header, at once', async () => {
    const product = await makeProduct(server.database.db);
    for (const file of [await plain(7_000, 7_000), await heicClaiming(8_000, 6_000)]) {
      expect(file.length).toBeLessThan(200_000);
      const answer = await upload(server, headers, product.id, file);
      // Read from the header, not decoded: a decode would stop at the image library's own pixel limit, and that
      // failure is answered as a broken photo, not with this sentence.
      expect([answer.status, answer.body]).toEqual([400, { error: PHOTO_TOO_MANY_PIXELS, field: 'photo' }]);
    }
    expect(await photoRows(server, product.id)).toHaveLength(0);
  });

  it('makes every size of a large photo, turned upright, from the file itself; one of just under 40 megapixels too', async () => {
    const product = await makeProduct(server.database.db);
    // 24 megapixels, landscape as the camera stored it, with a dark band down its left third; the camera says
    // "turn a quarter clockwise", so upright the band is across the top.
    const camera = await sharp({ create: { width: 6_000, height: 4_000, channels: 3, background: '#c8a27a' } })
      .composite([
        { input: { create: { width: 2_000, height: 4_000, channels: 3, background: '#4b2e1e' } }, left: 0, top: 0 },
      ])
      .jpeg({ quality: 80 })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const answer = await upload(server, headers, product.id, camera);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    for (const width of [160, 320, 640]) {
      for (const format of ['avif', 'webp'] as const) {
        const served = Buffer.from(
          await (await fetch(`${server.url}${answer.body.image}/${width}.${format}`)).arrayBuffer(),
        );
        const meta = await sharp(served).metadata();
        expect([meta.width, meta.height]).toEqual([width, width]);
        expect(near(await colourAt(served, width / 2, width / 20), [0x4b, 0x2e, 0x1e])).toBe(true);
        expect(near(await colourAt(served, width / 2, (width * 3) / 4), [0xc8, 0xa2, 0x7a])).toBe(true);
      }
    }
    const justUnder = await upload(
      server,
      headers,
      product.id,
      await sharp({ create: { width: 7_200, height: 5_500, channels: 3, background: '#c8a27a' } })
        .jpeg()
        .toBuffer(),
    );
    expect(justUnder.status, JSON.stringify(justUnder.body)).toBe(200);
  });

  it('makes photos one at a time: the others wait their turn, and beyond the queue an upload gets 429 with a sentence', async () => {
    const products = await Promise.all(
      Array.from({ length: PHOTO_WAITING_MAX + 1 }, () => makeProduct(server.database.db)),
    );
    const photo = await plain(900, 600);
    // The lane is taken (as by a photo being made) until the test lets it go.
    let letGo!: () => void;
    const holding = server.services.photoLane.run(() => new Promise<void>((resolve) => (letGo = resolve)));
    const finished: string[] = [];
    const waiting: Array<ReturnType<typeof upload>> = [];
    for (const product of products.slice(0, PHOTO_WAITING_MAX)) {
      waiting.push(upload(server, headers, product.id, photo).finally(() => finished.push(product.id)));
      await expect.poll(() => server.services.photoLane.waiting).toBe(waiting.length);
    }
    const refused = await upload(server, headers, products.at(-1)!.id, photo);
    expect([refused.status, refused.body]).toEqual([429, { error: PHOTO_BUSY }]);
    expect(finished).toEqual([]);
    expect(await photoRows(server, products[0]!.id)).toHaveLength(0);

    letGo();
    await holding;
    expect((await Promise.all(waiting)).map((answer) => answer.status)).toEqual(
      Array.from({ length: PHOTO_WAITING_MAX }, () => 200),
    );
    expect(finished).toHaveLength(PHOTO_WAITING_MAX);
    for (const product of products.slice(0, PHOTO_WAITING_MAX))
      expect(await photoRows(server, product.id)).toHaveLength(6);
    expect(await photoRows(server, products.at(-1)!.id)).toHaveLength(0);
    expect([server.services.photoLane.running, server.services.photoLane.waiting]).toEqual([0, 0]);
  });

  it('refuses an upload beyond the queue with 429 before its body is read: none of it need arrive', async () => {
    const product = await makeProduct(server.database.db);
    // One photo being made and the queue full, as ten owners pressing Upload at once leave it.
    const turns = [await server.services.photoLane.enter()];
    const queued = Array.from({ length: PHOTO_WAITING_MAX }, () => server.services.photoLane.enter());
    await expect.poll(() => server.services.photoLane.waiting).toBe(PHOTO_WAITING_MAX);
    try {
      const answer = await new Promise<{ status: number; body: unknown }>((resolve, reject) => {
        const sent = httpRequest(`${server.url}/api/admin/products/${product.id}/photo`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json', 'content-length': String(12 * 1024 * 1024) },
        });
        sent.on('response', (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => {
            // The owner's browser gives up on the rest of the body once answered.
            sent.destroy();
            resolve({ status: response.statusCode!, body: JSON.parse(text) });
          });
        });
        sent.on('error', reject);
        // The headers only: 12 MB announced, not one byte of them sent.
        sent.flushHeaders();
      });
      expect(answer).toEqual({ status: 429, body: { error: PHOTO_BUSY } });
    } finally {
      for (const release of turns) release();
      // Each waiting turn comes when the one before it is given back.
      for (const waiting of queued) (await waiting)();
    }
    expect([server.services.photoLane.running, server.services.photoLane.waiting]).toEqual([0, 0]);
  });
});
