import { lineName } from './checkout-line';
import {
  defaultChoices,
  optionsKey,
  optionsSurcharge,
  validateChoices,
  type ChosenOption,
  type OptionGroup,
} from './drink-options';
import type { Pence } from './money';
import { priceBasket, type BasketPrice, type FreeDrinkRule, type PricedLineInput } from './pricing';
import type { Promotion } from './promotion';
import type { Product } from './catalogue';
import type { Size } from './sizes';
import { unitPrice } from './unit-price';

/** Most units of one line a basket accepts; the server refuses more with a readable message. */
export const MAX_LINE_QUANTITY = 50;
/** Most distinct lines in one basket. */
export const MAX_BASKET_LINES = 40;

/**
 * A basket line as the browser keeps it. Lines are identified by name, size and chosen options;
 * the price here is only what the menu showed: the server prices every basket again from the catalogue.
 */
export interface BasketLine {
  /** The product id. */
  id: string;
  name: string;
  size: Size;
  /** Unit price in pence, as shown on the menu: size price plus the options' surcharges. */
  price: Pence;
  quantity: number;
  category: string;
  image?: string | null;
  /**
   * The chosen drink options, in the dialog's order, each with its name and price at the line's size.
   * Optional so a line saved or built before drink options reads as a line with none; the basket's own functions
   * always fill it in.
   */
  options?: ChosenOption[];
}

/** How a line is pointed at: name, size and options (a line without options is the one with none chosen). */
export type LineIdentity = Pick<BasketLine, 'name' | 'size' | 'options'>;

export type BasketItem = Omit<BasketLine, 'quantity'>;

/**
 * A product id as the basket and checkout compare it: ids are UUIDs, which name the same product in either letter
 * case, so "ABC…" and "abc…" must never become two lines with two per-line limits.
 */
export function canonicalProductId(id: string): string {
  return id.trim().toLowerCase();
}

/** The words for the per-line limit, the same wherever it is met (the order page, the size dialog, checkout). */
export function lineLimitMessage(name: string): string {
  return `You can order at most ${MAX_LINE_QUANTITY} of '${name}' at once.`;
}

/**
 * A line's identity: name ignoring case and surrounding spaces, size, and the set of chosen
 * option ids whatever order they were picked in. The same choices merge; different ones are separate lines.
 */
export function lineKey(line: LineIdentity): string {
  return `${line.name.trim().toLowerCase()}\u0000${line.size}\u0000${optionsKey(line.options)}`;
}

function sameLine(a: LineIdentity, b: LineIdentity): boolean {
  return lineKey(a) === lineKey(b);
}

function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.floor(quantity)));
}

/** The same name, size and options increase the quantity; otherwise a new line is added. */
export function addToBasket(lines: readonly BasketLine[], item: BasketItem, quantity = 1): BasketLine[] {
  const canonical = { ...item, id: canonicalProductId(item.id), options: (item.options ?? []).map((o) => ({ ...o })) };
  const existing = lines.find((line) => sameLine(line, canonical));
  if (existing) {
    return lines.map((line) =>
      line === existing ? { ...line, ...canonical, quantity: clampQuantity(line.quantity + quantity) } : line,
    );
  }
  return [...lines, { ...canonical, quantity: clampQuantity(quantity) }];
}

/** Quantity never goes below 1. */
export function setQuantity(lines: readonly BasketLine[], target: LineIdentity, quantity: number) {
  return lines.map((line) => (sameLine(line, target) ? { ...line, quantity: clampQuantity(quantity) } : line));
}

export function changeQuantity(lines: readonly BasketLine[], target: LineIdentity, delta: number) {
  return lines.map((line) =>
    sameLine(line, target) ? { ...line, quantity: clampQuantity(line.quantity + delta) } : line,
  );
}

/** A line can be removed by name and size (and its options). */
export function removeLine(lines: readonly BasketLine[], target: LineIdentity): BasketLine[] {
  return lines.filter((line) => !sameLine(line, target));
}

/** A product can be removed by id too (every size of that product: the menu's Reset button). */
export function removeProduct(lines: readonly BasketLine[], productId: string): BasketLine[] {
  const id = canonicalProductId(productId);
  return lines.filter((line) => canonicalProductId(line.id) !== id);
}

export function itemCount(lines: readonly BasketLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** The basket's lines as pricing reads them (priceBasket, and the deal nudges beside it). */
export function pricingLines(lines: readonly BasketLine[]): PricedLineInput[] {
  return lines.map((line) => ({
    key: lineKey(line),
    category: line.category,
    size: line.size,
    unitPrice: line.price,
    surcharge: optionsSurcharge(line.options),
    quantity: line.quantity,
  }));
}

/** Subtotal, promotion discount, total and item count of a basket, with the given promotions. */
export function basketTotals(lines: readonly BasketLine[], promotions: readonly Promotion[]): BasketPrice {
  return priceBasket(pricingLines(lines), promotions);
}

/**
 * The basket's totals with the stamp card's free drink, as the server will price them: each line's REG price comes
 * from the menu (`regPriceOf` its product id), since a basket line keeps only the price of its own size.
 */
export function basketTotalsWithFreeDrink(
  lines: readonly BasketLine[],
  promotions: readonly Promotion[],
  rule: FreeDrinkRule,
  regPriceOf: (productId: string) => Pence | undefined,
): BasketPrice {
  const priced = pricingLines(lines).map((line, index) => {
    const regPrice = regPriceOf(lines[index]!.id);
    return regPrice === undefined ? line : { ...line, regPrice };
  });
  return priceBasket(priced, promotions, rule);
}

/**
 * The basket priced to show at the till or the kiosk: with the stamp card's free drink when the sale uses it (the
 * card's categories, each line's REG price from the menu's `products`), else with the deals alone.
 */
export function basketTotalsWithCard(
  lines: readonly BasketLine[],
  promotions: readonly Promotion[],
  use: { card: { categories: readonly string[] } | null; freeDrink: boolean },
  products: readonly Pick<Product, 'id' | 'priceReg'>[],
): BasketPrice {
  if (!use.card || !use.freeDrink) return basketTotals(lines, promotions);
  return basketTotalsWithFreeDrink(
    lines,
    promotions,
    { categories: use.card.categories },
    (id) => products.find((product) => product.id === id)?.priceReg,
  );
}

/** A product at a size with its chosen options, as a basket takes it: priced as the menu prices it. */
export function basketItemOf(
  product: Pick<Product, 'id' | 'name' | 'category' | 'image' | 'priceReg' | 'priceLrg'>,
  size: Size,
  options: ChosenOption[],
): BasketItem {
  return {
    id: product.id,
    name: product.name,
    size,
    price: unitPrice(product, size, options),
    category: product.category,
    image: product.image,
    options,
  };
}

/** The lines as the till's and the kiosk's order calls send them: each option by its id; the server prices them. */
export function cartItemsOf(lines: readonly BasketLine[]) {
  return lines.map((line) => ({
    id: line.id,
    name: line.name,
    size: line.size,
    price: line.price,
    quantity: line.quantity,
    options: (line.options ?? []).map((option) => option.id),
  }));
}

/**
 * Reads a basket stored by an earlier visit, keeping only well-formed lines: local storage is input from outside.
 */
export function restoreBasket(stored: unknown): BasketLine[] {
  if (!Array.isArray(stored)) return [];
  let lines: BasketLine[] = [];
  for (const raw of stored) {
    if (!raw || typeof raw !== 'object') continue;
    const entry = raw as Record<string, unknown>;
    const name = lineName(entry);
    const size = entry.size === 'lrg' ? 'lrg' : entry.size === 'reg' ? 'reg' : null;
    const price = Number(entry.price);
    const quantity = Number(entry.quantity);
    if (typeof entry.id !== 'string' || !size || !Number.isSafeInteger(price) || price < 0) continue;
    if (!Number.isFinite(quantity) || quantity < 1) continue;
    // A basket saved before drink options has no options on its lines: they load as lines with none chosen.
    const options = entry.options === undefined ? [] : restoreOptions(entry.options);
    if (!options || optionsSurcharge(options) > price) continue;
    lines = addToBasket(
      lines,
      {
        id: entry.id,
        name,
        size,
        price,
        category: typeof entry.category === 'string' ? entry.category : '',
        image: typeof entry.image === 'string' ? entry.image : null,
        options,
      },
      quantity,
    );
    if (lines.length >= MAX_BASKET_LINES) break;
  }
  return lines;
}

/** Stored options, or null when any of them is malformed: a line whose choices cannot be read is dropped whole. */
function restoreOptions(stored: unknown): ChosenOption[] | null {
  if (!Array.isArray(stored) || stored.length > 30) return null;
  const options: ChosenOption[] = [];
  for (const raw of stored) {
    if (!raw || typeof raw !== 'object') return null;
    const entry = raw as Record<string, unknown>;
    const { id, groupId, name, price } = entry;
    if (typeof id !== 'string' || !id.trim() || typeof groupId !== 'string' || typeof name !== 'string') return null;
    if (typeof price !== 'number' || !Number.isSafeInteger(price) || price < 0) return null;
    options.push({ id, groupId, name, price });
  }
  return options;
}

/** What giveDefaultOptions needs of a menu product. */
interface ProductWithGroups {
  id: string;
  name: string;
  optionGroups?: readonly OptionGroup[] | undefined;
}

/**
 * A line restored from a basket saved before drink options has none. Once the menu is known, such a line
 * — one without options whose drink the menu would refuse without a choice (a Sugar or Ice level must be chosen) —
 * takes its drink's default options, priced at its size, so it merges with the same drink added with the defaults
 * and checkout accepts it. A line with options, a drink that takes none, or one that may be ordered with none (only
 * optional toppings) is left as it is. Returns the same array when nothing changed.
 */
export function giveDefaultOptions(lines: BasketLine[], products: readonly ProductWithGroups[]): BasketLine[] {
  if (lines.length === 0 || products.length === 0) return lines;
  const byId = new Map(products.map((product) => [canonicalProductId(product.id), product]));
  const byName = new Map(products.map((product) => [product.name.trim().toLowerCase(), product]));
  let anyChange = false;
  const upgraded = lines.map((line) => {
    if ((line.options ?? []).length > 0) return line;
    const product = byId.get(canonicalProductId(line.id)) ?? byName.get(line.name.trim().toLowerCase());
    const groups = product?.optionGroups ?? [];
    if (!product || groups.length === 0) return line;
    if (validateChoices(product.name, groups, [], { size: line.size }).ok) return line;
    const defaults = validateChoices(product.name, groups, defaultChoices(groups), { size: line.size });
    if (!defaults.ok) return line;
    anyChange = true;
    return { ...line, options: defaults.options, price: line.price + optionsSurcharge(defaults.options) };
  });
  if (!anyChange) return lines;
  // Lines that are now the same drink merge, in the order they were first added.
  return upgraded.reduce<BasketLine[]>((merged, { quantity, ...item }) => addToBasket(merged, item, quantity), []);
}
