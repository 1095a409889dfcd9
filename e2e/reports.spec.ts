/**
 * The sales report as the owner uses it: two orders paid through the sandbox as a customer's browser pays
 * them, one of them refunded; then /admin → Reports shows them in Today's Orders, Gross sales, Refunds and Net sales,
 * the page is axe-clean at 375 and 1280 px with every chart's numbers in a table, and Export CSV downloads a file
 * with a BOM whose columns add up to the page's figures. The figures are checked as the report before plus these
 * orders, so other journeys' orders earlier in the same run change nothing.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { expectNoSeriousAxeViolations } from './support/accessibility';
import { formatPounds } from '../src/domain/money';
import { shopDate } from '../src/domain/opening-hours';
import type { Menu } from '../src/domain/catalogue';
import { parseCsv } from '../src/domain/test-fixtures';

const ADMIN = { email: 'admin@pearl.example', password: 'pearl-e2e-admin-password' };
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.use({ bypassCSP: true });
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('pearl.cookie-consent', 'rejected'));
});

async function adminApi(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: ADMIN });
  expect(login.ok(), await login.text()).toBe(true);
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  return {
    get: (path: string) => request.get(path),
    post: (path: string) => request.post(path, { headers: { 'x-csrf-token': csrfToken } }),
  };
}

/** A paid order through the checkout API and the sandbox's card confirmation, as a customer's browser pays. */
async function payForOrder(request: APIRequestContext, quantity: number, email: string) {
  const menu = (await (await request.get('/api/menu')).json()) as Menu;
  const product = menu.products.find((candidate) => !candidate.soldOut && candidate.category === 'milk-tea')!;
  const lines = [
    { id: product.id, name: product.name, size: 'reg', price: product.priceReg, quantity, category: product.category },
  ];
  const created = await request.post('/api/create-payment-intent', {
    data: {
      amount: (product.priceReg * quantity) / 100,
      metadata: { cartItems: JSON.stringify(lines) },
      name: 'Zoë Report',
      email,
      checkoutToken: `e2e-${unique()}-${unique()}`,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const intent = (await created.json()) as { orderId: string; paymentIntentId: string; clientSecret: string };
  const paid = await request.post(`/api/sandbox/payment-intents/${intent.paymentIntentId}/confirm`, {
    data: { clientSecret: intent.clientSecret, card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' } },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  return { orderId: intent.orderId, number: intent.orderId.slice(0, 8), total: product.priceReg * quantity };
}

function figure(page: Page, label: string) {
  return page
    .getByRole('region', { name: 'Summary' })
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd')
    .first();
}

test('A visitor is sent from the sales report to the login page', async ({ page }) => {
  await page.goto('/admin/reports');
  await expect(page).toHaveURL(/\/login$/);
});

test('The owner sees today’s two paid orders and a refund, and exports them as CSV', async ({ page, request }) => {
  const api = await adminApi(request);
  const today = shopDate(new Date());
  const before = (await (await api.get(`/api/admin/reports?from=${today}&to=${today}`)).json()) as {
    summary: Record<string, { current: number }>;
  };
  const refunded = await payForOrder(request, 2, `report-refunded-${unique()}@example.com`);
  const kept = await payForOrder(request, 1, `report-kept-${unique()}@example.com`);
  const refund = await api.post(`/api/admin/orders/${refunded.orderId}/refund`);
  expect(refund.ok(), await refund.text()).toBe(true);

  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/admin\/reports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sales' })).toBeVisible();
  await expect(page.getByLabel('Date range')).toHaveValue('today');

  const was = (key: string) => before.summary[key]!.current;
  const gross = was('grossSales') + refunded.total + kept.total;
  const refunds = was('refunds') + refunded.total;
  const net = was('netSales') + kept.total;
  await expect(figure(page, 'Orders')).toHaveText(String(was('orders') + 2));
  await expect(figure(page, 'Gross sales')).toHaveText(formatPounds(gross));
  await expect(figure(page, 'Refunds')).toHaveText(formatPounds(refunds));
  await expect(figure(page, 'Net sales')).toHaveText(formatPounds(net));

  // Every chart's numbers are in a table a screen reader can reach.
  await page.getByText('The takings as a table').click();
  await expect(page.getByRole('table', { name: 'Takings and refunds by hour' })).toBeVisible();
  await expect(page.getByRole('table', { name: /Orders by hour of day/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Products by quantity' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/admin/reports at 1280 px');
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('heading', { level: 1, name: 'Sales' })).toBeVisible();
  // Nothing wider than the phone: the charts shrink with the page.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousAxeViolations(page, '/admin/reports at 375 px');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`pearl-orders-${today}-to-${today}.csv`);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...rows] = parseCsv(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.subarray(3)));
  const column = (name: string) => rows.map((row) => row[header!.indexOf(name)] ?? '');
  const pence = (values: string[]) => values.reduce((total, value) => total + Math.round(Number(value || 0) * 100), 0);
  expect(pence(column('Subtotal (£)'))).toBe(gross);
  expect(pence(column('Refund (£)'))).toBe(refunds);
  expect(pence(column('Total (£)')) - pence(column('Refund (£)'))).toBe(net);
  const row = (number: string) => rows.find((candidate) => candidate[0] === number)!;
  expect(row(refunded.number)[header!.indexOf('Status')]).toBe('Refunded');
  expect(row(refunded.number)[header!.indexOf('Customer name')]).toBe('Zoë Report');
  expect(row(kept.number)[header!.indexOf('Refund (£)')]).toBe('');
});
