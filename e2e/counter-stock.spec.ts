/**
 * The counter sees stock, live. On the till (/counter, a 1024×768 tablet) staff tap Out on Tapioca pearls: the stock
 * strip says "Tapioca pearls out" with Back in, and the Brown Sugar Boba Milk tile says Sold out and cannot be tapped,
 * while Classic Milk Tea (pearls only as a topping) stays on sale. Changes made elsewhere reach the till within 2
 * seconds without a reload: Back in and Out from another screen, and a counted bag of sweets going low ("Cola Cubes: 2
 * left") and then to none (its tile Sold out); a customer's checkout for the bag is refused in words, and the Stock
 * page's report of orders refused for stock shows it. axe on the till with the strip and on the Stock page;
 * screenshots at 1024×768 and 390 px go to COUNTER_SHOTS when set.
 */
import { expect, test, type Page } from './support/test';
import { expectNoSeriousAxeViolations } from './support/accessibility';
import type { Menu } from '../src/domain/catalogue';
import { menuLine } from './support/pay';

const ADMIN = { email: 'admin@pearl.example', password: 'pearl-e2e-admin-password' };
const SHOTS = process.env.COUNTER_SHOTS;
const LIVE_MS = 2_000;

test.use({ bypassCSP: true });

async function signInAsAdmin(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('pearl.cookie-consent', 'rejected'));
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** A staff call made as another screen would, outside the till's own buttons (so only the live stream tells it). */
async function staffCall(page: Page, method: string, path: string, body?: unknown): Promise<void> {
  const status = await page.evaluate(
    async ({ method, path, body }) => {
      const { csrfToken } = (await (await fetch('/api/auth/session')).json()) as { csrfToken: string };
      const answer = await fetch(path, {
        method,
        // A POST without a body sends no content type (an empty JSON body is refused).
        headers:
          body === undefined
            ? { 'x-csrf-token': csrfToken }
            : { 'content-type': 'application/json', 'x-csrf-token': csrfToken },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return answer.status;
    },
    { method, path, body },
  );
  expect(status, `${method} ${path}`).toBe(200);
}

test('The till shows what is out with Back in, Out for an ingredient, and what is low, live', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1024, height: 768 });
  await signInAsAdmin(page);
  const menu = (await (await page.request.get('/api/menu')).json()) as Menu;
  const cola = menu.products.find((product) => product.name === 'Cola Cubes')!;
  const stock = (await (await page.request.get('/api/admin/stock')).json()) as {
    ingredients: { id: string; name: string }[];
  };
  const pearls = stock.ingredients.find((ingredient) => ingredient.name === 'Tapioca pearls')!;

  await page.goto('/counter');
  const strip = page.getByRole('region', { name: 'Stock' });
  const drinks = page.getByRole('list', { name: 'Drinks' });
  const boba = drinks.getByRole('button', { name: /^Brown Sugar Boba Milk/ });
  const colaTile = drinks.getByRole('button', { name: /^Cola Cubes/ });
  await expect(boba).toBeEnabled();
  await expect(strip.getByText('Tapioca pearls out')).toHaveCount(0);

  // Out at the till itself.
  await strip.getByLabel('Ran out of').selectOption({ label: 'Tapioca pearls' });
  await strip.getByRole('button', { name: 'Out', exact: true }).click();
  await expect(strip.getByText('Tapioca pearls out')).toBeVisible();
  await expect(boba).toBeDisabled();
  await expect(boba).toContainText('Sold out');
  await expect(drinks.getByRole('button', { name: /^Classic Milk Tea/ })).toBeEnabled();

  // A counted bag of sweets down to 2, set on another screen: the strip says it is low.
  await staffCall(page, 'PUT', `/api/admin/stock/products/${cola.id}`, { stock: 2, resetTo: null });
  await expect(strip.getByText('Cola Cubes: 2 left')).toBeVisible({ timeout: LIVE_MS });
  await expect(colaTile).toBeEnabled();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/counter-stock-1024.png` });
  await expectNoSeriousAxeViolations(page, '/counter with the stock strip');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(strip.getByRole('button', { name: 'Back in: Tapioca pearls' })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/counter-stock-390.png`, fullPage: true });
  await expectNoSeriousAxeViolations(page, '/counter with the stock strip at 390 px');
  await page.setViewportSize({ width: 1024, height: 768 });

  // Back in from another screen reaches the till within 2 seconds, without a reload.
  await staffCall(page, 'POST', `/api/admin/ingredients/${pearls.id}/back-in`);
  const backIn = Date.now();
  await expect(boba).toBeEnabled({ timeout: LIVE_MS });
  await expect(strip.getByText('Tapioca pearls out')).toHaveCount(0, {
    timeout: Math.max(1, LIVE_MS - (Date.now() - backIn)),
  });

  // And Out from another screen, put Back in with the till's own button, by keyboard.
  await staffCall(page, 'POST', `/api/admin/ingredients/${pearls.id}/out`);
  await expect(boba).toBeDisabled({ timeout: LIVE_MS });
  await strip.getByRole('button', { name: 'Back in: Tapioca pearls' }).focus();
  await page.keyboard.press('Enter');
  await expect(strip.getByText('Tapioca pearls out')).toHaveCount(0);
  await expect(boba).toBeEnabled();

  // The last bags sold elsewhere: none left, and the tile says Sold out.
  await staffCall(page, 'PUT', `/api/admin/stock/products/${cola.id}`, { stock: 0, resetTo: null });
  await expect(strip.getByText('Cola Cubes: none left')).toBeVisible({ timeout: LIVE_MS });
  await expect(colaTile).toBeDisabled();
  await expect(colaTile).toContainText('Sold out');

  // A customer's checkout for a bag is refused in words, and the Stock page's report counts it.
  const refused = await request.post('/api/create-payment-intent', {
    data: {
      amount: cola.priceReg / 100,
      metadata: { cartItems: JSON.stringify([menuLine(menu, 'Cola Cubes')]) },
      name: 'Walk-in',
      email: 'cola@example.com',
      checkoutToken: `e2e-cola-${Date.now().toString(36)}`,
    },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { error: string }).error).toBe('No Cola Cubes left');
  // On another tab, so the till stays open for the last change.
  const stockPage = await page.context().newPage();
  await stockPage.setViewportSize({ width: 1024, height: 768 });
  await stockPage.goto('/admin/stock');
  const report = stockPage.getByRole('region', { name: 'Orders refused for stock' });
  await expect(report.getByRole('region', { name: 'Today' })).toContainText('No Cola Cubes left');
  await expect(report.getByRole('region', { name: 'Today' })).toContainText(/\d+ checkouts? refused/);
  if (SHOTS) {
    await stockPage.screenshot({ path: `${SHOTS}/admin-stock-1024.png`, fullPage: true });
    await stockPage.setViewportSize({ width: 390, height: 844 });
    await stockPage.screenshot({ path: `${SHOTS}/admin-stock-390.png`, fullPage: true });
  }
  await expectNoSeriousAxeViolations(stockPage, 'the Stock page with its refusals report');
  await stockPage.close();

  // Not counted any more, for the journeys after this one.
  await staffCall(page, 'PUT', `/api/admin/stock/products/${cola.id}`, { stock: null, resetTo: null });
  await expect(colaTile).toBeEnabled({ timeout: LIVE_MS });
});
