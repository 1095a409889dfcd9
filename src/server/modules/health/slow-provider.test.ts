/**
 * Faults: the payment provider slow → a clear error within seconds; the retry reuses the same
 * idempotency key. (A provider answering errors is proven in payments/stripe-provider.test.ts.)
 *
 * The real Stripe client talks to the local Stripe stand-in through a gate that, at first, never answers a request to
 * create a payment intent: the customer gets a readable 503 instead of waiting for ever; when they press Pay again
 * the provider answers, and every attempt, the client's own retry included, carried one idempotency key, so the
 * customer is charged through one payment intent.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, type TestServer } from '../../test/build';
import { createIntent, line, makeShop, newToken, type Shop } from '../../test/checkout-support';
import { startStripeStandIn, type StripeStandIn } from '../../test/stripe-stand-in';

/** In front of the stand-in: holds creations of payment intents unanswered while `hanging`, forwards the rest. */
async function startGate(target: string) {
  const held: IncomingMessage[] = [];
  const keys: string[] = [];
  const gate = { hanging: true, keys, held, url: '', server: null as Server | null };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/v1/payment_intents')
        keys.push(String(request.headers['idempotency-key']));
      if (gate.hanging && request.method === 'POST' && request.url === '/v1/payment_intents') {
        held.push(request);
        return;
      }
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(([name]) => !['host', 'connection', 'content-length'].includes(name)),
      ) as Record<string, string>;
      void fetch(`${target}${request.url}`, {
        method: request.method,
        headers,
        body: request.method === 'GET' ? undefined : Buffer.concat(chunks),
      }).then(async (answer) => {
        response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
        response.end(Buffer.from(await answer.arrayBuffer()));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  gate.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  gate.server = server;
  return gate;
}

describe('a slow payment provider', () => {
  let standIn: StripeStandIn;
  let gate: Awaited<ReturnType<typeof startGate>>;
  let server: TestServer;
  let shop: Shop;

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    gate = await startGate(standIn.url);
    server = await buildTestServer({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_slow',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_slow',
        STRIPE_WEBHOOK_SECRET: 'whsec_test_slow',
        STRIPE_API_BASE: gate.url,
      },
    });
    shop = await makeShop(server.database.db);
  });
  afterAll(async () => {
    await server?.close();
    gate.server?.closeAllConnections();
    await new Promise((resolve) => gate.server?.close(resolve));
    await standIn.close();
  });

  it(
    'gives the customer a clear error within seconds, and their retry reuses the idempotency key: one payment',
    { timeout: 90_000 },
    async () => {
      const basket = { lines: [line(shop.classic, 2)], amount: 7, checkoutToken: newToken() };
      const slow = await createIntent(server, basket);
      expect(slow.status).toBe(503);
      expect(slow.body).toEqual({ error: 'The payment service is not answering. Please try again in a moment.' });
      // The customer heard back because Stripe's client gave up on its own: one attempt and its one retry, each cut off
      // by the client's 10 s timeout, then no more (seconds themselves are not asserted on a shared machine).
      expect(gate.held).toHaveLength(2);

      gate.hanging = false;
      const retried = await createIntent(server, basket);
      expect(retried.status, JSON.stringify(retried.body)).toBe(200);
      expect(retried.body.amount).toBe(700);

      // Every creation attempt (the client's retry and the customer's) carried the same key, derived from the order.
      expect(gate.keys.length).toBeGreaterThanOrEqual(2);
      expect(new Set(gate.keys)).toEqual(new Set([`pearl-order-${retried.body.orderId}-payment`]));
      expect(
        [...standIn.paymentIntents.values()].filter(
          (intent) => (intent.metadata as Record<string, string>).orderId === retried.body.orderId,
        ),
      ).toHaveLength(1);
    },
  );
});
