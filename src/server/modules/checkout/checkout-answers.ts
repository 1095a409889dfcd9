/**
 * What checkout tells the customer once they have paid (or think they have): the hosted checkout's verification and
 * the in-page payment's confirmation, each settling the order from the provider's word first if its event has not
 * arrived yet.
 */
import type { Pence } from '@domain/money';
import { isUnpaid, orderNumber } from '@domain/order-status';
import { notFound } from '../../errors';
import { findOrder, findOrderByProviderRef, isOrderId, listOrderLines } from '../orders';
import { readBackIntent, readBackSession, type CheckoutSession, type PaymentIntent } from '../payments';
import { providerFailure, settleStep, type CheckoutContext } from './checkout-payment';

/** GET /api/verify-session: the order's paid state, settled from the provider's word if need be. */
export async function verifySession(ctx: CheckoutContext, sessionId: string) {
  let order = await findOrderByProviderRef(ctx.db, ctx.provider.name, sessionId);
  if (!order || order.checkoutKind !== 'hosted' || order.isTest)
    throw notFound('We could not find that checkout session.');
  if (isUnpaid(order)) {
    let session: CheckoutSession | null;
    try {
      session = await ctx.provider.retrieveCheckoutSession(sessionId);
    } catch (error) {
      return providerFailure(error);
    }
    const settled = session ? readBackSession(ctx.provider.name, session, order.id) : null;
    if (settled) {
      await settleStep(ctx, settled);
      order = (await findOrder(ctx.db, order.id))!;
    }
  }
  const paid = order.paymentStatus === 'paid';
  const error =
    order.paymentStatus === 'failed'
      ? (order.failureMessage ?? 'Payment failed. Please try again.')
      : order.paymentStatus === 'cancelled'
        ? 'This checkout session has expired.'
        : order.paymentStatus === 'needs_review'
          ? 'We could not confirm your payment. Please contact us before ordering again.'
          : undefined;
  return {
    sessionId,
    paid,
    paymentStatus: order.paymentStatus,
    ...(paid ? { orderNumber: orderNumber(order.id) } : {}),
    // The order's private page, once it is a paid order.
    ...(paid && order.trackingToken ? { trackingToken: order.trackingToken } : {}),
    ...(error ? { error } : {}),
  };
}

/** GET /api/order-confirmation/:orderId: the order just paid, for the browser holding its receipt token only. */
export async function orderConfirmation(ctx: CheckoutContext, orderId: string, receiptToken: string) {
  if (!isOrderId(orderId) || !ctx.payments.isReceiptToken(orderId.toLowerCase(), receiptToken)) {
    throw notFound('We could not find that order.');
  }
  let order = await findOrder(ctx.db, orderId.toLowerCase());
  if (!order || order.isTest) throw notFound('We could not find that order.');
  if (isUnpaid(order) && order.checkoutKind === 'in_page' && order.providerRef) {
    let intent: PaymentIntent | null;
    try {
      intent = await ctx.provider.retrievePaymentIntent(order.providerRef);
    } catch (error) {
      return providerFailure(error);
    }
    const settled = intent ? readBackIntent(ctx.provider.name, intent, order.id) : null;
    if (settled) {
      await settleStep(ctx, settled);
      order = (await findOrder(ctx.db, order.id))!;
    }
  }
  const lines = await listOrderLines(ctx.db, order.id);
  return {
    orderId: order.id,
    orderNumber: orderNumber(order.id),
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
    total: order.totalAmount,
    paidAt: order.paidAt?.toISOString() ?? null,
    // The order's private page, once it is a paid order.
    ...(order.paymentStatus === 'paid' && order.trackingToken ? { trackingToken: order.trackingToken } : {}),
  };
}
