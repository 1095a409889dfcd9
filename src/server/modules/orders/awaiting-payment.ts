/**
 * Kiosk orders paid at the counter: the customer chose Pay at the counter, so the order waits, unpaid, on the till's
 * Awaiting payment list until staff take cash or a card for it. Like every unpaid order it is on no make screen, ticket
 * or label until paid (fulfilment queues those), and it leaves the list the moment it is paid.
 */
import { UNPAID_PAYMENT_STATUSES } from '@domain/order-status';
import { and, asc, eq, gte, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { itemsOf, type OrderItem, type OrderRow } from './order-rows';
import { orders } from './schema';

const stillUnpaid = () => and(isNull(orders.status), inArray(orders.paymentStatus, [...UNPAID_PAYMENT_STATUSES]));

/**
 * The kiosk's customer will pay at the counter: the order joins the till's Awaiting payment list (once; asking again
 * keeps the first time). Null when it is no kiosk order still to pay.
 */
export async function choosePayAtCounter(db: DbOrTx, orderId: string, now: Date): Promise<OrderRow | null> {
  await db
    .update(orders)
    .set({ payAtCounterAt: now, updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.channel, 'kiosk'), isNull(orders.payAtCounterAt), stillUnpaid()));
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.channel, 'kiosk')))
    .limit(1);
  return row ?? null;
}

/** The kiosk orders waiting to be paid at the counter, chosen since `since`, oldest first, with their lines. */
export async function ordersAwaitingPayment(
  db: DbOrTx,
  since: Date,
): Promise<Array<{ order: OrderRow; items: OrderItem[] }>> {
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.channel, 'kiosk'),
        eq(orders.isTest, false),
        isNotNull(orders.payAtCounterAt),
        gte(orders.payAtCounterAt, since),
        stillUnpaid(),
      ),
    )
    .orderBy(asc(orders.payAtCounterAt))
    .limit(50);
  const items = await itemsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((order) => ({ order, items: items.get(order.id) ?? [] }));
}
