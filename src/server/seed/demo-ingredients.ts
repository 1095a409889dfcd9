/**
 * The demo shop's ingredients, loaded with the demo menu once (when the shop has none): what each goes into, products
 * by name (ids are given when seeded) and options by id. Tapioca pearls go into the pearl topping and every drink
 * made with brown sugar pearls, which cannot be made without them.
 */
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { ingredientLinks, ingredients, products } from '../db/schema';

interface DemoIngredient {
  name: string;
  products: string[];
  options: string[];
}

const demoIngredients: DemoIngredient[] = [
  {
    name: 'Tapioca pearls',
    products: [
      'Brown Sugar Boba Milk',
      'Brown Sugar Matcha',
      'Brown Sugar Cocoa',
      'Brown Sugar Oat Latte',
      'Brown Sugar Hojicha',
      'Gingerbread Milk Tea',
    ],
    options: ['tapioca-pearls'],
  },
  { name: 'Oat milk', products: ['Brown Sugar Oat Latte'], options: [] },
  { name: 'Taro paste', products: ['Taro Milk Tea'], options: [] },
];

/** Adds the demo ingredients when the shop has none; the number added. */
export async function seedIngredients(tx: DbOrTx): Promise<number> {
  const [any] = await tx.select({ id: ingredients.id }).from(ingredients).limit(1);
  if (any) return 0;
  const names = [...new Set(demoIngredients.flatMap((ingredient) => ingredient.products))];
  const rows = await tx
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.name, names));
  const idOf = new Map(rows.map((row) => [row.name, row.id]));
  for (const ingredient of demoIngredients) {
    const [added] = await tx.insert(ingredients).values({ name: ingredient.name }).returning({ id: ingredients.id });
    const links = [
      ...ingredient.products.flatMap((name) => {
        const id = idOf.get(name);
        return id ? [{ ingredientId: added!.id, kind: 'product' as const, targetId: id }] : [];
      }),
      ...ingredient.options.map((id) => ({ ingredientId: added!.id, kind: 'option' as const, targetId: id })),
    ];
    if (links.length) await tx.insert(ingredientLinks).values(links);
  }
  return demoIngredients.length;
}
