/**
 * The catalogue as an owner keeps it, through the staff API on both databases: a product's description on the menu,
 * the products' order within their category (the menu follows it), and a promotion's schedule (Happy hour: Mon–Fri
 * 15:00–17:00), saved, checked and shown on the menu only while it runs on the shop's clock.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { call, type TestServer } from '../../test/build';
import { makeCategory, makeProduct } from '../../test/factories';
import { useStaffServer } from '../../test/server-fixtures';
import { testDatabaseKinds } from '../../test/test-database';

const kinds = await testDatabaseKinds();

/** Monday 23 November 2026 in London (GMT). */
const monday = (time: string) => new Date(`2026-11-23T${time}:00Z`);

describe.each(kinds)('the catalogue as an owner keeps it, on %s', (kind) => {
  let server: TestServer;
  let headers: Record<string, string>;
  let now = monday('16:00');
  const as = (method: string, path: string, body?: unknown) => call(server, method, path, { body, headers });
  const menu = async () => (await call(server, 'GET', '/api/menu')).body;

  useStaffServer(kind, (built) => ({ server, staff: headers } = built), { now: () => now });

  describe('a product’s description', () => {
    it('is saved, shown on the menu, cleared, and refused beyond 300 characters', async () => {
      const category = await makeCategory(server.database.db);
      const added = await as('POST', '/api/admin/products', {
        name: 'Brown Sugar Pearl Milk',
        category: category.value,
        description: '  Slow-cooked pearls in fresh milk.  ',
        priceReg: 420,
        priceLrg: 490,
      });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      expect(added.body.description).toBe('Slow-cooked pearls in fresh milk.');
      const onMenu = (await menu()).products.find((product: { id: string }) => product.id === added.body.id);
      expect(onMenu.description).toBe('Slow-cooked pearls in fresh milk.');

      const tooLong = await as('PUT', `/api/admin/products/${added.body.id}`, { description: 'x'.repeat(301) });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.error).toMatch(/Description must be at most 300 characters\./);
      const cleared = await as('PUT', `/api/admin/products/${added.body.id}`, { description: null });
      expect(cleared.body.description).toBeNull();
    });
  });

  describe('PUT /api/admin/product-order', () => {
    it('puts a category’s products in the order given, the menu follows, and a new product goes last', async () => {
      const db = server.database.db;
      const category = await makeCategory(db);
      const [a, b, c] = [
        await makeProduct(db, { category: category.value, name: 'Order A' }),
        await makeProduct(db, { category: category.value, name: 'Order B' }),
        await makeProduct(db, { category: category.value, name: 'Order C' }),
      ];
      const saved = await as('PUT', '/api/admin/product-order', {
        category: category.value,
        ids: [c!.id, a!.id, b!.id],
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(204);
      const namesOnMenu = async () =>
        (await menu()).products
          .filter((product: { category: string }) => product.category === category.value)
          .sort((x: { sortOrder: number }, y: { sortOrder: number }) => x.sortOrder - y.sortOrder)
          .map((product: { name: string }) => product.name);
      expect(await namesOnMenu()).toEqual(['Order C', 'Order A', 'Order B']);
      // The menu's own order (as the server sends it) is the same.
      const sent = (await menu()).products
        .filter((product: { category: string }) => product.category === category.value)
        .map((product: { name: string }) => product.name);
      expect(sent).toEqual(['Order C', 'Order A', 'Order B']);

      const added = await as('POST', '/api/admin/products', {
        name: 'Order D',
        category: category.value,
        priceReg: 300,
        priceLrg: 400,
      });
      expect(added.status).toBe(201);
      expect(await namesOnMenu()).toEqual(['Order C', 'Order A', 'Order B', 'Order D']);
      const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, 'product.reorder'));
      expect(entry).toMatchObject({ entityType: 'category', entityId: category.value });
    });

    it('refuses an order that leaves a product out, names a stranger, or lists one twice', async () => {
      const db = server.database.db;
      const category = await makeCategory(db);
      const a = await makeProduct(db, { category: category.value });
      const b = await makeProduct(db, { category: category.value });
      const elsewhere = await makeProduct(db);
      const partial = await as('PUT', '/api/admin/product-order', { category: category.value, ids: [a!.id] });
      expect(partial.status).toBe(400);
      expect(partial.body.error).toBe('The order must list every product of the category once.');
      const stranger = await as('PUT', '/api/admin/product-order', {
        category: category.value,
        ids: [a!.id, b!.id, elsewhere!.id],
      });
      expect(stranger.status).toBe(400);
      expect(stranger.body.error).toBe(`There is no product "${elsewhere!.id}" in "${category.value}".`);
      const twice = await as('PUT', '/api/admin/product-order', { category: category.value, ids: [a!.id, a!.id] });
      expect(twice.status).toBe(400);
      expect(twice.body.error).toMatch(/Each product can be listed only once\./);
    });
  });

  describe('a promotion’s schedule', () => {
    const happyHour = { startsOn: null, endsOn: null, days: [1, 2, 3, 4, 5], startTime: '15:00', endTime: '17:00' };

    it('saves a happy hour, and the menu shows it with "Until 17:00" only while it runs', async () => {
      const category = await makeCategory(server.database.db);
      await makeProduct(server.database.db, { category: category.value });
      const added = await as('POST', '/api/admin/promotions', {
        title: 'Happy hour',
        description: 'Any regular for £2.50',
        category: category.value,
        size: 'reg',
        requiredQuantity: 1,
        priceReg: 250,
        priceLrg: 300,
        schedule: happyHour,
      });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      expect(added.body.schedule).toEqual(happyHour);
      const listed = (await as('GET', '/api/admin/promotions')).body.find(
        (p: { id: string }) => p.id === added.body.id,
      );
      expect(listed.schedule).toEqual(happyHour);

      const onMenu = async () =>
        (await menu()).promotions.filter((promotion: { id: string }) => promotion.id === added.body.id);
      now = monday('16:59');
      expect(await onMenu()).toEqual([expect.objectContaining({ title: 'Happy hour', until: 'Until 17:00' })]);
      now = monday('17:01');
      expect(await onMenu()).toEqual([]);

      // Every day, all day, from now on: on the menu at 17:01, with no "Until".
      const always = { startsOn: null, endsOn: null, days: [0, 1, 2, 3, 4, 5, 6], startTime: null, endTime: null };
      const changed = await as('PUT', `/api/admin/promotions/${added.body.id}`, { schedule: always });
      expect(changed.body.schedule).toEqual(always);
      expect(await onMenu()).toEqual([expect.objectContaining({ until: null })]);
    });

    it('refuses a schedule that cannot run, in words', async () => {
      const category = await makeCategory(server.database.db);
      const body = (schedule: object) => ({
        title: 'Broken',
        description: 'Never',
        category: category.value,
        size: 'lrg',
        requiredQuantity: 2,
        priceReg: 500,
        priceLrg: 600,
        schedule: { ...happyHour, ...schedule },
      });
      const refusals = [
        [{ endTime: '14:00' }, 'End time must be after the start time.'],
        [{ endTime: null }, 'Give both a start and an end time, or neither.'],
        [{ days: [] }, 'Choose at least one day.'],
        [{ startsOn: '2026-12-02', endsOn: '2026-12-01' }, 'End date must be on or after the start date.'],
      ] as const;
      for (const [schedule, message] of refusals) {
        const refused = await as('POST', '/api/admin/promotions', body(schedule));
        expect(refused.status, message).toBe(400);
        expect(refused.body.error).toContain(message);
      }
    });
  });
});
