/**
 * A payment that arrived for counted products someone else had just paid for: fulfilment held it for review with the
 * reason, and once that committed the whole payment goes back through the provider (the staff refund's own key, so a
 * later staff refund of the order is the same refund), the order ends refunded and the customer is e-mailed why.
 */
import { QUEUE_CHANGED } from '@domain/asap-wait';
import { AppError } from '../../errors';
import { orderRefundedMail } from './order-mail';
import { findOrder, staffOrderOf } from './find-orders';
import { recordStaffRefund } from './order-refunds';
import type { Db } from '../../db/client';
import type { LiveHub } from '../live';
import type { Mailer } from '../mail';
import type { PaymentsService } from '../payments';
import type { OrderFollowers } from './order-fulfilment';
import { refundAtProvider } from './refund-at-provider';

interface StockRefundDeps {
  db: Db;
  mailer: Pick<Mailer, 'enqueue'>;
  live: Pick<LiveHub, 'publish'>;
  payments: Pick<PaymentsService, 'refund'>;
  followers?: Pick<OrderFollowers, 'orderRefunded'>;
}

export async function refundForStock(deps: StockRefundDeps, id: string, reason: string): Promise<void> {
  const { db, payments, mailer, live } = deps;
  const current = await findOrder(db, id);
  if (!current || current.paymentStatus !== 'needs_review' || !current.providerPaymentId) return;
  const asked = await refundAtProvider(db, payments, id, current.providerPaymentId);
  if ('order' in asked) return;
  if (asked.refund.status === 'failed' || asked.refund.status === 'canceled')
    throw new AppError('payment_failed', 'The refund did not go through: the payment provider refused it.');
  await db.transaction(async (tx) => {
    const updated = await recordStaffRefund(tx, id, new Date());
    await deps.followers?.orderRefunded(tx, id, updated.refundedAt ?? new Date());
    const order = await staffOrderOf(tx, updated);
    if (order.customerEmail)
      await mailer.enqueue(
        orderRefundedMail({ ...order, customerEmail: order.customerEmail }, asked.refund.amount, false, reason),
        tx,
      );
    await live.publish('orders', { orderId: id, event: 'refunded' }, tx);
    await live.publish('menu', QUEUE_CHANGED, tx);
  });
}
