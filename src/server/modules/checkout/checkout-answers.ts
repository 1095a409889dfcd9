/**
 * What checkout tells the customer once they have paid (or think they have): the hosted checkout's verification and
 * the in-page payment's confirmation, each settling the order from the provider's word first if its event has not
 * arrived yet.
 */
import { isStockRefundMessage } from '@domain/stock';
import type { Pence } from '@domain/money';
import { orderLabel } from '@domain/order-number';
import { isUnpaid } from '@domain/order-status';
import { notFound } from '../../errors';
import { isOrderId, orderRecords, type OrderRow } from '../orders';
import { readBackIntent, readBackSession, type PaymentEvent } from '../payments';
import { providerFailure, settleStep, type CheckoutContext } from './checkout-payment';

/**
 * An unpaid order settled from the provider's word first, when that word has come before its event: `retrieve` asks
 * for the session or the payment, `readBack` reads what it says. The order as it now stands.
 */
async function settleFirst<T>(
  ctx: CheckoutContext,
  order: OrderRow,
  retrieve: () => Promise<T | null>,
  readBack: (found: T, orderId: string) => PaymentEvent | null,
): Promise<OrderRow> {
  let found: T | null;
  try {
    found = await retrieve();
  } catch (error) {
    return providerFailure(error);
  }
  const settled = found ? readBack(found, order.id) : null;
  if (!settled) return order;
  await settleStep(ctx, settled);
  return (await orderRecords.findOrder(ctx.db, order.id))!;
}

/** GET /api/verify-session: the order's paid state, settled from the provider's word if need be. */
export async function verifySession(ctx: CheckoutContext, sessionId: string) {
  let order = await orderRecords.findOrderByProviderRef(ctx.db, ctx.provider.name, sessionId);
  if (!order || order.checkoutKind !== 'hosted' || order.isTest)
    throw notFound('We could not find that checkout session.');
  if (isUnpaid(order)) {
    order = await settleFirst(
      ctx,
      order,
      () => ctx.provider.retrieveCheckoutSession(sessionId),
      (session, orderId) => readBackSession(ctx.provider.name, session, orderId),
    );
  }
  const paid = order.paymentStatus === 'paid';
  const error =
    order.paymentStatus === 'failed'
      ? (order.failureMessage ?? 'Payment failed. Please try again.')
      : order.paymentStatus === 'cancelled'
        ? 'This checkout session has expired.'
        : isStockRefundMessage(order.failureMessage)
          ? order.failureMessage
          : order.paymentStatus === 'needs_review'
            ? 'We could not confirm your payment. Please contact us before ordering again.'
            : undefined;
  return {
    sessionId,
    paid,
    paymentStatus: order.paymentStatus,
    ...(paid ? { orderNumber: orderLabel(order) } : {}),
    // The order's private page, once it is a paid order.
    ...(paid && order.trackingToken ? { trackingToken: order.trackingToken } : {}),
    // Who holds the session's id paid for it, so they see the order as /order-confirmation shows it.
    ...(paid ? { order: await orderSummary(ctx, order) } : {}),
    ...(error ? { error } : {}),
  };
}

/** GET /api/order-confirmation/:orderId: the order just paid, for the browser holding its receipt token only. */
export async function orderConfirmation(ctx: CheckoutContext, orderId: string, receiptToken: string) {
  if (!isOrderId(orderId) || !ctx.payments.isReceiptToken(orderId.toLowerCase(), receiptToken)) {
    throw notFound('We could not find that order.');
  }
  let order = await orderRecords.findOrder(ctx.db, orderId.toLowerCase());
  if (!order || order.isTest) throw notFound('We could not find that order.');
  if (isUnpaid(order) && order.checkoutKind === 'in_page' && order.providerRef) {
    const intentId = order.providerRef;
    order = await settleFirst(
      ctx,
      order,
      () => ctx.provider.retrievePaymentIntent(intentId),
      (intent, orderId) => readBackIntent(ctx.provider.name, intent, orderId),
    );
  }
  return orderSummary(ctx, order);
}

/** What the customer is shown of an order after paying, on /success and /order-confirmation alike. */
async function orderSummary(ctx: CheckoutContext, order: OrderRow) {
  const lines = await orderRecords.listOrderLines(ctx.db, order.id);
  return {
    orderId: order.id,
    orderNumber: orderLabel(order),
    paid: order.paymentStatus === 'paid',
    paymentStatus: order.paymentStatus,
    customerName: order.customerName,
    lines: lines.map((line) => ({
      name: line.name,
      size: line.size,
      quantity: line.quantity,
      unitPrice: line.unitPrice as Pence,
      lineSubtotal: line.lineSubtotal,
      discount: line.discount,
      options: line.options.map(({ name, price }) => ({ name, price })),
    })),
    subtotal: order.subtotal,
    discount: order.discount,
    freeDrink: order.freeDrink,
    total: order.totalAmount,
    paidAt: order.paidAt?.toISOString() ?? null,
    pickupAsap: order.pickupAsap,
    pickupAt: order.pickupAt?.toISOString() ?? null,
    // The order's private page, once it is a paid order.
    ...(order.paymentStatus === 'paid' && order.trackingToken ? { trackingToken: order.trackingToken } : {}),
    ...(isStockRefundMessage(order.failureMessage) ? { refusal: order.failureMessage } : {}),
  };
}
