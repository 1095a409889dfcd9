/**
 * What every staff change to the catalogue shares: its dependencies, its transaction (the change, its audit record and
 * the menu's announcement stand or fall together) and the audit log's list of changed fields.
 */
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { invalid, notFound, type AppError } from '../../errors';
import type { Actor, AuditService } from '../audit';
import { categories } from './schema';
import type { MenuService } from './menu-service';
import type { PhotoLane } from './photo-lane';

/** What the service needs, handed over by services.ts when it builds the service. */
export interface CatalogueAdminDeps {
  db: Db;
  /** Tells every open menu to refresh, inside the change's transaction. */
  menu: Pick<MenuService, 'changed'>;
  audit: Pick<AuditService, 'record'>;
  /** Photos' sizes are made one at a time, in a lane of their own. */
  photoLane: PhotoLane;
}

/** The fields that changed, as { field: { from, to } }, for the audit log. */
export function changesBetween<T extends object>(before: T, after: T): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [field, to] of Object.entries(after)) {
    if (field === 'updatedAt' || field === 'createdAt') continue;
    const from = (before as Record<string, unknown>)[field];
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from, to };
  }
  return changes;
}

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export async function inTransaction<T>(
  deps: CatalogueAdminDeps,
  work: (tx: DbOrTx) => Promise<T>,
  explain: (error: unknown) => AppError | null,
): Promise<T> {
  try {
    return await deps.db.transaction(async (tx) => {
      const result = await work(tx);
      await deps.menu.changed(tx);
      return result;
    });
  } catch (error) {
    throw explain(error) ?? error;
  }
}

/** Refuses a category value no category has: products and promotions name their category by its value. */
export async function requireCategoryValue(tx: DbOrTx, value: string): Promise<void> {
  const [row] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.value, value)).limit(1);
  if (!row) throw invalid(`There is no category "${value}". Choose one of the categories.`, { field: 'category' });
}

/**
 * Deletes one item and records who did, as one change: `remove` deletes it and answers its row, or nothing when there
 * was no such item (then the answer is 404 with `missing`); `entry` is what the audit log says of the row deleted.
 */
export function deleteAudited<Row>(
  deps: CatalogueAdminDeps,
  actor: Actor,
  missing: string,
  remove: (tx: DbOrTx) => Promise<Row | undefined>,
  entry: (row: Row) => Parameters<CatalogueAdminDeps['audit']['record']>[2],
): Promise<void> {
  return inTransaction(
    deps,
    async (tx) => {
      const row = await remove(tx);
      if (row === undefined) throw notFound(missing);
      await deps.audit.record(tx, actor, entry(row));
    },
    () => null,
  );
}
