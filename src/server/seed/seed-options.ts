/**
 * Loads the demo drink options and allergens into a catalogue that may already exist: groups and options
 * by id, attachments by their pair, product exceptions and allergens by product name. Running it twice changes
 * nothing, and rows the shop has edited are left as they are (a product's allergens are filled only while undeclared).
 */
import { and, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import {
  categories,
  categoryOptionGroups,
  drinkOptions,
  optionGroups,
  productOptionGroups,
  products,
} from '../db/schema';
import * as demo from './demo-options';

export interface OptionSeedResult {
  optionGroups: number;
  options: number;
  allergens: number;
}

const nameKey = (name: string) => name.trim().toLowerCase();

export async function seedOptions(tx: DbOrTx): Promise<OptionSeedResult> {
  const insertedGroups = await tx
    .insert(optionGroups)
    .values(
      demo.demoOptionGroups.map((group) => ({
        id: group.id,
        name: group.name,
        kind: group.kind,
        minChoices: group.kind === 'multi' ? group.min : 1,
        maxChoices: group.kind === 'multi' ? group.max : 1,
        sortOrder: group.sortOrder,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: optionGroups.id });
  const insertedOptions = await tx
    .insert(drinkOptions)
    .values(
      demo.demoOptionGroups.flatMap((group) =>
        group.options.map((option) => ({
          ...option,
          groupId: group.id,
          allergens: demo.demoOptionAllergens[option.id] ?? [],
        })),
      ),
    )
    .onConflictDoNothing()
    .returning({ id: drinkOptions.id });

  const categoryValues = new Set((await tx.select({ value: categories.value }).from(categories)).map((r) => r.value));
  const links = demo.demoCategoryOptionGroups.filter((link) => categoryValues.has(link.category));
  if (links.length) await tx.insert(categoryOptionGroups).values(links).onConflictDoNothing();

  const productRows = await tx.select({ id: products.id, name: products.name }).from(products);
  const idByName = new Map(productRows.map((row) => [nameKey(row.name), row.id]));
  const exceptions = demo.demoProductOptionGroups.flatMap(({ product, groupId, mode }) => {
    const productId = idByName.get(nameKey(product));
    return productId ? [{ productId, groupId, mode }] : [];
  });
  if (exceptions.length) await tx.insert(productOptionGroups).values(exceptions).onConflictDoNothing();

  let allergens = 0;
  for (const [name, dietary] of Object.entries(demo.demoProductDietary)) {
    const updated = await tx
      .update(products)
      .set({ allergens: dietary.allergens, dietaryTags: dietary.tags })
      .where(and(sql`lower(trim(${products.name})) = ${nameKey(name)}`, isNull(products.allergens)))
      .returning({ id: products.id });
    allergens += updated.length;
  }
  return { optionGroups: insertedGroups.length, options: insertedOptions.length, allergens };
}
