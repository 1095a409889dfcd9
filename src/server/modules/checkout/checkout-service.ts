/**
 * Checkout as a workflow of named steps over other modules (Medusa's habit), writing no table itself:
 *   1. price the basket (catalogue's prices and promotions, the domain's rules);
 *   2. record the order, awaiting payment with its line snapshot, through the orders module;
 *   3. create the payment at the provider through the payments module;
 *   4. when the provider already settled the payment (a webhook not yet arrived), hand its state, read back, to
 *      fulfilment by the one path every payment event takes (payments.fulfil → orders' fulfilment).
 * Routes stay thin and call these.
 *
 * Idempotency: an order's key is derived from the priced basket, the customer and the browser's checkout token, so
 * "Pay pressed twice" and "the same basket from two tabs" are one order with one payment, and the provider's own
 * idempotency key is derived from that order's id. A declined attempt stays payable: the retry uses the same order and
 * the same payment. An order that was paid (or can no longer be paid) is never reused: the next key in its chain is.
 */
import { optionsKey } from '@domain/drink-options';
import { createHash, randomUUID } from 'node:crypto';
import { PRICES_CHANGED } from '@domain/contracts/checkout';
import { parsePounds, type Pence } from '@domain/money';
import { isPayable, isUnpaid, orderNumber } from '@domain/order-status';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, conflict, invalid, notFound } from '../../errors';
import {
  findOrder,
  findOrderByIdempotencyKey,
  findOrderByProviderRef,
  insertOrderOnce,
  isOrderId,
  listOrderLines,
  setProviderRef,
  type NewOrder,
  type OrderRow,
} from '../orders';
import {
  PaymentProviderError,
  readBackIntent,
  readBackSession,
  type CheckoutSession,
  type PaymentEvent,
  type PaymentIntent,
  type PaymentsService,
} from '../payments';
import { readCartItems } from './checkout-lines';
import { CHECKOUT_LIFETIME_MS, isExpiredCheckout } from './checkout-recheck';
import { pickupSentence } from '@domain/pickup-label';
import { pickupChoiceOf, withPickupKey, type PickupGate } from './checkout-pickup';
import { hostedLineName } from './checkout-line-name';
import { priceCheckout, type PricedCheckout } from './price-checkout';
import type { WorkLanes } from '../../db/work-lanes';

export { PRICES_CHANGED };

export interface CheckoutDeps {
  db: Db;
  payments: PaymentsService;
  /** Checks the pickup time and records the order under it (modules/opening-hours); absent in old tests. */
  pickup?: PickupGate;
  /**
   * Each database step of a checkout starting waits for a free place (db/work-lanes.ts), so that payments
   * completing meanwhile go first; absent in tests of the service alone (no waiting).
   */
  lanes?: Pick<WorkLanes, 'ordinary'>;
}

export interface Customer {
  name: string;
  email: string;
}

/** What an order's key is made of: the same inputs give the same order. */
function orderKey(
  kind: NewOrder['checkoutKind'],
  priced: PricedCheckout,
  customer: Customer | null,
  token: string | undefined,
) {
  const basis = JSON.stringify({
    kind,
    token: token ?? null,
    customer: customer ? [customer.name.trim(), customer.email.trim().toLowerCase()] : null,
    lines: priced.lines
      .map((line) => [
        line.productId,
        line.size,
        optionsKey(line.options),
        line.quantity,
        line.unitPrice,
        line.discount,
      ])
      .sort(),
    total: priced.total,
  });
  return `checkout:${createHash('sha256').update(basis).digest('hex')}`;
}

/** The next key after an order that can no longer be paid: deterministic, so two tabs still meet on one order. */
const nextKey = (key: string, spentOrderId: string) =>
  `checkout:${createHash('sha256').update(`${key}\u0000${spentOrderId}`).digest('hex')}`;

function providerFailure(error: unknown): never {
  if (error instanceof PaymentProviderError) {
    if (error.status !== null && error.status < 500 && error.status !== 429)
      throw new AppError('payment_failed', error.message);
    throw new AppError('unavailable', 'The payment service is not answering. Please try again in a moment.');
  }
  throw error;
}

export function createCheckoutService({ db, payments, pickup, lanes = { ordinary: (work) => work() } }: CheckoutDeps) {
  const provider = payments.provider;
  /**
   * The payment step waits for a place only with the sandbox, which keeps its payments in this database; Stripe's
   * are created at Stripe, and a place held through that call would only keep a payment completing waiting longer.
   */
  const paymentStepInDatabase = provider.name === 'sandbox';
  const step = <T>(work: () => Promise<T>, clientGone: AbortSignal | undefined, inDatabase = true) =>
    inDatabase ? lanes.ordinary(work, clientGone) : work();

  /** Step 1: validate the lines and price them from the catalogue and active promotions. */
  async function priceBasketStep(cartItems: unknown): Promise<PricedCheckout> {
    return priceCheckout(db, readCartItems(cartItems));
  }

  /**
   * Step 2 (orders): a new order awaiting payment with the snapshot of its lines, or the payable order already holding
   * this key.
   * Most checkouts are new, so the insert comes first and the key's order is read only when the insert met it (one
   * round trip fewer per checkout; the unique key still decides, as before).
   */
  async function recordOrderStep(
    order: Omit<NewOrder, 'idempotencyKey'>,
    firstKey: string,
    on: DbOrTx = db,
  ): Promise<OrderRow> {
    let key = firstKey;
    for (let hop = 0; hop < 20; hop++) {
      const inserted = await insertOrderOnce(on, { ...order, idempotencyKey: key });
      if (inserted) return inserted;
      const existing = await findOrderByIdempotencyKey(on, key);
      // Orders are never deleted (erasure anonymises them), so this is only a guard: try the key again.
      if (!existing) continue;
      // Older than 30 minutes, it is not paid any more (checkout-recheck.ts): the basket starts a new order.
      if (isPayable(existing) && !isExpiredCheckout(existing)) return existing;
      key = nextKey(key, existing.id);
    }
    throw conflict('This basket has been ordered many times already. Please change it or try again later.');
  }

  /** Step 2 with the pickup time: checked (409 when refused) and recorded with the order, in one transaction. */
  async function recordWithPickupStep(
    order: Omit<NewOrder, 'idempotencyKey'>,
    key: string,
    pickupTime: string | undefined,
  ): Promise<OrderRow> {
    if (!pickup) return recordOrderStep(order, key);
    const drinks = order.priced.lines.reduce((sum, line) => sum + line.quantity, 0);
    return pickup.reserve(pickupChoiceOf(pickupTime), drinks, key, (tx, chosen) =>
      recordOrderStep({ ...order, pickup: chosen }, key, tx),
    );
  }

  /** Step 4: a payment the provider settled goes to fulfilment by the one path every payment event takes. */
  async function settleStep(settled: PaymentEvent): Promise<void> {
    await payments.fulfil(settled);
  }

  /** Step 3 (in-page): the order's payment intent, created once per order. Null when the order turned out to be settled. */
  async function paymentIntentStep(order: OrderRow): Promise<PaymentIntent | null> {
    try {
      if (order.providerRef) {
        const existing = await provider.retrievePaymentIntent(order.providerRef);
        if (existing) {
          const settled = readBackIntent(provider.name, existing, order.id);
          if (!settled) return existing;
          await settleStep(settled);
          return null;
        }
      }
      const intent = await provider.createPaymentIntent({
        amount: order.totalAmount,
        currency: 'gbp',
        metadata: { orderId: order.id },
        description: `Pearl order ${orderNumber(order.id)}`,
        idempotencyKey: `pearl-order-${order.id}-payment`,
      });
      await setProviderRef(db, order.id, intent.id, intent.id);
      return intent;
    } catch (error) {
      return providerFailure(error);
    }
  }

  /** Step 3 (hosted): the order's checkout session, created once per order. Null when the order turned out to be settled. */
  async function checkoutSessionStep(
    order: OrderRow,
    priced: PricedCheckout,
    baseUrl: string,
  ): Promise<CheckoutSession | null> {
    try {
      if (order.providerRef) {
        const existing = await provider.retrieveCheckoutSession(order.providerRef);
        if (existing) {
          const settled = readBackSession(provider.name, existing, order.id);
          if (!settled && existing.status === 'open' && existing.url) return existing;
          if (settled) await settleStep(settled);
          return null;
        }
      }
      const session = await provider.createCheckoutSession({
        // Lines at their menu prices and the promotions as a discount of their own, as the order page shows them.
        lines: priced.lines.map((line) => ({
          name: hostedLineName(line),
          quantity: line.quantity,
          unitAmount: line.unitPrice,
          amount: line.lineSubtotal,
        })),
        discount:
          priced.discount > 0
            ? {
                amount: priced.discount,
                promotions: [...new Set(priced.lines.flatMap((line) => line.promotionTitle ?? []))],
              }
            : null,
        pickup: `Pickup time: ${pickupSentence(order)}`,
        amount: order.totalAmount,
        currency: 'gbp',
        // A minute over the 30 the re-check allows: Stripe refuses an expires_at under 30 minutes by its own clock.
        expiresAt: new Date(Date.now() + CHECKOUT_LIFETIME_MS + 60_000),
        successUrl: `${baseUrl}/success?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${baseUrl}/cancel?session_id={CHECKOUT_SESSION_ID}`,
        metadata: { orderId: order.id },
        idempotencyKey: `pearl-order-${order.id}-session`,
      });
      await setProviderRef(db, order.id, session.id, session.paymentIntentId);
      return session;
    } catch (error) {
      return providerFailure(error);
    }
  }

  interface PaymentIntentInput {
    amount: number;
    cartItems: unknown;
    customer: Customer;
    checkoutToken?: string;
    /** 'asap' (also when absent) or a pickup slot's start. */
    pickupTime?: string | undefined;
    /** Aborted when the customer has gone: no order and no payment is started for them then. */
    clientGone?: AbortSignal;
  }

  interface HostedCheckoutInput {
    cartItems: unknown;
    checkoutToken?: string;
    /** 'asap' (also when absent) or a pickup slot's start. */
    pickupTime?: string | undefined;
    baseUrl: string;
    clientGone?: AbortSignal;
  }

  async function startPaymentIntent(input: PaymentIntentInput) {
    const priced = await step(() => priceBasketStep(input.cartItems), input.clientGone);
    const amount = parsePounds(input.amount);
    if (amount === null) throw invalid('amount must be the total in pounds, for example 7.50.');
    // The browser's amount never decides the charge; one that differs means the browser showed an old price.
    if (amount !== priced.total) throw conflict(PRICES_CHANGED, { total: priced.total });
    const order = {
      priced,
      provider: provider.name,
      checkoutKind: 'in_page' as const,
      customerName: input.customer.name,
      customerEmail: input.customer.email,
    };
    const key = withPickupKey(orderKey('in_page', priced, input.customer, input.checkoutToken), input.pickupTime);
    for (let attempt = 0; attempt < 3; attempt++) {
      input.clientGone?.throwIfAborted();
      const recorded = await step(() => recordWithPickupStep(order, key, input.pickupTime), input.clientGone);
      input.clientGone?.throwIfAborted();
      const intent = await step(() => paymentIntentStep(recorded), input.clientGone, paymentStepInDatabase);
      if (!intent) continue;
      return {
        clientSecret: intent.clientSecret,
        orderId: recorded.id,
        paymentIntentId: intent.id,
        amount: intent.amount,
        total: recorded.totalAmount,
        receiptToken: payments.receiptToken(recorded.id),
      };
    }
    throw new AppError('unavailable', 'We could not start the payment. Please try again.');
  }

  async function startCheckoutSession(input: HostedCheckoutInput) {
    const priced = await step(() => priceBasketStep(input.cartItems), input.clientGone);
    const order = {
      priced,
      provider: provider.name,
      checkoutKind: 'hosted' as const,
      customerName: null,
      customerEmail: null,
    };
    // A hosted checkout has no customer yet: without the browser's token, nothing tells two callers apart, so each
    // checkout gets an order (and a session) of its own rather than one another caller could open or be told paid.
    const key = withPickupKey(
      input.checkoutToken ? orderKey('hosted', priced, null, input.checkoutToken) : `checkout:${randomUUID()}`,
      input.pickupTime,
    );
    for (let attempt = 0; attempt < 3; attempt++) {
      input.clientGone?.throwIfAborted();
      const recorded = await step(() => recordWithPickupStep(order, key, input.pickupTime), input.clientGone);
      input.clientGone?.throwIfAborted();
      const session = await step(
        () => checkoutSessionStep(recorded, priced, input.baseUrl),
        input.clientGone,
        paymentStepInDatabase,
      );
      if (!session?.url) continue;
      return { total: recorded.totalAmount, url: session.url };
    }
    throw new AppError('unavailable', 'We could not start the checkout. Please try again.');
  }

  return {
    /** POST /api/create-payment-intent: the in-page card payment. */
    async createPaymentIntent(input: PaymentIntentInput) {
      return startPaymentIntent(input);
    },

    /** POST /api/create-checkout-session: the hosted checkout. */
    async createCheckoutSession(input: HostedCheckoutInput) {
      return startCheckoutSession(input);
    },

    /** GET /api/verify-session: the order's paid state, settled from the provider's word if need be. */
    async verifySession(sessionId: string) {
      let order = await findOrderByProviderRef(db, provider.name, sessionId);
      if (!order || order.checkoutKind !== 'hosted' || order.isTest)
        throw notFound('We could not find that checkout session.');
      if (isUnpaid(order)) {
        let session: CheckoutSession | null;
        try {
          session = await provider.retrieveCheckoutSession(sessionId);
        } catch (error) {
          return providerFailure(error);
        }
        const settled = session ? readBackSession(provider.name, session, order.id) : null;
        if (settled) {
          await settleStep(settled);
          order = (await findOrder(db, order.id))!;
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
    },

    /** GET /api/order-confirmation/:orderId: the order just paid, for the browser holding its receipt token only. */
    async orderConfirmation(orderId: string, receiptToken: string) {
      if (!isOrderId(orderId) || !payments.isReceiptToken(orderId.toLowerCase(), receiptToken)) {
        throw notFound('We could not find that order.');
      }
      let order = await findOrder(db, orderId.toLowerCase());
      if (!order || order.isTest) throw notFound('We could not find that order.');
      if (isUnpaid(order) && order.checkoutKind === 'in_page' && order.providerRef) {
        let intent: PaymentIntent | null;
        try {
          intent = await provider.retrievePaymentIntent(order.providerRef);
        } catch (error) {
          return providerFailure(error);
        }
        const settled = intent ? readBackIntent(provider.name, intent, order.id) : null;
        if (settled) {
          await settleStep(settled);
          order = (await findOrder(db, order.id))!;
        }
      }
      const lines = await listOrderLines(db, order.id);
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
    },
  };
}
