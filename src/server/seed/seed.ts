/**
 * Loads the demo menu. Running it twice changes nothing: categories are keyed by value, products by name and
 * promotions by category + size, and existing rows are left as the shop has edited them.
 */

import { categoryIdFromValue } from '@domain/catalogue';
import type { Db } from '../db/client';
import { categories, products, promotions } from '../db/schema';
import type { DemoMenu } from './demo-menu-types';
import { DEMO_OPENING_HOURS } from '@domain/opening-hours-schema';
import { seedOpeningHours } from '../modules/opening-hours';
import { seedOptions } from './seed-options';
import { seedIngredients } from './demo-ingredients';

/** The demo shop opens 10:00–22:00 every day; written once, so running it again keeps the shop's edits. */
export async function seedDemoHours(db: Db): Promise<boolean> {
  return seedOpeningHours(db, DEMO_OPENING_HOURS);
}

export interface SeedResult {
  categories: number;
  products: number;
  promotions: number;
  /** Drink option groups and options added, and products whose allergens were filled in. */
  optionGroups: number;
  options: number;
  allergens: number;
}

export async function seedMenu(db: Db, menu: DemoMenu): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    const insertedCategories = await tx
      .insert(categories)
      .values(
        menu.categories.map((category, index) => ({
          id: categoryIdFromValue(category.value),
          value: category.value,
          displayName: category.displayName,
          sortOrder: index,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: categories.id });

    const existingNames = new Set(
      (await tx.select({ name: products.name }).from(products)).map((row) => row.name.trim().toLowerCase()),
    );
    const newProducts = menu.products
      .map((product, index) => ({ ...product, sortOrder: index }))
      .filter((product) => !existingNames.has(product.name.trim().toLowerCase()));
    const insertedProducts = newProducts.length
      ? await tx.insert(products).values(newProducts).returning({ id: products.id })
      : [];

    const existingPromotions = new Set(
      (await tx.select({ category: promotions.category, size: promotions.size }).from(promotions)).map(
        (row) => `${row.category}:${row.size}`,
      ),
    );
    const newPromotions = menu.promotions.filter(
      (promotion) => !existingPromotions.has(`${promotion.category}:${promotion.size}`),
    );
    const insertedPromotions = newPromotions.length
      ? await tx
          .insert(promotions)
          .values(newPromotions.map((promotion) => ({ ...promotion, active: true })))
          .returning({ id: promotions.id })
      : [];

    const optionsSeeded = await seedOptions(tx);
    await seedIngredients(tx);

    return {
      ...optionsSeeded,
      categories: insertedCategories.length,
      products: insertedProducts.length,
      promotions: insertedPromotions.length,
    };
  });
}

/** True when the catalogue has never been filled (no category at all). */
export async function isCatalogueEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: categories.id }).from(categories).limit(1);
  return rows.length === 0;
}
