/**
 * Checkout's steps 3 and 4: the order's payment at the provider (created once per order, its reference kept by the
 * orders module), and a payment the provider already settled handed to fulfilment by the one path every payment event
 * takes (payments.fulfil → orders' fulfilment).
 */
import { orderNumber } from '@domain/order-status';
import { pickupSentence } from '@domain/pickup-label';
import type { Db } from '../../db/client';
import type { WorkLanes } from '../../db/work-lanes';
import { AppError } from '../../errors';
import { orderRecords, type OrderRow } from '../orders';
import {
  PaymentProviderError,
  readBackIntent,
  readBackSession,
  type CheckoutSession,
  type PaymentEvent,
  type PaymentIntent,
  type PaymentsService,
} from '../payments';
import { hostedLineName } from './checkout-line-name';
import { hostedDiscount, type CheckoutRewards } from './checkout-reward';
import type { PickupGate } from './checkout-pickup';
import { CHECKOUT_LIFETIME_MS } from './checkout-recheck';
import type { PricedCheckout } from './price-checkout';

/** What every step of a checkout works with, built once by createCheckoutService. */
import type { StockGate } from './checkout-recheck';

export interface CheckoutContext {
  db: Db;
  payments: PaymentsService;
  provider: PaymentsService['provider'];
  /** Checks the pickup time and records the order under it (the opening-hours module implements the port). */
  pickup: PickupGate | undefined;
  lanes: Pick<WorkLanes, 'ordinary'>;
  /** The stamp card's free drink (the loyalty module implements the port); absent in tests of checkout alone. */
  rewards?: CheckoutRewards | undefined;
  /** The shop's clock: a basket is priced with the deals running at this moment. */
  now: () => Date;
  /** Ingredients out and counted products short (the stock module implements the port); absent: never refused. */
  stock?: StockGate | undefined;
  /**
   * The payment step waits for a place only with the sandbox, which keeps its payments in this database; Stripe's
   * are created at Stripe, and a place held through that call would only keep a payment completing waiting longer.
   */
  paymentStepInDatabase: boolean;
  /** The shop texts customers when their order is ready (SMS_PROVIDER): only then is a number kept. */
  readyTexts?: boolean | undefined;
}

export function providerFailure(error: unknown): never {
  if (error instanceof PaymentProviderError) {
    if (error.status !== null && error.status < 500 && error.status !== 429)
      throw new AppError('payment_failed', error.message);
    throw new AppError('unavailable', 'The payment service is not answering. Please try again in a moment.');
  }
  throw error;
}

/** Step 4: a payment the provider settled goes to fulfilment by the one path every payment event takes. */
export async function settleStep(ctx: CheckoutContext, settled: PaymentEvent): Promise<void> {
  await ctx.payments.fulfil(settled);
}

/** Step 3 (in-page): the order's payment intent, created once per order. Null when the order turned out to be settled. */
export async function paymentIntentStep(ctx: CheckoutContext, order: OrderRow): Promise<PaymentIntent | null> {
  try {
    if (order.providerRef) {
      const existing = await ctx.provider.retrievePaymentIntent(order.providerRef);
      if (existing) {
        const settled = readBackIntent(ctx.provider.name, existing, order.id);
        if (!settled) return existing;
        await settleStep(ctx, settled);
        return null;
      }
    }
    const intent = await ctx.provider.createPaymentIntent({
      amount: order.totalAmount,
      currency: 'gbp',
      metadata: { orderId: order.id },
      description: `Pearl order ${orderNumber(order.id)}`,
      idempotencyKey: `pearl-order-${order.id}-payment`,
    });
    await orderRecords.setProviderRef(ctx.db, order.id, intent.id, intent.id);
    return intent;
  } catch (error) {
    return providerFailure(error);
  }
}

/** Step 3 (hosted): the order's checkout session, created once per order. Null when the order turned out to be settled. */
export async function checkoutSessionStep(
  ctx: CheckoutContext,
  order: OrderRow,
  priced: PricedCheckout,
  baseUrl: string,
  /** The e-mail the checkout is for (a free drink's address), shown by the provider and not to be changed there. */
  customerEmail?: string,
): Promise<CheckoutSession | null> {
  try {
    if (order.providerRef) {
      const existing = await ctx.provider.retrieveCheckoutSession(order.providerRef);
      if (existing) {
        const settled = readBackSession(ctx.provider.name, existing, order.id);
        if (!settled && existing.status === 'open' && existing.url) return existing;
        if (settled) await settleStep(ctx, settled);
        return null;
      }
    }
    const session = await ctx.provider.createCheckoutSession({
      // Lines at their menu prices; the promotions and the free drink as a discount of their own, each named.
      lines: priced.lines.map((line) => ({
        name: hostedLineName(line),
        quantity: line.quantity,
        unitAmount: line.unitPrice,
        amount: line.lineSubtotal,
      })),
      discount: hostedDiscount(priced),
      pickup: `Pickup time: ${pickupSentence(order)}`,
      amount: order.totalAmount,
      currency: 'gbp',
      // A minute over the 30 the re-check allows: Stripe refuses an expires_at under 30 minutes by its own clock.
      expiresAt: new Date(Date.now() + CHECKOUT_LIFETIME_MS + 60_000),
      successUrl: `${baseUrl}/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${baseUrl}/cancel?session_id={CHECKOUT_SESSION_ID}`,
      metadata: { orderId: order.id },
      ...(customerEmail ? { customerEmail } : {}),
      idempotencyKey: `pearl-order-${order.id}-session`,
    });
    await orderRecords.setProviderRef(ctx.db, order.id, session.id, session.paymentIntentId);
    return session;
  } catch (error) {
    return providerFailure(error);
  }
}
