/**
 * A text on Ready, and I'm here. With SMS on (SMS_PROVIDER=outbox, playwright.config.ts): a customer ticks "Text me
 * when it's ready" in the Checkout dialog, a landline is refused there, a UK mobile is taken; Ready writes exactly one
 * text to the outbox, to that number; the staff's order shows no number; erasing the customer's data removes the
 * number and the text's file. Then a customer taps I'm here on the order page of their ready order, and an open make
 * screen shows "Here: #N Name" within 2 s (the journey's contract), as the orders dashboard does.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';
import { expectNoSeriousAxeViolations } from './support/accessibility';
import { withBasket, basketLine } from './support/basket';
import { codeFor, outboxNow } from './support/outbox';
import { getMenu, menuLine, payInSandbox } from './support/pay';

const ADMIN = { email: 'admin@pearl.example', password: 'pearl-e2e-admin-password' };
const outbox = `/tmp/pearl-e2e-${process.env.E2E_PORT ?? 3210}/outbox`;
/** Where the journeys leave their screenshots when asked (HERE_SHOTS=/tmp/h-push). */
const SHOTS = process.env.HERE_SHOTS;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.use({ bypassCSP: true });
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('pearl.cookie-consent', 'rejected'));
});

async function shots(page: Page, name: string, fullPage = true, inView?: Locator) {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await inView?.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage });
  }
}

/** The staff API, signed in as the demo admin: get and post. */
async function adminApi(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: ADMIN });
  expect(login.ok(), await login.text()).toBe(true);
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  return {
    post: (url: string, data?: unknown) => request.post(url, { data, headers: { 'x-csrf-token': csrfToken } }),
    get: async (url: string) => (await request.get(url)).json(),
  };
}

/** The texts in the outbox to this number, as files. */
async function textsTo(number: string): Promise<string[]> {
  const files = (await readdir(outbox).catch(() => [] as string[])).filter((file) => file.endsWith('.sms.txt'));
  const texts = await Promise.all(files.map((file) => readFile(join(outbox, file), 'utf8')));
  return texts.filter((text) => text.startsWith(`To: ${number}\n`));
}

async function signInAsAdmin(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

test("Text me when it's ready: one text on Ready, to the number given at checkout, erased with the customer's data", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const menu = await getMenu(request);
  const product = menu.products.find((candidate) => !candidate.soldOut)!;
  await withBasket(page, [basketLine(product, 'reg', 1)]);
  await page.goto('/menu');
  await page.getByRole('button', { name: 'Order Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Checkout' });
  const email = `tex-${unique()}@example.com`;
  // A number no other run uses, so the outbox's texts to it are this journey's alone.
  const digits = String(Date.now() % 1_000_000).padStart(6, '0');
  const mobile = `07400 ${digits}`;
  const e164 = `+447400${digits}`;
  await dialog.getByLabel('Name').fill('Tess Texter');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel("Text me when it's ready").check();
  const number = dialog.getByLabel('UK mobile number');
  await number.fill('01280 000000');
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await dialog.getByLabel('Expiry').fill('12/34');
  await dialog.getByLabel('CVC').fill('123');
  await expectNoSeriousAxeViolations(page, "the Checkout dialog with Text me when it's ready");
  await shots(page, 'checkout-text-me', false, number);
  await page.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByRole('button', { name: /^Pay / }).click();
  await expect(dialog.getByText('Enter a UK mobile number, for example 07400 123456.')).toBeVisible();
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await number.fill(mobile);
  await dialog.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('dialog', { name: 'Payment Successful' })).toBeVisible();

  const staff = await adminApi(request);
  let orderId = '';
  await expect
    .poll(async () => {
      const found = (await staff.get(`/api/admin/orders?q=${encodeURIComponent(email)}`)) as { id: string }[];
      orderId = found[0]?.id ?? '';
      return orderId;
    })
    .not.toBe('');
  // The number is shown nowhere else: not to staff either.
  const staffView = JSON.stringify(await staff.get(`/api/admin/orders/${orderId}`));
  expect(staffView).not.toContain(`7400${digits}`);
  expect(staffView).not.toContain(`7400 ${digits}`);
  expect((await staff.post(`/api/admin/orders/${orderId}/confirm`, { prepTime: 5 })).ok()).toBe(true);
  expect(await textsTo(e164)).toHaveLength(0);
  expect((await staff.post(`/api/admin/orders/${orderId}/ready`)).ok()).toBe(true);
  await expect.poll(async () => (await textsTo(e164)).length, { timeout: 10_000 }).toBe(1);
  expect((await textsTo(e164))[0]).toMatch(/^To: \+447400\d{6}\n\nPearl Bubble Tea: Your order #\d+ is ready: /);
  // Recall and Ready again: still one text.
  await staff.post(`/api/admin/queue/${orderId}/recall`);
  expect((await staff.post(`/api/admin/orders/${orderId}/ready`)).ok()).toBe(true);
  await page.waitForTimeout(2_500);
  expect(await textsTo(e164)).toHaveLength(1);

  // Erasing the customer's data: the number, and the file that held it, go.
  await page.goto('/request-my-data');
  await page.getByLabel('Email').fill(email);
  const asked = await outboxNow();
  await page.getByRole('button', { name: 'Email Me a Code' }).click();
  await page.getByLabel('6-digit code').fill(await codeFor(email, asked));
  await page.getByRole('button', { name: 'View My Data' }).click();
  await expect(page.getByText('Found 1 order(s).')).toBeVisible();
  await page.getByRole('button', { name: 'Delete My Data' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete your data?' })
    .getByRole('button', { name: 'Delete My Data' })
    .click();
  await expect(page.getByText('Your data has been deleted.', { exact: true })).toBeVisible();
  expect(await textsTo(e164)).toHaveLength(0);
});

test("I'm here, tapped on the order page, shows on an open make screen within 2 s and on the dashboard", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const name = `Hugo${unique().slice(0, 4)} Here`;
  const firstName = name.split(' ')[0]!;
  const paid = await payInSandbox(request, name, [menuLine(await getMenu(request), 'Classic Milk Tea')]);
  const staff = await adminApi(request);
  expect((await staff.post(`/api/admin/orders/${paid.orderId}/confirm`, { prepTime: 5 })).ok()).toBe(true);

  // The customer's page: no I'm here while the order is being made and its pickup time is not near.
  const customer = await browser.newPage();
  await customer.addInitScript(() => window.localStorage.setItem('pearl.cookie-consent', 'rejected'));
  await customer.goto(`/track/${paid.trackingToken}`);
  await expect(customer.getByRole('heading', { level: 1, name: `Order ${paid.orderNumber}` })).toBeVisible();
  const imHere = customer.getByRole('button', { name: "I'm here" });

  await signInAsAdmin(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/orders/queue');
  await expect(page.getByRole('heading', { name: 'Make Queue' })).toBeVisible();

  expect((await staff.post(`/api/admin/orders/${paid.orderId}/ready`)).ok()).toBe(true);
  // Ready: the page offers it, live.
  await expect(imHere).toBeVisible();
  await expectNoSeriousAxeViolations(customer, "the order page with I'm here");
  await shots(customer, 'track-im-here');
  await customer.setViewportSize({ width: 390, height: 900 });

  await imHere.click();
  const mark = page.getByRole('status').getByText(`Here: ${paid.orderNumber} ${firstName}`);
  await expect(mark).toBeVisible({ timeout: 2_000 });
  await expect(customer.getByText(/We know you're here/)).toBeVisible();
  await expect(imHere).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, 'the make screen with a Here mark');
  await shots(page, 'make-screen-here');
  await shots(customer, 'track-here-told');

  // The orders dashboard: the mark, and the order first in the list with its Here badge.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/orders');
  await expect(page.getByRole('status').getByText(`Here: ${paid.orderNumber} ${firstName}`)).toBeVisible();
  const firstCard = page.getByRole('list', { name: 'Orders' }).getByRole('listitem').first();
  await expect(firstCard).toContainText(name);
  // Oldest first as well: the customer waiting still leads what is left to hand over.
  await page.getByLabel('Sort').selectOption('oldest');
  await expect(firstCard).toContainText(name);
  await expect(firstCard.getByText('Here', { exact: true })).toBeVisible();
  await shots(page, 'dashboard-here');

  // Handed over: the mark goes.
  expect((await staff.post(`/api/admin/orders/${paid.orderId}/complete`)).ok()).toBe(true);
  await expect(page.getByText(`Here: ${paid.orderNumber} ${firstName}`)).toHaveCount(0);
  await customer.close();
});
