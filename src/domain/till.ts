/**
 * The till's rules: where an order was placed (its channel), and cash at the counter (the notes staff tap, the
 * change to give). A counter order is priced, numbered, printed and reported as any other; only its channel and its
 * way of paying differ.
 */
import { basketItemOf, type BasketItem } from './basket';
import type { Product } from './catalogue';
import { defaultChoices, validateChoices } from './drink-options';
import { formatPounds, type Pence } from './money';
import type { Size } from './sizes';

/** Every value of orders.channel: the shop's website, the till at the counter, the self-order kiosk. */
export const ORDER_CHANNELS = ['online', 'counter', 'kiosk'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];

/** The method a cash sale is recorded with (payment-methods.ts names it). */
export const CASH_METHOD = 'cash' as const;

/** The notes the till offers as one tap each, beside Exact. */
export const CASH_NOTES: readonly Pence[] = [500, 1000, 2000];

/** The most cash a till takes for one sale: more is surely a typing slip. */
export const MAX_CASH_TENDERED: Pence = 100_000;

/** The change to give for `tendered` against `total`, or null when the cash given is short. */
export function changeDue(total: Pence, tendered: Pence): Pence | null {
  return tendered >= total ? tendered - total : null;
}

/** Said (400) when the cash given does not cover the total. */
export function cashShortMessage(total: Pence, tendered: Pence): string {
  return `${formatPounds(tendered)} does not cover the total of ${formatPounds(total)}.`;
}

/** What the till shows under the amount given: "Change £3.10". */
export function changeText(change: Pence): string {
  return `Change ${formatPounds(change)}`;
}

/**
 * The payment event a cash sale is recorded with: one id per order, so however often Complete reaches the server the
 * order is paid once.
 */
export function cashEventId(orderId: string): string {
  return `cash:${orderId}`;
}

/**
 * What one tap on a drink's tile adds: the drink at the given size with its default options, priced as the menu
 * prices it; null when its defaults cannot be made (a required choice sold out), so the options dialog must open.
 */
export function defaultLineOf(product: Product, size: Size = 'reg'): BasketItem | null {
  if (product.soldOut) return null;
  const groups = product.optionGroups ?? [];
  const checked = validateChoices(product.name, groups, defaultChoices(groups), { size });
  if (!checked.ok) return null;
  return basketItemOf(product, size, checked.options);
}

/** The README's test cards that the Sandbox reader offers to "tap" (a reader asks no 3-D Secure challenge). */
export const SANDBOX_READER_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'declined' },
  { number: '4000 0000 0000 9995', outcome: 'insufficient funds' },
  { number: '4000 0000 0000 0069', outcome: 'expired' },
] as const;

/** What the till's card button says: "Charge £4.50". */
export function chargeText(total: Pence): string {
  return `Charge ${formatPounds(total)}`;
}
