/**
 * Ingredients and what they go into. Out and Back in are conditional updates (out only from in stock, and back), so a
 * double tap or two tills at once record one outage; each outage is kept for the report.
 */
import type { IngredientLinks } from '@domain/stock';
import { and, asc, eq, gte, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ingredientLinks, ingredientOutages, ingredients } from './schema';

export interface IngredientRow extends IngredientLinks {
  id: string;
  outSince: Date | null;
}

export interface IngredientInput {
  name: string;
  productIds: readonly string[];
  optionIds: readonly string[];
}

/** Every ingredient with its links, by name. */
export async function listIngredients(db: DbOrTx): Promise<IngredientRow[]> {
  const [rows, links] = await Promise.all([
    db.select().from(ingredients).orderBy(asc(ingredients.name)),
    db.select().from(ingredientLinks),
  ]);
  return rows.map((row) => {
    const own = links.filter((link) => link.ingredientId === row.id);
    return {
      id: row.id,
      name: row.name,
      out: row.outSince !== null,
      outSince: row.outSince,
      productIds: own.filter((link) => link.kind === 'product').map((link) => link.targetId),
      optionIds: own.filter((link) => link.kind === 'option').map((link) => link.targetId),
    };
  });
}

/** Whether another ingredient already has this name (case and spaces ignored). */
export async function nameTaken(db: DbOrTx, name: string, exceptId: string | null): Promise<boolean> {
  const same = sql`lower(trim(${ingredients.name})) = ${name.trim().toLowerCase()}`;
  const rows = await db
    .select({ id: ingredients.id })
    .from(ingredients)
    .where(exceptId ? and(same, ne(ingredients.id, exceptId)) : same);
  return rows.length > 0;
}

async function writeLinks(db: DbOrTx, id: string, input: IngredientInput) {
  await db.delete(ingredientLinks).where(eq(ingredientLinks.ingredientId, id));
  const rows = [...new Set(input.productIds.map((target) => target.toLowerCase()))].map((targetId) => ({
    ingredientId: id,
    kind: 'product' as const,
    targetId,
  }));
  const options = [...new Set(input.optionIds)].map((targetId) => ({
    ingredientId: id,
    kind: 'option' as const,
    targetId,
  }));
  if (rows.length + options.length > 0) await db.insert(ingredientLinks).values([...rows, ...options]);
}

export async function insertIngredient(db: DbOrTx, input: IngredientInput, now: Date): Promise<string> {
  const [row] = await db
    .insert(ingredients)
    .values({ name: input.name.trim(), createdAt: now, updatedAt: now })
    .returning({ id: ingredients.id });
  await writeLinks(db, row!.id, input);
  return row!.id;
}

/** False when there is no such ingredient. */
export async function updateIngredient(db: DbOrTx, id: string, input: IngredientInput, now: Date): Promise<boolean> {
  const updated = await db
    .update(ingredients)
    .set({ name: input.name.trim(), updatedAt: now })
    .where(eq(ingredients.id, id))
    .returning({ id: ingredients.id });
  if (!updated.length) return false;
  await writeLinks(db, id, input);
  return true;
}

/** The deleted ingredient's name, or null when there was no such ingredient. */
export async function deleteIngredient(db: DbOrTx, id: string): Promise<string | null> {
  const [deleted] = await db.delete(ingredients).where(eq(ingredients.id, id)).returning({ name: ingredients.name });
  return deleted?.name ?? null;
}

/**
 * Out (true) or Back in (false): null when there is no such ingredient, else its name and whether it changed (a
 * repeated tap changes nothing and records nothing).
 */
export async function setOut(
  db: DbOrTx,
  id: string,
  out: boolean,
  now: Date,
): Promise<{ name: string; changed: boolean } | null> {
  const [moved] = await db
    .update(ingredients)
    .set({ outSince: out ? now : null, updatedAt: now })
    .where(and(eq(ingredients.id, id), out ? isNull(ingredients.outSince) : isNotNull(ingredients.outSince)))
    .returning({ name: ingredients.name });
  if (!moved) {
    const [exists] = await db.select({ name: ingredients.name }).from(ingredients).where(eq(ingredients.id, id));
    return exists ? { name: exists.name, changed: false } : null;
  }
  if (out) await db.insert(ingredientOutages).values({ ingredientId: id, startedAt: now });
  else
    await db
      .update(ingredientOutages)
      .set({ endedAt: now })
      .where(and(eq(ingredientOutages.ingredientId, id), isNull(ingredientOutages.endedAt)));
  return { name: moved.name, changed: true };
}

/** The outages that overlap the time since `from` (still going: no end), with their ingredient's name. */
export async function outagesSince(db: DbOrTx, from: Date) {
  return db
    .select({
      ingredientId: ingredientOutages.ingredientId,
      name: ingredients.name,
      startedAt: ingredientOutages.startedAt,
      endedAt: ingredientOutages.endedAt,
    })
    .from(ingredientOutages)
    .innerJoin(ingredients, eq(ingredients.id, ingredientOutages.ingredientId))
    .where(or(isNull(ingredientOutages.endedAt), gte(ingredientOutages.endedAt, from)))
    .orderBy(asc(ingredientOutages.startedAt));
}
