/**
 * Step 1a of a checkout: read the basket lines a browser sent. Each line has an id, a name (default
 * 'Unknown Item', or its title), a size (default reg) and a whole quantity (default 1); lines with a quantity of 0 or
 * less are dropped, and when none remain the checkout is refused with 'No valid items in cart'. Anything else odd
 * is refused with a readable message rather than guessed at.
 */
import { canonicalProductId, lineLimitMessage, MAX_BASKET_LINES, MAX_LINE_QUANTITY } from '@domain/basket';
import { canonicalOptionId } from '@domain/drink-options';
import { cartItemsSchema } from '@domain/schemas';
import type { Size } from '@domain/sizes';
import { DEFAULT_QUANTITY, isKeptLine, lineName, lineSize, NO_VALID_ITEMS } from '@domain/checkout-line';
import { invalid } from '../../errors';

export interface RequestedLine {
  productId: string;
  /** What the browser called it, for messages only: the order takes the catalogue's name. */
  name: string;
  size: Size;
  quantity: number;
  /** Chosen option ids as sent, or null for a line sent without options (the drink's defaults). */
  optionIds: string[] | null;
}

export { NO_VALID_ITEMS };

function quantityOf(value: unknown, name: string): number {
  if (value === undefined || value === null) return DEFAULT_QUANTITY;
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw invalid(`The quantity of '${name}' must be a whole number.`);
  }
  return value;
}

/** Reads cartItems (already parsed JSON); throws an invalid_data AppError with a readable message. */
export function readCartItems(raw: unknown): RequestedLine[] {
  const parsed = cartItemsSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw invalid(issue?.message ?? 'cartItems must be a list of basket lines.');
  }
  const merged = new Map<string, RequestedLine>();
  for (const line of parsed.data) {
    const name = lineName(line).trim();
    const quantity = quantityOf(line.quantity, name);
    // A line with a quantity of 0 or less is dropped.
    if (!isKeptLine({ quantity })) continue;
    const size: Size = lineSize(line.size);
    // Ids differing only in letter case name one product: one line, one per-line limit.
    const productId = canonicalProductId(line.id);
    // The same drink with the same choices (in any order or letter case) is one line; other choices are another.
    const optionIds = line.options ? line.options.map(canonicalOptionId).sort() : null;
    const key = `${productId}\u0000${size}\u0000${optionIds === null ? 'defaults' : optionIds.join(',')}`;
    const existing = merged.get(key);
    const total = (existing?.quantity ?? 0) + quantity;
    if (total > MAX_LINE_QUANTITY) {
      throw invalid(lineLimitMessage(name));
    }
    merged.set(key, { productId, name, size, quantity: total, optionIds });
  }
  if (merged.size === 0) throw invalid(NO_VALID_ITEMS);
  if (merged.size > MAX_BASKET_LINES) throw invalid(`A basket can hold at most ${MAX_BASKET_LINES} different items.`);
  return [...merged.values()];
}
