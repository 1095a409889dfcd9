/**
 * Stripe Terminal's server-driven integration for smart readers (WisePOS E, S700): the server pairs a reader at the
 * shop's Terminal location, hands it a payment intent to collect (`terminal.readers.processPaymentIntent`), and hears
 * the result as webhooks, which take the one fulfilment path. In test mode, Stripe's simulated reader is handed a test
 * card (`testHelpers.terminal.readers.presentPaymentMethod`), as a customer would tap one.
 */
import type Stripe from 'stripe';
import { PaymentProviderError, type CardReader, type CardReaders } from './payment-provider';

const NO_LOCATION =
  'Set STRIPE_TERMINAL_LOCATION to the Terminal location (tml_…) of the shop before registering a card reader.';

function toReader(reader: Stripe.Terminal.Reader): CardReader {
  return {
    id: reader.id,
    label: reader.label ?? reader.id,
    deviceType: reader.device_type,
    status: reader.status === 'online' ? 'online' : 'offline',
  };
}

export function createStripeReaders(
  stripe: Stripe,
  settings: { secretKey: string; terminalLocation?: string | undefined },
  wrapped: <T>(call: () => Promise<T>) => Promise<T>,
): CardReaders {
  const location = settings.terminalLocation;
  return {
    testMode: settings.secretKey.includes('_test_'),
    async list() {
      const found = await wrapped(() =>
        stripe.terminal.readers.list({ limit: 100, ...(location ? { location } : {}) }),
      );
      return found.data.map(toReader);
    },
    async register({ registrationCode, label }) {
      if (!location) throw new PaymentProviderError(NO_LOCATION, 'terminal_location_missing', 400);
      return toReader(
        await wrapped(() => stripe.terminal.readers.create({ registration_code: registrationCode, label, location })),
      );
    },
    async process(readerId, paymentIntentId) {
      await wrapped(() => stripe.terminal.readers.processPaymentIntent(readerId, { payment_intent: paymentIntentId }));
    },
    async cancel(readerId) {
      await wrapped(() => stripe.terminal.readers.cancelAction(readerId));
    },
    async presentTestCard(readerId, cardNumber) {
      await wrapped(() =>
        stripe.testHelpers.terminal.readers.presentPaymentMethod(readerId, {
          type: 'card_present',
          card_present: { number: cardNumber.replace(/\s+/g, '') },
        }),
      );
    },
  };
}
