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
import { setProviderRef, type OrderRow } from '../orders';
import { PaymentProviderError, readBackIntent, type PaymentIntent } from '../payments';
import type { TillDeps } from './till-deps';

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
 * (then fulfilment has been told, by the same path every event takes).
 */
async function saleIntent(deps: TillDeps, order: OrderRow): Promise<PaymentIntent | null> {
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
    await setProviderRef(deps.db, order.id, intent.id, intent.id);
    return intent;
  } catch (error) {
    return providerTrouble(error);
  }
}

/**
 * Before cash is taken for a sale whose card was tried: its payment intent is cancelled at the provider, so no card
 * can pay it afterwards. Should the card have gone through meanwhile, that payment is recorded and the till is told.
 */
export async function stopCardBeforeCash(deps: TillDeps, order: OrderRow): Promise<void> {
  if (!order.providerRef) return;
  const { provider } = deps.payments;
  let intent: PaymentIntent | null;
  try {
    intent = await provider.retrievePaymentIntent(order.providerRef);
    if (intent && !['succeeded', 'canceled'].includes(intent.status))
      intent = await provider.cancelPaymentIntent(order.providerRef);
  } catch (error) {
    return providerTrouble(error);
  }
  const settled = intent ? readBackIntent(provider.name, intent, order.id) : null;
  if (settled?.kind === 'payment_succeeded') {
    await deps.payments.fulfil(settled);
    throw conflict('This sale was paid by card on the reader: take no cash.');
  }
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
  const intent = await saleIntent(deps, order);
  if (!intent) return { message: null };
  const result = await sandbox.confirmPaymentIntent(intent.id, {
    clientSecret: intent.clientSecret,
    card: { number: cardNumber, expiry: '12/34', cvc: '123' },
  });
  if (result.ok) return { message: null };
  return { message: result.error.message };
}
