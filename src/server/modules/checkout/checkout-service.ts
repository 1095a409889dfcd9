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
import { FREE_ORDER_NOT_PAID } from '@domain/contracts/free-order';
import { isFreeOrder } from '@domain/free-order';
import { formatPounds, parsePounds } from '@domain/money';
import { isPayable } from '@domain/order-status';
import type { Db, DbOrTx } from '../../db/client';
import type { WorkLanes } from '../../db/work-lanes';
import { AppError, conflict, invalid } from '../../errors';
import { orderRecords, slotHolds, type Holder, type NewOrder, type OrderRow } from '../orders';
import type { PaymentsService } from '../payments';
import { orderConfirmation, verifySession } from './checkout-answers';
import { readCartItems } from './checkout-lines';
import { checkoutSessionStep, paymentIntentStep, type CheckoutContext } from './checkout-payment';
import { holderOf, pickupChoiceOf, withPickupKey, type PickupGate } from './checkout-pickup';
import { isExpiredCheckout, type StockGate } from './checkout-recheck';
import { priceCheckout, type PricedCheckout } from './price-checkout';
import { checkFreeDrinkPriced, freeDrinkRuleFor, type CheckoutRewards, type RewardRequest } from './checkout-reward';
import { fulfilFreeOrderStep, type FreeOrderInput } from './checkout-free-order';

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
  /** The stamp card's free drink (modules/loyalty); without it, no checkout may use one. */
  rewards?: CheckoutRewards;
  /** The shop's clock, by which a deal runs or not (default: the pickup gate's, else the real one). */
  now?: () => Date;
  /** Ingredients out and counted products short (modules/stock); without it, never refused for stock. */
  stock?: StockGate;
  /** Whether the shop texts customers when their order is ready (a number given is kept only then). */
  readyTexts?: boolean;
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
    freeDrink: priced.freeDrink?.amount ?? 0,
  });
  return `checkout:${createHash('sha256').update(basis).digest('hex')}`;
}

/** The next key after an order that can no longer be paid: deterministic, so two tabs still meet on one order. */
const nextKey = (key: string, spentOrderId: string) =>
  `checkout:${createHash('sha256').update(`${key}\u0000${spentOrderId}`).digest('hex')}`;

/** A database step of a checkout starting waits for a free place (db/work-lanes.ts); a payment step at Stripe does not. */
const step = <T>(
  ctx: CheckoutContext,
  work: () => Promise<T>,
  clientGone: AbortSignal | undefined,
  inDatabase = true,
) => (inDatabase ? ctx.lanes.ordinary(work, clientGone) : work());

/**
 * Step 1: validate the lines and price them from the catalogue and the deals running now, on the shop's clock (and a
 * free drink asked for). A way of paying takes no free order (nothing to pay), and a free order is only one that the
 * free drink takes to £0.00.
 */
async function priceBasketStep(
  ctx: CheckoutContext,
  cartItems: unknown,
  reward?: RewardRequest,
  free = false,
): Promise<PricedCheckout> {
  const lines = readCartItems(cartItems);
  const rule = await freeDrinkRuleFor(ctx.rewards, reward);
  const priced = await priceCheckout(ctx.db, lines, rule, ctx.now());
  // An ingredient out or a count short is refused here, before any card is asked for.
  const short = await ctx.stock?.refusal(ctx.db, priced.lines);
  if (short) throw conflict(short, { reason: 'stock' });
  checkFreeDrinkPriced(rule, priced);
  if (isFreeOrder(priced) && !free) throw invalid(FREE_ORDER_NOT_PAID);
  if (free && !isFreeOrder(priced))
    throw conflict(`Your free drink does not cover this whole order: it comes to ${formatPounds(priced.total)}.`, {
      total: priced.total,
    });
  return priced;
}

/** Step 2b: an order that uses the free drink holds its card's reward, in the transaction that records it. */
async function holdRewardStep(ctx: CheckoutContext, on: DbOrTx, order: OrderRow, reward: RewardRequest | undefined) {
  if (reward && order.freeDrink > 0) await ctx.rewards?.hold(on, reward.email, order.id);
}

/**
 * Step 2 (orders): a new order awaiting payment with the snapshot of its lines, or the payable order already holding
 * this key.
 * Most checkouts are new, so the insert comes first and the key's order is read only when the insert met it (one
 * round trip fewer per checkout; the unique key still decides, as before).
 */
async function recordOrderStep(
  ctx: CheckoutContext,
  order: NewOrder,
  firstKey: string,
  on: DbOrTx = ctx.db,
): Promise<OrderRow> {
  let key = firstKey;
  for (let hop = 0; hop < 20; hop++) {
    const inserted = await orderRecords.insertOrderOnce(on, order, key);
    if (inserted) return inserted;
    const existing = await orderRecords.findOrderByIdempotencyKey(on, key);
    // Orders are never deleted (erasure anonymises them), so this is only a guard: try the key again.
    if (!existing) continue;
    // Older than 30 minutes, it is not paid any more (checkout-recheck.ts): the basket starts a new order.
    if (isPayable(existing) && !isExpiredCheckout(existing)) {
      // A retry takes its place in the slot again (just checked for it), within its hold's longest time.
      if (order.hold) await slotHolds.takeHoldAgain(on, existing, order.hold.holder, order.hold.now);
      return existing;
    }
    key = nextKey(key, existing.id);
  }
  throw conflict('This basket has been ordered many times already. Please change it or try again later.');
}

/** Step 2 with the pickup time: checked (409 when refused) and recorded with the order, in one transaction. */
async function recordWithPickupStep(
  ctx: CheckoutContext,
  order: NewOrder,
  key: string,
  pickupTime: string | undefined,
  holder: Holder,
  reward?: RewardRequest,
): Promise<OrderRow> {
  if (!ctx.pickup) {
    const recorded = await recordOrderStep(ctx, order, key);
    await holdRewardStep(ctx, ctx.db, recorded, reward);
    return recorded;
  }
  const drinks = order.priced.lines.reduce((sum, line) => sum + line.quantity, 0);
  return ctx.pickup.reserve(pickupChoiceOf(pickupTime), drinks, key, holder, async (tx, chosen) => {
    const recorded = await recordOrderStep(
      ctx,
      { ...order, pickup: { asap: chosen.asap, at: chosen.at }, hold: { holder, now: chosen.now } },
      key,
      tx,
    );
    await holdRewardStep(ctx, tx, recorded, reward);
    return recorded;
  });
}

export interface PaymentIntentInput {
  amount: number;
  cartItems: unknown;
  customer: Customer;
  checkoutToken?: string;
  /** 'asap' (also when absent) or a pickup slot's start. */
  pickupTime?: string | undefined;
  /** The client's address: what one address may hold in pickup slots is limited. */
  clientIp?: string;
  /** Aborted when the customer has gone: no order and no payment is started for them then. */
  clientGone?: AbortSignal;
  /** The stamp card's free drink, unlocked with the code e-mailed to the customer's address. */
  rewardToken?: string | undefined;
  /** Text me when it's ready: the UK mobile (E.164), kept only when the shop sends texts. */
  readyText?: string | undefined;
}

export interface HostedCheckoutInput {
  cartItems: unknown;
  checkoutToken?: string;
  /** 'asap' (also when absent) or a pickup slot's start. */
  pickupTime?: string | undefined;
  baseUrl: string;
  /** The client's address: what one address may hold in pickup slots is limited. */
  clientIp?: string;
  clientGone?: AbortSignal;
  /** The stamp card's free drink: the token from the e-mailed code and the address it proves. */
  reward?: RewardRequest | undefined;
}

/**
 * Steps 2 and 3 of either checkout: the order recorded under `key` (with its pickup hold), then its payment started
 * at the provider (`start`). Up to three tries: a start that comes back empty (the provider had settled that payment
 * already) records the order again, which then is a new one; after three, `failure` is the answer.
 */
async function recordThenStart<T>(
  ctx: CheckoutContext,
  input: Pick<HostedCheckoutInput, 'pickupTime' | 'clientIp' | 'checkoutToken' | 'clientGone' | 'reward'>,
  { order, key, failure }: { order: NewOrder; key: string; failure: string },
  start: (recorded: OrderRow) => Promise<T | null>,
): Promise<{ recorded: OrderRow; started: T }> {
  const holder = holderOf(input.clientIp, input.checkoutToken);
  for (let attempt = 0; attempt < 3; attempt++) {
    input.clientGone?.throwIfAborted();
    const recorded = await step(
      ctx,
      () => recordWithPickupStep(ctx, order, key, input.pickupTime, holder, input.reward),
      input.clientGone,
    );
    input.clientGone?.throwIfAborted();
    const started = await step(ctx, () => start(recorded), input.clientGone, ctx.paymentStepInDatabase);
    if (started) return { recorded, started };
  }
  throw new AppError('unavailable', failure);
}

async function startPaymentIntent(ctx: CheckoutContext, input: PaymentIntentInput, inPence = false) {
  const reward = input.rewardToken ? { token: input.rewardToken, email: input.customer.email } : undefined;
  const priced = await step(ctx, () => priceBasketStep(ctx, input.cartItems, reward), input.clientGone);
  const amount = inPence ? input.amount : parsePounds(input.amount);
  if (amount === null) throw invalid('amount must be the total in pounds, for example 7.50.');
  // The browser's amount never decides the charge; one that differs means the browser showed an old price.
  if (amount !== priced.total) throw conflict(PRICES_CHANGED, { total: priced.total });
  const order = {
    priced,
    provider: ctx.provider.name,
    checkoutKind: 'in_page' as const,
    customerName: input.customer.name,
    customerEmail: input.customer.email,
    readyTextTo: ctx.readyTexts ? (input.readyText ?? null) : null,
  };
  const key = withPickupKey(orderKey('in_page', priced, input.customer, input.checkoutToken), input.pickupTime);
  const failure = 'We could not start the payment. Please try again.';
  const { recorded, started: intent } = await recordThenStart(
    ctx,
    { ...input, reward },
    { order, key, failure },
    (recorded) => paymentIntentStep(ctx, recorded),
  );
  return {
    clientSecret: intent.clientSecret,
    orderId: recorded.id,
    paymentIntentId: intent.id,
    amount: intent.amount,
    total: recorded.totalAmount,
    receiptToken: ctx.payments.receiptToken(recorded.id),
  };
}

async function startCheckoutSession(ctx: CheckoutContext, input: HostedCheckoutInput) {
  const priced = await step(ctx, () => priceBasketStep(ctx, input.cartItems, input.reward), input.clientGone);
  const order = {
    priced,
    provider: ctx.provider.name,
    checkoutKind: 'hosted' as const,
    customerName: null,
    customerEmail: null,
  };
  // A hosted checkout has no customer yet: without the browser's token, nothing tells two callers apart, so each
  // checkout gets an order (and a session) of its own rather than one another caller could open or be told paid.
  // With a free drink its address is the customer: a reward unlocked for another address is another order.
  const customer = input.reward ? { name: '', email: input.reward.email } : null;
  const key = withPickupKey(
    input.checkoutToken ? orderKey('hosted', priced, customer, input.checkoutToken) : `checkout:${randomUUID()}`,
    input.pickupTime,
  );
  const failure = 'We could not start the checkout. Please try again.';
  const { recorded, started: url } = await recordThenStart(ctx, input, { order, key, failure }, async (recorded) => {
    // The free drink's address is the checkout's e-mail, which the customer cannot change on the provider's page:
    // the paid order then earns and spends on the card its code proved.
    const session = await checkoutSessionStep(ctx, recorded, priced, input.baseUrl, input.reward?.email);
    return session?.url ?? null;
  });
  return { total: recorded.totalAmount, url };
}

/**
 * A free order: priced (it must come to £0.00 with the free drink) and recorded with its pickup time and the card's
 * reward held, as a paid checkout is; then, instead of a payment, fulfilled straight away (checkout-free-order.ts).
 */
async function placeFreeOrder(ctx: CheckoutContext, input: FreeOrderInput) {
  const reward = { token: input.rewardToken, email: input.customer.email };
  const priced = await step(ctx, () => priceBasketStep(ctx, input.cartItems, reward, true), input.clientGone);
  const name = input.customer.name?.trim() || null;
  const order = {
    priced,
    provider: ctx.provider.name,
    checkoutKind: 'in_page' as const,
    customerName: name,
    customerEmail: input.customer.email,
  };
  const customer = { name: name ?? '', email: input.customer.email };
  const key = withPickupKey(orderKey('in_page', priced, customer, input.checkoutToken), input.pickupTime);
  const holder = holderOf(input.clientIp, input.checkoutToken);
  input.clientGone?.throwIfAborted();
  const recorded = await step(
    ctx,
    () => recordWithPickupStep(ctx, order, key, input.pickupTime, holder, reward),
    input.clientGone,
  );
  return fulfilFreeOrderStep(ctx, recorded);
}

/**
 * The checkout calls, each one step function above with the context built once from the module's dependencies. A
 * class, so that a route's call `checkout.createPaymentIntent(…)` leads by name to its method and on through the
 * steps (for a reader, and for tools that follow calls).
 */
export class CheckoutService {
  constructor(private readonly ctx: CheckoutContext) {}

  /** POST /api/create-payment-intent: the in-page card payment. */
  createPaymentIntent(input: PaymentIntentInput) {
    return startPaymentIntent(this.ctx, input);
  }

  /**
   * POST /api/checkout/create-at-confirm: a wallet approved on the device (the amount in pence). The same pricing,
   * pickup check, order and payment as the card's, started only once the customer has confirmed.
   */
  createAtConfirm(input: PaymentIntentInput) {
    return startPaymentIntent(this.ctx, input, true);
  }

  /** POST /api/checkout/free-order: a basket the stamp card's free drink takes to £0.00, ordered without a payment. */
  placeFreeOrder(input: FreeOrderInput) {
    return placeFreeOrder(this.ctx, input);
  }

  /** POST /api/create-checkout-session: the hosted checkout. */
  createCheckoutSession(input: HostedCheckoutInput) {
    return startCheckoutSession(this.ctx, input);
  }

  /** GET /api/verify-session: the order's paid state, settled from the provider's word if need be. */
  verifySession(sessionId: string) {
    return verifySession(this.ctx, sessionId);
  }

  /** GET /api/order-confirmation/:orderId: the order just paid, for the browser holding its receipt token only. */
  orderConfirmation(orderId: string, receiptToken: string) {
    return orderConfirmation(this.ctx, orderId, receiptToken);
  }
}

export function createCheckoutService({
  db,
  payments,
  pickup,
  lanes = { ordinary: (work) => work() },
  rewards,
  now,
  stock,
  readyTexts = false,
}: CheckoutDeps): CheckoutService {
  return new CheckoutService({
    db,
    payments,
    provider: payments.provider,
    pickup,
    lanes,
    rewards,
    now: now ?? (pickup ? () => pickup.now() : () => new Date()),
    stock,
    paymentStepInDatabase: payments.provider.name === 'sandbox',
    readyTexts,
  });
}
