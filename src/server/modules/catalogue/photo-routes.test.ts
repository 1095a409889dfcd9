import { PHOTO_BROKEN, PHOTO_TOO_BIG, PHOTO_WRONG_TYPE } from '@domain/photos';
import { eq } from 'drizzle-orm';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { auditLog, productPhotos } from '../../db/schema';
import { call, type TestServer } from '../../test/build';
import { makeProduct } from '../../test/factories';
import { useStaffServer, twoInstances } from '../../test/server-fixtures';
import { testDatabaseKinds } from '../../test/test-database';

const kinds = await testDatabaseKinds();

/** A 900×600 JPEG: a tea-coloured field with a darker band, enough for the crops to differ from the source. */
const jpeg = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: '#c8a27a' } })
    .composite([
      { input: Buffer.from('<svg width="900" height="100"><rect width="900" height="100" fill="#4b2e1e"/></svg>') },
    ])
    .jpeg()
    .toBuffer();

/** One pixel's red, green and blue in raw pixels. */
function colourAt(data: Buffer, info: { width: number; channels: number }, x: number, y: number) {
  const at = (Math.floor(y) * info.width + Math.floor(x)) * info.channels;
  return [data[at], data[at + 1], data[at + 2]];
}

expect.extend({
  /** Within 12 of each channel: lossy sizes shift a colour a little, never to another colour. */
  toBeCloseToColour(received: number[], expected: number[]) {
    const pass = received.every((value, channel) => Math.abs(value - expected[channel]!) <= 12);
    return { pass, message: () => `expected rgb(${received.join(', ')}) to be close to rgb(${expected.join(', ')})` };
  },
});

declare module 'vitest' {
  interface Assertion {
    toBeCloseToColour(expected: number[]): void;
  }
}

const upload = (server: TestServer, headers: Record<string, string>, id: string, bytes: Buffer) =>
  call(server, 'POST', `/api/admin/products/${id}/photo`, { body: { data: bytes.toString('base64') }, headers });

describe.each(kinds)('product photos on %s', (kind) => {
  let server: TestServer;
  let headers: Record<string, string>;
  useStaffServer(kind, (built) => ({ server, staff: headers } = built));

  it('makes square AVIF and WebP sizes, serves them cached with an ETag, audits the upload and replaces the old photo', async () => {
    const product = await makeProduct(server.database.db);
    const first = await upload(server, headers, product.id, await jpeg());
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.image).toMatch(/^\/photos\/[0-9a-f-]{36}$/);

    for (const [file, type] of [
      ['160.avif', 'image/avif'],
      ['320.webp', 'image/webp'],
      ['640.webp', 'image/webp'],
    ] as const) {
      const answer = await fetch(`${server.url}${first.body.image}/${file}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe(type);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
      expect([meta.width, meta.height]).toEqual([Number(file.split('.')[0]), Number(file.split('.')[0])]);
      expect(meta.exif).toBeUndefined();
      const again = await fetch(`${server.url}${first.body.image}/${file}`, {
        headers: { 'if-none-match': answer.headers.get('etag')! },
      });
      expect(again.status).toBe(304);
    }
    expect((await fetch(`${server.url}${first.body.image}/999.webp`)).status).toBe(404);

    const [entry] = await server.database.db.select().from(auditLog).where(eq(auditLog.action, 'product.photo'));
    expect(entry).toMatchObject({ entityId: product.id, entityType: 'product' });

    // A new photo replaces the old one; deleting the product deletes its photo.
    const second = await upload(server, headers, product.id, await jpeg());
    expect((await fetch(`${server.url}${first.body.image}/320.webp`)).status).toBe(404);
    expect((await call(server, 'DELETE', `/api/admin/products/${product.id}`, { headers })).status).toBe(204);
    expect((await fetch(`${server.url}${second.body.image}/320.webp`)).status).toBe(404);
    const left = await server.database.db.select().from(productPhotos).where(eq(productPhotos.productId, product.id));
    expect(left).toHaveLength(0);
  });

  it('makes the same sizes of a real HEIC photo, as an iPhone sends it, from its decoded pixels', async () => {
    const product = await makeProduct(server.database.db);
    const heic = await readFile(new URL('../../test/fixtures/tea.heic', import.meta.url));
    const answer = await upload(server, headers, product.id, heic);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);

    for (const width of [160, 320, 640]) {
      for (const format of ['avif', 'webp'] as const) {
        const served = await fetch(`${server.url}${answer.body.image}/${width}.${format}`);
        expect(served.headers.get('content-type')).toBe(`image/${format}`);
        const { data, info } = await sharp(Buffer.from(await served.arrayBuffer()))
          .raw()
          .toBuffer({ resolveWithObject: true });
        expect([info.width, info.height]).toEqual([width, width]);
        // The photo's dark band across the top (a sixth of its height), then its tea colour below.
        expect(colourAt(data, info, width / 2, width / 20)).toBeCloseToColour([0x4b, 0x2e, 0x1e]);
        expect(colourAt(data, info, width / 2, width / 2)).toBeCloseToColour([0xc8, 0xa2, 0x7a]);
      }
    }
  });

  it('refuses a text file renamed, a broken photo and one over 10 MB at the photo field, and changes nothing', async () => {
    const product = await makeProduct(server.database.db);
    const text = await upload(server, headers, product.id, Buffer.from('Just notes, renamed photo.jpg\n'));
    expect([text.status, text.body]).toEqual([400, { error: PHOTO_WRONG_TYPE, field: 'photo' }]);
    const broken = await upload(server, headers, product.id, (await jpeg()).subarray(0, 400));
    expect([broken.status, broken.body]).toEqual([400, { error: PHOTO_BROKEN, field: 'photo' }]);
    const big = await upload(server, headers, product.id, Buffer.alloc(12 * 1024 * 1024, 0xff));
    expect([big.status, big.body]).toEqual([400, { error: PHOTO_TOO_BIG, field: 'photo' }]);
    const menu = (await call(server, 'GET', '/api/menu')).body as { products: { id: string; image: string | null }[] };
    expect(menu.products.find((p) => p.id === product.id)?.image ?? null).toBeNull();
  });

  it('answers a visitor 401 on upload', async () => {
    const product = await makeProduct(server.database.db);
    expect((await upload(server, {}, product.id, await jpeg())).status).toBe(401);
  });
});

describe.skipIf(!kinds.includes('postgres'))('a photo across two server instances on postgres', () => {
  const two = twoInstances();

  it('is served by the instance that did not receive the upload, byte for byte', async () => {
    const { a, b, staff } = two;
    const product = await makeProduct(a.database.db);
    const uploaded = await upload(a, staff, product.id, await jpeg());
    expect(uploaded.status).toBe(200);
    const fromA = Buffer.from(await (await fetch(`${a.url}${uploaded.body.image}/320.avif`)).arrayBuffer());
    const fromB = await fetch(`${b.url}${uploaded.body.image}/320.avif`);
    expect(fromB.status).toBe(200);
    expect(Buffer.from(await fromB.arrayBuffer()).equals(fromA)).toBe(true);
  });
});
