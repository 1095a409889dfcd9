import type { Pence } from './money';
import { priceBasket, type BasketPrice } from './pricing';
import type { Promotion } from './promotion';
import type { Size } from './sizes';

/** Most units of one line a basket accepts; the server refuses more with a readable message. */
export const MAX_LINE_QUANTITY = 50;
/** Most distinct lines in one basket. */
export const MAX_BASKET_LINES = 40;

/**
 * A basket line as the browser keeps it (spec §3). Lines are identified by name plus size; the price here is only
 * what the menu showed: the server prices every basket again from the catalogue.
 */
export interface BasketLine {
  /** The product id. */
  id: string;
  name: string;
  size: Size;
  /** Unit price in pence, as shown on the menu. */
  price: Pence;
  quantity: number;
  category: string;
  image?: string | null;
}

export type BasketItem = Omit<BasketLine, 'quantity'>;

/**
 * A product id as the basket and checkout compare it: ids are UUIDs, which name the same product in either letter
 * case, so "ABC…" and "abc…" must never become two lines with two per-line limits (issue 11).
 */
export function canonicalProductId(id: string): string {
  return id.trim().toLowerCase();
}

/** The words for the per-line limit, the same wherever it is met (the order page, the size dialog, checkout). */
export function lineLimitMessage(name: string): string {
  return `You can order at most ${MAX_LINE_QUANTITY} of '${name}' at once.`;
}

export function lineKey(line: Pick<BasketLine, 'name' | 'size'>): string {
  return `${line.name.trim().toLowerCase()}\u0000${line.size}`;
}

function sameLine(a: Pick<BasketLine, 'name' | 'size'>, b: Pick<BasketLine, 'name' | 'size'>): boolean {
  return lineKey(a) === lineKey(b);
}

function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.floor(quantity)));
}

/** Spec §4: the same name and size increases the quantity; otherwise a new line is added. */
export function addToBasket(lines: readonly BasketLine[], item: BasketItem, quantity = 1): BasketLine[] {
  const canonical = { ...item, id: canonicalProductId(item.id) };
  const existing = lines.find((line) => sameLine(line, canonical));
  if (existing) {
    return lines.map((line) =>
      line === existing ? { ...line, ...canonical, quantity: clampQuantity(line.quantity + quantity) } : line,
    );
  }
  return [...lines, { ...canonical, quantity: clampQuantity(quantity) }];
}

/** Spec §4: quantity never goes below 1. */
export function setQuantity(lines: readonly BasketLine[], target: Pick<BasketLine, 'name' | 'size'>, quantity: number) {
  return lines.map((line) => (sameLine(line, target) ? { ...line, quantity: clampQuantity(quantity) } : line));
}

export function changeQuantity(lines: readonly BasketLine[], target: Pick<BasketLine, 'name' | 'size'>, delta: number) {
  return lines.map((line) =>
    sameLine(line, target) ? { ...line, quantity: clampQuantity(line.quantity + delta) } : line,
  );
}

/** Spec §4: a line can be removed by name and size. */
export function removeLine(lines: readonly BasketLine[], target: Pick<BasketLine, 'name' | 'size'>): BasketLine[] {
  return lines.filter((line) => !sameLine(line, target));
}

/** Spec §4: or by id (every size of that product: the menu's Reset button). */
export function removeProduct(lines: readonly BasketLine[], productId: string): BasketLine[] {
  const id = canonicalProductId(productId);
  return lines.filter((line) => canonicalProductId(line.id) !== id);
}

export function itemCount(lines: readonly BasketLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** Subtotal, promotion discount, total and item count of a basket (spec §3), with the given promotions. */
export function basketTotals(lines: readonly BasketLine[], promotions: readonly Promotion[]): BasketPrice {
  return priceBasket(
    lines.map((line) => ({
      key: lineKey(line),
      category: line.category,
      size: line.size,
      unitPrice: line.price,
      quantity: line.quantity,
    })),
    promotions,
  );
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
    const name =
      typeof entry.name === 'string' && entry.name.trim()
        ? entry.name
        : typeof entry.title === 'string' && entry.title.trim()
          ? entry.title
          : 'Unknown Item';
    const size = entry.size === 'lrg' ? 'lrg' : entry.size === 'reg' ? 'reg' : null;
    const price = Number(entry.price);
    const quantity = Number(entry.quantity);
    if (typeof entry.id !== 'string' || !size || !Number.isSafeInteger(price) || price < 0) continue;
    if (!Number.isFinite(quantity) || quantity < 1) continue;
    lines = addToBasket(
      lines,
      {
        id: entry.id,
        name,
        size,
        price,
        category: typeof entry.category === 'string' ? entry.category : '',
        image: typeof entry.image === 'string' ? entry.image : null,
      },
      quantity,
    );
    if (lines.length >= MAX_BASKET_LINES) break;
  }
  return lines;
}
