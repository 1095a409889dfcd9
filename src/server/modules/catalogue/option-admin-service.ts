/**
 * Staff changes to drink options: create, edit, order and delete option groups with their options, mark an
 * option sold out, and say where a group applies (its categories, and per product switched off or added). Each change
 * is one transaction with its audit record and the menu's announcement (admin-transaction.ts), like every other
 * catalogue change, so every open menu refreshes.
 */
import type { AdminOptionGroupInput } from '@domain/contracts/admin-options';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { canonicalOptionId } from '@domain/drink-options';
import { isUuid } from '@domain/uuid';
import type { DbOrTx } from '../../db/client';
import { categories, categoryOptionGroups, drinkOptions, optionGroups, products, productOptionGroups } from './schema';
import { conflict, invalid, notFound } from '../../errors';
import type { Actor } from '../audit';
import { changesBetween, deleteAudited, inTransaction, type CatalogueAdminDeps } from './admin-transaction';
import { adminOptionGroup, listAdminOptionGroups } from './option-repository';

/** Checks that the categories and products a group is attached to exist. */
async function requireAttachments(tx: DbOrTx, input: AdminOptionGroupInput): Promise<void> {
  if (input.categories.length > 0) {
    const found = await tx
      .select({ value: categories.value })
      .from(categories)
      .where(inArray(categories.value, input.categories));
    const known = new Set(found.map((row) => row.value));
    const missing = input.categories.find((value) => !known.has(value));
    if (missing !== undefined) {
      throw invalid(`There is no category "${missing}". Choose one of the categories.`, { field: 'categories' });
    }
  }
  const bad = input.products.find((link) => !isUuid(link.productId));
  if (bad) throw invalid(`There is no product "${bad.productId}".`, { field: 'products' });
  if (input.products.length > 0) {
    const ids = input.products.map((link) => link.productId.toLowerCase());
    const found = await tx.select({ id: products.id }).from(products).where(inArray(products.id, ids));
    const known = new Set(found.map((row) => row.id.toLowerCase()));
    const missing = ids.find((id) => !known.has(id));
    if (missing !== undefined) throw invalid(`There is no product "${missing}".`, { field: 'products' });
  }
}

/** Refuses an option id another group already uses: an option id names one option in the whole catalogue. */
async function requireOwnOptionIds(tx: DbOrTx, input: AdminOptionGroupInput): Promise<void> {
  const ids = input.options.map((option) => option.id);
  const taken = await tx
    .select({ id: drinkOptions.id, groupId: drinkOptions.groupId })
    .from(drinkOptions)
    .where(and(inArray(drinkOptions.id, ids), ne(drinkOptions.groupId, input.id)))
    .limit(1);
  if (taken[0]) {
    throw conflict(`The option id "${taken[0].id}" is already used in another group. Choose a different id.`, {
      field: 'options',
    });
  }
}

/** Writes the group's options and attachments as the input says, replacing what was there. */
async function writeGroupContents(tx: DbOrTx, input: AdminOptionGroupInput, now: Date): Promise<void> {
  await tx.delete(drinkOptions).where(eq(drinkOptions.groupId, input.id));
  for (const option of input.options) {
    await tx.insert(drinkOptions).values({
      id: option.id,
      groupId: input.id,
      name: option.name,
      priceReg: option.priceReg,
      priceLrg: option.priceLrg,
      isDefault: option.isDefault,
      soldOut: option.soldOut,
      sortOrder: option.sortOrder,
      allergens: option.allergens ?? [],
      vatClass: option.vatClass ?? null,
      createdAt: now,
      updatedAt: now,
    });
  }
  await tx.delete(categoryOptionGroups).where(eq(categoryOptionGroups.groupId, input.id));
  if (input.categories.length > 0) {
    await tx.insert(categoryOptionGroups).values(input.categories.map((category) => ({ category, groupId: input.id })));
  }
  await tx.delete(productOptionGroups).where(eq(productOptionGroups.groupId, input.id));
  if (input.products.length > 0) {
    await tx
      .insert(productOptionGroups)
      .values(
        input.products.map((link) => ({ productId: link.productId.toLowerCase(), groupId: input.id, mode: link.mode })),
      );
  }
}

const limitsOf = (input: AdminOptionGroupInput) =>
  input.kind === 'single' ? { minChoices: 1, maxChoices: 1 } : { minChoices: input.min, maxChoices: input.max };

/** What the audit log keeps of a group: enough to read what changed. */
function auditView(group: Awaited<ReturnType<typeof adminOptionGroup>>) {
  if (!group) return {};
  const { group: g } = group;
  return {
    name: g.name,
    kind: g.kind,
    ...(g.kind === 'multi' ? { min: g.min, max: g.max } : {}),
    options: g.options.map(
      (option) =>
        `${option.name} ${option.priceReg}/${option.priceLrg}p${option.isDefault ? ' default' : ''}${option.soldOut ? ' sold out' : ''}`,
    ),
    categories: group.categories,
    products: group.products.map((link) => `${link.mode} ${link.productId}`),
  };
}

async function createOptionGroup(deps: CatalogueAdminDeps, actor: Actor, input: AdminOptionGroupInput) {
  return inTransaction(
    deps,
    async (tx) => {
      const [existing] = await tx
        .select({ id: optionGroups.id })
        .from(optionGroups)
        .where(eq(optionGroups.id, input.id))
        .limit(1);
      if (existing) throw conflict(`A group with the id "${input.id}" already exists.`, { field: 'id' });
      await requireOwnOptionIds(tx, input);
      await requireAttachments(tx, input);
      const now = new Date();
      await tx.insert(optionGroups).values({
        id: input.id,
        name: input.name,
        kind: input.kind,
        ...limitsOf(input),
        sortOrder: input.sortOrder,
        createdAt: now,
        updatedAt: now,
      });
      await writeGroupContents(tx, input, now);
      const saved = (await adminOptionGroup(tx, input.id))!;
      await deps.audit.record(tx, actor, {
        action: 'option_group.create',
        entityType: 'option_group',
        entityId: input.id,
        details: auditView(saved),
      });
      return saved;
    },
    () => null,
  );
}

async function updateOptionGroup(deps: CatalogueAdminDeps, actor: Actor, id: string, input: AdminOptionGroupInput) {
  if (input.id !== id) throw invalid('The group id cannot be changed.', { field: 'id' });
  return inTransaction(
    deps,
    async (tx) => {
      const [row] = await tx.select().from(optionGroups).where(eq(optionGroups.id, id)).limit(1).for('update');
      if (!row) throw notFound('No such option group.');
      const before = await adminOptionGroup(tx, id);
      await requireOwnOptionIds(tx, input);
      await requireAttachments(tx, input);
      const now = new Date();
      await tx
        .update(optionGroups)
        .set({ name: input.name, kind: input.kind, ...limitsOf(input), sortOrder: input.sortOrder, updatedAt: now })
        .where(eq(optionGroups.id, id));
      await writeGroupContents(tx, input, now);
      const saved = (await adminOptionGroup(tx, id))!;
      await deps.audit.record(tx, actor, {
        action: 'option_group.update',
        entityType: 'option_group',
        entityId: id,
        details: { name: saved.group.name, changes: changesBetween(auditView(before), auditView(saved)) },
      });
      return saved;
    },
    () => null,
  );
}

async function deleteOptionGroup(deps: CatalogueAdminDeps, actor: Actor, id: string) {
  // Its options and attachments go with it (ON DELETE CASCADE); placed orders keep their own snapshot.
  return deleteAudited(
    deps,
    actor,
    'No such option group.',
    async (tx) => (await tx.delete(optionGroups).where(eq(optionGroups.id, id)).returning())[0],
    (row) => ({ action: 'option_group.delete', entityType: 'option_group', entityId: id, details: { name: row.name } }),
  );
}

/** Puts the groups in the order given (first shown first in the size dialog); every group must be listed once. */
async function reorderOptionGroups(deps: CatalogueAdminDeps, actor: Actor, ids: string[]) {
  return inTransaction(
    deps,
    async (tx) => {
      const rows = await tx
        .select()
        .from(optionGroups)
        .orderBy(asc(optionGroups.sortOrder), asc(optionGroups.id))
        .for('update');
      const known = new Set(rows.map((row) => row.id));
      const unknown = ids.find((id) => !known.has(id));
      if (unknown !== undefined) throw invalid(`There is no option group "${unknown}".`, { field: 'ids' });
      if (ids.length !== rows.length) throw invalid('The order must list every option group once.', { field: 'ids' });
      const now = new Date();
      for (const [index, id] of ids.entries()) {
        await tx.update(optionGroups).set({ sortOrder: index, updatedAt: now }).where(eq(optionGroups.id, id));
      }
      const names = new Map(rows.map((row) => [row.id, row.name]));
      await deps.audit.record(tx, actor, {
        action: 'option_group.reorder',
        entityType: 'option_group',
        entityId: null,
        details: { from: rows.map((row) => row.name), to: ids.map((id) => names.get(id)) },
      });
    },
    () => null,
  );
}

/** Marks one option sold out (shown disabled, refused at checkout) or back in stock. */
async function setOptionSoldOut(deps: CatalogueAdminDeps, actor: Actor, given: string, soldOut: boolean) {
  const id = canonicalOptionId(given);
  return inTransaction(
    deps,
    async (tx) => {
      const [row] = await tx
        .update(drinkOptions)
        .set({ soldOut, updatedAt: new Date() })
        .where(eq(drinkOptions.id, id))
        .returning();
      if (!row) throw notFound('No such option.');
      const [group] = await tx
        .select({ name: optionGroups.name })
        .from(optionGroups)
        .where(eq(optionGroups.id, row.groupId));
      await deps.audit.record(tx, actor, {
        action: soldOut ? 'drink_option.sold_out' : 'drink_option.back_in_stock',
        entityType: 'drink_option',
        entityId: id,
        details: { name: row.name, group: group?.name ?? row.groupId },
      });
      const { id: optionId, groupId, name, priceReg, priceLrg, isDefault, sortOrder } = row;
      return { id: optionId, groupId, name, priceReg, priceLrg, isDefault, soldOut: row.soldOut, sortOrder };
    },
    () => null,
  );
}

/** The option half of the catalogue admin service (catalogue-admin-service.ts spreads it in). */
export function createOptionAdmin(deps: CatalogueAdminDeps) {
  return {
    listOptionGroups: () => listAdminOptionGroups(deps.db),
    createOptionGroup: (actor: Actor, input: AdminOptionGroupInput) => createOptionGroup(deps, actor, input),
    updateOptionGroup: (actor: Actor, id: string, input: AdminOptionGroupInput) =>
      updateOptionGroup(deps, actor, id, input),
    deleteOptionGroup: (actor: Actor, id: string) => deleteOptionGroup(deps, actor, id),
    reorderOptionGroups: (actor: Actor, ids: string[]) => reorderOptionGroups(deps, actor, ids),
    setOptionSoldOut: (actor: Actor, id: string, soldOut: boolean) => setOptionSoldOut(deps, actor, id, soldOut),
  };
}
