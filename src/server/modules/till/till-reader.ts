/**
 * A card on the reader next to the till. The sale's payment is a payment intent at the active provider, created once
 * per order (its idempotency key is the order's), and the order is paid only by the provider's event through the one
 * fulfilment path, as an online payment is: Charge pressed twice, or the reader answering twice, is one payment.
 *
 * With the sandbox, the reader is the **Sandbox reader**: a dialog on the till where staff "tap" one of the README's
 * test cards; the tap confirms the intent as the card field does, and the sandbox's events pay the order. A declined
 * card leaves the sale unpaid with the reader's message, to try again or take cash.
 */
import { isUnpaid, orderNumber } from '@domain/order-status';
import { AppError, conflict, invalid } from '../../errors';
import { orderRecords, type OrderRow } from '../orders';
import { PaymentProviderError, readBackIntent, type PaymentIntent } from '../payments';
import type { TillDeps } from './till-deps';

/** A test card tapped after the customer left the payment: the kiosk shows it, and the card is not charged. */
const PAYMENT_STOPPED = 'This payment was stopped. Please choose how to pay again.';

/** What the reader said about the last card: null while waiting or before any card. */
interface ReaderOutcome {
  message: string | null;
}

function providerTrouble(error: unknown): never {
  if (error instanceof PaymentProviderError) {
    if (error.status !== null && error.status < 500 && error.status !== 429)
      throw new AppError('payment_failed', error.message);
    throw new AppError('unavailable', 'The payment service is not answering. Please try again in a moment.');
  }
  throw error;
}

/**
 * The sale's payment intent: the one it has, or a new one tied to it. Null when the provider had settled it already
 * (then fulfilment has been told, by the same path every event takes). A cancelled intent is replaced only when the
 * card is asked for again (`renew`): a test card tapped after the payment was stopped finds nothing to pay.
 */
async function saleIntent(deps: TillDeps, order: OrderRow, renew = true): Promise<PaymentIntent | null> {
  const { provider } = deps.payments;
  try {
    if (order.providerRef) {
      const existing = await provider.retrievePaymentIntent(order.providerRef);
      if (existing) {
        const settled = readBackIntent(provider.name, existing, order.id);
        if (settled?.kind === 'payment_succeeded') {
          await deps.payments.fulfil(settled);
          return null;
        }
        if (existing.status !== 'canceled') return existing;
        if (!renew) throw conflict(PAYMENT_STOPPED);
      }
    }
    const intent = await provider.createPaymentIntent({
      amount: order.totalAmount,
      currency: 'gbp',
      metadata: { orderId: order.id, channel: order.channel },
      description: `Pearl order ${orderNumber(order.id)} at the ${order.channel === 'kiosk' ? 'kiosk' : 'counter'}`,
      cardPresent: true,
      // A cancelled intent (cash was chosen, then the card again) is replaced by the next key in line.
      idempotencyKey: `pearl-till-${order.id}-payment${order.providerRef ? `-after-${order.providerRef}` : ''}`,
    });
    await orderRecords.setProviderRef(deps.db, order.id, intent.id, intent.id);
    return intent;
  } catch (error) {
    return providerTrouble(error);
  }
}

/**
 * The sale's card payment stopped: its payment intent is cancelled at the provider, so no card can pay it afterwards.
 * A card that went through first wins: that payment is recorded through fulfilment and the answer is 'paid'.
 */
async function stopIntent(deps: TillDeps, order: OrderRow): Promise<'paid' | 'stopped'> {
  if (!order.providerRef) return 'stopped';
  const { provider } = deps.payments;
  let intent: PaymentIntent | null;
  try {
    intent = await provider.retrievePaymentIntent(order.providerRef);
    // The provider's cancel answers the intent as it stands when it was too late (it had succeeded meanwhile).
    if (intent && !['succeeded', 'canceled'].includes(intent.status))
      intent = await provider.cancelPaymentIntent(order.providerRef);
  } catch (error) {
    return providerTrouble(error);
  }
  const settled = intent ? readBackIntent(provider.name, intent, order.id) : null;
  if (settled?.kind !== 'payment_succeeded') return 'stopped';
  await deps.payments.fulfil(settled);
  return 'paid';
}

/** Before cash is taken for a sale whose card was tried: the card is stopped, and the till told if it had paid. */
export async function stopCardBeforeCash(deps: TillDeps, order: OrderRow): Promise<void> {
  if ((await stopIntent(deps, order)) === 'paid')
    throw conflict('This sale was paid by card on the reader: take no cash.');
}

/**
 * The customer walked away from the reader (the kiosk's Change my order or Start over): the Stripe reader stops asking
 * for the card (`cancelAction`) and the payment intent is cancelled. A reader with nothing to stop (its action ended,
 * stopped already, or it is offline or not answering) is no trouble: the cancelled intent is what makes sure no card pays afterwards.
 * With the sandbox the Sandbox reader is the kiosk's own screen, which closes; cancelling the intent is all there is.
 */
export async function leaveReader(
  deps: TillDeps,
  order: OrderRow,
  readerId: string | undefined,
): Promise<'paid' | 'stopped'> {
  const readers = deps.payments.provider.readers;
  if (readers && readerId) {
    try {
      await readers.cancel(readerId);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
    }
  }
  return stopIntent(deps, order);
}

/** Charge on a Stripe reader: the sale's payment intent sent to the reader staff chose. */
export async function sendToReader(deps: TillDeps, order: OrderRow, readerId: string | undefined): Promise<void> {
  const intent = await saleIntent(deps, order);
  const readers = deps.payments.provider.readers;
  if (!intent || !readers) return;
  if (!readerId) throw invalid('Choose the card reader to charge on.');
  try {
    await readers.process(readerId, intent.id);
  } catch (error) {
    providerTrouble(error);
  }
}

/**
 * A test card tapped: on the Sandbox reader it is presented for the sale's payment intent as the card field confirms
 * one (its events pay the order through fulfilment; a declined card answers the reader's message). In Stripe's test
 * mode it is handed to the simulated reader, whose result arrives as Stripe's webhook.
 */
export async function sandboxTap(
  deps: TillDeps,
  order: OrderRow,
  cardNumber: string,
  readerId: string | undefined,
): Promise<ReaderOutcome> {
  if (!isUnpaid(order)) return { message: null };
  const { sandbox, provider } = deps.payments;
  if (!sandbox) {
    if (!provider.readers?.testMode || !readerId) throw invalid('Test cards are tapped only in test mode.');
    try {
      await provider.readers.presentTestCard(readerId, cardNumber);
    } catch (error) {
      providerTrouble(error);
    }
    return { message: null };
  }
  const intent = await saleIntent(deps, order, false);
  if (!intent) return { message: null };
  const result = await sandbox.confirmPaymentIntent(intent.id, {
    clientSecret: intent.clientSecret,
    card: { number: cardNumber, expiry: '12/34', cvc: '123' },
  });
  if (result.ok) return { message: null };
  return { message: result.error.message };
}
