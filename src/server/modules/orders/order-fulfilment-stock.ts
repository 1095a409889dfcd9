/**
 * Counted products at payment, fulfilment's step between recording a payment and making its order paid: the payment
 * takes what its lines use in its own transaction, or, when someone else paid for the last ones meanwhile, its order
 * is held for review with the reason and noted for a refund once the transaction commits.
 */
import { isUnpaid } from '@domain/order-status';
import { stockRefundMessage } from '@domain/stock';
import type { DbOrTx } from '../../db/client';
import type { FulfilmentOutcome, PaymentEvent } from '../payments';
import { listOrderLines } from './find-orders';
import type { LiveHub } from '../live';
import { markNeedsReview } from './order-moves';
import type { OrderRow } from './order-rows';

/**
 * Port: counted products (the stock module implements it). A payment takes what its lines use in its own transaction,
 * or gets the refusal ("Only 2 Cola Cubes left") and takes nothing; a refund puts back what it took.
 */
export interface OrderStock {
  take(
    tx: DbOrTx,
    orderId: string,
    lines: readonly { productId: string; name: string; quantity: number }[],
  ): Promise<string | null>;
}

export /** What a payment's transaction leaves for after it commits: the refusal of a payment for stock already gone. */
interface TxNotes {
  stockRefusal?: string | undefined;
}

/** A customer's payment that will make the order paid takes its counted products; the refusal when some are gone. */
export async function takeStock(
  stock: OrderStock | undefined,
  tx: DbOrTx,
  order: OrderRow,
  refundedFirst: boolean,
): Promise<string | null> {
  if (!stock || order.isTest || refundedFirst || !isUnpaid(order)) return null;
  const lines = await listOrderLines(tx, order.id);
  const counted = lines.flatMap((line) =>
    line.productId ? [{ productId: line.productId, name: line.name, quantity: line.quantity }] : [],
  );
  return stock.take(tx, order.id, counted);
}

/**
 * A payment that found the last ones gone: held for review with the reason (never paid, printed or stamped), noted
 * for its refund once the transaction commits, and the staff dashboard told.
 */
export async function holdForStockRefund(
  deps: { live: LiveHub; log: { warn(obj: unknown, msg: string): void } },
  tx: DbOrTx,
  held: { order: OrderRow; event: PaymentEvent; short: string; notes: TxNotes; now: Date },
): Promise<FulfilmentOutcome> {
  const { order, event, short, notes, now } = held;
  const review = { paymentIntentId: event.paymentIntentId, message: stockRefundMessage(short) };
  if (!(await markNeedsReview(tx, order, review, now))) return 'no_change';
  notes.stockRefusal = short;
  deps.log.warn({ orderId: order.id, eventId: event.id, refusal: short }, 'paid for stock that was gone: refunding');
  if (!order.isTest) await deps.live.publish('orders', { orderId: order.id, event: 'needs_review' }, tx);
  return 'needs_review';
}
