import type { MakersQueue } from '@domain/contracts/printing';

/**
 * The number a ticket is called by, in one place: the order's short id for now ("fbb5f967"); the shop's number for the
 * day ("12") takes its place here once the queue carries it.
 */
export function ticketNumber(order: Pick<MakersQueue['orders'][number], 'number'>): string {
  return order.number;
}
