import { lineTotal } from './basket-line';
import type { Pence } from './money';
import { bundlePrice, promotionKey, type Promotion } from './promotion';
import type { Size } from './sizes';

/** What pricing needs to know of a basket line. */
export interface PricedLineInput {
  key: string;
  category: string;
  size: Size;
  /** The whole unit price: size price plus the chosen options' surcharges (unitPrice in unit-price.ts). */
  unitPrice: Pence;
  /**
   * The part of unitPrice that is option surcharges (optionsSurcharge of the chosen options); 0 when absent. It is
   * never discounted: a bundle replaces only the size prices of its units.
   */
  surcharge?: Pence;
  quantity: number;
  /** The drink's REG size price: what a stamp card's free drink takes off. Absent: the line cannot be the free one. */
  regPrice?: Pence;
}

/** A stamp card's reward in this basket: one drink of these categories, its REG size price taken off. */
export interface FreeDrinkRule {
  categories: readonly string[];
}

/** The free drink as priced: the line it falls on and what it takes off (that drink's REG size price). */
export interface FreeDrink {
  key: string;
  line: number;
  amount: Pence;
}

/** What a free drink is called on every page, e-mail and hosted checkout that lists an order's lines. */
export const FREE_DRINK_LINE = 'Free drink (stamp card)';

export interface PricedLine {
  key: string;
  quantity: number;
  unitPrice: Pence;
  /** The options' surcharge per unit, included in unitPrice. */
  surcharge: Pence;
  /** unitPrice × quantity. */
  lineSubtotal: Pence;
  /** surcharge × quantity: the part of lineSubtotal no promotion touches. */
  lineSurcharges: Pence;
  /** How many of this line's units were priced inside a bundle. */
  bundledUnits: number;
  /** The share of the discount that falls on this line's units (sums to the basket's discount). */
  discount: Pence;
  /** The promotion that applied to at least one unit of this line, if any. */
  promotionId: string | null;
}

export interface AppliedBundle {
  promotionId: string;
  title: string;
  category: string;
  size: Size;
  /** How many bundles of requiredQuantity units were formed. */
  count: number;
  /** Regular size price of the bundled units (their option surcharges are charged on top). */
  regular: Pence;
  /** What the bundles cost instead. */
  price: Pence;
}

export interface BasketPrice {
  /** Sum of price × quantity (option surcharges included). */
  subtotal: Pence;
  /** The option surcharges inside the subtotal; charged in full whatever the promotions. */
  surcharges: Pence;
  /** Regular size price of the bundled units minus the bundle prices; never negative. */
  discount: Pence;
  /** Subtotal with bundles and the free drink applied. */
  total: Pence;
  /** The stamp card's free drink, when one was asked for and it lowers the total; its unit is in no bundle. */
  freeDrink: FreeDrink | null;
  itemCount: number;
  lines: PricedLine[];
  bundles: AppliedBundle[];
}

interface Unit {
  line: number;
  /** The unit's size price: what a bundle replaces. */
  price: Pence;
  key: string;
}

/**
 * Prices a basket with the active promotions:
 * - lines sharing a category and size with an active promotion are grouped;
 * - each full group of requiredQuantity units is charged the bundle price instead of its regular prices,
 *   leftover units at their normal price;
 * - bundles take the dearest units first, so the result never depends on the order lines were added in and the
 *   customer gets the best price;
 * - a bundle whose price is not below the regular price of its units is not applied, so the discount is never
 *   negative and the total never exceeds the subtotal;
 * - option surcharges are added on top and never discounted: bundles compare, replace and rank units by
 *   their size prices alone, so a drink with toppings still counts towards an offer and its toppings are still
 *   charged.
 * If two active promotions share a category and size (which the server refuses to save), the one that gives the
 * larger discount is used.
 */
export function priceBasket(
  lines: readonly PricedLineInput[],
  promotions: readonly Promotion[],
  freeDrinkRule: FreeDrinkRule | null = null,
): BasketPrice {
  const plain = priceWithout(lines, promotions, null);
  if (!freeDrinkRule) return plain;
  // A free drink is not also counted in a deal: each eligible line is tried as the free one (its unit leaves the
  // bundles), and the cheapest total for the customer wins; ties go to the first line. A reward that would not lower
  // the total (a deal it breaks saves more) is not used, so the customer keeps it.
  let best = plain;
  for (const [index, line] of lines.entries()) {
    const amount = freeAmountOf(line, freeDrinkRule);
    if (amount <= 0) continue;
    const priced = priceWithout(lines, promotions, index);
    const total = priced.total - amount;
    if (total < best.total) best = { ...priced, total, freeDrink: { key: line.key, line: index, amount } };
  }
  return best;
}

/** What a line's unit takes off as the free drink: its REG size price, when the line may be the free one. */
function freeAmountOf(line: PricedLineInput, rule: FreeDrinkRule): Pence {
  if (line.quantity < 1 || !rule.categories.includes(line.category)) return 0;
  const sizePrice = line.unitPrice - surchargeOf(line);
  const reg = line.regPrice ?? (line.size === 'reg' ? sizePrice : 0);
  return Math.max(0, Math.min(reg, sizePrice));
}

/** The basket priced with its deals, one unit of line `freeLine` (when given) left out of every bundle. */
function priceWithout(
  lines: readonly PricedLineInput[],
  promotions: readonly Promotion[],
  freeLine: number | null,
): BasketPrice {
  const surcharges = lines.map((line) => surchargeOf(line));
  const priced: PricedLine[] = lines.map((line, index) => ({
    key: line.key,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    surcharge: surcharges[index]!,
    lineSubtotal: lineTotal(line.unitPrice, line.quantity),
    lineSurcharges: lineTotal(surcharges[index]!, line.quantity),
    bundledUnits: 0,
    discount: 0,
    promotionId: null,
  }));

  const groups = new Map<string, Unit[]>();
  lines.forEach((line, index) => {
    const key = promotionKey(line.category, line.size);
    let units = groups.get(key);
    if (!units) {
      units = [];
      groups.set(key, units);
    }
    const price = line.unitPrice - surcharges[index]!;
    const counted = index === freeLine ? line.quantity - 1 : line.quantity;
    for (let i = 0; i < counted; i++) units.push({ line: index, price, key: line.key });
  });

  const candidates = new Map<string, Promotion[]>();
  for (const promotion of promotions) {
    if (!promotion.active) continue;
    const key = promotionKey(promotion.category, promotion.size);
    const list = candidates.get(key) ?? [];
    list.push(promotion);
    candidates.set(key, list);
  }

  const bundles: AppliedBundle[] = [];
  for (const [key, units] of groups) {
    const offers = candidates.get(key);
    if (!offers) continue;
    // Dearest first; ties broken by line key so the attribution is stable too.
    units.sort((a, b) => b.price - a.price || (a.key < b.key ? -1 : a.key > b.key ? 1 : a.line - b.line));
    let best: { promotion: Promotion; bundle: BundleResult } | null = null;
    for (const promotion of [...offers].sort((a, b) => (a.id < b.id ? -1 : 1))) {
      const bundle = formBundles(units, promotion);
      if (bundle.count > 0 && (!best || bundle.discount > best.bundle.discount)) best = { promotion, bundle };
    }
    if (!best) continue;
    const { promotion, bundle } = best;
    for (const [lineIndex, share] of bundle.perLine) {
      const line = priced[lineIndex]!;
      line.bundledUnits += share.units;
      line.discount += share.discount;
      line.promotionId = promotion.id;
    }
    bundles.push({
      promotionId: promotion.id,
      title: promotion.title,
      category: promotion.category,
      size: promotion.size,
      count: bundle.count,
      regular: bundle.regular,
      price: bundle.price,
    });
  }

  const subtotal = priced.reduce((sum, line) => sum + line.lineSubtotal, 0);
  const discount = priced.reduce((sum, line) => sum + line.discount, 0);
  const surchargeTotal = priced.reduce((sum, line) => sum + line.lineSurcharges, 0);
  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  return {
    subtotal,
    surcharges: surchargeTotal,
    discount,
    total: subtotal - discount,
    itemCount,
    lines: priced,
    bundles,
    freeDrink: null,
  };
}

/** A line's surcharge per unit, kept within its unit price so a size price is never negative. */
function surchargeOf(line: PricedLineInput): Pence {
  return Math.min(Math.max(0, line.surcharge ?? 0), Math.max(0, line.unitPrice));
}

interface BundleResult {
  count: number;
  regular: Pence;
  price: Pence;
  discount: Pence;
  perLine: Map<number, { units: number; discount: Pence }>;
}

function formBundles(units: readonly Unit[], promotion: Promotion): BundleResult {
  const size = Math.max(1, Math.floor(promotion.requiredQuantity));
  const price = bundlePrice(promotion);
  const result: BundleResult = { count: 0, regular: 0, price: 0, discount: 0, perLine: new Map() };
  for (let start = 0; start + size <= units.length; start += size) {
    const members = units.slice(start, start + size);
    const regular = members.reduce((sum, unit) => sum + unit.price, 0);
    // Units are dearest first, so once a bundle saves nothing no later bundle will.
    if (price >= regular) break;
    const saving = regular - price;
    result.count += 1;
    result.regular += regular;
    result.price += price;
    result.discount += saving;
    // Share the saving across the bundle's units in proportion to their price, remainder on the dearest unit,
    // so every line's share is a whole number of pence and the shares add up exactly.
    let given = 0;
    const shares = members.map((unit) => {
      const share = Math.floor((saving * unit.price) / regular);
      given += share;
      return share;
    });
    shares[0]! += saving - given;
    members.forEach((unit, i) => {
      const entry = result.perLine.get(unit.line) ?? { units: 0, discount: 0 };
      entry.units += 1;
      entry.discount += shares[i]!;
      result.perLine.set(unit.line, entry);
    });
  }
  return result;
}
