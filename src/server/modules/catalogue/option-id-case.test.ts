/**
 * Option ids are saved in lower case, because checkout compares choices ignoring case: `PUDDING` beside `pudding` in
 * another group would be charged twice, and a single-choice group of `oat` and `OAT` would make every drink of its
 * category impossible to buy. Through real HTTP on PGlite and PostgreSQL, and the migration that lower-cases ids
 * already stored.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drinkOptions, optionGroups } from '../../db/schema';
import { buildTestServer, call, type TestServer } from '../../test/build';
import { makeCategory, makeSession, makeUser, optionInput } from '../../test/factories';
import { testDatabaseKinds } from '../../test/test-database';

const kinds = await testDatabaseKinds();

const option = (id: string, name: string, extra: Record<string, unknown> = {}) =>
  optionInput(id, name, { priceReg: 50, priceLrg: 60, ...extra });

const group = (id: string, options: ReturnType<typeof option>[], extra: Record<string, unknown> = {}) => ({
  id,
  name: id,
  kind: 'multi',
  min: 0,
  max: options.length,
  sortOrder: 0,
  options,
  categories: ['tea-c'],
  products: [],
  ...extra,
});

describe.each(kinds)('option ids in letter case on %s', (kind) => {
  let server: TestServer;
  let headers: Record<string, string>;
  const as = (method: string, path: string, body?: unknown) => call(server, method, path, { body, headers });

  beforeAll(async () => {
    server = await buildTestServer({ kind });
    const db = server.database.db;
    headers = (await makeSession(db, await makeUser(db, { isAdmin: true }))).headers;
    await makeCategory(db, { value: 'tea-c', displayName: 'Tea' });
  });
  afterAll(() => server.close());

  it('saves an option id in lower case, and finds it again in any case', async () => {
    const created = await as(
      'POST',
      '/api/admin/option-groups',
      group('toppings-c', [option('Brown-Sugar', 'Brown sugar')]),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.group.options.map((o: { id: string }) => o.id)).toEqual(['brown-sugar']);
    const soldOut = await as('PUT', '/api/admin/drink-options/BROWN-SUGAR', { soldOut: true });
    expect(soldOut.status, JSON.stringify(soldOut.body)).toBe(200);
    expect(soldOut.body).toMatchObject({ id: 'brown-sugar', soldOut: true });
  });

  it('refuses PUDDING beside pudding in another group with 409, writing nothing', async () => {
    expect(
      (await as('POST', '/api/admin/option-groups', group('jelly-c', [option('pudding', 'Pudding')]))).status,
    ).toBe(201);
    const twice = await as('POST', '/api/admin/option-groups', group('extras-c', [option('PUDDING', 'Pudding again')]));
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe('The option id "pudding" is already used in another group. Choose a different id.');
    const groups = await server.database.db.select({ id: optionGroups.id }).from(optionGroups);
    expect(groups.map((row) => row.id)).not.toContain('extras-c');
  });

  it('refuses oat and OAT in one single-choice group with 400, writing nothing', async () => {
    const milk = group('milk-c', [option('oat', 'Oat milk', { isDefault: true }), option('OAT', 'Oat milk again')], {
      kind: 'single',
    });
    const refused = await as('POST', '/api/admin/option-groups', milk);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(/option id 'oat' is used twice/);
    const groups = await server.database.db.select({ id: optionGroups.id }).from(optionGroups);
    expect(groups.map((row) => row.id)).not.toContain('milk-c');
  });

  it('lower-cases ids already stored, keeping both options where two differed only in case', async () => {
    const db = server.database.db;
    const now = new Date();
    await db.insert(optionGroups).values({ id: 'old-c', name: 'Old', kind: 'multi', minChoices: 0, maxChoices: 3 });
    await db.insert(drinkOptions).values(
      ['Oat', 'OAT', 'oat', 'Coconut-Jelly'].map((id, sortOrder) => ({
        id,
        groupId: 'old-c',
        name: id,
        priceReg: 0,
        priceLrg: 0,
        sortOrder,
        createdAt: now,
        updatedAt: now,
      })),
    );
    const migration = fileURLToPath(new URL('../../db/migrations/0009_option_ids_lower_case.sql', import.meta.url));
    await db.execute(sql.raw(readFileSync(migration, 'utf8')));
    const rows = await db
      .select({ id: drinkOptions.id, name: drinkOptions.name })
      .from(drinkOptions)
      .where(sql`${drinkOptions.groupId} = 'old-c'`)
      .orderBy(asc(drinkOptions.sortOrder));
    expect(rows.map((row) => row.name)).toEqual(['Oat', 'OAT', 'oat', 'Coconut-Jelly']);
    const ids = rows.map((row) => row.id);
    expect(ids.every((id) => id === id.toLowerCase())).toBe(true);
    expect(new Set(ids).size).toBe(4);
    expect(ids[2]).toBe('oat');
    expect(ids[3]).toBe('coconut-jelly');
    expect(ids[0]).toMatch(/^oat-[0-9a-f]{6}$/);
  });
});
