/**
 * Staff changes to the promotions ("buy N for £X" deals): each one transaction with its audit record and the menu's
 * announcement (admin-transaction.ts). At most one active promotion per category and size, which the database holds.
 */
import type { PromotionInput } from '@domain/schemas';
import { sizeCode } from '@domain/sizes';
import { isUuid } from '@domain/uuid';
import { eq } from 'drizzle-orm';
import { constraintViolationOf, FOREIGN_KEY_VIOLATION, UNIQUE_VIOLATION } from '../../db/database-errors';
import { AppError, conflict, invalid, notFound } from '../../errors';
import type { Actor } from '../audit';
import {
  changesBetween,
  deleteAudited,
  inTransaction,
  requireCategoryValue,
  type CatalogueAdminDeps,
} from './admin-transaction';
import { listPromotions, promotionColumns, toPromotion } from './catalogue-repository';
import { promotions } from './schema';

function promotionProblem(
  error: unknown,
  promotion: { category?: string | undefined; size?: 'reg' | 'lrg' | undefined },
): AppError | null {
  const violation = constraintViolationOf(error);
  if (violation?.code === UNIQUE_VIOLATION && violation.constraint !== 'promotions_pkey') {
    // At most one active promotion per category and size.
    const which = `${promotion.category ?? ''} ${promotion.size ? sizeCode(promotion.size) : ''}`.trim();
    return conflict(
      `There is already an active promotion for ${which}. Make that one inactive first, or edit it instead.`,
    );
  }
  if (violation?.code === FOREIGN_KEY_VIOLATION) {
    return invalid(`There is no category "${promotion.category ?? ''}". Choose one of the categories.`, {
      field: 'category',
    });
  }
  return null;
}

async function createPromotion(deps: CatalogueAdminDeps, actor: Actor, input: PromotionInput) {
  return inTransaction(
    deps,
    async (tx) => {
      await requireCategoryValue(tx, input.category);
      const now = new Date();
      const [row] = await tx
        .insert(promotions)
        .values({ ...promotionColumns(input), active: input.active ?? true, createdAt: now, updatedAt: now })
        .returning();
      const promotion = toPromotion(row!);
      await deps.audit.record(tx, actor, {
        action: 'promotion.create',
        entityType: 'promotion',
        entityId: promotion.id,
        details: {
          title: promotion.title,
          category: promotion.category,
          size: promotion.size,
          active: promotion.active,
        },
      });
      return promotion;
    },
    (error) => promotionProblem(error, input),
  );
}

async function updatePromotion(deps: CatalogueAdminDeps, actor: Actor, id: string, input: Partial<PromotionInput>) {
  if (!isUuid(id)) throw notFound('No such promotion.');
  let merged: { category?: string; size?: 'reg' | 'lrg' } = input;
  return inTransaction(
    deps,
    async (tx) => {
      const [before] = await tx.select().from(promotions).where(eq(promotions.id, id)).limit(1).for('update');
      if (!before) throw notFound('No such promotion.');
      merged = { category: input.category ?? before.category, size: input.size ?? before.size };
      if (input.category !== undefined && input.category !== before.category)
        await requireCategoryValue(tx, input.category);
      const [row] = await tx
        .update(promotions)
        .set({ ...promotionColumns(input), updatedAt: new Date() })
        .where(eq(promotions.id, id))
        .returning();
      const promotion = toPromotion(row!);
      const changes = changesBetween(toPromotion(before), promotion);
      await deps.audit.record(tx, actor, {
        action: 'promotion.update',
        entityType: 'promotion',
        entityId: id,
        details: { title: promotion.title, changes },
      });
      return promotion;
    },
    (error) => promotionProblem(error, merged),
  );
}

async function deletePromotion(deps: CatalogueAdminDeps, actor: Actor, id: string) {
  if (!isUuid(id)) throw notFound('No such promotion.');
  return deleteAudited(
    deps,
    actor,
    'No such promotion.',
    async (tx) => (await tx.delete(promotions).where(eq(promotions.id, id)).returning())[0],
    (row) => ({
      action: 'promotion.delete',
      entityType: 'promotion',
      entityId: id,
      details: { title: row.title, category: row.category, size: row.size },
    }),
  );
}

/** The promotions' part of the catalogue service (createCatalogueAdminService spreads it in). */
export function createPromotionAdmin(deps: CatalogueAdminDeps) {
  return {
    listPromotions: () => listPromotions(deps.db),
    createPromotion: (actor: Actor, input: PromotionInput) => createPromotion(deps, actor, input),
    updatePromotion: (actor: Actor, id: string, input: Partial<PromotionInput>) =>
      updatePromotion(deps, actor, id, input),
    deletePromotion: (actor: Actor, id: string) => deletePromotion(deps, actor, id),
  };
}
