import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, products } from '../../db/schema';
import { call, type TestServer } from '../../test/build';
import { makeCategory, makeProduct, makePromotion } from '../../test/factories';
import { testDatabaseKinds } from '../../test/test-database';
import { useStaffServer } from '../../test/server-fixtures';
import { openStream } from '../../test/event-stream';

const kinds = await testDatabaseKinds();

describe.each(kinds)('admin catalogue API on %s', (kind) => {
  let server: TestServer;
  let headers: Record<string, string>;
  const adminEmail = 'manager@pearl.example';

  const as = (method: string, path: string, body?: unknown) => call(server, method, path, { body, headers });
  const menu = async () => (await call(server, 'GET', '/api/menu')).body;
  const auditOf = (entityId: string) =>
    server.database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.id);

  useStaffServer(kind, (built) => ({ server, staff: headers } = built), { email: adminEmail });

  describe('POST /api/admin/categories', () => {
    it('adds a category whose id follows the category id rule, with both timestamps, and the menu shows it', async () => {
      const { status, body } = await as('POST', '/api/admin/categories', {
        value: 'fruit-tea_more',
        displayName: 'Fruit Tea',
      });
      expect(status).toBe(201);
      expect(body).toMatchObject({ id: 'fruit-tea_more', value: 'fruit-tea_more', displayName: 'Fruit Tea' });
      expect(body.createdAt).toBe(body.updatedAt);
      expect((await menu()).categories.map((c: { id: string }) => c.id)).toContain('fruit-tea_more');
      const [entry] = await auditOf('fruit-tea_more');
      expect(entry).toMatchObject({ action: 'category.create', actorEmail: adminEmail, entityType: 'category' });
    });

    it('refuses a missing value or display name with a readable message', async () => {
      const noValue = await as('POST', '/api/admin/categories', { displayName: 'Nameless' });
      expect(noValue.status).toBe(400);
      expect(noValue.body.error).toMatch(/Value is required/);
      const blank = await as('POST', '/api/admin/categories', { value: 'x', displayName: '   ' });
      expect(blank.status).toBe(400);
      expect(blank.body.error).toMatch(/Display name is required/);
    });

    it('refuses a value already taken, or one that makes an id already taken', async () => {
      await as('POST', '/api/admin/categories', { value: 'seasonal', displayName: 'Seasonal' });
      const again = await as('POST', '/api/admin/categories', { value: 'seasonal', displayName: 'Seasonal again' });
      expect(again.status).toBe(409);
      expect(again.body.error).toBe('A category with the value "seasonal" already exists.');
      // A category keeps the id its first value made: a later category may not take that id with the old value.
      const first = await as('POST', '/api/admin/categories', { value: 'ice-cream', displayName: 'Ice Cream' });
      const renamed = await as('PUT', `/api/admin/categories/${first.body.id}`, { value: 'ice-cream-bar' });
      expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
      const sameId = await as('POST', '/api/admin/categories', { value: 'ice-cream', displayName: 'Ice Cream 2' });
      expect(sameId.status).toBe(409);
      expect(sameId.body.error).toBe('A category with the id "ice-cream" already exists. Choose a different value.');
    });

    it('refuses a value that is not a slug, with a readable message, on create and on change', async () => {
      for (const value of ['Hot Drinks 1280!', 'Milk Tea', 'milk--tea', '-tea', 'tea-', 'Tea']) {
        const created = await as('POST', '/api/admin/categories', { value, displayName: 'Hot Drinks' });
        expect(created.status, value).toBe(400);
        expect(created.body.error).toContain('Value must be lower-case letters and digits');
      }
      const category = await makeCategory(server.database.db, { value: 'hot-drinks' });
      const changed = await as('PUT', `/api/admin/categories/${category.id}`, { value: 'Hot Drinks 1280!' });
      expect(changed.status).toBe(400);
      expect(changed.body.error).toContain('for example milk-tea');
      const created = await as('POST', '/api/admin/categories', { value: 'hot_drinks-2', displayName: 'Hot Drinks 2' });
      expect(created.status).toBe(201);
    });

    it('refuses fields it does not know', async () => {
      const { status } = await as('POST', '/api/admin/categories', { value: 'x1', displayName: 'X', id: 'chosen' });
      expect(status).toBe(400);
    });
  });

  describe('PUT /api/admin/categories/:id', () => {
    it('merges the fields sent and sets updatedAt; a new value carries its products along', async () => {
      const category = await makeCategory(server.database.db, {
        value: 'smoothies',
        displayName: 'Smoothies',
        createdAt: new Date('2025-01-01'),
      });
      const product = await makeProduct(server.database.db, { category: 'smoothies' });
      const { status, body } = await as('PUT', `/api/admin/categories/${category.id}`, { value: 'smoothie-bar' });
      expect(status).toBe(200);
      expect(body).toMatchObject({
        id: 'smoothies',
        value: 'smoothie-bar',
        displayName: 'Smoothies',
        createdAt: '2025-01-01T00:00:00.000Z',
      });
      expect(new Date(body.updatedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
      const [moved] = await server.database.db.select().from(products).where(eq(products.id, product.id));
      expect(moved!.category).toBe('smoothie-bar');
      const entries = await auditOf('smoothies');
      expect(entries.at(-1)).toMatchObject({
        action: 'category.update',
        details: { changes: { value: { from: 'smoothies', to: 'smoothie-bar' } } },
      });
    });

    it('answers 404 for a category that does not exist', async () => {
      const { status, body } = await as('PUT', '/api/admin/categories/nope', { displayName: 'Nope' });
      expect(status).toBe(404);
      expect(body).toEqual({ error: 'No such category.' });
    });
  });

  describe('DELETE /api/admin/categories/:id', () => {
    it('refuses to delete a category products and promotions still use, saying so', async () => {
      const category = await makeCategory(server.database.db, { value: 'in-use', displayName: 'In Use' });
      await makeProduct(server.database.db, { category: 'in-use' });
      await makeProduct(server.database.db, { category: 'in-use' });
      await makePromotion(server.database.db, { category: 'in-use' });
      const { status, body } = await as('DELETE', `/api/admin/categories/${category.id}`);
      expect(status).toBe(409);
      expect(body.error).toBe(
        'The category "In Use" is still used by 2 products and 1 promotion. Move or delete them first.',
      );
      expect((await menu()).categories.map((c: { id: string }) => c.id)).toContain('in-use');
    });

    it('deletes an unused category', async () => {
      const category = await makeCategory(server.database.db, { value: 'unused' });
      expect((await as('DELETE', `/api/admin/categories/${category.id}`)).status).toBe(204);
      expect((await menu()).categories.map((c: { id: string }) => c.id)).not.toContain('unused');
      expect((await as('DELETE', `/api/admin/categories/${category.id}`)).status).toBe(404);
      expect((await auditOf(category.id)).map((e) => e.action)).toEqual(['category.delete']);
    });
  });

  describe('POST /api/admin/products', () => {
    it('adds a product with prices in pence, and the menu shows it', async () => {
      await makeCategory(server.database.db, { value: 'fruit-tea', displayName: 'Fruit Tea' });
      const { status, body } = await as('POST', '/api/admin/products', {
        name: 'Passion Fruit Green Tea',
        category: 'fruit-tea',
        priceReg: 395,
        priceLrg: 465,
        image: '',
        calories: null,
      });
      expect(status).toBe(201);
      expect(body).toMatchObject({
        name: 'Passion Fruit Green Tea',
        priceReg: 395,
        priceLrg: 465,
        image: null,
        calories: null,
        soldOut: false,
      });
      expect(body.createdAt).toBe(body.updatedAt);
      expect((await menu()).products.find((p: { id: string }) => p.id === body.id)).toMatchObject({ priceReg: 395 });
    });

    it('keeps a name with markup as plain text', async () => {
      const { status, body } = await as('POST', '/api/admin/products', {
        name: '<img src=x onerror=alert(1)>',
        category: 'fruit-tea',
        priceReg: 100,
        priceLrg: 200,
      });
      expect(status).toBe(201);
      expect(body.name).toBe('<img src=x onerror=alert(1)>');
      await as('DELETE', `/api/admin/products/${body.id}`);
    });

    it.each([
      [{ category: 'fruit-tea', priceReg: 1, priceLrg: 1 }, /Name is required/],
      [{ name: 'X', category: 'fruit-tea', priceReg: -1, priceLrg: 1 }, /Regular price cannot be negative/],
      [{ name: 'X', category: 'fruit-tea', priceReg: 1.5, priceLrg: 1 }, /whole number of pence/],
      [{ name: 'X', category: 'fruit-tea', priceReg: 1 }, /Large price/],
      [{ name: 'X', category: 'fruit-tea', priceReg: 1, priceLrg: 1, image: 'javascript:alert(1)' }, /Image URL/],
      [
        { name: 'X', category: 'fruit-tea', priceReg: 1, priceLrg: 1, image: '//evil.test/x.png' },
        /^Image URL must be an https:\/\/ address or a path under \/images\/ on this site\.$/,
      ],
      [
        { name: 'X', category: 'fruit-tea', priceReg: 1, priceLrg: 1, image: '/images/../api/menu' },
        /^Image URL must be an https:\/\/ address or a path under \/images\/ on this site\.$/,
      ],
      [
        { name: 'X', category: 'no-such-category', priceReg: 1, priceLrg: 1 },
        /There is no category "no-such-category"/,
      ],
    ])('refuses %j', async (input, message) => {
      const { status, body } = await as('POST', '/api/admin/products', input);
      expect(status).toBe(400);
      expect(body.error).toMatch(message);
    });
    it('refuses a name another product has, ignoring case and spaces, with 409 and a message', async () => {
      const first = await as('POST', '/api/admin/products', {
        name: 'Classic Milk Tea',
        category: 'fruit-tea',
        priceReg: 350,
        priceLrg: 420,
      });
      expect(first.status).toBe(201);
      const productsBefore = (await as('GET', '/api/admin/products')).body.length;
      for (const name of ['Classic Milk Tea', 'classic milk tea', '  CLASSIC   Milk tea ']) {
        const again = await as('POST', '/api/admin/products', {
          name,
          category: 'fruit-tea',
          priceReg: 1,
          priceLrg: 2,
        });
        expect(again.status).toBe(409);
        expect(again.body).toMatchObject({
          error: 'A product named "Classic Milk Tea" already exists.',
          field: 'name',
        });
      }
      expect((await as('GET', '/api/admin/products')).body).toHaveLength(productsBefore);
      expect((await menu()).products.filter((p: { name: string }) => /classic milk tea/i.test(p.name))).toHaveLength(1);
    });

    it('refuses two products of the same name added at the same moment, but one', async () => {
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          as('POST', '/api/admin/products', {
            name: 'Twin Peach Tea',
            category: 'fruit-tea',
            priceReg: 1,
            priceLrg: 2,
          }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409]);
    });
  });

  describe('PUT /api/admin/products/:id', () => {
    it('refuses renaming a product onto another one’s name, and allows changing its own name’s case', async () => {
      const taken = await makeProduct(server.database.db, { category: 'fruit-tea', name: 'Honeydew Slush' });
      const other = await makeProduct(server.database.db, { category: 'fruit-tea', name: 'Melon Slush' });
      const rename = await as('PUT', `/api/admin/products/${other.id}`, { name: ' honeydew  SLUSH' });
      expect(rename.status).toBe(409);
      expect(rename.body.error).toBe('A product named "Honeydew Slush" already exists.');
      const [unchanged] = await server.database.db.select().from(products).where(eq(products.id, other.id));
      expect(unchanged!.name).toBe('Melon Slush');
      const ownCase = await as('PUT', `/api/admin/products/${taken.id}`, { name: 'HONEYDEW Slush' });
      expect(ownCase.status).toBe(200);
      expect(ownCase.body.name).toBe('HONEYDEW Slush');
    });

    it('marks a product sold out, and the menu shows it so', async () => {
      const product = await makeProduct(server.database.db, { category: 'fruit-tea', name: 'Lychee Slush' });
      const { status, body } = await as('PUT', `/api/admin/products/${product.id}`, { soldOut: true });
      expect(status).toBe(200);
      expect(body).toMatchObject({ name: 'Lychee Slush', soldOut: true, priceReg: product.priceReg });
      expect((await menu()).products.find((p: { id: string }) => p.id === product.id).soldOut).toBe(true);
      const [entry] = await auditOf(product.id);
      expect(entry).toMatchObject({ action: 'product.sold_out', actorEmail: adminEmail });
    });

    it('answers 404 for an unknown or malformed id', async () => {
      expect(
        (await as('PUT', '/api/admin/products/00000000-0000-4000-8000-000000000000', { soldOut: true })).status,
      ).toBe(404);
      expect((await as('PUT', '/api/admin/products/not-an-id', { soldOut: true })).status).toBe(404);
    });
  });

  describe('DELETE /api/admin/products/:id', () => {
    it('deletes a product and the menu drops it', async () => {
      const product = await makeProduct(server.database.db, { category: 'fruit-tea' });
      expect((await as('DELETE', `/api/admin/products/${product.id}`)).status).toBe(204);
      expect((await menu()).products.some((p: { id: string }) => p.id === product.id)).toBe(false);
    });
  });

  describe('GET /api/admin/products', () => {
    it('lists every product with its timestamps', async () => {
      const { status, body } = await as('GET', '/api/admin/products');
      expect(status).toBe(200);
      expect(body.length).toBeGreaterThan(0);
      expect(body[0]).toEqual(
        expect.objectContaining({
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
          soldOut: expect.any(Boolean),
        }),
      );
    });
  });

  describe('POST /api/admin/promotions', () => {
    const promotion = {
      title: 'Two large fruit teas',
      description: 'Any two LRG fruit teas',
      category: 'fruit-tea',
      size: 'lrg',
      requiredQuantity: 2,
      priceReg: 700,
      priceLrg: 850,
    };

    it('adds an active promotion, and refuses a second active one for the same category and size', async () => {
      const first = await as('POST', '/api/admin/promotions', promotion);
      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({ ...promotion, active: true });
      expect((await menu()).promotions.some((p: { id: string }) => p.id === first.body.id)).toBe(true);

      const second = await as('POST', '/api/admin/promotions', { ...promotion, title: 'Another' });
      expect(second.status).toBe(409);
      expect(second.body.error).toBe(
        'There is already an active promotion for fruit-tea LRG. Make that one inactive first, or edit it instead.',
      );

      // An inactive one may wait alongside; making it active is refused the same way.
      const inactive = await as('POST', '/api/admin/promotions', { ...promotion, title: 'Later', active: false });
      expect(inactive.status).toBe(201);
      const activate = await as('PUT', `/api/admin/promotions/${inactive.body.id}`, { active: true });
      expect(activate.status).toBe(409);
      expect(activate.body.error).toMatch(/already an active promotion for fruit-tea LRG/);

      // Listed for staff, active or not.
      const listed = await as('GET', '/api/admin/promotions');
      expect(listed.body.map((p: { id: string }) => p.id)).toEqual(
        expect.arrayContaining([first.body.id, inactive.body.id]),
      );
    });

    it.each([
      [{ requiredQuantity: 0 }, /Required quantity must be at least 1/],
      [{ size: 'medium' }, /Size must be reg or lrg/],
      [{ title: '' }, /Title is required/],
    ])('refuses %j', async (change, message) => {
      const { status, body } = await as('POST', '/api/admin/promotions', { ...promotion, size: 'reg', ...change });
      expect(status).toBe(400);
      expect(body.error).toMatch(message);
    });
  });

  describe('PUT /api/admin/promotions/:id', () => {
    it('merges the fields sent and records the change', async () => {
      const row = await makePromotion(server.database.db, {
        category: 'fruit-tea',
        size: 'reg',
        active: false,
        title: 'Old title',
      });
      const { status, body } = await as('PUT', `/api/admin/promotions/${row.id}`, { title: 'New title' });
      expect(status).toBe(200);
      expect(body).toMatchObject({
        title: 'New title',
        size: 'reg',
        active: false,
        requiredQuantity: row.requiredQuantity,
      });
      const entries = await server.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, row.id), eq(auditLog.action, 'promotion.update')));
      expect(entries[0]!.details).toMatchObject({ changes: { title: { from: 'Old title', to: 'New title' } } });
    });
  });

  describe('DELETE /api/admin/promotions/:id', () => {
    it('deletes a promotion', async () => {
      const row = await makePromotion(server.database.db, { category: 'fruit-tea', size: 'reg', active: false });
      expect((await as('DELETE', `/api/admin/promotions/${row.id}`)).status).toBe(204);
      expect((await as('DELETE', `/api/admin/promotions/${row.id}`)).status).toBe(404);
    });
  });

  describe('live menu', () => {
    it('tells open menus about an admin change', async () => {
      const stream = await openStream(`${server.url}/api/menu/stream`);
      await stream.untilReceived('event: ready');
      await as('POST', '/api/admin/categories', { value: 'live-change', displayName: 'Live Change' });
      await stream.untilReceived('event: menu');
      stream.close();
    });
  });
});
