/**
 * The till: a sale rung up at the counter becomes an order like any other. Its basket is priced by checkout's own
 * steps (the catalogue's prices, the deals, the domain's priceBasket), it is recorded through the orders module with
 * the channel `counter`, and it is paid through the one path every payment event takes (payments.fulfil → orders'
 * fulfilment): numbered, queued for the makers and the label printer, shown on the dashboard, receipted when an
 * e-mail was given, stamped on that address's card, and reported, exactly as an online order.
 *
 * Exactly once: the till sends a key of its own for each sale, and the order's key is made from it and the priced
 * basket, so a repeated call (a dropped answer, Complete pressed twice) finds the same order. Cash is a payment event
 * whose id is the order's own (`cash:<orderId>`): however often it is handed over, the order is paid once, and
 * printed and numbered once.
 */
import { createHash } from 'node:crypto';
import type { AwaitingOrder } from '@domain/contracts/kiosk';
import type { TillReadersAnswer, TillSaleAnswer, TillSaleBody } from '@domain/contracts/till';
import { AWAITING_PAYMENT_HOURS, kioskReference } from '@domain/kiosk';
import { optionsKey } from '@domain/drink-options';
import { orderLabel } from '@domain/order-number';
import { isUnpaid } from '@domain/order-status';
import { paymentMethodLabel } from '@domain/payment-methods';
import { CASH_METHOD, cashEventId, cashShortMessage, changeDue, type OrderChannel } from '@domain/till';
import { REWARD_GONE } from '@domain/contracts/loyalty';
import type { FreeDrinkRule } from '@domain/pricing';
import { AppError, conflict, invalid, notFound } from '../../errors';
import { priceTillBasket, type PricedCheckout } from '../checkout';
import { counterPayments, isOrderId, orderRecords, type OrderRow } from '../orders';
import { inShopPaymentEvent } from '../payments';
import type { TillDeps } from './till-deps';
import { sandboxTap, sendToReader, stopCardBeforeCash } from './till-reader';
import {
  CARD_OR_EMAIL,
  cardOfCode,
  FREE_DRINK_NEEDS_CARD,
  lookUpCard,
  NO_FREE_DRINK_IN_SALE,
  STAMP_CARD_OFF,
  storedCode,
  WrongCodes,
} from './till-stamp-card';

/** Where a sale is rung up: by staff at the till, or by the customer at the kiosk. */
type TillChannel = Exclude<OrderChannel, 'online'>;

/**
 * The order's key: the till's sale key, what the basket came to, and the stamp card's code it was rung up with. A
 * changed basket or card is another order.
 */
function saleOrderKey(saleKey: string, priced: PricedCheckout, channel: TillChannel, stampCode: string | null): string {
  const basis = JSON.stringify({
    ...(channel === 'counter' ? {} : { channel }),
    ...(stampCode ? { stampCode } : {}),
    saleKey,
    lines: priced.lines.map((line) => [line.productId, line.size, optionsKey(line.options), line.quantity]),
    total: priced.total,
  });
  return `${channel === 'counter' ? 'till' : channel}:${createHash('sha256').update(basis).digest('hex')}`;
}

/** A sale as the till shows it; `change` only for the cash sent with this call, `cardMessage` the reader's. */
export function answerOf(order: OrderRow, change: number | null, cardMessage: string | null = null): TillSaleAnswer {
  const paid = order.status !== null;
  return {
    cardMessage: paid ? null : cardMessage,
    orderId: order.id,
    total: order.totalAmount,
    paid,
    orderNumber: paid ? orderLabel(order) : null,
    change,
    paymentMethod:
      paid && order.paymentMethod
        ? paymentMethodLabel({ kind: order.paymentMethod, detail: order.paymentMethodDetail })
        : null,
  };
}

/** What a sale is rung up with: the till's body, and who asks (the address wrong stamp card codes are counted for). */
type SaleInput = Pick<TillSaleBody, 'saleKey' | 'cartItems' | 'cupName' | 'email' | 'stampCode' | 'freeDrink'>;

/** The free drink's rule when the sale uses it: only with a card's code, and only while the stamp card is on. */
async function saleFreeDrink(deps: TillDeps, input: SaleInput, code: string | null): Promise<FreeDrinkRule | null> {
  if (!input.freeDrink) return null;
  if (!code) throw invalid(FREE_DRINK_NEEDS_CARD);
  const rule = await deps.stampCards?.freeDrinkRule();
  if (!rule) throw invalid(STAMP_CARD_OFF);
  return rule;
}

/**
 * The sale's order: recorded once under its key (unpaid, ASAP), or the one a repeated call recorded before. With a
 * stamp card's code, the card's address is the order's (it earns, and gets the receipt); with its free drink, the
 * order holds the card's reward in the transaction that records it, so of two tills (or a till and a checkout) using
 * one reward the second is told it is in use (409) and records nothing.
 */
export async function recordSale(
  deps: TillDeps,
  input: SaleInput,
  channel: TillChannel = 'counter',
  context: { wrongCodes: WrongCodes; who: string } = { wrongCodes: new WrongCodes(), who: '' },
): Promise<OrderRow> {
  if (input.stampCode !== undefined && input.email) throw invalid(CARD_OR_EMAIL);
  const code = input.stampCode === undefined ? null : storedCode(input.stampCode, context.wrongCodes, context.who);
  const rule = await saleFreeDrink(deps, input, code);
  const priced = await priceTillBasket(deps.db, input.cartItems, deps.now(), rule);
  if (rule && !priced.freeDrink) throw invalid(NO_FREE_DRINK_IN_SALE);
  const key = saleOrderKey(input.saleKey, priced, channel, code);
  // A sale already recorded under its key is answered as it stands (its card's code may have changed since, when its
  // payment spent the reward); a new one is refused for what has run out, with the sentence a checkout gets (the
  // tiles are greyed out live, but a screen may lag, or the call not come from one).
  const recorded = await orderRecords.findOrderByIdempotencyKey(deps.db, key);
  if (recorded) return recorded;
  const card = code ? await cardOfCode(deps, code, context.wrongCodes, context.who) : null;
  if (rule && card && card.card.rewardsWaiting < 1) throw conflict(REWARD_GONE);
  const short = await deps.stock?.refusal(deps.db, priced.lines);
  if (short) throw conflict(short, { reason: 'stock' });
  const order = {
    priced,
    provider: deps.payments.provider.name,
    checkoutKind: channel,
    channel,
    customerName: input.cupName?.trim() || null,
    customerEmail: card?.email ?? input.email ?? null,
    // Made now, for whoever stands at the counter: as soon as possible, with no slot to hold.
    pickup: { asap: true, at: null },
  } as const;
  const inserted = priced.freeDrink
    ? await deps.db.transaction(async (tx) => {
        const row = await orderRecords.insertOrderOnce(tx, order, key);
        if (row) await deps.stampCards!.hold(tx, card!.email, row.id);
        return row;
      })
    : await orderRecords.insertOrderOnce(deps.db, order, key);
  return inserted ?? (await orderRecords.findOrderByIdempotencyKey(deps.db, key))!;
}

/** A sale of the till's (the counter's or the kiosk's; only the kiosk's when asked by the kiosk), or 404. */
export async function tillOrder(deps: TillDeps, orderId: string, only?: TillChannel): Promise<OrderRow> {
  const order = isOrderId(orderId) ? await orderRecords.findOrder(deps.db, orderId) : null;
  if (!order || order.channel === 'online' || order.isTest || (only && order.channel !== only))
    throw notFound('No such sale.');
  return order;
}

/**
 * Cash given for a sale: the change worked out, and the sale paid through fulfilment. A sale already paid answers
 * as it stands (Complete pressed again, or its first answer lost), with the change for the cash sent.
 */
async function payCash(deps: TillDeps, order: OrderRow, tendered: number): Promise<TillSaleAnswer> {
  const change = changeDue(order.totalAmount, tendered);
  if (order.status !== null) return answerOf(order, order.paymentMethod === CASH_METHOD ? change : null);
  if (!isUnpaid(order)) throw conflict('This sale can no longer be paid. Please ring it up again.');
  if (change === null)
    throw invalid(cashShortMessage(order.totalAmount, tendered), { total: order.totalAmount, orderId: order.id });
  await stopCardBeforeCash(deps, order);
  await deps.payments.fulfil(
    inShopPaymentEvent(deps.payments.provider.name, order, {
      id: cashEventId(order.id),
      providerType: 'cash',
      method: CASH_METHOD,
    }),
  );
  const paid = (await orderRecords.findOrder(deps.db, order.id))!;
  // Another way of paying won the race (a card on the reader): the till is told, and no change is given.
  if (paid.paymentMethod !== CASH_METHOD)
    throw conflict('This sale was paid another way: give no change.', { paymentMethod: paid.paymentMethod });
  return answerOf(paid, change);
}

/** The till's calls, each one function above with the module's dependencies. */
export class TillService {
  private readonly wrongCodes = new WrongCodes();
  constructor(private readonly deps: TillDeps) {}

  /**
   * Rings up a sale: the order recorded (once per sale key and basket), and paid when cash came with it. `who` is
   * the address asking, for the count of wrong stamp card codes.
   */
  async ringUp(input: TillSaleBody, who = ''): Promise<TillSaleAnswer> {
    const order = await recordSale(this.deps, input, 'counter', { wrongCodes: this.wrongCodes, who });
    if (!input.cash) return answerOf(order, null);
    return payCash(this.deps, order, input.cash.tendered);
  }

  /** The card a counter code names, as the till shows it; wrong codes are counted for `who` and throttled. */
  stampCard(code: string, who: string) {
    return lookUpCard(this.deps, code, this.wrongCodes, who);
  }

  /** Cash for a sale rung up before (a card that was declined, a kiosk order paid at the counter). */
  async cash(orderId: string, tendered: number): Promise<TillSaleAnswer> {
    return payCash(this.deps, await tillOrder(this.deps, orderId), tendered);
  }

  /**
   * Charge £X.XX: the sale's payment sent to the reader (its payment intent, created once per sale). The reader's
   * card pays it through the provider's events; the answer says whether it is paid already.
   */
  async charge(orderId: string, readerId?: string): Promise<TillSaleAnswer> {
    const order = await tillOrder(this.deps, orderId);
    if (order.status !== null) return answerOf(order, null);
    if (!isUnpaid(order)) throw conflict('This sale can no longer be paid. Please ring it up again.');
    await counterPayments.clearPaymentFailure(this.deps.db, order.id);
    await sendToReader(this.deps, order, readerId);
    return answerOf((await orderRecords.findOrder(this.deps.db, order.id))!, null);
  }

  /** The Sandbox reader: staff "tap" a test card for the sale's payment. */
  async sandboxTap(orderId: string, card: string, readerId?: string): Promise<TillSaleAnswer> {
    const order = await tillOrder(this.deps, orderId);
    const { message } = await sandboxTap(this.deps, order, card, readerId);
    return answerOf((await orderRecords.findOrder(this.deps.db, order.id))!, null, message);
  }

  /** The readers a sale may be charged on: the Sandbox reader, or the shop's readers at Stripe. */
  async readers(): Promise<TillReadersAnswer> {
    const { provider, sandbox } = this.deps.payments;
    if (sandbox || !provider.readers) return { provider: 'sandbox', testCards: Boolean(sandbox), readers: [] };
    try {
      const readers = await provider.readers.list();
      return { provider: 'stripe', testCards: provider.readers.testMode, readers };
    } catch {
      throw new AppError('unavailable', 'The card readers could not be listed. Please try again in a moment.');
    }
  }

  /** Awaiting payment: the kiosk's orders whose customers chose to pay at the counter, oldest first. */
  async awaiting(): Promise<AwaitingOrder[]> {
    const since = new Date(this.deps.now().getTime() - AWAITING_PAYMENT_HOURS * 3_600_000);
    const waiting = await counterPayments.ordersAwaitingPayment(this.deps.db, since);
    return waiting.map(({ order, items }) => ({
      orderId: order.id,
      reference: kioskReference(order.id),
      total: order.totalAmount,
      cupName: order.customerName,
      items,
      since: order.payAtCounterAt!.toISOString(),
    }));
  }

  /** A sale as it stands now. */
  async sale(orderId: string): Promise<TillSaleAnswer> {
    const order = await tillOrder(this.deps, orderId);
    // A card declined on a reader is told by the provider's event: the reader's message is the order's.
    return answerOf(order, null, order.paymentStatus === 'failed' ? order.failureMessage : null);
  }
}

export function createTillService(deps: TillDeps): TillService {
  return new TillService(deps);
}
