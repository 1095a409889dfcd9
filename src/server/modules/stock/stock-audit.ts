/**
 * The audit entries of stock changes, each written in the transaction of the change: Out, Back in, an ingredient
 * added, changed or deleted, Stock: N set by staff, and the morning's reset (by no one: the shop's clock).
 */
import type { DbOrTx } from '../../db/client';
import { recordAudit, type Actor } from '../audit';
import { findProductRows } from '../catalogue';
import type { CountReset } from './counted-stock';
import type { IngredientInput } from './ingredients';

export type IngredientAction = 'ingredient.create' | 'ingredient.update' | 'ingredient.delete';

export function auditIngredient(
  tx: DbOrTx,
  actor: Actor | null,
  action: IngredientAction,
  id: string,
  input: Pick<IngredientInput, 'name'> & Partial<IngredientInput>,
): Promise<void> {
  return recordAudit(tx, actor, {
    action,
    entityType: 'ingredient',
    entityId: id,
    details: {
      name: input.name.trim(),
      ...(input.productIds ? { products: input.productIds.length } : {}),
      ...(input.optionIds ? { options: input.optionIds.length } : {}),
    },
  });
}

export function auditOut(tx: DbOrTx, actor: Actor | null, id: string, name: string, out: boolean): Promise<void> {
  return recordAudit(tx, actor, {
    action: out ? 'ingredient.out' : 'ingredient.back_in',
    entityType: 'ingredient',
    entityId: id,
    details: { name },
  });
}

export function auditCount(
  tx: DbOrTx,
  actor: Actor | null,
  product: { id: string; name: string },
  stock: { onHand: number | null; resetTo: number | null },
): Promise<void> {
  return recordAudit(tx, actor, {
    action: 'stock.set',
    entityType: 'product',
    entityId: product.id,
    details: { name: product.name, stock: stock.onHand, resetTo: stock.onHand === null ? null : stock.resetTo },
  });
}

/** The morning's reset, one entry per count it set, with no one as the actor. */
export async function auditResets(tx: DbOrTx, reset: readonly CountReset[]): Promise<void> {
  const names = new Map(
    (
      await findProductRows(
        tx,
        reset.map((row) => row.productId),
      )
    ).map((product) => [product.id, product.name]),
  );
  for (const row of reset) {
    await recordAudit(tx, null, {
      action: 'stock.reset',
      entityType: 'product',
      entityId: row.productId,
      details: { name: names.get(row.productId) ?? null, stock: row.to },
    });
  }
}
