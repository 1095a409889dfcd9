/**
 * Data access for drink options and allergens: option groups, their options, their attachment to
 * categories and products, and each product's allergens and dietary tags. The menu and checkout read the live
 * catalogue through loadOptionCatalogue; only this module writes these tables.
 */
import { asc, sql } from 'drizzle-orm';
import {
  isAllergenCode,
  isDietaryTagCode,
  sortAllergens,
  type AllergenCode,
  type DietaryTagCode,
} from '@domain/allergens';
import {
  groupsForProduct,
  type CategoryOptionGroup,
  type OptionGroup,
  type ProductOptionGroup,
} from '@domain/drink-options';
import type { DbOrTx } from '../../db/client';
import { categoryOptionGroups, drinkOptions, optionGroups, productOptionGroups } from './schema';

export interface OptionCatalogue {
  groups: OptionGroup[];
  categoryGroups: CategoryOptionGroup[];
  productGroups: ProductOptionGroup[];
}

/**
 * Every option group with its options, and every attachment, as the domain reads them; with `staff`, each option's
 * VAT class too (the customer's menu never carries it).
 */
export async function loadOptionCatalogue(db: DbOrTx, { staff = false } = {}): Promise<OptionCatalogue> {
  const [groupRows, optionRows, categoryRows, productRows] = await Promise.all([
    db.select().from(optionGroups).orderBy(asc(optionGroups.sortOrder), asc(optionGroups.id)),
    db.select().from(drinkOptions).orderBy(asc(drinkOptions.sortOrder), asc(drinkOptions.id)),
    db.select().from(categoryOptionGroups),
    db.select().from(productOptionGroups),
  ]);
  const groups: OptionGroup[] = groupRows.map((row) => {
    const options = optionRows
      .filter((option) => option.groupId === row.id)
      .map(({ id, name, priceReg, priceLrg, isDefault, soldOut, sortOrder, allergens, vatClass }) => ({
        id,
        name,
        priceReg,
        priceLrg,
        isDefault,
        soldOut,
        sortOrder,
        ...(allergens.length && { allergens: allergensOf(allergens) }),
        ...(staff && { vatClass }),
      }));
    const base = { id: row.id, name: row.name, sortOrder: row.sortOrder, options };
    return row.kind === 'single'
      ? { ...base, kind: 'single' as const }
      : { ...base, kind: 'multi' as const, min: row.minChoices, max: row.maxChoices };
  });
  return {
    groups,
    categoryGroups: categoryRows.map(({ category, groupId }) => ({ category, groupId })),
    productGroups: productRows.map(({ productId, groupId, mode }) => ({ productId, groupId, mode })),
  };
}

/** What printing needs of the options: where groups attach (what is a drink) and the allergens each option brings. */
export interface DrinkFacts {
  categoryGroups: CategoryOptionGroup[];
  productGroups: ProductOptionGroup[];
  /** By option id, the options that bring any allergen. */
  optionAllergens: Map<string, AllergenCode[]>;
}

/**
 * Read one query after the other: it is called in the payment's own transaction, whose queries share one connection.
 */
export async function loadDrinkFacts(db: DbOrTx): Promise<DrinkFacts> {
  const categoryRows = await db.select().from(categoryOptionGroups);
  const productRows = await db.select().from(productOptionGroups);
  const optionRows = await db
    .select({ id: drinkOptions.id, allergens: drinkOptions.allergens })
    .from(drinkOptions)
    .where(sql`${drinkOptions.allergens} <> '[]'::jsonb`);
  return {
    categoryGroups: categoryRows.map(({ category, groupId }) => ({ category, groupId })),
    productGroups: productRows.map(({ productId, groupId, mode }) => ({ productId, groupId, mode })),
    optionAllergens: new Map(optionRows.map((row) => [row.id, allergensOf(row.allergens)])),
  };
}

/** Each option group's name by its id (the sales report names the options it ranks). */
export async function optionGroupNames(db: DbOrTx): Promise<Record<string, string>> {
  const rows = await db.select({ id: optionGroups.id, name: optionGroups.name }).from(optionGroups);
  return Object.fromEntries(rows.map((row) => [row.id, row.name]));
}

/** The groups one product offers, in the size dialog's order. */
export function productGroupsOf(catalogue: OptionCatalogue, product: { id: string; category: string }): OptionGroup[] {
  return groupsForProduct(product, catalogue.groups, catalogue.categoryGroups, catalogue.productGroups);
}

/** A product row's stored allergens, known codes only, FSA order. */
export function allergensOf(stored: readonly string[] | null | undefined): AllergenCode[] {
  return sortAllergens((stored ?? []).filter(isAllergenCode));
}

/** A product row's stored dietary tags, known codes only. */
export function tagsOf(stored: readonly string[] | null | undefined): DietaryTagCode[] {
  return [...new Set((stored ?? []).filter(isDietaryTagCode))];
}

/** A group as the staff's Options section reads it: the group and where it applies. */
export interface AdminOptionGroup {
  group: OptionGroup;
  categories: string[];
  products: { productId: string; mode: 'add' | 'remove' }[];
}

/** Every option group, in the size dialog's order, with where each applies. */
export async function listAdminOptionGroups(db: DbOrTx): Promise<AdminOptionGroup[]> {
  const catalogue = await loadOptionCatalogue(db, { staff: true });
  return catalogue.groups.map((group) => ({
    group: {
      ...group,
      options: [...group.options].sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name)),
    },
    categories: catalogue.categoryGroups
      .filter((link) => link.groupId === group.id)
      .map((link) => link.category)
      .sort(),
    products: catalogue.productGroups
      .filter((link) => link.groupId === group.id)
      .map(({ productId, mode }) => ({ productId, mode })),
  }));
}

/** One group as listAdminOptionGroups gives it, or null. */
export async function adminOptionGroup(db: DbOrTx, id: string): Promise<AdminOptionGroup | null> {
  return (await listAdminOptionGroups(db)).find((entry) => entry.group.id === id) ?? null;
}
