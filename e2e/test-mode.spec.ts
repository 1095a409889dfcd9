/**
 * Test mode: when production runs the sandbox (PAYMENTS=sandbox), GET /api/payments/config says
 * testMode and every page shows the "Test mode — no real payments" band; the staff dashboard marks orders paid through
 * the sandbox "Test". This shop runs with NODE_ENV=test, so the band is shown by answering the config call as a
 * production shop in test mode answers it, in the API and in the data block of the server-drawn pages (the server's side
 * has its tests: modules/payments/test-mode.test.ts, and modules/storefront/storefront.test.ts for the drawn band).
 */
import { expect, test, type APIRequestContext, type Page } from './support/test';
import type { Menu } from '../src/domain/catalogue';
import { expectNoSeriousAxeViolations } from './support/accessibility';

const ADMIN = { email: 'admin@pearl.example', password: 'pearl-e2e-admin-password' };
const BAND = 'Test mode — no real payments';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

// axe is injected into the page (e2e/support/accessibility.ts).
test.use({ bypassCSP: true });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('pearl.cookie-consent', 'rejected'));
});

async function asProductionInTestMode(page: Page) {
  const config = { provider: 'sandbox', testMode: true };
  await page.route('**/api/payments/config', (route) => route.fulfill({ json: config }));
  // The server-drawn pages carry the same answer in a data block (and draw the band with it); the browser
  // starts from it, as it would from a production shop's own pages.
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const body = (await response.text()).replace(
      /(<script type="application\/json" id="pearl-payment-config">)[^<]*/,
      (_all, open: string) => `${open}${JSON.stringify(config)}`,
    );
    await route.fulfill({ response, body });
  });
}

/** A paid order through the checkout API and the sandbox's card confirmation, as a customer's browser pays. */
async function payForOrder(request: APIRequestContext) {
  const menu = (await (await request.get('/api/menu')).json()) as Menu;
  const product = menu.products.find((candidate) => !candidate.soldOut)!;
  const lines = [{ id: product.id, name: product.name, size: 'reg', price: product.priceReg, quantity: 1 }];
  const created = await request.post('/api/create-payment-intent', {
    data: {
      amount: product.priceReg / 100,
      metadata: { cartItems: JSON.stringify(lines) },
      name: 'Tess Mode',
      email: `tess-${unique()}@example.com`,
      checkoutToken: `e2e-${unique()}-${unique()}`,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const intent = (await created.json()) as { orderId: string; paymentIntentId: string; clientSecret: string };
  const paid = await request.post(`/api/sandbox/payment-intents/${intent.paymentIntentId}/confirm`, {
    data: { clientSecret: intent.clientSecret, card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' } },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  return intent.orderId.slice(0, 8);
}

test('In test mode every page shows the band, and the orders dashboard marks test orders', async ({
  page,
  request,
}) => {
  // Without test mode (this shop's own answer), no band.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText(BAND)).toHaveCount(0);

  await asProductionInTestMode(page);
  for (const path of ['/', '/menu', '/order-online', '/about', '/contact', '/login']) {
    await page.goto(path);
    const band = page.getByRole('note', { name: 'Test mode' });
    await expect(band, path).toBeVisible();
    await expect(band, path).toContainText(BAND);
  }
  await expectNoSeriousAxeViolations(page, 'a page with the test-mode band');
  // It stays in view while the page scrolls.
  await page.goto('/menu');
  await page.mouse.wheel(0, 1500);
  await expect(page.getByRole('note', { name: 'Test mode' })).toBeInViewport();

  const number = await payForOrder(request);
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/orders');
  const order = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: new RegExp(`^Order #\\d+ ${number}`) }) });
  await expect(order).toBeVisible();
  await expect(order.getByText('Test', { exact: true })).toBeVisible();
  await expect(page.getByRole('note', { name: 'Test mode' })).toBeVisible();
});
