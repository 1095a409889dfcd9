/**
 * For tests: a small local stand-in for the Stripe API (node:http on 127.0.0.1, a random port) answering the few
 * endpoints Pearl calls with Stripe-shaped JSON, so the real `stripe` client can be pointed at it through
 * STRIPE_API_BASE. It keeps what it was asked, honours idempotency keys as Stripe does, and lets a test move a
 * payment on (as a customer paying would).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';

type Json = Record<string, unknown>;

export interface StandInRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  params: URLSearchParams;
}

export interface StripeStandIn {
  url: string;
  requests: StandInRequest[];
  paymentIntents: Map<string, Json>;
  sessions: Map<string, Json>;
  coupons: Map<string, Json>;
  /** Payment method domains registered (npm run stripe:domains). */
  domains: Map<string, Json>;
  /** Terminal readers registered, each with its current action (the payment intent it is collecting). */
  readers: Map<string, Json>;
  /** The customer paid this payment intent. */
  succeed(paymentIntentId: string): Json;
  /** The customer paid this checkout session on Stripe's page. */
  completeSession(sessionId: string, customer: { email: string; name: string }): Json;
  /** Answer every call with a 500 until restored (Stripe having a bad day). */
  failing: boolean;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });
}

/** metadata[orderId]=… → { orderId: … } */
function metadataFrom(params: URLSearchParams, prefix = 'metadata'): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of params) {
    const match = new RegExp(`^${prefix.replace(/[[\]]/g, '\\$&')}\\[([^\\]]+)\\]$`).exec(key);
    if (match) metadata[match[1]!] = value;
  }
  return metadata;
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: StandInRequest[] = [];
  const paymentIntents = new Map<string, Json>();
  const sessions = new Map<string, Json>();
  const refunds = new Map<string, Json>();
  const coupons = new Map<string, Json>();
  const domains = new Map<string, Json>();
  const readers = new Map<string, Json>();
  const answered = new Map<string, Json>();
  let counter = 0;
  const next = (prefix: string) => `${prefix}_${String(++counter).padStart(6, '0')}standin`;

  const missing = (kind: string, id: string) => ({
    status: 404,
    body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${id}'` } },
  });

  function handle(method: string, path: string, params: URLSearchParams): { status: number; body: Json } {
    let match: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/payment_intents') {
      const id = next('pi');
      const intent = {
        id,
        object: 'payment_intent',
        amount: Number(params.get('amount')),
        currency: params.get('currency'),
        description: params.get('description'),
        status: 'requires_payment_method',
        client_secret: `${id}_secret_standin`,
        metadata: metadataFrom(params),
        last_payment_error: null as Json | null,
        payment_method_types: params.getAll('payment_method_types[0]'),
        livemode: false,
      };
      paymentIntents.set(id, intent);
      return { status: 200, body: intent };
    }
    if (method === 'GET' && (match = /^\/v1\/payment_intents\/([^/]+)$/.exec(path))) {
      const intent = paymentIntents.get(match[1]!);
      return intent ? { status: 200, body: intent } : missing('payment_intent', match[1]!);
    }
    if (method === 'POST' && path === '/v1/coupons') {
      const coupon = {
        id: next('co'),
        object: 'coupon',
        amount_off: params.has('amount_off') ? Number(params.get('amount_off')) : null,
        percent_off: params.has('percent_off') ? Number(params.get('percent_off')) : null,
        currency: params.get('currency'),
        duration: params.get('duration'),
        max_redemptions: params.has('max_redemptions') ? Number(params.get('max_redemptions')) : null,
        name: params.get('name'),
        metadata: metadataFrom(params),
        valid: true,
      };
      coupons.set(coupon.id, coupon);
      return { status: 200, body: coupon };
    }
    if (method === 'POST' && (match = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path))) {
      const intent = paymentIntents.get(match[1]!);
      if (!intent) return missing('payment_intent', match[1]!);
      if (intent.status === 'succeeded' || intent.status === 'canceled') {
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              code: 'payment_intent_unexpected_state',
              message: `You cannot cancel this PaymentIntent because it has a status of ${String(intent.status)}.`,
            },
          },
        };
      }
      intent.status = 'canceled';
      return { status: 200, body: intent };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = next('cs_test');
      let subtotal = 0;
      for (let i = 0; params.has(`line_items[${i}][quantity]`); i++) {
        subtotal +=
          Number(params.get(`line_items[${i}][price_data][unit_amount]`)) *
          Number(params.get(`line_items[${i}][quantity]`));
      }
      // A coupon in discounts[0][coupon] comes off the subtotal, as Stripe Checkout applies an amount_off coupon.
      const couponId = params.get('discounts[0][coupon]');
      const coupon = couponId ? coupons.get(couponId) : undefined;
      if (couponId && !coupon) return missing('coupon', couponId);
      const discount = Math.min(subtotal, Number(coupon?.amount_off ?? 0));
      const total = subtotal - discount;
      const session = {
        id,
        object: 'checkout.session',
        mode: params.get('mode'),
        url: `https://checkout.stripe.com/c/pay/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        amount_subtotal: subtotal,
        amount_total: total,
        total_details: { amount_discount: discount, amount_shipping: 0, amount_tax: 0 },
        discounts: coupon ? [{ coupon: coupon.id, promotion_code: null }] : [],
        currency: params.get('line_items[0][price_data][currency]'),
        success_url: params.get('success_url'),
        cancel_url: params.get('cancel_url'),
        expires_at: params.has('expires_at') ? Number(params.get('expires_at')) : null,
        client_reference_id: params.get('client_reference_id'),
        metadata: metadataFrom(params),
        payment_intent: null,
        customer_details: null,
        customer_email: params.get('customer_email'),
        livemode: false,
      };
      sessions.set(id, session);
      return { status: 200, body: session };
    }
    if (method === 'GET' && (match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path))) {
      const session = sessions.get(match[1]!);
      return session ? { status: 200, body: session } : missing('checkout.session', match[1]!);
    }
    if (method === 'POST' && path === '/v1/payment_method_domains') {
      // A new domain: Apple Pay is checked at once (the stand-in says active), as Stripe does for a reachable host.
      const wallet = { status: 'active' };
      const domain = {
        id: next('pmd'),
        object: 'payment_method_domain',
        domain_name: params.get('domain_name'),
        enabled: true,
        apple_pay: wallet,
        google_pay: wallet,
        link: wallet,
        paypal: wallet,
        livemode: false,
      };
      domains.set(domain.id, domain);
      return { status: 200, body: domain };
    }
    if (method === 'GET' && path === '/v1/payment_method_domains') {
      const name = params.get('domain_name');
      const data = [...domains.values()].filter((domain) => !name || domain.domain_name === name);
      return { status: 200, body: { object: 'list', url: path, has_more: false, data } };
    }
    if (method === 'POST' && (match = /^\/v1\/payment_method_domains\/([^/]+)\/validate$/.exec(path))) {
      const domain = domains.get(match[1]!);
      return domain ? { status: 200, body: domain } : missing('payment_method_domain', match[1]!);
    }
    const terminal = handleTerminal(method, path, params);
    if (terminal) return terminal;
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = paymentIntents.get(params.get('payment_intent') ?? '');
      if (!intent) return missing('payment_intent', params.get('payment_intent') ?? '');
      const refund = {
        id: next('re'),
        object: 'refund',
        amount: Number(params.get('amount') ?? intent.amount),
        payment_intent: intent.id,
        status: 'succeeded',
      };
      refunds.set(refund.id, refund);
      return { status: 200, body: refund };
    }
    return {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } },
    };
  }

  /**
   * Stripe Terminal, server-driven: readers registered at a location by their code, a payment intent handed to one,
   * and (test helpers) a test card presented to the simulated reader: 4000 0000 0000 0002 is declined, others pay.
   */
  function handleTerminal(method: string, path: string, params: URLSearchParams) {
    let match: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/terminal/readers') {
      const reader = {
        id: next('tmr'),
        object: 'terminal.reader',
        label: params.get('label'),
        location: params.get('location'),
        device_type: 'simulated_wisepos_e',
        status: 'online',
        action: null,
        livemode: false,
      };
      readers.set(reader.id, reader);
      return { status: 200, body: reader };
    }
    if (method === 'GET' && path === '/v1/terminal/readers') {
      const data = [...readers.values()].filter(
        (r) => !params.get('location') || r.location === params.get('location'),
      );
      return { status: 200, body: { object: 'list', url: path, has_more: false, data } };
    }
    if (method === 'POST' && (match = /^\/v1\/terminal\/readers\/([^/]+)\/process_payment_intent$/.exec(path))) {
      const reader = readers.get(match[1]!);
      if (!reader) return missing('terminal.reader', match[1]!);
      const intent = paymentIntents.get(params.get('payment_intent') ?? '');
      if (!intent) return missing('payment_intent', params.get('payment_intent') ?? '');
      reader.action = {
        type: 'process_payment_intent',
        status: 'in_progress',
        process_payment_intent: { payment_intent: intent.id },
      };
      return { status: 200, body: reader };
    }
    if (method === 'POST' && (match = /^\/v1\/terminal\/readers\/([^/]+)\/cancel_action$/.exec(path))) {
      const reader = readers.get(match[1]!);
      if (!reader) return missing('terminal.reader', match[1]!);
      reader.action = null;
      return { status: 200, body: reader };
    }
    match = /^\/v1\/test_helpers\/terminal\/readers\/([^/]+)\/present_payment_method$/.exec(path);
    if (method === 'POST' && match) {
      const reader = readers.get(match[1]!);
      const action = reader?.action as { process_payment_intent?: { payment_intent: string } } | null | undefined;
      const intent = paymentIntents.get(action?.process_payment_intent?.payment_intent ?? '');
      if (!reader || !intent) return missing('terminal.reader action', match[1]!);
      const number = params.get('card_present[number]') ?? '4242424242424242';
      if (number.endsWith('0002')) {
        intent.last_payment_error = { code: 'card_declined', message: 'Your card was declined.' };
        intent.status = 'requires_payment_method';
        reader.action = { ...(reader.action as Json), status: 'failed', failure_message: 'Your card was declined.' };
      } else {
        Object.assign(intent, {
          status: 'succeeded',
          amount_received: intent.amount,
          latest_charge: `ch_${intent.id}`,
        });
        reader.action = { ...(reader.action as Json), status: 'succeeded' };
      }
      return { status: 200, body: reader };
    }
    return null;
  }

  const standIn: StripeStandIn = {
    url: '',
    requests,
    paymentIntents,
    sessions,
    coupons,
    domains,
    readers,
    failing: false,
    succeed(paymentIntentId) {
      const intent = paymentIntents.get(paymentIntentId)!;
      Object.assign(intent, {
        status: 'succeeded',
        amount_received: intent.amount,
        latest_charge: `ch_${paymentIntentId}`,
      });
      return intent;
    },
    completeSession(sessionId, customer) {
      const session = sessions.get(sessionId)!;
      const intentId = next('pi');
      paymentIntents.set(intentId, {
        id: intentId,
        object: 'payment_intent',
        amount: session.amount_total,
        amount_received: session.amount_total,
        currency: session.currency,
        status: 'succeeded',
        metadata: session.metadata,
        client_secret: `${intentId}_secret_standin`,
      });
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: intentId,
        customer_details: { email: customer.email, name: customer.name },
        url: null,
      });
      return session;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const server: Server = createServer((request, response) => {
    void readBody(request).then((text) => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const params = request.method === 'GET' ? url.searchParams : new URLSearchParams(text);
      const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
      requests.push({ method: request.method ?? 'GET', path: url.pathname, idempotencyKey, params });
      let result: { status: number; body: Json };
      if (standIn.failing) {
        result = {
          status: 500,
          body: { error: { type: 'api_error', message: 'Something went wrong on Stripe’s end.' } },
        };
      } else if (idempotencyKey && answered.has(`${request.method} ${url.pathname} ${idempotencyKey}`)) {
        // Stripe's idempotency: the same key gets the first answer again.
        const first = answered.get(`${request.method} ${url.pathname} ${idempotencyKey}`)!;
        result = { status: 200, body: first };
      } else {
        result = handle(request.method ?? 'GET', url.pathname, params);
        if (idempotencyKey && result.status === 200)
          answered.set(`${request.method} ${url.pathname} ${idempotencyKey}`, result.body);
      }
      response.writeHead(result.status, { 'content-type': 'application/json', 'request-id': `req_${counter}` });
      response.end(JSON.stringify(result.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  standIn.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return standIn;
}
