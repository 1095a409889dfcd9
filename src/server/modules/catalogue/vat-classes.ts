/**
 * The VAT classes of what an order's lines bought, as the catalogue holds them now: each line's options' own classes,
 * its product's and its category's (null where staff chose none). Read in the payment's transaction, one query after
 * the other (its queries share one connection).
 */
import type { VatClass } from '@domain/vat';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, drinkOptions, products } from './schema';

export interface BoughtLine {
  productId: string | null;
  /** The category value the line was sold under (its product's category then). */
  category: string;
  options: readonly { id: string }[];
}

export interface BoughtClasses {
  optionClasses: (VatClass | null)[];
  productClass: VatClass | null;
  categoryClass: VatClass | null;
}

export async function vatClassesOf(db: DbOrTx, lines: readonly BoughtLine[]): Promise<BoughtClasses[]> {
  const productIds = [...new Set(lines.flatMap((line) => (line.productId ? [line.productId] : [])))];
  // Option ids are kept in lower case (checkout compares them so); a snapshot may hold one as it was sent.
  const optionIds = [...new Set(lines.flatMap((line) => line.options.map((option) => option.id.toLowerCase())))];
  const productRows = productIds.length
    ? await db
        .select({ id: products.id, category: products.category, vatClass: products.vatClass })
        .from(products)
        .where(inArray(products.id, productIds))
    : [];
  const byProduct = new Map(productRows.map((row) => [row.id, row]));
  // A product's category now, else (the product deleted since) the one it was sold under.
  const categoryOf = (line: BoughtLine) => (line.productId && byProduct.get(line.productId)?.category) || line.category;
  const categoryValues = [...new Set(lines.map(categoryOf))];
  const categoryRows = categoryValues.length
    ? await db
        .select({ value: categories.value, vatClass: categories.vatClass })
        .from(categories)
        .where(inArray(categories.value, categoryValues))
    : [];
  const optionRows = optionIds.length
    ? await db
        .select({ id: drinkOptions.id, vatClass: drinkOptions.vatClass })
        .from(drinkOptions)
        .where(inArray(drinkOptions.id, optionIds))
    : [];
  const byCategory = new Map(categoryRows.map((row) => [row.value, row.vatClass]));
  const byOption = new Map(optionRows.map((row) => [row.id, row.vatClass]));
  return lines.map((line) => ({
    optionClasses: line.options.map((option) => byOption.get(option.id.toLowerCase()) ?? null),
    productClass: (line.productId && byProduct.get(line.productId)?.vatClass) || null,
    categoryClass: byCategory.get(categoryOf(line)) ?? null,
  }));
}
