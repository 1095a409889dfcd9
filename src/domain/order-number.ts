/**
 * The number a barista calls across the counter and a customer says back: #1, #2, … for each shop day, given when the
 * order is paid (so an abandoned checkout takes no number and the numbers called have no gaps). The long id stays the
 * order's key; its first 8 characters remain for staff who need to tell two days' #12 apart.
 */
import { shopDate } from './opening-hours';
import { orderNumber } from './order-status';

/**
 * The shop day an order paid at `paidAt` is numbered in: its date on the shop's clock, so numbering starts again at
 * midnight in London, in summer time as in winter, and a day of 23 or 25 hours is still one day.
 */
export function orderNumberDay(paidAt: Date): string {
  return shopDate(paidAt);
}

/** The day's number as people read and say it: "#12". */
export function dayNumberLabel(dayNumber: number): string {
  return `#${dayNumber}`;
}

/**
 * What a person reads for an order: "#12", or, for an order that has no number (not paid yet, or an admin's test
 * payment), the first 8 characters of its id as before.
 */
export function orderLabel(order: { id: string; dayNumber: number | null }): string {
  return order.dayNumber === null ? orderNumber(order.id) : dayNumberLabel(order.dayNumber);
}

/**
 * The number with the id's first 8 characters beside it, for staff who read an order days later (another day has a #12
 * too): "#12 (fbb5f967)", or the 8 characters alone for an order without a number.
 */
export function orderLabelWithId(order: { id: string; dayNumber: number | null }): string {
  return order.dayNumber === null
    ? orderNumber(order.id)
    : `${dayNumberLabel(order.dayNumber)} (${orderNumber(order.id)})`;
}

/** The numbers a day can give: far more than a shop makes, small enough for the column and a search. */
const MAX_DAY_NUMBER = 999_999;

/** A search typed as an order number ("#12", "# 12" or "12"): the number, else null (a name or an e-mail). */
export function orderNumberQuery(text: string): number | null {
  const match = /^#?\s*(\d{1,6})$/.exec(text.trim());
  if (!match) return null;
  const dayNumber = Number(match[1]);
  return dayNumber >= 1 && dayNumber <= MAX_DAY_NUMBER ? dayNumber : null;
}
