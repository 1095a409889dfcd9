/**
 * "Your drink is ready" on a locked phone: a customer on the order page ticks Also when it's confirmed and presses
 * Notify me when it's ready (the browser context has granted notifications), the service worker /sw.js registers and
 * the browser's push subscription reaches the shop; staff confirm the order (one push: we are making it) and mark it
 * ready through the staff API, and the ready push arrives at the push service, encrypted for that browser, naming the
 * order. The push service runs on this machine over HTTPS with the certificate
 * playwright.config.ts made with openssl (the shop trusts it through NODE_EXTRA_CA_CERTS). Chromium here reaches no
 * real push service, so the page's pushManager.subscribe answers with a subscription to the local one, made from a key
 * pair this test holds; the decrypted message is then handed to the service worker (DevTools' push delivery), which
 * shows it as the phone would.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from './support/test';
import type { Menu } from '../src/domain/catalogue';
import { expectNoSeriousAxeViolations } from './support/accessibility';
import { decryptPush, startPushService, testBrowser } from '../src/server/test/push-service-stand-in';

const port = Number(process.env.E2E_PORT ?? 3210);
const pushDir = `/tmp/pearl-e2e-${port}-push`;
const ADMIN = { email: 'admin@pearl.example', password: 'pearl-e2e-admin-password' };
const SHOTS = '/tmp/shots-i44';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.use({ bypassCSP: true });

/** A paid order through the checkout API and the sandbox's card confirmation: its id, number and private link. */
async function paidOrder(request: APIRequestContext) {
  const menu = (await (await request.get('/api/menu')).json()) as Menu;
  const product = menu.products.find((candidate) => !candidate.soldOut)!;
  const lines = [
    {
      id: product.id,
      name: product.name,
      size: 'lrg',
      price: product.priceLrg,
      quantity: 1,
      category: product.category,
    },
  ];
  const created = await request.post('/api/create-payment-intent', {
    data: {
      amount: product.priceLrg / 100,
      metadata: { cartItems: JSON.stringify(lines) },
      name: 'Pip Pusher',
      email: `pip-${unique()}@example.com`,
      checkoutToken: `e2e-${unique()}-${unique()}`,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const intent = (await created.json()) as {
    orderId: string;
    paymentIntentId: string;
    clientSecret: string;
    receiptToken: string;
  };
  const paid = await request.post(`/api/sandbox/payment-intents/${intent.paymentIntentId}/confirm`, {
    data: { clientSecret: intent.clientSecret, card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' } },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  let answer = { trackingToken: '', orderNumber: '' };
  await expect
    .poll(async () => {
      const confirmation = await request.get(`/api/order-confirmation/${intent.orderId}`, {
        headers: { 'x-receipt-token': intent.receiptToken },
      });
      answer = (await confirmation.json()) as typeof answer;
      return answer.orderNumber ?? '';
    })
    .toMatch(/^#\d+$/);
  return { orderId: intent.orderId, number: answer.orderNumber, token: answer.trackingToken, product: product.name };
}

async function adminApi(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: ADMIN });
  expect(login.ok(), await login.text()).toBe(true);
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  return (url: string, data?: unknown) => request.post(url, { data, headers: { 'x-csrf-token': csrfToken } });
}

test("Notify me when it's ready: Ready sends one push, encrypted for this browser, that the phone shows", async ({
  browser,
  request,
}) => {
  const service = await startPushService({
    key: readFileSync(`${pushDir}/key.pem`, 'utf8'),
    cert: readFileSync(`${pushDir}/cert.pem`, 'utf8'),
    certFile: `${pushDir}/cert.pem`,
  });
  try {
    const order = await paidOrder(request);
    const origin = `http://127.0.0.1:${port}`;
    const phone = testBrowser();
    const endpointPath = `/push/e2e-${unique()}`;
    const subscription = phone.subscription(`${service.origin}${endpointPath}`);

    const context = await browser.newContext({ baseURL: origin });
    await context.grantPermissions(['notifications'], { origin });
    await context.addInitScript((json) => {
      window.localStorage.setItem('pearl.cookie-consent', 'rejected');
      const asked: string[] = [];
      (window as unknown as { __pushKeys: string[] }).__pushKeys = asked;
      // The push service this browser "reaches": the local one, with the test's keys.
      PushManager.prototype.getSubscription = async () => null;
      PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
        const key = new Uint8Array(options!.applicationServerKey as ArrayBuffer);
        asked.push(
          btoa(String.fromCharCode(...key))
            .replace(/\+/g, '-')
            .replace(/\//g, '_')
            .replace(/=+$/, ''),
        );
        return { toJSON: () => json } as unknown as PushSubscription;
      };
    }, subscription);
    const page = await context.newPage();
    await page.goto(`/track/${order.token}`);
    await expect(page.getByRole('heading', { level: 1, name: `Order ${order.number}` })).toBeVisible();
    const notify = page.getByRole('button', { name: "Notify me when it's ready" });
    await expect(notify).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'the order page with Notify me');
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/track-notify-${width}.png`, fullPage: true });
    }

    // The second choice beside it: a push when the counter confirms the order too.
    await page.getByLabel("Also when it's confirmed").check();
    await notify.click();
    await expect(
      page.getByText('We will notify you on this device when it is confirmed and when it is ready.'),
    ).toBeVisible();
    await expect(notify).toHaveCount(0);
    // The service worker took the page, and the browser subscribed with the shop's key.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)).toBe(
      `${origin}/sw.js`,
    );
    const { publicKey } = (await (await request.get('/api/push/key')).json()) as { publicKey: string };
    expect(await page.evaluate(() => (window as unknown as { __pushKeys: string[] }).__pushKeys)).toEqual([publicKey]);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/track-subscribed-${width}.png`, fullPage: true });
    }

    const staff = await adminApi(request);
    expect((await staff(`/api/admin/orders/${order.orderId}/confirm`, { prepTime: 5 })).ok()).toBe(true);
    const received = () => service.received.filter((push) => push.path === endpointPath);
    await expect.poll(() => received().length, { timeout: 5_000 }).toBe(1);
    expect(JSON.parse(decryptPush(phone, received()[0]!.body)).body).toMatch(
      new RegExp(`^We are making your order ${order.number}: ready at about \\d`),
    );
    const started = Date.now();
    expect((await staff(`/api/admin/orders/${order.orderId}/ready`)).ok()).toBe(true);
    await expect.poll(() => received().length, { timeout: 5_000 }).toBe(2);
    const push = received()[1]!;
    expect(push.at - started).toBeLessThan(5_000);
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers.urgency).toBe('high');
    const message = decryptPush(phone, push.body);
    expect(JSON.parse(message)).toMatchObject({
      body: expect.stringContaining(`Your order ${order.number} is ready: ${order.product} (LRG)`),
      url: `/track/${order.token}`,
    });

    // The service worker shows it, as the locked phone would (DevTools hands the decrypted message to the worker).
    const devtools = await context.newCDPSession(page);
    const registration = new Promise<string>((resolve) =>
      devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const found = registrations.find((entry) => entry.scopeURL === `${origin}/` && !entry.isDeleted);
        if (found) resolve(found.registrationId);
      }),
    );
    await devtools.send('ServiceWorker.enable');
    await devtools.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: await registration,
      data: message,
    });
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map(
            (shown) => `${shown.title}: ${shown.body}`,
          ),
        ),
      )
      .toContain(`Pearl Bubble Tea: Your order ${order.number} is ready: ${order.product} (LRG)`);
    await context.close();
  } finally {
    await service.close();
  }
});
