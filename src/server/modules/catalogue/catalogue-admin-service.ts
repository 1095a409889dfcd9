/**
 * Staff changes to the catalogue. Each is one transaction: the change, its audit record, and the announcement that
 * makes every open menu (on every server instance) refresh (menu.changed inside the transaction, so it is sent only
 * if the change commits). Creating sets createdAt and updatedAt; updating merges the fields sent and sets updatedAt.
 * services.ts builds it with createCatalogueAdminService({ db, menu, audit, photoLane }): its dependencies come in as
 * parameters.
 */
import { categoryIdFromValue, productNameKey } from '@domain/catalogue';
import type { ProductOrderInput } from '@domain/contracts/admin-catalogue';
import type { CategoryInput, ProductInput } from '@domain/schemas';
import { count, eq } from 'drizzle-orm';
import { isUuid } from '@domain/uuid';
import { lockUntilCommit } from '../../db/advisory-locks';
import type { DbOrTx } from '../../db/client';
import { categories, products, promotions } from './schema';
import { AppError, conflict, invalid, notFound } from '../../errors';
import { listCategories, listProducts, toCategory, toProduct } from './catalogue-repository';
import type { Actor } from '../audit';
import {
  changesBetween,
  deleteAudited,
  inTransaction,
  plural,
  requireCategoryValue,
  type CatalogueAdminDeps,
} from './admin-transaction';
import { createOptionAdmin } from './option-admin-service';
import { createPromotionAdmin } from './promotion-admin';
import { uploadProductPhoto } from './photo-admin';
import { nextSortOrder, reorderProducts } from './product-order';
import { constraintViolationOf, FOREIGN_KEY_VIOLATION, UNIQUE_VIOLATION } from '../../db/database-errors';

// ---------------------------------------------------------------------------------------------------------------
// Categories

function categoryConflict(error: unknown, value: string | undefined, id?: string): AppError | null {
  const violation = constraintViolationOf(error);
  if (violation?.code === UNIQUE_VIOLATION) {
    return conflict(
      violation.constraint === 'categories_pkey' && id
        ? `A category with the id "${id}" already exists. Choose a different value.`
        : `A category with the value "${value ?? ''}" already exists.`,
    );
  }
  if (violation?.code === FOREIGN_KEY_VIOLATION) {
    return conflict('This category is still used by products or promotions. Move or delete them first.');
  }
  return null;
}

async function createCategory(deps: CatalogueAdminDeps, actor: Actor, input: CategoryInput) {
  const id = categoryIdFromValue(input.value);
  return inTransaction(
    deps,
    async (tx) => {
      // The value is the category's id too, unless a category renamed since holds that id: say which is taken.
      const [taken] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.value, input.value))
        .limit(1);
      if (taken) throw conflict(`A category with the value "${input.value}" already exists.`);
      const now = new Date();
      const [row] = await tx
        .insert(categories)
        .values({
          id,
          value: input.value,
          displayName: input.displayName,
          sortOrder: input.sortOrder ?? 0,
          vatClass: input.vatClass ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const category = toCategory(row!);
      await deps.audit.record(tx, actor, {
        action: 'category.create',
        entityType: 'category',
        entityId: id,
        details: { value: category.value, displayName: category.displayName },
      });
      return category;
    },
    (error) => categoryConflict(error, input.value, id),
  );
}

async function updateCategory(deps: CatalogueAdminDeps, actor: Actor, id: string, input: Partial<CategoryInput>) {
  return inTransaction(
    deps,
    async (tx) => {
      const [before] = await tx.select().from(categories).where(eq(categories.id, id)).limit(1).for('update');
      if (!before) throw notFound('No such category.');
      // Changing the value carries its products and promotions along (ON UPDATE CASCADE).
      const [row] = await tx
        .update(categories)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(categories.id, id))
        .returning();
      const category = toCategory(row!);
      const changes = changesBetween(toCategory(before), category);
      await deps.audit.record(tx, actor, {
        action: 'category.update',
        entityType: 'category',
        entityId: id,
        details: { changes },
      });
      return category;
    },
    (error) => categoryConflict(error, input.value),
  );
}

async function deleteCategory(deps: CatalogueAdminDeps, actor: Actor, id: string) {
  return inTransaction(
    deps,
    async (tx) => {
      const [category] = await tx.select().from(categories).where(eq(categories.id, id)).limit(1).for('update');
      if (!category) throw notFound('No such category.');
      const [usedByProducts] = await tx
        .select({ n: count() })
        .from(products)
        .where(eq(products.category, category.value));
      const [usedByPromotions] = await tx
        .select({ n: count() })
        .from(promotions)
        .where(eq(promotions.category, category.value));
      const productCount = Number(usedByProducts?.n ?? 0);
      const promotionCount = Number(usedByPromotions?.n ?? 0);
      if (productCount + promotionCount > 0) {
        const uses = [
          productCount ? plural(productCount, 'product') : '',
          promotionCount ? plural(promotionCount, 'promotion') : '',
        ]
          .filter(Boolean)
          .join(' and ');
        throw conflict(`The category "${category.displayName}" is still used by ${uses}. Move or delete them first.`);
      }
      await tx.delete(categories).where(eq(categories.id, id));
      await deps.audit.record(tx, actor, {
        action: 'category.delete',
        entityType: 'category',
        entityId: id,
        details: { value: category.value, displayName: category.displayName },
      });
    },
    (error) => categoryConflict(error, undefined),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Products

/**
 * Refuses a product name another product already has, ignoring case and spaces: the menu and the admin list show each
 * name once, so a second one would be saved and then hidden everywhere. Product saves take a lock
 * first, so two saves at once cannot both pass the check.
 */
async function requireUniqueProductName(tx: DbOrTx, name: string, exceptId?: string): Promise<void> {
  await lockUntilCommit(tx, 'productNames');
  const key = productNameKey(name);
  const rows = await tx.select({ id: products.id, name: products.name }).from(products);
  const taken = rows.find((row) => row.id !== exceptId && productNameKey(row.name) === key);
  if (taken) throw conflict(`A product named "${taken.name}" already exists.`, { field: 'name' });
}

function productProblem(error: unknown, category: string | undefined): AppError | null {
  const violation = constraintViolationOf(error);
  if (violation?.code === FOREIGN_KEY_VIOLATION) {
    return invalid(`There is no category "${category ?? ''}". Choose one of the categories.`, { field: 'category' });
  }
  return null;
}

async function createProduct(deps: CatalogueAdminDeps, actor: Actor, input: ProductInput) {
  return inTransaction(
    deps,
    async (tx) => {
      await requireCategoryValue(tx, input.category);
      await requireUniqueProductName(tx, input.name);
      const now = new Date();
      const [row] = await tx
        .insert(products)
        .values({
          name: input.name,
          category: input.category,
          description: input.description ?? null,
          priceReg: input.priceReg,
          priceLrg: input.priceLrg,
          image: input.image ?? null,
          calories: input.calories ?? null,
          soldOut: input.soldOut ?? false,
          sortOrder: input.sortOrder ?? (await nextSortOrder(tx, input.category)),
          allergens: input.allergens ?? null,
          dietaryTags: input.tags ?? [],
          vatClass: input.vatClass ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const product = toProduct(row!);
      await deps.audit.record(tx, actor, {
        action: 'product.create',
        entityType: 'product',
        entityId: product.id,
        details: {
          name: product.name,
          category: product.category,
          priceReg: product.priceReg,
          priceLrg: product.priceLrg,
        },
      });
      return product;
    },
    (error) => productProblem(error, input.category),
  );
}

async function updateProduct(deps: CatalogueAdminDeps, actor: Actor, id: string, input: Partial<ProductInput>) {
  if (!isUuid(id)) throw notFound('No such product.');
  return inTransaction(
    deps,
    async (tx) => {
      const [before] = await tx.select().from(products).where(eq(products.id, id)).limit(1).for('update');
      if (!before) throw notFound('No such product.');
      if (input.category !== undefined && input.category !== before.category)
        await requireCategoryValue(tx, input.category);
      if (input.name !== undefined) await requireUniqueProductName(tx, input.name, id);
      const { tags, ...fields } = input;
      // Moved to another category, it goes last there.
      const moved = input.category !== undefined && input.category !== before.category && input.sortOrder === undefined;
      if (moved) fields.sortOrder = await nextSortOrder(tx, input.category!);
      const [row] = await tx
        .update(products)
        .set({ ...fields, ...(tags === undefined ? {} : { dietaryTags: tags }), updatedAt: new Date() })
        .where(eq(products.id, id))
        .returning();
      const product = toProduct(row!);
      const changes = changesBetween(toProduct(before), product);
      const action =
        Object.keys(changes).length === 1 && 'soldOut' in changes
          ? product.soldOut
            ? 'product.sold_out'
            : 'product.back_in_stock'
          : 'product.update';
      await deps.audit.record(tx, actor, {
        action,
        entityType: 'product',
        entityId: id,
        details: { name: product.name, changes },
      });
      return product;
    },
    (error) => productProblem(error, input.category),
  );
}

async function deleteProduct(deps: CatalogueAdminDeps, actor: Actor, id: string) {
  if (!isUuid(id)) throw notFound('No such product.');
  return deleteAudited(
    deps,
    actor,
    'No such product.',
    async (tx) => (await tx.delete(products).where(eq(products.id, id)).returning())[0],
    (row) => ({
      action: 'product.delete',
      entityType: 'product',
      entityId: id,
      details: { name: row.name, category: row.category },
    }),
  );
}

// ---------------------------------------------------------------------------------------------------------------

/** The service services.ts builds once and the admin routes call: each change as the signed-in admin `actor`. */
export function createCatalogueAdminService(deps: CatalogueAdminDeps) {
  return {
    ...createOptionAdmin(deps),
    ...createPromotionAdmin(deps),
    listCategories: () => listCategories(deps.db),
    listProducts: () => listProducts(deps.db),
    createCategory: (actor: Actor, input: CategoryInput) => createCategory(deps, actor, input),
    updateCategory: (actor: Actor, id: string, input: Partial<CategoryInput>) => updateCategory(deps, actor, id, input),
    deleteCategory: (actor: Actor, id: string) => deleteCategory(deps, actor, id),
    createProduct: (actor: Actor, input: ProductInput) => createProduct(deps, actor, input),
    updateProduct: (actor: Actor, id: string, input: Partial<ProductInput>) => updateProduct(deps, actor, id, input),
    deleteProduct: (actor: Actor, id: string) => deleteProduct(deps, actor, id),
    reorderProducts: (actor: Actor, input: ProductOrderInput) => reorderProducts(deps, actor, input),
    uploadProductPhoto: (actor: Actor, id: string, base64: string, clientGone?: AbortSignal, turnHeld = false) =>
      uploadProductPhoto(deps, actor, id, base64, clientGone, turnHeld),
    /** A turn in the photo lane, held until the answer is called: see PhotoLane.enter. */
    enterPhotoLane: (clientGone?: AbortSignal) => deps.photoLane.enter(clientGone),
  };
}

export type CatalogueAdminService = ReturnType<typeof createCatalogueAdminService>;
