/**
 * The Stripe provider: the real `stripe` SDK, used when STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are set.
 * Webhooks are verified with stripe.webhooks.constructEvent on the raw body and STRIPE_WEBHOOK_SECRET (300 s
 * tolerance). Every create call carries an idempotency key derived from our own order id.
 */
import { hostedDiscountName } from '@domain/stamp-card';
import Stripe from 'stripe';
import { normaliseEvent } from './normalise-event';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type CheckoutSession,
  type PaymentIntent,
  type PaymentIntentStatus,
  type PaymentProvider,
  type Refund,
} from './payment-provider';
import { SIGNATURE_TOLERANCE_SECONDS } from './sandbox-signature';
import { createStripeReaders } from './stripe-terminal';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string | undefined;
  /** For tests: a local stand-in for api.stripe.com, e.g. http://127.0.0.1:12111. */
  apiBase: string | undefined;
  /** The Terminal location the shop's card readers are registered at (STRIPE_TERMINAL_LOCATION). */
  terminalLocation?: string | undefined;
}

/** The Stripe client, pointed at apiBase when given (its host, port and protocol options). */
export function createStripeClient(settings: Pick<StripeSettings, 'secretKey' | 'apiBase'>): Stripe {
  const config: ConstructorParameters<typeof Stripe>[1] = {
    // A slow provider gives a clear error within seconds; a retry reuses the idempotency key.
    timeout: 10_000,
    maxNetworkRetries: 1,
    appInfo: { name: 'Pearl' },
  };
  if (settings.apiBase) {
    const url = new URL(settings.apiBase);
    config.host = url.hostname;
    config.protocol = url.protocol === 'http:' ? 'http' : 'https';
    config.port = url.port || (url.protocol === 'http:' ? 80 : 443);
  }
  return new Stripe(settings.secretKey, config);
}

function toPaymentIntent(intent: Stripe.PaymentIntent): PaymentIntent {
  const error = intent.last_payment_error;
  return {
    id: intent.id,
    status: intent.status as PaymentIntentStatus,
    amount: intent.amount,
    currency: intent.currency,
    clientSecret: intent.client_secret ?? '',
    metadata: { ...intent.metadata },
    lastPaymentError: error?.message
      ? { code: error.code ?? null, declineCode: error.decline_code ?? null, message: error.message }
      : null,
  };
}

function toCheckoutSession(session: Stripe.Checkout.Session): CheckoutSession {
  const intent = session.payment_intent;
  return {
    id: session.id,
    status: (session.status ?? 'open') as CheckoutSession['status'],
    paymentStatus: session.payment_status as CheckoutSession['paymentStatus'],
    amount: session.amount_total ?? 0,
    currency: session.currency ?? 'gbp',
    url: session.url ?? null,
    paymentIntentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
    customerEmail: session.customer_details?.email ?? session.customer_email ?? null,
    customerName: session.customer_details?.name ?? null,
    metadata: { ...(session.metadata ?? {}) },
  };
}

/** Stripe's errors become one readable error; a missing object becomes null where the caller asked to retrieve. */
function providerError(error: unknown): PaymentProviderError {
  if (error instanceof Stripe.errors.StripeError) {
    if (error.type === 'StripeConnectionError' || (error.statusCode ?? 0) >= 500) {
      return new PaymentProviderError(
        'The payment service is not answering. Please try again in a moment.',
        error.code ?? null,
        error.statusCode ?? null,
      );
    }
    return new PaymentProviderError(error.message, error.code ?? null, error.statusCode ?? null);
  }
  return new PaymentProviderError('The payment service is not answering. Please try again in a moment.');
}

async function orNullWhenMissing<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError && error.code === 'resource_missing') return null;
    throw providerError(error);
  }
}

async function wrapped<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw providerError(error);
  }
}

export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = createStripeClient(settings);
  return {
    name: 'stripe',
    publicConfig: { provider: 'stripe', publishableKey: settings.publishableKey },

    async createPaymentIntent(input) {
      const intent = await wrapped(() =>
        stripe.paymentIntents.create(
          {
            amount: input.amount,
            currency: input.currency,
            metadata: input.metadata,
            description: input.description,
            // The browser confirms with the Payment Element or the Express Checkout Element, which offer what the
            // account enables (card, Apple Pay, Google Pay, Link): the intent accepts the same. A reader at the till
            // takes a card presented to it, captured at once as an online payment is.
            ...(input.cardPresent
              ? { payment_method_types: ['card_present'], capture_method: 'automatic' as const }
              : { automatic_payment_methods: { enabled: true } }),
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      return toPaymentIntent(intent);
    },

    async retrievePaymentIntent(id) {
      const intent = await orNullWhenMissing(() => stripe.paymentIntents.retrieve(id));
      return intent ? toPaymentIntent(intent) : null;
    },

    async cancelPaymentIntent(id) {
      try {
        return toPaymentIntent(await stripe.paymentIntents.cancel(id));
      } catch (error) {
        // Too late (succeeded) or already canceled: the intent as it stands says which.
        if (error instanceof Stripe.errors.StripeError && error.code === 'payment_intent_unexpected_state') {
          const intent = await orNullWhenMissing(() => stripe.paymentIntents.retrieve(id));
          return intent ? toPaymentIntent(intent) : null;
        }
        if (error instanceof Stripe.errors.StripeError && error.code === 'resource_missing') return null;
        throw providerError(error);
      }
    },

    async createCheckoutSession(input) {
      // The promotions as a discount on the session (a one-off coupon for their amount), so Stripe's page shows the
      // lines at their menu prices, the discount on its own line, and exactly our total.
      const coupon = input.discount
        ? await wrapped(() =>
            stripe.coupons.create(
              {
                amount_off: input.discount!.amount,
                currency: input.currency,
                duration: 'once',
                max_redemptions: 1,
                name: hostedDiscountName(input.discount!.promotions),
                metadata: { ...input.metadata, promotions: input.discount!.promotions.join(', ').slice(0, 500) },
              },
              { idempotencyKey: `${input.idempotencyKey}-coupon` },
            ),
          )
        : null;
      const session = await wrapped(() =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: input.lines.map((line) => ({
              quantity: line.quantity,
              price_data: {
                currency: input.currency,
                unit_amount: line.unitAmount,
                product_data: { name: line.name },
              },
            })),
            ...(coupon ? { discounts: [{ coupon: coupon.id }] } : {}),
            // The chosen pickup time, above Stripe's Pay button.
            ...(input.pickup ? { custom_text: { submit: { message: input.pickup } } } : {}),
            ...(input.expiresAt ? { expires_at: Math.ceil(input.expiresAt.getTime() / 1000) } : {}),
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
            ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
            client_reference_id: input.metadata.orderId,
            metadata: input.metadata,
            payment_intent_data: { metadata: input.metadata },
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      return toCheckoutSession(session);
    },

    async retrieveCheckoutSession(id) {
      const session = await orNullWhenMissing(() => stripe.checkout.sessions.retrieve(id));
      return session ? toCheckoutSession(session) : null;
    },

    async refund(input) {
      const refund = await wrapped(() =>
        stripe.refunds.create(
          { payment_intent: input.paymentIntentId, ...(input.amount === undefined ? {} : { amount: input.amount }) },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      return {
        id: refund.id,
        status: (refund.status ?? 'pending') as Refund['status'],
        amount: refund.amount,
        paymentIntentId: input.paymentIntentId,
      };
    },

    readers: createStripeReaders(stripe, settings, wrapped),

    parseWebhook(rawBody, headers) {
      if (!settings.webhookSecret)
        throw new WebhookSignatureError('Stripe webhooks are not configured (STRIPE_WEBHOOK_SECRET).');
      const header = headers['stripe-signature'];
      if (typeof header !== 'string' || header === '')
        throw new WebhookSignatureError('The signature header is missing.');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, header, settings.webhookSecret, SIGNATURE_TOLERANCE_SECONDS);
      } catch (error) {
        throw new WebhookSignatureError((error as Error).message);
      }
      return normaliseEvent('stripe', event);
    },
  };
}
