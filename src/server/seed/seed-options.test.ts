import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drinkOptions, optionGroups, products } from '../db/schema';
import { buildTestServer, call, type TestServer } from '../test/build';
import { testDatabaseKinds } from '../test/test-database';
import { demoMenu } from './demo-menu';
import { seedMenu } from './seed';

const kinds = await testDatabaseKinds();

interface MenuProduct {
  name: string;
  allergens: string[];
  tags: string[];
  optionGroups: { name: string; kind: string; options: { name: string; priceReg: number }[] }[];
}

describe.each(kinds)('demo drink options and allergens on %s', (kind) => {
  let server: TestServer;
  const menu = async () => (await call(server, 'GET', '/api/menu')).body.products as MenuProduct[];
  const product = async (name: string) => (await menu()).find((p) => p.name === name)!;

  beforeAll(async () => {
    server = await buildTestServer({ kind, seed: true });
  });
  afterAll(() => server.close());

  it('gives teas Sugar, Ice and Toppings, milkshakes toppings, sweets none, with every allergen list', async () => {
    const tea = await product('Classic Milk Tea');
    expect(tea.optionGroups.map((group) => group.name)).toEqual(['Sugar', 'Ice', 'Toppings']);
    expect(tea.optionGroups[2]!.options[0]).toMatchObject({ name: 'Tapioca pearls', priceReg: 60 });
    expect(tea.allergens).toEqual(['milk']);
    expect((await product('Oreo Milkshake')).optionGroups.map((group) => group.name)).toEqual(['Toppings']);
    expect((await product('Mint Choc Milkshake')).optionGroups.map((group) => group.name)).toEqual(['Toppings']);
    const sweet = await product('Sherbet Lemons');
    expect(sweet.optionGroups).toEqual([]);
    expect(sweet.tags).toEqual(['vegan', 'caffeine-free']);
    expect((await menu()).every((p) => Array.isArray(p.allergens))).toBe(true);
  });

  it('changes nothing when run again, and fills a database seeded before drink options', async () => {
    const again = await seedMenu(server.database.db, demoMenu);
    expect(again).toEqual({ categories: 0, products: 0, promotions: 0, optionGroups: 0, options: 0, allergens: 0 });

    // A shop seeded by the previous version: no options, no allergens declared.
    const db = server.database.db;
    await db.delete(optionGroups);
    await db
      .update(products)
      .set({ allergens: null, dietaryTags: [] })
      .where(sql`true`);
    const filled = await seedMenu(db, demoMenu);
    expect(filled.optionGroups).toBe(3);
    expect(filled.options).toBe(15);
    expect(filled.allergens).toBeGreaterThan(30);
    expect((await db.select().from(drinkOptions)).length).toBe(15);
    await server.services.menu.changed();
    expect((await product('Classic Milk Tea')).optionGroups).toHaveLength(3);

    // A product's allergens the shop has since declared are left alone.
    await db
      .update(products)
      .set({ allergens: ['milk', 'soya'] })
      .where(sql`${products.name} = 'Classic Milk Tea'`);
    await seedMenu(db, demoMenu);
    await server.services.menu.changed();
    expect((await product('Classic Milk Tea')).allergens).toEqual(['milk', 'soya']);
  });
});
