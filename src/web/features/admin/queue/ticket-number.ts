import type { MakersQueue } from '@domain/contracts/printing';

/**
 * The number a ticket is called by, in one place, without its "#": the shop's number for the day ("12"), or the
 * order's short id ("fbb5f967") for one that has none.
 */
export function ticketNumber(
  order: Pick<MakersQueue['orders'][number], 'orderNumber'> | NonNullable<MakersQueue['recall']>,
): string {
  return ('orderNumber' in order ? order.orderNumber : order.number).replace(/^#/, '');
}
