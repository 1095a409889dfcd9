/**
 * The stamp card's journey with the sandbox provider: nine drinks paid with one address fill the card and the order
 * page says a free drink is waiting; Order again puts the order back in the basket; in the next checkout (the name and
 * e-mail remembered on this device) Use it and the e-mailed code give the Free drink (stamp card) line and the
 * server's total; the staff card shows the reward and the card is back to 0; a second use and a wrong code are
 * refused. Axe runs on the Checkout dialog with the reward, the order page with the card, and /admin.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { basketLine, withBasket } from './support/basket';
import { basketTotals } from '../src/domain/basket';
import type { Menu, Product } from '../src/domain/catalogue';
import { formatPounds } from '../src/domain/money';
import { expectNoSeriousAxeViolations } from './support/accessibility';

const outbox = `/tmp/pearl-e2e-${process.env.E2E_PORT ?? 3210}/outbox`;
const ADMIN = { email: 'admin@pearl.example', password: 'pearl-e2e-admin-password' };
const email = `regular-${Date.now().toString(36)}@example.com`;

async function drink(request: APIRequestContext): Promise<{ product: Product; menu: Menu }> {
  const menu = (await (await request.get('/api/menu')).json()) as Menu;
  const found = menu.products.find((product) => product.category === 'milk-tea' && !product.soldOut);
  expect(found, 'a milk tea on the demo menu').toBeTruthy();
  return { product: found!, menu };
}

async function codeFor(address: string, before: Set<string>): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(outbox).catch(() => [] as string[])).filter((file) => !before.has(file));
        for (const file of files) {
          const text = await readFile(join(outbox, file), 'utf8');
          const match = /Your code: (\d{6})/.exec(text);
          if (match && text.includes(`To: ${address}`)) code = match[1];
        }
        return Boolean(code);
      },
      { timeout: 15_000, message: `a code e-mailed to ${address}` },
    )
    .toBe(true);
  return code!;
}

async function payWithCard(page: Page, total: string) {
  const dialog = page.getByRole('dialog', { name: 'Checkout' });
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await dialog.getByLabel('Expiry').fill('12/34');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: `Pay ${total}` }).click();
  const success = page.getByRole('dialog', { name: 'Payment Successful' });
  await expect(success).toBeVisible({ timeout: 15_000 });
  await success.getByRole('button', { name: 'Back to Menu' }).click();
  await expect(page).toHaveURL(/\/order-confirmation$/);
  await page.getByRole('link', { name: 'Track your order' }).click();
  await expect(page).toHaveURL(/\/track\//);
}

// axe is injected as a script tag, which the shop's Content Security Policy would refuse.
test.use({ bypassCSP: true });

test('Nine drinks fill the card; Use it and the code give a free drink; the card starts again', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { product, menu } = await drink(request);
  const nine = [basketLine(product, 'reg', 9)];
  await withBasket(page, nine);

  // 1. Nine drinks paid with one address: the order page says a free drink is waiting.
  await page.goto('/menu');
  await page.getByRole('button', { name: 'Order Now' }).click();
  let dialog = page.getByRole('dialog', { name: 'Checkout' });
  await dialog.getByLabel('Name').fill('Regular Customer');
  await dialog.getByLabel('Email').fill(email);
  const remember = dialog.getByLabel('Remember me on this device');
  await expect(remember).not.toBeChecked();
  await remember.check();
  await payWithCard(page, formatPounds(basketTotals(nine, menu.promotions).total));
  const card = page.getByRole('region', { name: 'Your stamp card' });
  await expect(card).toContainText('Stamps: 9 of 9');
  await expect(card).toContainText('A free drink is waiting for you.');
  await expectNoSeriousAxeViolations(page, 'the order page with a full stamp card');

  // Order again fills the basket with the same lines, options included.
  const ordered = page.getByRole('region', { name: 'Your order' });
  const orderedText = (await ordered.locator('li').first().innerText()).split('\n');
  await page.getByRole('button', { name: 'Order again' }).click();
  await expect(page).toHaveURL(/\/order-online$/);
  await expect(page.getByRole('heading', { level: 2, name: '9 items' })).toBeVisible();
  for (const part of orderedText.filter((text) => !text.startsWith('£') && !/× 9/.test(text))) {
    await expect(page.locator('main')).toContainText(part.trim());
  }

  // 2. The next checkout, with the details remembered: Use it, the code, the free drink and the server's total.
  await page.evaluate(
    (stored) => window.localStorage.setItem('pearl.cart', stored),
    JSON.stringify([basketLine(product, 'lrg', 1)]),
  );
  await page.goto('/menu');
  await page.getByRole('button', { name: 'Order Now' }).click();
  dialog = page.getByRole('dialog', { name: 'Checkout' });
  await expect(dialog.getByLabel('Email')).toHaveValue(email);
  await expect(dialog.getByLabel('Remember me on this device')).toBeChecked();
  await expect(dialog).toContainText('You have a free drink');
  const before = new Set(await readdir(outbox).catch(() => [] as string[]));
  await dialog.getByRole('button', { name: 'Use it' }).click();
  const code = await codeFor(email, before);
  await dialog.getByLabel('6-digit code').fill(code);
  await dialog.getByRole('button', { name: 'Unlock' }).click();
  await expect(dialog).toContainText(`Free drink (stamp card)-${formatPounds(product.priceReg)}`);
  const total = formatPounds(product.priceLrg - product.priceReg);
  await expect(dialog).toContainText(`Total ${total}`);
  await expectNoSeriousAxeViolations(page, 'the Checkout dialog with the free drink');
  await payWithCard(page, total);
  await expect(page.getByRole('region', { name: 'Your order' })).toContainText('Free drink (stamp card)');
  await expect(page.getByRole('region', { name: 'Your stamp card' })).toContainText('Stamps: 0 of 9');

  // 4. A second use of the reward and a wrong code are refused.
  const reward = await request.post('/api/stamp-card/reward', { data: { email } });
  expect(((await reward.json()) as { rewardWaiting: boolean }).rewardWaiting).toBe(false);
  const beforeSecond = new Set(await readdir(outbox).catch(() => [] as string[]));
  expect((await request.post('/api/stamp-card/code', { data: { email } })).status()).toBe(202);
  const wrong = await request.post('/api/stamp-card/unlock', { data: { email, code: '000000' } });
  const right = await codeFor(email, beforeSecond);
  if (right !== '000000') expect(wrong.status()).toBe(400);
  const spent = await request.post('/api/stamp-card/unlock', { data: { email, code: right } });
  expect(spent.status()).toBe(409);
  expect(await spent.text()).toContain('This free drink has already been used.');

  // 3. The staff card shows the reward.
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('navigation', { name: 'Admin pages' }).getByRole('link', { name: 'Stamp card' }).click();
  await expect(page).toHaveURL(/\/admin\/stamp-card$/);
  await expect(page.getByRole('region', { name: 'Stamp card' })).toContainText('Stamps for a free drink');
  await expectNoSeriousAxeViolations(page, '/admin/stamp-card');
  await page.goto('/orders');
  await expect(page.getByRole('listitem').filter({ hasText: email }).first()).toContainText(
    `Free drink (stamp card): -${formatPounds(product.priceReg)}`,
  );
});
