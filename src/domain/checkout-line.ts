/**
 * How a basket line is read, written once: what a line is called, its size and quantity when the line leaves
 * them out, and which lines a checkout keeps. The browser applies it to the lines it sends, the server to the lines
 * it receives (strictly: it refuses what it cannot read), and the basket to the lines it restores from storage.
 */
import type { Size } from './sizes';

/** The error of a checkout with no line left to pay for, word for word. */
export const NO_VALID_ITEMS = 'No valid items in cart';

/** The name of a line that names nothing. */
export const UNKNOWN_ITEM = 'Unknown Item';

/** A line's name: its name, else its title (older baskets), else 'Unknown Item'. */
export function lineName(line: { name?: unknown; title?: unknown }): string {
  if (typeof line.name === 'string' && line.name.trim()) return line.name;
  if (typeof line.title === 'string' && line.title.trim()) return line.title;
  return UNKNOWN_ITEM;
}

/** A line's size: large only when it says so, regular otherwise (default reg). */
export function lineSize(size: unknown): Size {
  return size === 'lrg' ? 'lrg' : 'reg';
}

/** A line's quantity when it gives none (default 1). */
export const DEFAULT_QUANTITY = 1;

/** A line is kept only with a quantity above 0 and, where it carries a price, a price above 0. */
export function isKeptLine(line: { quantity: number; price?: number }): boolean {
  return line.quantity > 0 && (line.price === undefined || line.price > 0);
}
