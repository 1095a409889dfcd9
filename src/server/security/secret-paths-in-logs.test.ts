/**
 * Some addresses are credentials: a CloudPRNT printer's (its only one: with it anyone reads its jobs and confirms them
 * unprinted), an order's tracking token in its page, its API, its live stream and the receipt's Order again link, a
 * hosted checkout session's page. One request to each, on each database, with the server logging at its default
 * level: the lines are there and still say which address was asked, but no line holds a secret. And every route a
 * server or the browser's router takes a token or secret in must be on the log's list of secret addresses.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl, REDACTED, SECRET_PATH_PREFIXES } from '../http/log-redaction';
import { buildTestServer, call, type TestServer } from '../test/build';
import { line, makeShop, newToken, orderRow, payInPage, sessionIdOf } from '../test/checkout-support';
import { makeSession, makeUser } from '../test/factories';
import { addressOf, headOf, serverRoutes } from '../test/server-routes';
import { testDatabaseKinds } from '../test/test-database';

const kinds = await testDatabaseKinds();

/** A path parameter that holds a credential, by its name. */
const SECRET_PARAM = /:(token|secret|sessionId)\b/;

describe.each(kinds)('secret addresses in the log on %s', (kind) => {
  const lines: string[] = [];
  let server: TestServer;
  let staff: Record<string, string>;

  beforeAll(async () => {
    server = await buildTestServer({ kind, logStream: { write: (text) => void lines.push(text) } });
    const { db } = server.database;
    staff = (await makeSession(db, await makeUser(db, { isAdmin: true }))).headers;
  });
  afterAll(() => server?.close());

  it('holds no printer secret, tracking token or checkout session, yet names each address', async () => {
    const { db } = server.database;
    const shop = await makeShop(db);
    const added = await call(server, 'POST', '/api/admin/printers', {
      headers: staff,
      body: { name: 'Counter labels', jobs: 'labels', widthMm: 58 },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const printerPath = new URL(added.body.printers[0].cloudPrntUrl as string).pathname;
    const printerSecret = printerPath.split('/').pop()!;
    const paid = await payInPage(server, { lines: [line(shop.classic)], amount: 3.5 });
    const trackingToken = (await orderRow(db, paid.orderId)).trackingToken!;
    const hosted = await call(server, 'POST', '/api/create-checkout-session', {
      body: { cartItems: [line(shop.taro)], checkoutToken: newToken() },
    });
    expect(hosted.status, JSON.stringify(hosted.body)).toBe(200);
    const sessionId = sessionIdOf(hosted.body.url as string);
    const secrets = [printerSecret, trackingToken, sessionId];
    const html = { accept: 'text/html' };

    const status = { status: '23 6 0 0 0 0 0 0 0', printerMAC: '00:11:62:00:00:01', statusCode: '200 OK' };
    expect((await call(server, 'POST', printerPath, { body: status })).status).toBe(200);
    expect((await call(server, 'GET', `${printerPath}?uid=1&type=text%2Fplain&token=none`)).status).toBe(404);
    expect((await call(server, 'DELETE', `${printerPath}?code=200%20OK&token=none`)).status).toBe(404);
    expect((await call(server, 'GET', `/api/track/${trackingToken}`)).status).toBe(200);
    expect((await headOf(server.url, 'GET', `/api/track/${trackingToken}/stream`)).status).toBe(200);
    await call(server, 'GET', `/track/${trackingToken}`, { headers: html });
    await call(server, 'GET', `/order-again/${trackingToken}`, { headers: html });
    expect((await call(server, 'GET', `/api/sandbox/checkout-sessions/${sessionId}`)).status).toBe(200);
    await call(server, 'GET', `/checkout/sandbox/${sessionId}`, { headers: html });
    await new Promise((resolve) => setTimeout(resolve, 300));

    const urls = lines.map((raw) => (JSON.parse(raw) as { req?: { url?: string } }).req?.url).filter(Boolean);
    for (const address of [
      '/cloudprnt/[redacted]',
      '/cloudprnt/[redacted]?uid=[redacted]&type=[redacted]&token=[redacted]',
      '/cloudprnt/[redacted]?code=[redacted]&token=[redacted]',
      '/api/track/[redacted]',
      '/api/track/[redacted]/stream',
      '/track/[redacted]',
      '/order-again/[redacted]',
      '/api/sandbox/checkout-sessions/[redacted]',
      '/checkout/sandbox/[redacted]',
    ])
      expect(urls, `a request line for ${address}`).toContain(address);
    const text = lines.join('');
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(10);
      expect(text, 'a secret address is in the log').not.toContain(secret);
    }
  });

  it('hides a secret address quoted in a message or an error, as in the request line', () => {
    const before = lines.length;
    const secret = `Pr1nterSecret${newToken()}`;
    server.app.log.warn(`Reply was already sent in the "/cloudprnt/${secret}" (POST) route`);
    server.app.log.error({ err: new Error(`Could not answer GET /order-again/${secret}?x=1`) }, 'unexpected error');
    server.app.log.info({ url: `/api/track/${secret}/stream`, count: 1 }, 'a stream closed');
    const written = lines.slice(before).join('');
    expect(written).toContain(`/cloudprnt/${REDACTED}`);
    expect(written).toContain(`/order-again/${REDACTED}`);
    expect(written).toContain(`/api/track/${REDACTED}/stream`);
    expect(written).not.toContain(secret);
  });

  it("covers every route of the server and of the browser's router that takes a token or secret in its path", () => {
    const browserRoutes = readFileSync(fileURLToPath(new URL('../../web/app/router.tsx', import.meta.url)), 'utf8');
    const every = [
      ...serverRoutes(server.app).map((route) => route.url),
      ...[...browserRoutes.matchAll(/path: '([^']+)'/g)].map((match) => match[1]!),
    ];
    const paths = every.filter((path) => SECRET_PARAM.test(path));
    expect(paths).toEqual(expect.arrayContaining(['/cloudprnt/:secret', '/api/track/:token', '/order-again/:token']));
    for (const path of paths) {
      const secret = 'S3cretValue';
      expect(redactUrl(addressOf(path, { token: secret, secret, sessionId: secret })), path).not.toContain(secret);
    }
    // Each listed address is a real route's, so the list holds no guess.
    for (const prefix of SECRET_PATH_PREFIXES)
      expect(
        every.some((path) => path.startsWith(prefix)),
        prefix,
      ).toBe(true);
  });
});
