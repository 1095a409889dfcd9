/**
 * Staff manage drink options on /admin. Through real HTTP on PGlite and PostgreSQL: admins only, bad input
 * refused with a readable 400 (or 409) and nothing written, every change audited, and the public menu reflecting it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, drinkOptions, optionGroups } from '../../db/schema';
import { buildTestServer, call, type TestServer } from '../../test/build';
import { makeCategory, makeProduct, makeSession, makeUser, optionInput } from '../../test/factories';
import { testDatabaseKinds } from '../../test/test-database';

const kinds = await testDatabaseKinds();

const option = optionInput;

describe.each(kinds)('admin drink options API on %s', (kind) => {
  let server: TestServer;
  let headers: Record<string, string>;
  let staffHeaders: Record<string, string>;
  let teaId: string;
  let shakeId: string;
  const adminEmail = 'options-manager@pearl.example';

  const as = (method: string, path: string, body?: unknown) => call(server, method, path, { body, headers });
  const menuProduct = async (id: string) =>
    (await call(server, 'GET', '/api/menu')).body.products.find((p: { id: string }) => p.id === id);
  const auditOf = (entityId: string) =>
    server.database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.id);

  const sugar = (extra: Record<string, unknown> = {}) => ({
    id: 'sugar-t',
    name: 'Sugar',
    kind: 'single',
    sortOrder: 0,
    options: [
      option('sugar-t-0', '0% sugar', { sortOrder: 0 }),
      option('sugar-t-100', '100% sugar', { sortOrder: 1, isDefault: true }),
    ],
    categories: ['tea-t'],
    products: [],
    ...extra,
  });
  const toppings = (extra: Record<string, unknown> = {}) => ({
    id: 'toppings-t',
    name: 'Toppings',
    kind: 'multi',
    min: 0,
    max: 2,
    sortOrder: 1,
    options: [
      option('pearls-t', 'Tapioca pearls', { priceReg: 60, priceLrg: 70 }),
      option('jelly-t', 'Grass jelly', { priceReg: 50, priceLrg: 50, sortOrder: 1 }),
    ],
    categories: [],
    products: [],
    ...extra,
  });

  beforeAll(async () => {
    server = await buildTestServer({ kind });
    const db = server.database.db;
    const admin = await makeUser(db, { email: adminEmail, isAdmin: true });
    headers = (await makeSession(db, admin)).headers;
    staffHeaders = (await makeSession(db, await makeUser(db, { isAdmin: false }))).headers;
    await makeCategory(db, { value: 'tea-t', displayName: 'Tea' });
    await makeCategory(db, { value: 'shake-t', displayName: 'Shakes' });
    teaId = (await makeProduct(db, { category: 'tea-t', name: 'Test Milk Tea' })).id;
    shakeId = (await makeProduct(db, { category: 'shake-t', name: 'Test Shake' })).id;
  });
  afterAll(() => server.close());

  it('answers 401 to a visitor and 403 to staff who are not admins, and writes nothing', async () => {
    expect((await call(server, 'GET', '/api/admin/option-groups')).status).toBe(401);
    const visitor = await call(server, 'POST', '/api/admin/option-groups', { body: sugar() });
    expect(visitor.status).toBe(401);
    const staff = await call(server, 'POST', '/api/admin/option-groups', { body: sugar(), headers: staffHeaders });
    expect(staff.status).toBe(403);
    const stock = await call(server, 'PUT', '/api/admin/drink-options/sugar-t-0', {
      body: { soldOut: true },
      headers: staffHeaders,
    });
    expect(stock.status).toBe(403);
    expect(await server.database.db.select().from(optionGroups)).toEqual([]);
  });

  it('creates a group for a category, audits it, and the menu offers it on that category’s products only', async () => {
    const { status, body } = await as('POST', '/api/admin/option-groups', sugar());
    expect(status).toBe(201);
    expect(body.group).toMatchObject({ id: 'sugar-t', name: 'Sugar', kind: 'single' });
    expect(body.group.options.map((o: { name: string }) => o.name)).toEqual(['0% sugar', '100% sugar']);
    expect(body.categories).toEqual(['tea-t']);
    expect((await menuProduct(teaId)).optionGroups.map((g: { name: string }) => g.name)).toEqual(['Sugar']);
    expect((await menuProduct(shakeId)).optionGroups).toEqual([]);
    const [entry] = await auditOf('sugar-t');
    expect(entry).toMatchObject({ action: 'option_group.create', actorEmail: adminEmail, entityType: 'option_group' });
  });

  it('refuses a group that breaks the rules with a readable 400, and writes nothing', async () => {
    const noDefault = await as(
      'POST',
      '/api/admin/option-groups',
      sugar({ id: 'ice-t', name: 'Ice', options: [option('ice-t-1', 'Less ice'), option('ice-t-2', 'No ice')] }),
    );
    expect(noDefault.status).toBe(400);
    expect(noDefault.body.error).toMatch(/Ice: choose exactly one default option/);
    const maxTooHigh = await as('POST', '/api/admin/option-groups', toppings({ max: 5 }));
    expect(maxTooHigh.status).toBe(400);
    expect(maxTooHigh.body.error).toMatch(/maximum cannot be above the number of options \(2\)/);
    const negative = await as(
      'POST',
      '/api/admin/option-groups',
      toppings({ options: [option('pearls-t', 'Tapioca pearls', { priceReg: -5 })], max: 1 }),
    );
    expect(negative.status).toBe(400);
    expect(negative.body.error).toMatch(/Regular price cannot be negative/);
    const noName = await as('POST', '/api/admin/option-groups', toppings({ name: '  ' }));
    expect(noName.status).toBe(400);
    expect(noName.body.error).toMatch(/Group name is required/);
    const unknownCategory = await as('POST', '/api/admin/option-groups', toppings({ categories: ['nope'] }));
    expect(unknownCategory.status).toBe(400);
    expect(unknownCategory.body.error).toBe('There is no category "nope". Choose one of the categories.');
    const unknownProduct = await as(
      'POST',
      '/api/admin/option-groups',
      toppings({ products: [{ productId: '00000000-0000-4000-8000-000000000000', mode: 'add' }] }),
    );
    expect(unknownProduct.status).toBe(400);
    const rows = await server.database.db.select().from(optionGroups).where(eq(optionGroups.id, 'toppings-t'));
    expect(rows).toEqual([]);
  });

  it('refuses a group id or an option id already taken with 409', async () => {
    const again = await as('POST', '/api/admin/option-groups', sugar());
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('A group with the id "sugar-t" already exists.');
    const stolen = await as(
      'POST',
      '/api/admin/option-groups',
      toppings({ options: [option('sugar-t-0', 'Pearls')], max: 1 }),
    );
    expect(stolen.status).toBe(409);
    expect(stolen.body.error).toMatch(/option id "sugar-t-0" is already used in another group/);
  });

  it('adds a group per product, switches a category group off per product, and the menu follows', async () => {
    const created = await as(
      'POST',
      '/api/admin/option-groups',
      toppings({ products: [{ productId: shakeId, mode: 'add' }] }),
    );
    expect(created.status).toBe(201);
    expect((await menuProduct(shakeId)).optionGroups.map((g: { name: string }) => g.name)).toEqual(['Toppings']);

    const off = await as(
      'PUT',
      '/api/admin/option-groups/sugar-t',
      sugar({ products: [{ productId: teaId, mode: 'remove' }] }),
    );
    expect(off.status).toBe(200);
    expect(off.body.products).toEqual([{ productId: teaId, mode: 'remove' }]);
    expect((await menuProduct(teaId)).optionGroups).toEqual([]);
    const entries = await auditOf('sugar-t');
    expect(entries.at(-1)).toMatchObject({ action: 'option_group.update', actorEmail: adminEmail });
    expect(Object.keys((entries.at(-1)!.details as { changes: object }).changes)).toEqual(['products']);
  });

  it('edits a group’s options and limits; an id in the body must match the address', async () => {
    const edited = await as(
      'PUT',
      '/api/admin/option-groups/toppings-t',
      toppings({
        max: 1,
        options: [option('jelly-t', 'Grass jelly', { priceReg: 55, priceLrg: 65 })],
        categories: ['tea-t'],
      }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.group).toMatchObject({ kind: 'multi', min: 0, max: 1 });
    const groups = (await menuProduct(teaId)).optionGroups;
    expect(groups.map((g: { name: string }) => g.name)).toEqual(['Toppings']);
    expect(groups[0].options).toEqual([expect.objectContaining({ id: 'jelly-t', priceReg: 55, priceLrg: 65 })]);
    expect(await server.database.db.select().from(drinkOptions).where(eq(drinkOptions.id, 'pearls-t'))).toEqual([]);

    const renamed = await as('PUT', '/api/admin/option-groups/toppings-t', toppings({ id: 'other' }));
    expect(renamed.status).toBe(400);
    expect(renamed.body.error).toBe('The group id cannot be changed.');
    const missing = await as('PUT', '/api/admin/option-groups/ghost', toppings({ id: 'ghost' }));
    expect(missing.status).toBe(404);
  });

  it('marks an option sold out and back, audited, and the menu shows it', async () => {
    const out = await as('PUT', '/api/admin/drink-options/jelly-t', { soldOut: true });
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({ id: 'jelly-t', groupId: 'toppings-t', soldOut: true });
    expect((await menuProduct(teaId)).optionGroups[0].options[0].soldOut).toBe(true);
    const back = await as('PUT', '/api/admin/drink-options/jelly-t', { soldOut: false });
    expect(back.body.soldOut).toBe(false);
    const actions = (await auditOf('jelly-t')).map((entry) => entry.action);
    expect(actions).toEqual(['drink_option.sold_out', 'drink_option.back_in_stock']);
    expect((await as('PUT', '/api/admin/drink-options/jelly-t', { soldOut: 'yes' })).status).toBe(400);
    expect((await as('PUT', '/api/admin/drink-options/ghost', { soldOut: true })).status).toBe(404);
  });

  it('reorders the groups (every group once), audited, and the menu shows the new order', async () => {
    await as('PUT', '/api/admin/option-groups/sugar-t', sugar());
    const partial = await as('PUT', '/api/admin/option-group-order', { ids: ['toppings-t'] });
    expect(partial.status).toBe(400);
    expect(partial.body.error).toBe('The order must list every option group once.');
    const unknown = await as('PUT', '/api/admin/option-group-order', { ids: ['toppings-t', 'ghost'] });
    expect(unknown.status).toBe(400);
    const ok = await as('PUT', '/api/admin/option-group-order', { ids: ['toppings-t', 'sugar-t'] });
    expect(ok.status).toBe(204);
    expect((await menuProduct(teaId)).optionGroups.map((g: { name: string }) => g.name)).toEqual(['Toppings', 'Sugar']);
    const [entry] = await server.database.db.select().from(auditLog).where(eq(auditLog.action, 'option_group.reorder'));
    expect(entry).toMatchObject({ actorEmail: adminEmail, entityType: 'option_group' });
  });

  it('deletes a group with its options, audited, and the menu drops it', async () => {
    const { status } = await as('DELETE', '/api/admin/option-groups/toppings-t');
    expect(status).toBe(204);
    expect((await menuProduct(teaId)).optionGroups.map((g: { name: string }) => g.name)).toEqual(['Sugar']);
    expect(await server.database.db.select().from(drinkOptions).where(eq(drinkOptions.groupId, 'toppings-t'))).toEqual(
      [],
    );
    expect((await auditOf('toppings-t')).at(-1)).toMatchObject({ action: 'option_group.delete' });
    expect((await as('DELETE', '/api/admin/option-groups/toppings-t')).status).toBe(404);
  });

  it('saves a product’s allergens and dietary tags, audited, and the menu shows them', async () => {
    const { status, body } = await as('PUT', `/api/admin/products/${shakeId}`, {
      allergens: ['soya', 'milk'],
      tags: ['caffeine-free'],
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ allergens: ['milk', 'soya'], tags: ['caffeine-free'] });
    expect(await menuProduct(shakeId)).toMatchObject({ allergens: ['milk', 'soya'], tags: ['caffeine-free'] });
    const entry = (await auditOf(shakeId)).at(-1)!;
    expect(entry.action).toBe('product.update');
    expect(Object.keys((entry.details as { changes: object }).changes).sort()).toEqual(['allergens', 'tags']);

    const unknown = await as('PUT', `/api/admin/products/${shakeId}`, { allergens: ['glitter'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatch(/Unknown allergen/);
    const twice = await as('PUT', `/api/admin/products/${shakeId}`, { tags: ['vegan', 'vegan'] });
    expect(twice.status).toBe(400);
    expect(twice.body.error).toMatch(/Each dietary tag can be listed only once/);

    const created = await as('POST', '/api/admin/products', {
      name: 'Vegan Fruit Tea',
      category: 'tea-t',
      priceReg: 400,
      priceLrg: 480,
      allergens: [],
      tags: ['vegan', 'caffeine-free'],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ allergens: [], tags: ['vegan', 'caffeine-free'] });
  });
});
