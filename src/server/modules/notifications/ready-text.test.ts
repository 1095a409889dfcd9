/**
 * The ready text over real HTTP, on PGlite and PostgreSQL, with SMS_PROVIDER=outbox: a customer asks at checkout to be
 * texted on a UK mobile (a landline or a foreign number is 400), Ready writes exactly one text to the outbox (Ready
 * again after Recall writes none), and erasing the customer's data removes the number and the text's outbox file.
 * Without SMS_PROVIDER no number
 * is kept. Twilio's sender is checked against a stand-in of its REST API.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { UK_MOBILE_ERROR } from '@domain/phone';
import { orders } from '../../db/schema';
import { buildTestServer, call, type TestServer } from '../../test/build';
import { testDatabaseKinds } from '../../test/test-database';
import { useStaffServer } from '../../test/server-fixtures';
import { confirmCard, intentBody, line, makeShop, settle, waitFor } from '../../test/checkout-support';
import { privacyAccess } from '../../test/privacy-support';
import { SmsProviderError, twilioSender } from './sms-sender';

const kinds = await testDatabaseKinds();

/** Pays for a large Taro Milk Tea, asking (or not) to be texted when it is ready. */
async function payAsking(server: TestServer, email: string, readyText?: string) {
  const shop = await makeShop(server.database.db);
  const body = {
    ...intentBody({ lines: [line(shop.taro, 1, 'lrg')], amount: 4.6, name: 'Tex Ter', email }),
    readyText,
  };
  const created = await call(server, 'POST', '/api/create-payment-intent', { body });
  if (created.status !== 200) return { created };
  expect((await confirmCard(server, created.body, '4242 4242 4242 4242')).status).toBe(200);
  return { created, orderId: created.body.orderId as string };
}

const textsIn = async (server: TestServer) => {
  const dir = join(server.config.dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((file) => file.endsWith('.sms.txt'));
  return Promise.all(files.map((file) => readFile(join(dir, file), 'utf8')));
};

describe.each(kinds)('the ready text on %s', (kind) => {
  let server: TestServer;
  let staff: Record<string, string>;
  useStaffServer(kind, (built) => ({ server, staff } = built), { env: { SMS_PROVIDER: 'outbox' } });
  const as = (method: string, path: string, body?: unknown) => call(server, method, path, { body, headers: staff });

  it('refuses a number that is not a UK mobile', async () => {
    for (const number of ['01280 000000', '+1 415 555 0100', 'call me']) {
      const { created } = await payAsking(server, 'not-mobile@example.com', number);
      expect(created.status, number).toBe(400);
      expect(JSON.stringify(created.body)).toContain(UK_MOBILE_ERROR);
    }
  });

  it('writes exactly one text on Ready, and erasing the customer removes the number', async () => {
    const email = `tex-${Date.now().toString(36)}@example.com`;
    const { orderId } = await payAsking(server, email, '07400 123456');
    const row = async () => (await server.database.db.select().from(orders).where(eq(orders.id, orderId!)))[0]!;
    expect((await row()).readyTextTo).toBe('+447400123456');
    const before = (await textsIn(server)).length;

    expect((await as('POST', `/api/admin/orders/${orderId}/confirm`, { prepTime: 5 })).status).toBe(200);
    expect((await as('POST', `/api/admin/orders/${orderId}/ready`)).status).toBe(200);
    await waitFor(async () => (await textsIn(server)).length > before);
    await as('POST', `/api/admin/queue/${orderId}/recall`);
    expect((await as('POST', `/api/admin/orders/${orderId}/ready`)).status).toBe(200);
    await server.services.alerts.flush();
    await settle(500);
    const texts = (await textsIn(server)).filter((text) => text.includes('+447400123456'));
    expect(texts).toHaveLength(1);
    expect(texts[0]).toContain('To: +447400123456');
    expect(texts[0]).toMatch(
      new RegExp(`Your order #${(await row()).dayNumber} is ready: Taro Milk Tea \\S* ?\\(LRG\\)`),
    );

    const access = (await privacyAccess(server, email)).accessToken;
    const erased = await call(server, 'DELETE', '/api/privacy/data', {
      headers: { authorization: `Bearer ${access}` },
    });
    expect(erased.status).toBe(200);
    expect((await row()).readyTextTo).toBeNull();
    // The outbox's file of that text held the number: it is gone too.
    expect((await textsIn(server)).filter((text) => text.includes('+447400123456'))).toHaveLength(0);
  });
});

describe('without SMS_PROVIDER', () => {
  it('keeps no number', async () => {
    const server = await buildTestServer();
    try {
      const { orderId } = await payAsking(server, 'no-texts@example.com', '07400 123456');
      const [row] = await server.database.db.select().from(orders).where(eq(orders.id, orderId!));
      expect(row!.readyTextTo).toBeNull();
    } finally {
      await server.close();
    }
  });
});

describe("Twilio's sender", () => {
  const settings = { accountSid: `AC${'0'.repeat(32)}`, authToken: 'token', from: '+447400000001' };

  it('posts the text to the account’s Messages resource with basic authentication', async () => {
    const sent: { url: string; init: RequestInit }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return new Response(JSON.stringify({ sid: 'SM1' }), { status: 201 });
    }) as unknown as typeof fetch;
    await twilioSender(settings, fakeFetch).send({ to: '+447400123456', body: 'Ready', id: 'a' });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe(`https://api.twilio.com/2010-04-01/Accounts/${settings.accountSid}/Messages.json`);
    const headers = sent[0]!.init.headers as Record<string, string>;
    expect(headers.authorization).toBe(`Basic ${Buffer.from(`${settings.accountSid}:token`).toString('base64')}`);
    expect(Object.fromEntries(new URLSearchParams(String(sent[0]!.init.body)))).toEqual({
      To: '+447400123456',
      From: '+447400000001',
      Body: 'Ready',
    });
  });

  it('says what Twilio refused, with its status', async () => {
    const refusing = (async () =>
      new Response(JSON.stringify({ code: 21211, message: "The 'To' number is not valid." }), {
        status: 400,
      })) as unknown as typeof fetch;
    const error = await twilioSender(settings, refusing)
      .send({ to: '+447400123456', body: 'Ready', id: 'a' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SmsProviderError);
    expect((error as SmsProviderError).status).toBe(400);
    expect((error as SmsProviderError).message).toContain('21211');
  });
});
