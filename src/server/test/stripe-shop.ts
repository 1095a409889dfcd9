/**
 * For Stripe tests: a test server whose payments go through the real `stripe` client to the Stripe stand-in, with
 * makeShop's menu, and Stripe's events signed and delivered to the webhook as Stripe delivers them.
 */
import Stripe from 'stripe';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildTestServer, call, type TestServer } from './build';
import { expectPaymentInvariant, makeShop, newToken, type Shop } from './checkout-support';
import { makeSession, makeUser } from './factories';
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in';
import { testDatabaseKinds } from './test-database';

export const STRIPE_WEBHOOK_SECRET = 'whsec_test_pearl';
// Only for signing test events: generateTestHeaderString needs no key.
const signer = new Stripe('sk_test_signing_only');

export interface StripeShop {
  standIn: StripeStandIn;
  server: TestServer;
  shop: Shop;
  /** A signed-in admin: their address and headers (session cookie and CSRF token). */
  staff: { email: string; headers: Record<string, string> };
}

/**
 * A describe block once for each kind of test database (`title` names the kind with %s), each with a stand-in, a
 * server paying through it and a shop of its own, built before the block's tests and reached through `ctx`. After
 * them, every payment the stand-in took must have exactly one paid order, and none more.
 */
export async function describeStripeShop(
  title: string,
  block: (ctx: StripeShop) => void,
  env: Record<string, string> = {},
): Promise<void> {
  describe.each(await testDatabaseKinds())(title, (kind) => {
    const ctx = {} as StripeShop;
    beforeAll(async () => {
      ctx.standIn = await startStripeStandIn();
      ctx.server = await buildTestServer({
        kind,
        env: {
          STRIPE_SECRET_KEY: 'sk_test_pearl',
          STRIPE_PUBLISHABLE_KEY: 'pk_test_pearl',
          STRIPE_WEBHOOK_SECRET,
          STRIPE_API_BASE: ctx.standIn.url,
          ...env,
        },
      });
      const { db } = ctx.server.database;
      ctx.shop = await makeShop(db);
      const admin = await makeUser(db, { isAdmin: true });
      ctx.staff = { email: admin.email, headers: (await makeSession(db, admin)).headers };
    });
    afterAll(async () => {
      await expectStripeInvariant(ctx);
      await ctx.server.close();
      await ctx.standIn.close();
    });
    block(ctx);
  });
}

/** The payments invariant, against the stand-in's record of successful payments. */
export const expectStripeInvariant = ({ server, standIn }: Pick<StripeShop, 'server' | 'standIn'>) =>
  expectPaymentInvariant(
    server.database.db,
    [...standIn.paymentIntents.values()]
      .filter((intent) => intent.status === 'succeeded')
      .map((intent) => ({ id: String(intent.id), amount: Number(intent.amount) })),
  );

/** An event as Stripe sends it, about this object. */
export const stripeEvent = (type: string, object: object, id = `evt_${newToken()}`) => ({
  id,
  object: 'event',
  api_version: Stripe.API_VERSION,
  created: Math.floor(Date.now() / 1000),
  livemode: false,
  type,
  data: { object },
});

export interface DeliveryOptions {
  /** Sign with another secret than the server's. */
  secret?: string;
  timestamp?: number;
  /** This Stripe-Signature header instead of a signature; null for none. */
  header?: string | null;
  /** Changes the body after it was signed. */
  tamper?: (raw: string) => string;
}

/** Delivers the event to the server's webhook, signed as Stripe signs it unless told otherwise. */
export function deliverStripeEvent(server: TestServer, event: object, options: DeliveryOptions = {}) {
  const payload = JSON.stringify(event);
  const header =
    options.header === undefined
      ? signer.webhooks.generateTestHeaderString({
          payload,
          secret: options.secret ?? STRIPE_WEBHOOK_SECRET,
          timestamp: options.timestamp,
        })
      : options.header;
  return call(server, 'POST', '/api/webhooks/stripe', {
    raw: options.tamper ? options.tamper(payload) : payload,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(header === null ? {} : { 'stripe-signature': header }),
    },
  });
}
