/**
 * Data access for categories, products and promotions: small plain async functions that accept the database or a
 * transaction and return null when nothing matched (fastify/demo's habit).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Category, Product } from '@domain/catalogue';
import type { DealSchedule } from '@domain/deal-schedule';
import type { PhotoFormat } from '@domain/photos';
import type { Promotion } from '@domain/promotion';
import { isUuid } from '@domain/uuid';
import type { VatClass } from '@domain/vat';
import type { DbOrTx } from '../../db/client';
import { categories, productPhotos, products, promotions } from './schema';
import { allergensOf, tagsOf } from './option-repository';

type CategoryRow = typeof categories.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
type PromotionRow = typeof promotions.$inferSelect;

export interface Timestamps {
  createdAt: string;
  updatedAt: string;
}

/** What staff see beside the customer's catalogue: the VAT class chosen (null: the one above applies). */
interface StaffFields extends Timestamps {
  vatClass: VatClass | null;
}

export const toCategory = (row: CategoryRow): Category & StaffFields => ({
  id: row.id,
  value: row.value,
  displayName: row.displayName,
  sortOrder: row.sortOrder,
  vatClass: row.vatClass,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toProduct = (row: ProductRow): Product & StaffFields => ({
  id: row.id,
  name: row.name,
  category: row.category,
  description: row.description,
  priceReg: row.priceReg,
  priceLrg: row.priceLrg,
  image: row.image,
  calories: row.calories,
  soldOut: row.soldOut,
  sortOrder: row.sortOrder,
  allergens: allergensOf(row.allergens),
  tags: tagsOf(row.dietaryTags),
  vatClass: row.vatClass,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A promotion's columns from what staff sent: its schedule, when sent, goes into its own columns. */
export function promotionColumns<T extends { schedule?: DealSchedule | undefined }>({ schedule, ...fields }: T) {
  return { ...fields, ...(schedule ?? {}) };
}

export const toPromotion = (row: PromotionRow): Promotion & { schedule: DealSchedule } & Timestamps => ({
  id: row.id,
  title: row.title,
  description: row.description,
  category: row.category,
  size: row.size,
  requiredQuantity: row.requiredQuantity,
  priceReg: row.priceReg,
  priceLrg: row.priceLrg,
  active: row.active,
  schedule: {
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    days: row.days,
    startTime: row.startTime,
    endTime: row.endTime,
  },
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function listCategories(db: DbOrTx) {
  const rows = await db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.displayName));
  return rows.map(toCategory);
}

export async function listProducts(db: DbOrTx) {
  const rows = await db
    .select()
    .from(products)
    .orderBy(asc(products.sortOrder), asc(products.createdAt), asc(products.id));
  return rows.map(toProduct);
}

/** The products with these ids as stored now (checkout prices a basket from them); ids must be UUIDs. */
export async function findProductRows(db: DbOrTx, ids: readonly string[]): Promise<ProductRow[]> {
  return ids.length
    ? db
        .select()
        .from(products)
        .where(inArray(products.id, [...ids]))
    : [];
}

export async function listPromotions(db: DbOrTx, options: { activeOnly?: boolean } = {}) {
  const query = db.select().from(promotions);
  const rows = await (options.activeOnly ? query.where(eq(promotions.active, true)) : query).orderBy(
    asc(promotions.category),
    asc(promotions.size),
    asc(promotions.createdAt),
  );
  return rows.map(toPromotion);
}

/** One size of a photo (its bytes), or null when there is no such photo or size. */
export async function readPhoto(
  db: DbOrTx,
  photoId: string,
  width: number,
  format: PhotoFormat,
): Promise<Buffer | null> {
  if (!isUuid(photoId)) return null;
  const [row] = await db
    .select({ bytes: productPhotos.bytes })
    .from(productPhotos)
    .where(
      and(
        eq(productPhotos.photoId, photoId.toLowerCase()),
        eq(productPhotos.width, width),
        eq(productPhotos.format, format),
      ),
    )
    .limit(1);
  return row?.bytes ?? null;
}
