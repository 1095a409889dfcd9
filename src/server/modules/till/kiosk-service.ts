/**
 * The self-order kiosk: a counter device a Manager switched to kiosk mode, where customers order for themselves. Its
 * orders are the till's sales with the channel `kiosk`: priced by checkout's steps, recorded once per sale key and
 * basket, paid on the reader beside it (the till's own path: one payment intent per order, paid by the provider's
 * event) or, with Pay at the counter, waiting unpaid on the till's Awaiting payment list until staff take the money.
 *
 * Only the kiosk's cookie opens these calls, and they reach only the kiosk's orders; the kiosk takes no cash.
 */
import type { KioskOrderAnswer, KioskOrderBody, KioskState } from '@domain/contracts/kiosk';
import type { StampCardLookupAnswer } from '@domain/contracts/till';
import { kioskReference, NOT_A_KIOSK } from '@domain/kiosk';
import { isUnpaid } from '@domain/order-status';
import { AppError, conflict } from '../../errors';
import { counterPayments, orderRecords, type OrderRow } from '../orders';
import type { TillDeps } from './till-deps';
import { leaveReader, sandboxTap, sendToReader } from './till-reader';
import { answerOf, recordSale, tillOrder } from './till-service';
import { lookUpCard, WrongCodes } from './till-stamp-card';

/** A kiosk: the device whose cookie made the call. */
export interface Kiosk {
  id: string;
  name: string;
  /** The Stripe reader beside it; null with the sandbox, or when none is set. */
  readerId: string | null;
}

/** The port the accounts module implements: which kiosk, if any, a device cookie belongs to. */
export interface KioskDevices {
  kiosk(deviceToken: string | undefined): Promise<Kiosk | null>;
}

export interface KioskDeps extends TillDeps {
  kiosks: KioskDevices;
}

function kioskAnswer(order: OrderRow, cardMessage: string | null = null): KioskOrderAnswer {
  return {
    ...answerOf(order, null, cardMessage),
    reference: kioskReference(order.id),
    atCounter: order.payAtCounterAt !== null && order.status === null,
  };
}

export class KioskService {
  /** Wrong stamp card codes typed at the kiosks, counted per address asking, as the till counts its own. */
  private readonly wrongCodes = new WrongCodes();
  constructor(private readonly deps: KioskDeps) {}

  /** The kiosk behind a call, or 401: only a counter device in kiosk mode makes the kiosk's calls. */
  async kioskOf(deviceToken: string | undefined): Promise<Kiosk> {
    const kiosk = await this.deps.kiosks.kiosk(deviceToken);
    if (!kiosk) throw new AppError('unauthorized', NOT_A_KIOSK);
    return kiosk;
  }

  /**
   * This kiosk, and how its customers pay by card: the Sandbox reader, the reader beside it, or not at all; and whether
   * test cards are on screen (the Sandbox reader, or Stripe's simulated reader in test mode).
   */
  state(kiosk: Kiosk): KioskState {
    const { sandbox, provider } = this.deps.payments;
    const cards = sandbox ? 'sandbox' : provider.readers && kiosk.readerId ? 'stripe' : 'none';
    const testCards = cards === 'sandbox' || (cards === 'stripe' && provider.readers?.testMode === true);
    return { device: { name: kiosk.name }, cards, testCards };
  }

  /**
   * The customer's order: recorded once per sale key and basket, unpaid, channel kiosk. With the stamp card's code it
   * earns on that card, and with its free drink it is priced with it and holds the reward, exactly as a till's sale.
   * `who` is the address asking, for the count of wrong codes.
   */
  async order(input: KioskOrderBody, who: string): Promise<KioskOrderAnswer> {
    return kioskAnswer(await recordSale(this.deps, input, 'kiosk', { wrongCodes: this.wrongCodes, who }));
  }

  /** The card the customer's counter code names ("Stamps: N of 9", a free drink waiting); never its address. */
  stampCard(code: string, who: string): Promise<StampCardLookupAnswer> {
    return lookUpCard(this.deps, code, this.wrongCodes, who);
  }

  /** Pay by card: the order's one payment sent to the reader beside the kiosk. */
  async charge(kiosk: Kiosk, orderId: string): Promise<KioskOrderAnswer> {
    const order = await tillOrder(this.deps, orderId, 'kiosk');
    if (order.status !== null) return kioskAnswer(order);
    if (order.paymentStatus === 'cancelled') throw conflict('This order can no longer be paid. Please start again.');
    await counterPayments.clearPaymentFailure(this.deps.db, order.id);
    if (!this.deps.payments.sandbox && !kiosk.readerId)
      throw new AppError('invalid_data', 'This kiosk has no card reader: please pay at the counter.');
    await sendToReader(this.deps, order, kiosk.readerId ?? undefined);
    return kioskAnswer((await orderRecords.findOrder(this.deps.db, order.id))!);
  }

  /** A test card tapped on the kiosk's Sandbox reader (or handed to Stripe's simulated reader in test mode). */
  async tap(kiosk: Kiosk, orderId: string, card: string): Promise<KioskOrderAnswer> {
    const order = await tillOrder(this.deps, orderId, 'kiosk');
    const { message } = await sandboxTap(this.deps, order, card, kiosk.readerId ?? undefined);
    return kioskAnswer((await orderRecords.findOrder(this.deps.db, order.id))!, message);
  }

  /**
   * The customer left the payment (Change my order, Start over, or the kiosk left alone): the reader stops asking for
   * the card and the order's payment is cancelled, so nothing is left to pay; the order stays an unpaid attempt. Asked
   * twice, or after the order was paid, it changes nothing: a card that went through first is recorded and the answer
   * says paid, for the kiosk to show the order number.
   */
  async stopCard(kiosk: Kiosk, orderId: string): Promise<KioskOrderAnswer> {
    const order = await tillOrder(this.deps, orderId, 'kiosk');
    if (!isUnpaid(order)) return kioskAnswer(order);
    await leaveReader(this.deps, order, kiosk.readerId ?? undefined);
    const left = (await orderRecords.findOrder(this.deps.db, order.id))!;
    // Its payment cancelled, the order can never spend the free drink it held: the customer's next order may use it.
    if (left.paymentStatus === 'cancelled' && left.freeDrink > 0) await this.deps.stampCards?.release(order.id);
    return kioskAnswer(left);
  }

  /** Pay at the counter: the order waits on the till under Awaiting payment. */
  async payAtCounter(orderId: string): Promise<KioskOrderAnswer> {
    await tillOrder(this.deps, orderId, 'kiosk');
    const order = await counterPayments.choosePayAtCounter(this.deps.db, orderId, this.deps.now());
    return kioskAnswer(order!);
  }

  /** The order as it stands (a real reader's card answers the provider, not the kiosk). */
  async read(orderId: string): Promise<KioskOrderAnswer> {
    const order = await tillOrder(this.deps, orderId, 'kiosk');
    return kioskAnswer(order, order.paymentStatus === 'failed' ? order.failureMessage : null);
  }
}

export function createKioskService(deps: KioskDeps): KioskService {
  return new KioskService(deps);
}
