import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from './schema';
import { buildTestServer, call, type TestServer } from '../../test/build';
import { makeCategory, makeProduct, makePromotion } from '../../test/factories';
import { testDatabaseKinds } from '../../test/test-database';
import { openStream } from '../../test/event-stream';

const kinds = await testDatabaseKinds();

describe.each(kinds)('catalogue API on %s', (kind) => {
  let server: TestServer;
  let categoryValue: string;
  let productId: string;

  beforeAll(async () => {
    server = await buildTestServer({ kind });
    const db = server.database.db;
    const category = await makeCategory(db, { value: 'fruit-tea', displayName: 'Fruit Tea' });
    categoryValue = category.value;
    productId = (
      await makeProduct(db, { name: 'Mango Green Tea', category: categoryValue, priceReg: 380, priceLrg: 450 })
    ).id;
    await makeProduct(db, { name: '  mango green TEA ', category: categoryValue });
    await makeProduct(db, { name: 'Lychee Oolong', category: categoryValue, calories: null });
    await makePromotion(db, { category: categoryValue, size: 'lrg', requiredQuantity: 2, priceLrg: 850, active: true });
    await makePromotion(db, { category: categoryValue, size: 'reg', active: false });
  });
  afterAll(() => server.close());

  describe('GET /api/menu', () => {
    it('lists categories, each product name once, and only active promotions', async () => {
      const { status, body } = await call(server, 'GET', '/api/menu');
      expect(status).toBe(200);
      expect(body.categories).toEqual([
        { id: 'fruit-tea', value: 'fruit-tea', displayName: 'Fruit Tea', sortOrder: 0 },
      ]);
      expect(body.products.map((p: { name: string }) => p.name)).toEqual(['Mango Green Tea', 'Lychee Oolong']);
      expect(body.products[0]).toMatchObject({
        id: productId,
        priceReg: 380,
        priceLrg: 450,
        calories: 200,
        soldOut: false,
      });
      expect(body.products[1].calories).toBeNull();
      expect(body.promotions).toHaveLength(1);
      expect(body.promotions[0]).toMatchObject({ size: 'lrg', requiredQuantity: 2, priceLrg: 850, active: true });
    });

    it('answers 304 to a matching ETag and a new ETag after a change', async () => {
      const first = await call(server, 'GET', '/api/menu');
      const etag = first.headers.get('etag')!;
      expect(etag).toMatch(/^".+"$/);
      const again = await call(server, 'GET', '/api/menu', { headers: { 'if-none-match': etag } });
      expect(again.status).toBe(304);
      expect(again.headers.get('content-length') ?? '0').toBe('0');
      expect(again.headers.get('etag')).toBe(etag);

      await server.database.db.update(products).set({ priceReg: 399 }).where(eq(products.id, productId));
      await server.services.menu.changed();
      const after = await call(server, 'GET', '/api/menu', { headers: { 'if-none-match': etag } });
      expect(after.status).toBe(200);
      expect(after.headers.get('etag')).not.toBe(etag);
      expect(after.body.products[0].priceReg).toBe(399);
    });

    it('sends the same menu compressed to a browser that takes brotli or gzip, each with its own ETag', async () => {
      const plain = await call(server, 'GET', '/api/menu', { headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers.get('content-encoding')).toBeNull();
      for (const encoding of ['br', 'gzip']) {
        const compressed = await call(server, 'GET', '/api/menu', { headers: { 'accept-encoding': encoding } });
        expect(compressed.headers.get('content-encoding')).toBe(encoding);
        expect(compressed.headers.get('vary')).toMatch(/accept-encoding/i);
        expect(compressed.body).toEqual(plain.body);
        const etag = compressed.headers.get('etag')!;
        expect(etag).not.toBe(plain.headers.get('etag'));
        const again = await call(server, 'GET', '/api/menu', {
          headers: { 'accept-encoding': encoding, 'if-none-match': etag },
        });
        expect(again.status).toBe(304);
      }
    });
  });

  describe('GET /api/categories, /api/products and /api/promotions', () => {
    it('answer the same categories, products (each name once) and active promotions as GET /api/menu', async () => {
      const [menu, categories, productList, promotionList] = await Promise.all([
        call(server, 'GET', '/api/menu'),
        call(server, 'GET', '/api/categories'),
        call(server, 'GET', '/api/products'),
        call(server, 'GET', '/api/promotions'),
      ]);
      for (const answer of [menu, categories, productList, promotionList]) {
        expect(answer.status).toBe(200);
        expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      }

      expect(categories.body).toEqual([
        { id: 'fruit-tea', value: 'fruit-tea', displayName: 'Fruit Tea', sortOrder: 0 },
      ]);
      expect(categories.body).toEqual(menu.body.categories);

      // '  mango green TEA ' is the same drink as 'Mango Green Tea': listed once, the first kept.
      expect(productList.body.map((p: { name: string }) => p.name)).toEqual(['Mango Green Tea', 'Lychee Oolong']);
      expect(productList.body[0]).toMatchObject({
        id: productId,
        category: categoryValue,
        calories: 200,
        soldOut: false,
      });
      expect(productList.body[1]).toMatchObject({ category: categoryValue, calories: null });
      for (const product of productList.body) {
        expect(Object.keys(product).sort()).toEqual(
          [
            'id',
            'name',
            'category',
            'description',
            'priceReg',
            'priceLrg',
            'image',
            'calories',
            'soldOut',
            'sortOrder',
            // The size dialog's groups, the allergens and the dietary tags.
            'optionGroups',
            'allergens',
            'tags',
          ].sort(),
        );
        expect(product).toMatchObject({
          id: expect.any(String),
          priceReg: expect.any(Number),
          priceLrg: expect.any(Number),
        });
      }
      expect(productList.body).toEqual(menu.body.products);

      // Only the active promotion: the inactive REG one is not offered.
      expect(promotionList.body).toHaveLength(1);
      expect(promotionList.body[0]).toMatchObject({
        id: expect.any(String),
        title: expect.any(String),
        description: expect.any(String),
        category: categoryValue,
        size: 'lrg',
        requiredQuantity: 2,
        priceLrg: 850,
        active: true,
        until: null,
      });
      expect(Object.keys(promotionList.body[0]).sort()).toEqual(
        // `until`: "Until 17:00" when the deal stops today (null here: it runs every day, all day).
        [
          'id',
          'title',
          'description',
          'category',
          'size',
          'requiredQuantity',
          'priceReg',
          'priceLrg',
          'active',
          'until',
        ].sort(),
      );
      expect(promotionList.body).toEqual(menu.body.promotions);
    });
  });

  describe('GET /api/menu/stream', () => {
    it('tells an open menu about a catalogue change', async () => {
      const stream = await openStream(`${server.url}/api/menu/stream`);
      expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
      await stream.untilReceived('event: ready');
      await server.services.menu.changed();
      await stream.untilReceived('event: menu');
      stream.close();
      expect(stream.received()).toContain('event: menu');
    });

    it('sends the menu’s version once it listens, so a change made before it opened is seen', async () => {
      const loaded = await call(server, 'GET', '/api/menu');
      const version = loaded.headers.get('x-menu-version')!;
      // The ETag names the encoding too ("…-gzip"); the version is the menu's alone.
      expect(loaded.headers.get('etag')!.startsWith(`"${version}`)).toBe(true);
      // Unchanged: the stream's version is the page's, and nothing more is asked for.
      const same = await openStream(`${server.url}/api/menu/stream`);
      await same.untilReceived('event: version');
      expect(same.events('version')).toEqual([{ version }]);
      same.close();

      // A change lands after the page's menu loaded and before its stream opened: no "menu" event reaches that page,
      // but the version its stream opens with is not the one it holds, and the menu read again has the change.
      // A stream already open hears the change first: on PostgreSQL the notice arrives a moment after the commit, and
      // a stream opened before it arrives would rightly be sent it too.
      const earlier = await openStream(`${server.url}/api/menu/stream`);
      await earlier.untilReceived('event: version');
      await server.database.db.update(products).set({ priceReg: 410 }).where(eq(products.id, productId));
      await server.services.menu.changed();
      await earlier.untilReceived('event: menu');
      earlier.close();
      const late = await openStream(`${server.url}/api/menu/stream`);
      await late.untilReceived('event: version');
      const now = late.events<{ version: string }>('version')[0]!.version;
      expect(now).not.toBe(version);
      expect(late.received()).not.toContain('event: menu');
      const again = await call(server, 'GET', '/api/menu', {
        headers: { 'if-none-match': loaded.headers.get('etag')! },
      });
      expect(again.status).toBe(200);
      expect(again.headers.get('x-menu-version')).toBe(now);
      expect(again.body.products[0]).toMatchObject({ id: productId, priceReg: 410 });
      // A revalidated menu (304) still says its version.
      const unchanged = await call(server, 'GET', '/api/menu', {
        headers: { 'if-none-match': again.headers.get('etag')! },
      });
      expect(unchanged.status).toBe(304);
      expect(unchanged.headers.get('x-menu-version')).toBe(now);
      late.close();
    });
  });

  describe('unknown addresses', () => {
    it('answers 404 with a readable error', async () => {
      const { status, body } = await call(server, 'GET', '/api/nothing-here');
      expect(status).toBe(404);
      expect(body).toEqual({ error: 'No such address: GET /api/nothing-here' });
    });
  });
});
