/**
 * Round four, the shop tried as a new customer would, on a phone and a laptop. Payment Successful (card or wallet)
 * says the order's number, when it will be ready, its drinks with their options and links to its page, beside the
 * payment id. /order-online (View Basket, and Order again which lands there) offers what the Checkout dialog does:
 * remembered details with Remember me, the stamp card, the pickup time and Express checkout; the sandbox's checkout
 * page starts from the remembered details. With PUBLIC_URL a loopback address (this suite's is 127.0.0.1), the printers
 * page and /admin/payments say phones and printers cannot reach it, and what to do. Paused for a while, Add orders for
 * a later pickup time and the Size dialog says so; paused until resumed, Add is disabled with the reason beside it.
 * The page of a ready order shows no general wait. Screenshots at 375 and 1280 px go to /tmp/h-ui/.
 */
import type { Menu } from '../src/domain/catalogue';
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
} from './support/test';
import { basketLine, withBasket } from './support/basket';
import { expectNoSeriousAxeViolations } from './support/accessibility';

const ADMIN = { email: 'admin@pearl.example', password: 'pearl-e2e-admin-password' };
const SHOTS = '/tmp/h-ui';
const CARD = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

// axe is injected as a script, which the shop's Content-Security-Policy rightly refuses (support/accessibility.ts).
test.use({ bypassCSP: true });

async function shoot(page: Page, name: string, part?: Locator) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const path = `${SHOTS}/${name}-${width}.png`;
    await (part ? part.screenshot({ path }) : page.screenshot({ path }));
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** One regular Classic Milk Tea, saved without options: the shop gives it the drink's defaults. */
async function teaBasket(request: APIRequestContext) {
  const menu = (await (await request.get('/api/menu')).json()) as Menu;
  const tea = menu.products.find((product) => product.name === 'Classic Milk Tea')!;
  return { tea, lines: [basketLine(tea, 'reg', 1)] };
}

/** An admin's API with its CSRF token. */
async function staffApi() {
  const api = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
  const login = await api.post('/api/auth/login', { data: ADMIN });
  expect(login.ok(), await login.text()).toBe(true);
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  const post = async (path: string, data: unknown = {}) => {
    const answer = await api.post(path, { data, headers: { 'x-csrf-token': csrfToken } });
    expect(answer.ok(), await answer.text()).toBe(true);
  };
  return { post, dispose: () => api.dispose() };
}

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

test('Payment Successful in the Checkout dialog says the order number, when it is ready, the drinks and its page', async ({
  page,
  request,
}) => {
  const { lines } = await teaBasket(request);
  await withBasket(page, lines);
  await page.goto('/menu');
  await page.getByRole('button', { name: 'Order Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Checkout' });
  await dialog.getByLabel('Name').fill('Nina New');
  await dialog.getByLabel('Email').fill(`nina-${unique()}@example.com`);
  await dialog.getByLabel('Card number').fill(CARD.number);
  await dialog.getByLabel('Expiry').fill(CARD.expiry);
  await dialog.getByLabel('CVC').fill(CARD.cvc);
  await dialog.getByRole('button', { name: /^Pay £/ }).click();

  const success = page.getByRole('dialog', { name: 'Payment Successful' });
  await expect(success).toContainText(/Payment ID: pi_\w+/);
  const number = success.getByRole('heading', { name: /^Order number #\d+$/ });
  await expect(number).toBeVisible();
  // The e2e shop is open round the clock: As soon as possible, with the queue's estimate as a clock time.
  await expect(success).toContainText(/Ready at about \d\d:\d\d/);
  await expect(success).toContainText('Classic Milk Tea');
  await expect(success).toContainText('REG × 1');
  await expect(success).toContainText(/sugar/i);
  await expectNoSeriousAxeViolations(page, 'Payment Successful with the order');
  await shoot(page, 'payment-successful');

  const orderNumber = ((await number.textContent()) ?? '').replace('Order number', '').trim();
  await success.getByRole('link', { name: 'Track your order' }).click();
  await expect(page).toHaveURL(/\/track\/[\w-]{43}$/);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
});

test('/order-online offers the Checkout dialog’s details: Remember me, the stamp card, pickup time, Express checkout', async ({
  page,
  request,
}) => {
  const { lines } = await teaBasket(request);
  await withBasket(page, lines);
  const email = `remy-${unique()}@example.com`;

  await page.goto('/order-online');
  const aside = page.locator('aside');
  await expect(aside.getByLabel('Pickup time')).toBeEnabled();
  await expect(aside.getByRole('region', { name: 'Express checkout' })).toBeVisible();
  const details = page.getByRole('group', { name: 'Your details' });
  await details.getByLabel('Name').fill('Remy Regular');
  await details.getByLabel('Email').fill(email);
  const remember = details.getByLabel('Remember me on this device');
  await expect(remember).not.toBeChecked();
  await remember.check();
  await expectNoSeriousAxeViolations(page, '/order-online with Your details');
  await shoot(page, 'order-online-details', aside);

  // Place Order keeps the details; the hosted checkout starts from them.
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/checkout\/sandbox\/cs_sbx_\w+$/);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Name')).toHaveValue('Remy Regular');

  // Back on the shop, both checkouts find them remembered: the order page, and the Checkout dialog.
  await page.goto('/order-online');
  await expect(details.getByLabel('Email')).toHaveValue(email);
  await expect(details.getByLabel('Name')).toHaveValue('Remy Regular');
  await expect(details.getByLabel('Remember me on this device')).toBeChecked();
  await page.goto('/menu');
  await page.getByRole('button', { name: 'Order Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Checkout' });
  await expect(dialog.getByLabel('Email')).toHaveValue(email);
  await expect(dialog.getByLabel('Remember me on this device')).toBeChecked();
  await expect(dialog.getByRole('region', { name: 'Express checkout' })).toBeVisible();
  await expect(dialog.getByLabel('Pickup time')).toBeVisible();
  await dialog.getByRole('button', { name: 'Forget my details' }).click();
  await expect(dialog.getByLabel('Email')).toHaveValue('');
  await page.keyboard.press('Escape');

  // Forgotten in the dialog, forgotten on the order page too.
  await page.goto('/order-online');
  await expect(details.getByLabel('Email')).toHaveValue('');
  await expect(details.getByLabel('Remember me on this device')).not.toBeChecked();
  await expect(details.getByRole('button', { name: 'Forget my details' })).toHaveCount(0);
});

test('With a loopback PUBLIC_URL the printers page and /admin/payments say phones cannot reach it, and what to do', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('pearl.cookie-consent', 'rejected'));
  await signIn(page);
  const origin = new URL(page.url()).origin;
  for (const path of ['/admin/printers', '/admin/payments']) {
    await page.goto(path);
    const warning = page.getByRole('alert').filter({ hasText: 'Phones and printers cannot reach this address.' });
    await expect(warning).toContainText(`The shop's address is ${origin}, which only this computer can open`);
    await expect(warning).toContainText('PUBLIC_URL');
    await expectNoSeriousAxeViolations(page, `${path} with the loopback warning`);
    await shoot(page, `loopback-warning${path.replaceAll('/', '-')}`);
  }
});

test('Paused for a while, Add orders for a later pickup time; paused until resumed, Add is disabled with the reason', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('pearl.cookie-consent', 'rejected'));
  const staff = await staffApi();
  try {
    await staff.post('/api/admin/shop-pause', { minutes: 15 });
    await page.goto('/menu');
    await expect(page.getByTestId('shop-status')).toContainText("We're not taking online orders right now");
    await page.getByRole('button', { name: 'Add Classic Milk Tea REG to basket' }).click();
    const size = page.getByRole('dialog', { name: 'Classic Milk Tea' });
    await expect(size).toContainText(/this drink will be for a later pickup time \(the first is (\w{3} )?\d\d:\d\d\)/);
    await expectNoSeriousAxeViolations(page, 'the Size dialog while paused');
    await shoot(page, 'size-dialog-paused');
    await size.getByRole('button', { name: 'Cancel' }).click();

    await staff.post('/api/admin/shop-pause', { minutes: null });
    await page.reload();
    const add = page.getByRole('button', { name: 'Add Classic Milk Tea REG to basket' });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription('Not taking online orders right now');
    const card = page.getByRole('article', { name: 'Classic Milk Tea' });
    await expect(card).toContainText('Not taking online orders right now');
    await expectNoSeriousAxeViolations(page, 'the menu paused until resumed');
    await shoot(page, 'menu-paused', card);

    await staff.post('/api/admin/shop-resume');
    await expect(add).toBeEnabled({ timeout: 5_000 });
    await expect(card).not.toContainText('Not taking online orders right now');
  } finally {
    await staff.post('/api/admin/shop-resume');
    await staff.dispose();
  }
});

test('The page of a ready order shows no general wait in the band; its Order again offers the dialog’s details', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('pearl.cookie-consent', 'rejected'));
  const { lines } = await teaBasket(request);
  const created = await request.post('/api/create-payment-intent', {
    data: {
      amount: lines[0]!.price / 100,
      metadata: { cartItems: JSON.stringify(lines.map(({ image: _image, ...line }) => line)) },
      name: 'Rita Ready',
      email: `rita-${unique()}@example.com`,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const intent = (await created.json()) as {
    paymentIntentId: string;
    clientSecret: string;
    orderId: string;
    receiptToken: string;
  };
  const paid = await request.post(`/api/sandbox/payment-intents/${intent.paymentIntentId}/confirm`, {
    data: { clientSecret: intent.clientSecret, card: CARD },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  let token = '';
  await expect
    .poll(async () => {
      const answer = await request.get(`/api/order-confirmation/${intent.orderId}`, {
        headers: { 'x-receipt-token': intent.receiptToken },
      });
      token = ((await answer.json()) as { trackingToken?: string }).trackingToken ?? '';
      return token;
    })
    .not.toBe('');

  await page.goto(`/track/${token}`);
  const band = page.getByTestId('shop-status');
  await expect(band).toContainText(/Ready in about \d+ min/);
  const staff = await staffApi();
  try {
    await staff.post(`/api/admin/orders/${intent.orderId}/confirm`);
    await staff.post(`/api/admin/orders/${intent.orderId}/ready`);
  } finally {
    await staff.dispose();
  }
  await expect(page.getByRole('status').filter({ hasText: 'Your order is ready for pickup at' })).toBeVisible();
  await expect(band).not.toContainText('Ready in about');
  await expect(band).not.toBeEmpty();
  await page.reload();
  await expect(page.getByText('Your order is ready for pickup at')).toBeVisible();
  await expect(band).not.toContainText('Ready in about');
  await shoot(page, 'track-ready');

  // Order again lands on /order-online, which offers the Checkout dialog's details too.
  await page.getByRole('button', { name: 'Order again' }).click();
  await expect(page).toHaveURL(/\/order-online$/);
  const details = page.getByRole('group', { name: 'Your details' });
  await expect(details.getByLabel('Remember me on this device')).toBeVisible();
  await expect(details.getByLabel('Email')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Express checkout' })).toBeVisible();
});
