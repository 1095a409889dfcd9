/**
 * A checkout is paid at today's terms or not at all. Right before a payment is taken (the sandbox's
 * card confirm and hosted Pay, through the payments' PaymentGuard port; with Stripe, POST /api/checkout/recheck, which
 * the browser calls right before Stripe.js confirms the card), the order's lines are priced again from the catalogue
 * and the promotions running now on the shop's clock. A changed price or promotion (a happy hour over since the
 * checkout started), a product removed or sold out, or a checkout older than 30 minutes (Stripe Checkout's shortest
 * session) refuses the payment in words, and its intent is cancelled, so the order is cancelled by the one fulfilment
 * path and the customer's next checkout starts from the refreshed basket.
 * With a slot capacity, a scheduled order is also refused when the cups already paid for in its slot leave no room for
 * it (paid cups count first: its hold lapsed and others paid meanwhile); other customers' holds never refuse it.
 * A payment that succeeds nonetheless is still recorded (fulfilment: cancelled → paid, or needs_review when the
 * amount differs), so a paid order is never lost.
 */
import { CHECKOUT_EXPIRED, CHECKOUT_LIFETIME_MINUTES, PRICES_CHANGED } from '@domain/contracts/checkout';
import { isPayable } from '@domain/order-status';
import { SLOT_BOOKED_BY_PAID } from '@domain/slot-holds';
import type { DbOrTx } from '../../db/client';
import { AppError, conflict, notFound } from '../../errors';
import { isOrderId, orderRecords, type OrderRow } from '../orders';
import { PaymentProviderError, readBackIntent, type PaymentGuard, type PaymentsService } from '../payments';
import type { PickupGate } from './checkout-pickup';
import { priceCheckout } from './price-checkout';
import type { CheckoutRewards } from './checkout-reward';
import { REWARD_GONE } from '@domain/contracts/loyalty';

export const CHECKOUT_LIFETIME_MS = CHECKOUT_LIFETIME_MINUTES * 60_000;

/** A checkout attempt older than 30 minutes is not paid any more; the basket starts a new one. */
export function isExpiredCheckout(order: Pick<OrderRow, 'createdAt'>, now = Date.now()): boolean {
  return now - order.createdAt.getTime() > CHECKOUT_LIFETIME_MS;
}

/**
 * Port: why lines cannot be ordered now for want of stock (an ingredient out: "Brown Sugar Boba Milk is sold out: we
 * have run out of Tapioca pearls."; a count short: "Only 2 Cola Cubes left"), or null. The stock module implements it.
 */
export interface StockGate {
  refusal(
    db: DbOrTx,
    lines: readonly {
      productId: string;
      name: string;
      quantity: number;
      options?: readonly { id: string; name: string }[];
    }[],
  ): Promise<string | null>;
}

/** Why this order's payment may not be taken now (in the customer's words), or null when it may. */
export async function checkoutRefusal(
  db: DbOrTx,
  orderId: string,
  pickup?: PickupGate,
  now = Date.now(),
  rewards?: CheckoutRewards,
  stock?: StockGate,
): Promise<string | null> {
  const order = await orderRecords.findOrder(db, orderId.toLowerCase());
  // Not a customer's checkout awaiting payment (a test payment, or already settled): nothing to re-check.
  if (!order || order.isTest || !isPayable(order)) return null;
  if (isExpiredCheckout(order, now)) return CHECKOUT_EXPIRED;
  const lines = await orderRecords.listOrderLines(db, order.id);
  // An order that uses the free drink is paid only while it holds its card's reward.
  const rule = order.freeDrink > 0 ? ((await rewards?.stillHeld(db, order.id)) ?? null) : null;
  if (order.freeDrink > 0 && !rule) return REWARD_GONE;
  let priced;
  // The lines as they were ordered, with the drink options each line's snapshot kept (none kept: the defaults).
  try {
    priced = await priceCheckout(
      db,
      lines.map((line) => ({
        productId: line.productId ?? '',
        name: line.name,
        size: line.size,
        quantity: line.quantity,
        optionIds: line.options && line.options.length > 0 ? line.options.map((option) => option.id) : null,
      })),
      rule,
      // Deals run by the shop's clock (the pickup gate's: a fake one in tests); the 30 minutes above by the real one,
      // which the order's createdAt was written by.
      pickup?.now() ?? new Date(now),
    );
  } catch (error) {
    // Removed, sold out, or no longer a chargeable total: the basket has changed under the checkout.
    if (error instanceof AppError && error.kind === 'invalid_data') return PRICES_CHANGED;
    throw error;
  }
  const same =
    priced.total === order.totalAmount &&
    (priced.freeDrink?.amount ?? 0) === order.freeDrink &&
    priced.lines.length === lines.length &&
    priced.lines.every(
      (line, index) => line.unitPrice === lines[index]!.unitPrice && line.discount === lines[index]!.discount,
    );
  if (!same) return PRICES_CHANGED;
  // Someone else may have paid for the last ones, or an ingredient ran out, since the checkout began.
  const short = await stock?.refusal(
    db,
    lines.map((line) => ({
      productId: line.productId ?? '',
      name: line.name,
      quantity: line.quantity,
      options: line.options ?? [],
    })),
  );
  if (short) return short;
  if (pickup && order.pickupAt) {
    const drinks = lines.reduce((sum, line) => sum + line.quantity, 0);
    const at = { asap: order.pickupAsap, at: order.pickupAt };
    if (!(await pickup.roomForPayment(db, at, drinks, order.idempotencyKey ?? ''))) return SLOT_BOOKED_BY_PAID;
  }
  return null;
}

/**
 * POST /api/checkout/recheck: the paying browser (holding the order's receipt token) asks right before it confirms
 * the card. Refused: the intent is cancelled at the provider and its state handed to fulfilment (the order is
 * cancelled now, not when the webhook comes), and the customer is told why (409).
 */
/** Checkout's side of the payments' PaymentGuard port: the sandbox asks it before it takes a payment. */
export function createPaymentGuard(
  db: DbOrTx,
  pickup?: PickupGate,
  rewards?: CheckoutRewards,
  stock?: StockGate,
): PaymentGuard {
  return { refusal: (orderId) => checkoutRefusal(db, orderId, pickup, Date.now(), rewards, stock) };
}

/** POST /api/checkout/recheck: may this order still be paid at today's terms? If not, its payment is cancelled. */
export type CheckoutRecheck = ReturnType<typeof createCheckoutRecheck>;

export function createCheckoutRecheck({
  db,
  payments,
  pickup,
  rewards,
  stock,
}: {
  db: DbOrTx;
  payments: PaymentsService;
  pickup?: PickupGate;
  rewards?: CheckoutRewards;
  stock?: StockGate;
}) {
  return async function recheck(orderId: string, receiptToken: string): Promise<{ ok: true; total: number }> {
    const id = orderId.toLowerCase();
    if (!isOrderId(id) || !payments.isReceiptToken(id, receiptToken)) throw notFound('We could not find that order.');
    const order = await orderRecords.findOrder(db, id);
    if (!order || order.isTest) throw notFound('We could not find that order.');
    const refusal = await checkoutRefusal(db, id, pickup, Date.now(), rewards, stock);
    if (!refusal) return { ok: true, total: order.totalAmount };
    if (order.checkoutKind === 'in_page' && order.providerRef) {
      try {
        const intent = await payments.cancelPaymentIntent(order.providerRef);
        const settled = intent ? readBackIntent(payments.name, intent, order.id) : null;
        if (settled) await payments.fulfil(settled);
      } catch (error) {
        // The provider's webhook (or the re-check at confirm) settles it later; the refusal stands either way.
        if (!(error instanceof PaymentProviderError)) throw error;
      }
    }
    throw conflict(refusal);
  };
}
