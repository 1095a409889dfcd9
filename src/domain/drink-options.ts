/**
 * Drink options: sugar, ice, toppings. Option groups hold options priced in pence by size; groups attach
 * to a category (all its products) and can be switched off or added per product. The browser's size dialog and the
 * server's checkout both choose through validateChoices, so a choice the dialog accepts is one checkout accepts.
 */
import type { AllergenCode } from './allergens';
import type { Pence } from './money';
import type { Size } from './sizes';
import type { VatClass } from './vat';

export interface DrinkOption {
  /** Stable id; unique across the whole catalogue, so an id alone names one option. */
  id: string;
  name: string;
  /** Surcharge at REG, in pence (0 for most options). */
  priceReg: Pence;
  /** Surcharge at LRG: a large cup may take more of a topping. */
  priceLrg: Pence;
  /** Preselected in the size dialog. */
  isDefault: boolean;
  /** Shown disabled, and refused at checkout. */
  soldOut: boolean;
  sortOrder: number;
  /** The 14 allergens this option brings to the drink (a topping's, a milk's); absent or empty when none. */
  allergens?: AllergenCode[];
  /** The ingredient that is out and takes it off the menu ("Tapioca pearls"); absent otherwise. */
  outOf?: string;
  /** Its own VAT class, as staff see it (never on the customer's menu); absent: the drink's. */
  vatClass?: VatClass | null;
}

interface OptionGroupBase {
  id: string;
  /** The legend the customer reads: "Sugar", "Ice", "Toppings". */
  name: string;
  sortOrder: number;
  options: DrinkOption[];
}

/** Exactly one choice (radio buttons), or between min and max choices (checkboxes). */
export type OptionGroup = OptionGroupBase & ({ kind: 'single' } | { kind: 'multi'; min: number; max: number });

/** A group attached to every product of a category (categories are named by their value, as products name them). */
export interface CategoryOptionGroup {
  category: string;
  groupId: string;
}

/** A per-product exception: `add` a group its category lacks, or `remove` (switch off) one the category gives. */
export interface ProductOptionGroup {
  productId: string;
  groupId: string;
  mode: 'add' | 'remove';
}

/**
 * A chosen option as a basket line and an order keep it: a snapshot of its name and its price at the line's size,
 * so a later catalogue edit never changes a placed order.
 */
export interface ChosenOption {
  id: string;
  groupId: string;
  name: string;
  /** Surcharge at the line's size, in pence. */
  price: Pence;
}

/** An option's surcharge at a size. */
export function optionPrice(option: Pick<DrinkOption, 'priceReg' | 'priceLrg'>, size: Size): Pence {
  return size === 'reg' ? option.priceReg : option.priceLrg;
}

/** The surcharges of a unit's chosen options, added to its size price and never discounted. */
export function optionsSurcharge(options: readonly Pick<ChosenOption, 'price'>[] | undefined): Pence {
  return (options ?? []).reduce((sum, option) => sum + option.price, 0);
}

function byOrder<T extends { sortOrder: number; name: string; id: string }>(a: T, b: T): number {
  return a.sortOrder - b.sortOrder || a.name.localeCompare(b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** A product id as attachments compare it (ids are UUIDs, the same product in either letter case). */
function sameProductId(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * The option groups a product offers, in the order the size dialog shows them (group order, then option order):
 * its category's groups, minus those the product switches off, plus those it adds. A removal wins over an addition
 * of the same group, so "switched off" always means off.
 */
export function groupsForProduct(
  product: { id: string; category: string },
  groups: readonly OptionGroup[],
  categoryGroups: readonly CategoryOptionGroup[],
  productGroups: readonly ProductOptionGroup[],
): OptionGroup[] {
  const ids = new Set(categoryGroups.filter((link) => link.category === product.category).map((link) => link.groupId));
  const own = productGroups.filter((link) => sameProductId(link.productId, product.id));
  for (const link of own) if (link.mode === 'add') ids.add(link.groupId);
  for (const link of own) if (link.mode === 'remove') ids.delete(link.groupId);
  return groups
    .filter((group) => ids.has(group.id))
    .sort(byOrder)
    .map((group) => ({ ...group, options: [...group.options].sort(byOrder) }));
}

/**
 * The choices the size dialog starts with: each group's default options that are not sold out. A single-choice
 * group whose default is sold out falls back to its first available option, so the customer can still order.
 */
export function defaultChoices(groups: readonly OptionGroup[]): string[] {
  const chosen: string[] = [];
  for (const group of groups) {
    const available = group.options.filter((option) => !option.soldOut);
    if (group.kind === 'single') {
      const pick = available.find((option) => option.isDefault) ?? available[0];
      if (pick) chosen.push(pick.id);
    } else {
      const defaults = available.filter((option) => option.isDefault).slice(0, group.max);
      chosen.push(...defaults.map((option) => option.id));
    }
  }
  return chosen;
}

/** How many choices a group takes, as numbers. */
export function choiceLimits(group: OptionGroup): { min: number; max: number } {
  return group.kind === 'single' ? { min: 1, max: 1 } : { min: group.min, max: group.max };
}

/**
 * The group's rule in the size dialog's words: "Choose up to 3 toppings", "Choose 1 to 2 syrups",
 * "Choose 2 toppings", "Choose one sugar".
 */
export function choiceHint(group: OptionGroup): string {
  const noun = group.name.toLowerCase();
  const { min, max } = choiceLimits(group);
  if (group.kind === 'single') return `Choose one ${noun}`;
  if (min === max) return `Choose ${max} ${noun}`;
  if (min === 0) return `Choose up to ${max} ${noun}`;
  return `Choose ${min} to ${max} ${noun}`;
}

export type ChoiceProblem =
  'unknown-option' | 'other-product' | 'sold-out' | 'duplicate' | 'too-few' | 'too-many' | 'single-choice';

export type ChoiceResult =
  | { ok: true; options: ChosenOption[] }
  | {
      ok: false;
      problem: ChoiceProblem;
      /** For the server's 400 `{error}`: names the drink, e.g. "Classic Milk Tea: choose at most 3 Toppings". */
      message: string;
      /** For the size dialog, without the drink's name, e.g. "Choose up to 3 toppings". */
      hint: string;
      /** The group the problem is in, when there is one. */
      groupId: string | null;
      /** The offending option id, when there is one. */
      optionId: string | null;
    };

export interface ValidateChoicesContext {
  size: Size;
  /**
   * Every option group of the catalogue, so an option of another product is told apart from an unknown id. Without
   * it, both are "not an option of" the drink.
   */
  catalogue?: readonly OptionGroup[];
}

/**
 * Checks a drink's chosen option ids against the groups it offers (the size dialog and checkout both call
 * this). Accepts only when every id is an option of this product, none is sold out or chosen twice, a single-choice
 * group has exactly one choice and a multi-choice group between its minimum and maximum. The accepted options come
 * back in the dialog's order (group, then option) with their names and prices at the size; the first problem found
 * comes back otherwise, worded for both the server and the dialog.
 */
export function validateChoices(
  productName: string,
  groups: readonly OptionGroup[],
  chosen: readonly string[],
  context: ValidateChoicesContext,
): ChoiceResult {
  const drink = productName.trim() || 'This drink';
  const refuse = (
    problem: ChoiceProblem,
    detail: string,
    hint: string,
    groupId: string | null = null,
    optionId: string | null = null,
  ): ChoiceResult => ({ ok: false, problem, message: `${drink}: ${detail}`, hint, groupId, optionId });

  // Ids are compared as optionsKey compares them: a UUID names the same option in either letter case.
  const own = new Set(groups.flatMap((group) => group.options.map((option) => canonicalOptionId(option.id))));
  const elsewhere = new Map<string, DrinkOption>();
  for (const group of context.catalogue ?? []) {
    for (const option of group.options) elsewhere.set(canonicalOptionId(option.id), option);
  }

  // Problems are looked for in a fixed order (ids foreign to the drink, sorted; then the drink's own options in the
  // dialog's order), so the same choices get the same answer whatever order they were picked in.
  const counts = new Map<string, number>();
  for (const raw of chosen) {
    const key = canonicalOptionId(raw);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const id = [...counts.keys()].filter((key) => !own.has(key)).sort()[0];
  if (id !== undefined) {
    const other = elsewhere.get(id);
    return other
      ? refuse(
          'other-product',
          `${other.name} is not an option of this drink`,
          `${other.name} is not available on ${drink}`,
          null,
          id,
        )
      : refuse(
          'unknown-option',
          `unknown option '${id.slice(0, 64)}'`,
          'One of the options is no longer available',
          null,
          id,
        );
  }
  for (const group of groups) {
    for (const option of group.options) {
      if ((counts.get(canonicalOptionId(option.id)) ?? 0) > 1) {
        return refuse('duplicate', `${option.name} is chosen twice`, `Choose ${option.name} once`, group.id, option.id);
      }
    }
  }
  for (const group of groups) {
    for (const option of group.options) {
      if (option.soldOut && counts.has(canonicalOptionId(option.id))) {
        return refuse('sold-out', `${option.name} is sold out`, `${option.name} is sold out`, group.id, option.id);
      }
    }
  }

  const options: ChosenOption[] = [];
  for (const group of groups) {
    const picked = group.options.filter((option) => counts.has(canonicalOptionId(option.id)));
    const { min, max } = choiceLimits(group);
    if (group.kind === 'single' && picked.length !== 1) {
      return refuse(
        'single-choice',
        picked.length === 0 ? `choose one ${group.name}` : `choose only one ${group.name}`,
        choiceHint(group),
        group.id,
      );
    }
    if (picked.length > max) {
      return refuse('too-many', `choose at most ${max} ${group.name}`, choiceHint(group), group.id);
    }
    if (picked.length < min) {
      return refuse('too-few', `choose at least ${min} ${group.name}`, choiceHint(group), group.id);
    }
    for (const option of picked) {
      options.push({ id: option.id, groupId: group.id, name: option.name, price: optionPrice(option, context.size) });
    }
  }
  return { ok: true, options };
}

/**
 * A line's options as one compact line of text, in the order they were chosen in the dialog:
 * "25% sugar · Less ice · Tapioca pearls". Every chosen option is named, defaults included, so the counter reads the
 * whole drink without knowing what the defaults are. Empty when the line has no options.
 */
export function optionSummary(options: readonly Pick<ChosenOption, 'name'>[] | undefined): string {
  return (options ?? []).map((option) => option.name).join(' · ');
}

/**
 * What makes two lines' options the same choice: the set of option ids, whatever order they were chosen in.
 */
export function optionsKey(options: readonly Pick<ChosenOption, 'id'>[] | undefined): string {
  return [...new Set((options ?? []).map((option) => canonicalOptionId(option.id)))].sort().join(',');
}

/** An option id as choices compare it: trimmed, lower-case. */
export function canonicalOptionId(id: string): string {
  return id.trim().toLowerCase();
}
