/**
 * The order of the products within their category, as the menu shows them: staff drag a card or press Move up and
 * Move down on the Admin page, and the whole category's order is saved at once (positions 0, 1, 2 …). A product
 * added to a category, or moved into one, goes last.
 */
import type { ProductOrderInput } from '@domain/contracts/admin-catalogue';
import { asc, eq, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { invalid } from '../../errors';
import type { Actor } from '../audit';
import { inTransaction, type CatalogueAdminDeps } from './admin-transaction';
import { products } from './schema';

/** The position after the last product of a category: where a product added to it goes. */
export async function nextSortOrder(tx: DbOrTx, category: string): Promise<number> {
  const [row] = await tx
    .select({ last: max(products.sortOrder) })
    .from(products)
    .where(eq(products.category, category));
  return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
}

/** Puts a category's products in the order given: every product of the category, each once. */
export async function reorderProducts(deps: CatalogueAdminDeps, actor: Actor, input: ProductOrderInput) {
  return inTransaction(
    deps,
    async (tx) => {
      const rows = await tx
        .select({ id: products.id, name: products.name })
        .from(products)
        .where(eq(products.category, input.category))
        .orderBy(asc(products.sortOrder), asc(products.createdAt), asc(products.id))
        .for('update');
      if (rows.length === 0) throw invalid(`There are no products in "${input.category}".`, { field: 'category' });
      const known = new Map(rows.map((row) => [row.id.toLowerCase(), row]));
      const ids = input.ids.map((id) => id.toLowerCase());
      const stranger = ids.find((id) => !known.has(id));
      if (stranger !== undefined)
        throw invalid(`There is no product "${stranger}" in "${input.category}".`, { field: 'ids' });
      if (ids.length !== rows.length)
        throw invalid('The order must list every product of the category once.', { field: 'ids' });
      const now = new Date();
      for (const [index, id] of ids.entries()) {
        await tx.update(products).set({ sortOrder: index, updatedAt: now }).where(eq(products.id, id));
      }
      await deps.audit.record(tx, actor, {
        action: 'product.reorder',
        entityType: 'category',
        entityId: input.category,
        details: { from: rows.map((row) => row.name), to: ids.map((id) => known.get(id)!.name) },
      });
    },
    () => null,
  );
}
