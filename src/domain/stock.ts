/**
 * Stock, written once for the server and the browser: counted items (a product with a number left, taken when its
 * order is paid) and ingredients (when one is out, every product that needs it is sold out, and every option that
 * brings it is; a drink whose only missing part is an optional topping stays on sale without it).
 */
import type { OptionGroup } from './drink-options';
import { shopDate, shopTime } from './opening-hours';
import { shopShortDate } from './shop-time';

/** The most a product's count or its morning reset may be (a shop's shelf, not a warehouse). */
export const MAX_STOCK = 100_000;

/** What the make screen calls low: at most this many left. */
export const LOW_STOCK = 3;

/** The refusal when a basket asks for more of a counted item than is left: "Only 2 Cola Cubes left". */
export function onlyLeft(left: number, productName: string): string {
  return `Only ${left} ${productName} left`;
}

/** The sentence for a line whose product needs an ingredient that is out. */
export function productOutSentence(productName: string, ingredient: string): string {
  return `${productName} is sold out: we have run out of ${ingredient}.`;
}

/** The sentence for a line with an option that brings an ingredient that is out. */
export function optionOutSentence(productName: string, optionName: string, ingredient: string): string {
  return `${productName} with ${optionName}: we have run out of ${ingredient}. Remove it and add the drink without ${optionName}.`;
}

/** What a payment that found the last ones gone is told, after the refusal: it goes back at once. */
const REFUNDED_FOR_STOCK = 'Someone else paid for the last ones just before you, so your payment is being refunded.';

/** The order's message when its payment met stock already gone ("No Cola Cubes left. Someone else paid …"). */
export function stockRefundMessage(refusal: string): string {
  return `${refusal}. ${REFUNDED_FOR_STOCK}`;
}

/** Whether an order's message says its payment is refunded for stock (the customer may read it then). */
export function isStockRefundMessage(message: string | null | undefined): message is string {
  return Boolean(message?.endsWith(REFUNDED_FOR_STOCK));
}

export interface CountedLine {
  productId: string;
  name: string;
  quantity: number;
}

/**
 * The first counted product a basket asks more of than is left (its lines added up), as the customer reads it; null
 * when everything fits. `left` holds only counted products: a product not in it is not counted.
 */
export function shortfall(lines: readonly CountedLine[], left: ReadonlyMap<string, number>): string | null {
  const wanted = new Map<string, { name: string; quantity: number }>();
  for (const line of lines) {
    const id = line.productId.toLowerCase();
    const sum = wanted.get(id);
    wanted.set(id, { name: line.name, quantity: (sum?.quantity ?? 0) + line.quantity });
  }
  for (const [id, { name, quantity }] of wanted) {
    const count = left.get(id);
    if (count !== undefined && quantity > count) return count > 0 ? onlyLeft(count, name) : `No ${name} left`;
  }
  return null;
}

/** What is out right now: product and option ids mapped to the name of the ingredient they lack. */
export interface OutOfStock {
  products: ReadonlyMap<string, string>;
  options: ReadonlyMap<string, string>;
}

/** An ingredient with what it goes into, and whether it is out. */
export interface IngredientLinks {
  name: string;
  out: boolean;
  productIds: readonly string[];
  optionIds: readonly string[];
}

/** The products and options the ingredients that are out take off the menu. */
export function outOfStock(ingredients: readonly IngredientLinks[]): OutOfStock {
  const products = new Map<string, string>();
  const options = new Map<string, string>();
  for (const ingredient of ingredients) {
    if (!ingredient.out) continue;
    for (const id of ingredient.productIds)
      if (!products.has(id.toLowerCase())) products.set(id.toLowerCase(), ingredient.name);
    for (const id of ingredient.optionIds) if (!options.has(id)) options.set(id, ingredient.name);
  }
  return { products, options };
}

/**
 * Why a product cannot be made now, or null when it can: it needs an ingredient that is out, or a group it must choose
 * from has too few options left (every milk is out). A topping alone never takes a drink off: it is chosen without it.
 */
export function productOutReason(
  product: { id: string; name: string; optionGroups?: readonly OptionGroup[] | undefined },
  out: OutOfStock,
): string | null {
  const ingredient = out.products.get(product.id.toLowerCase());
  if (ingredient) return productOutSentence(product.name, ingredient);
  for (const group of product.optionGroups ?? []) {
    const needed = group.kind === 'single' ? 1 : group.min;
    if (needed === 0) continue;
    const left = group.options.filter((option) => !option.soldOut && !out.options.has(option.id));
    if (left.length < needed) {
      const lacking = group.options.map((option) => out.options.get(option.id)).find((name) => name !== undefined);
      if (lacking) return productOutSentence(product.name, lacking);
    }
  }
  return null;
}

/** Why a line (a product with chosen options) cannot be ordered now for want of an ingredient; null when it can. */
export function lineOutReason(
  line: { productId: string; name: string; options?: readonly { id: string; name: string }[] | undefined },
  out: OutOfStock,
): string | null {
  const ingredient = out.products.get(line.productId.toLowerCase());
  if (ingredient) return productOutSentence(line.name, ingredient);
  for (const option of line.options ?? []) {
    const lacking = out.options.get(option.id);
    if (lacking) return optionOutSentence(line.name, option.name, lacking);
  }
  return null;
}

/**
 * Whether a counted product's morning reset is due: it has one, it was not reset on today's shop date yet, and the
 * shop has opened today (`opensAt`; null: the shop does not open today, so nothing resets).
 */
export function resetDue(
  stock: { resetTo: number | null; resetOn: string | null },
  today: string,
  now: Date,
  opensAt: Date | null,
): boolean {
  if (stock.resetTo === null || opensAt === null) return false;
  if (stock.resetOn !== null && stock.resetOn >= today) return false;
  return now.getTime() >= opensAt.getTime();
}

/** A count or reset as staff type it: empty is not counted (null); a whole number from 0 up; anything else undefined. */
export function parseStock(input: unknown): number | null | undefined {
  if (input === null || input === undefined) return null;
  const text = typeof input === 'number' ? String(input) : typeof input === 'string' ? input.trim() : '?';
  if (text === '') return null;
  if (!/^\d{1,6}$/.test(text)) return undefined;
  const value = Number(text);
  return value <= MAX_STOCK ? value : undefined;
}

/**
 * The menu as stock leaves it: options out are sold out (with the ingredient named), products that need an
 * ingredient out or have none left are sold out (with the reason), and counted products say how many are left.
 */
export function withStock<
  P extends { id: string; name: string; soldOut: boolean; optionGroups?: OptionGroup[] | undefined },
>(
  products: readonly P[],
  out: OutOfStock,
  left: ReadonlyMap<string, number>,
): (P & { stockLeft?: number; outReason?: string })[] {
  return products.map((product) => {
    const optionGroups = product.optionGroups?.map((group) => ({
      ...group,
      options: group.options.map((option) => {
        const lacking = out.options.get(option.id);
        return lacking ? { ...option, soldOut: true, outOf: lacking } : option;
      }),
    }));
    const reason = productOutReason(product, out);
    const count = left.get(product.id.toLowerCase());
    return {
      ...product,
      ...(optionGroups ? { optionGroups } : {}),
      ...(count !== undefined ? { stockLeft: count } : {}),
      ...(reason ? { outReason: reason } : {}),
      soldOut: product.soldOut || reason !== null || count === 0,
    };
  });
}

/**
 * What the basket says under a line the menu can no longer sell as it is, in the words checkout refuses it with: its
 * product needs an ingredient that is out, one of its options is out, or more are asked for than are left.
 */
export function basketLineProblem(
  line: { name: string; quantity: number; options?: readonly { id: string; name: string }[] | undefined },
  product:
    | {
        outReason?: string | undefined;
        stockLeft?: number | undefined;
        optionGroups?: readonly { options: readonly { id: string; outOf?: string | undefined }[] }[] | undefined;
      }
    | undefined,
): string | null {
  if (!product) return null;
  if (product.outReason) return product.outReason;
  const outOf = new Map(
    (product.optionGroups ?? []).flatMap((group) => group.options.flatMap((o) => (o.outOf ? [[o.id, o.outOf]] : []))),
  );
  for (const option of line.options ?? []) {
    const lacking = outOf.get(option.id);
    if (lacking) return optionOutSentence(line.name, option.name, lacking);
  }
  if (product.stockLeft !== undefined && line.quantity > product.stockLeft)
    return product.stockLeft > 0 ? onlyLeft(product.stockLeft, line.name) : `No ${line.name} left`;
  return null;
}

export interface Outage {
  name: string;
  startedAt: Date;
  endedAt: Date | null;
}

/**
 * An outage as the report says it, on the shop's clock: "Tapioca pearls out 14:10–16:30" today, with its date on an
 * earlier day ("… out 24 Nov 2026 14:10–16:30"), and "… out since 14:10" while it lasts.
 */
export function outageLine(outage: Outage, now: Date): string {
  const start = outage.startedAt;
  const day = shopDate(start) === shopDate(now) ? '' : `${shopShortDate(start)} `;
  if (!outage.endedAt) return `${outage.name} out since ${day}${shopTime(start)}`;
  const endDay = shopDate(outage.endedAt) === shopDate(start) ? '' : `${shopShortDate(outage.endedAt)} `;
  return `${outage.name} out ${day}${shopTime(start)}–${endDay}${shopTime(outage.endedAt)}`;
}
