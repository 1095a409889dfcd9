/**
 * The stamp card's journey with the sandbox provider: nine drinks paid with one address fill the card and the order
 * page says a free drink is waiting; Order again puts the order back in the basket; in the next checkout (the name and
 * e-mail remembered on this device) Use it and the e-mailed code give the Free drink (stamp card) line and the
 * server's total; the staff card shows the reward and the card is back to 0; a second use and a wrong code are
 * refused. Axe runs on the Checkout dialog with the reward, the order page with the card, and /admin.
 * The free drink also goes with the other ways of paying: unlocked in the Checkout dialog, with its Test wallet (a
 * wallet giving another e-mail is refused in words, and Try Again keeps the drink); unlocked in /order-online's Stamp
 * card area, with Place Order's hosted checkout, made for that address. Screenshots go to test-results/stamp-card/.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';
import { basketLine, withBasket } from './support/basket';
import { basketTotals } from '../src/domain/basket';
import type { Menu, Product } from '../src/domain/catalogue';
import { REWARD_OTHER_ADDRESS } from '../src/domain/contracts/loyalty';
import { formatPounds } from '../src/domain/money';
import { FREE_DRINK_LINE } from '../src/domain/pricing';
import { expectNoSeriousAxeViolations } from './support/accessibility';
import { codeFor, mailTo, outboxNow } from './support/outbox';
import { payFullCard } from './support/stamp-card';

const ADMIN = { email: 'admin@pearl.example', password: 'pearl-e2e-admin-password' };
const email = `regular-${Date.now().toString(36)}@example.com`;

async function drink(request: APIRequestContext): Promise<{ product: Product; menu: Menu }> {
  const menu = (await (await request.get('/api/menu')).json()) as Menu;
  const found = menu.products.find((product) => product.category === 'milk-tea' && !product.soldOut);
  expect(found, 'a milk tea on the demo menu').toBeTruthy();
  return { product: found!, menu };
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

const shots = 'test-results/stamp-card';

/** The screen (or a part of it) at a phone's width and a desktop's. */
async function shoot(page: Page, name: string, part?: Locator) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const path = `${shots}/${name}-${width}.png`;
    await (part ? part.screenshot({ path }) : page.screenshot({ path }));
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Free drink on your stamp card?, Use it, the e-mailed code, Unlock: in the Checkout dialog or the order page's area. */
async function unlockFreeDrink(scope: Locator, address: string) {
  const offer = scope.getByRole('region', { name: 'Stamp card' });
  await expect(offer).toContainText('Free drink on your stamp card?');
  const before = await outboxNow();
  await offer.getByRole('button', { name: 'Use it' }).click();
  const code = await codeFor(address, before);
  await offer.getByLabel('6-digit code').fill(code);
  await offer.getByRole('button', { name: 'Unlock' }).click();
  await expect(offer).toContainText(FREE_DRINK_LINE);
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
  await expect(dialog).toContainText('Free drink on your stamp card?');
  const before = await outboxNow();
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
  // The shop says the same of this address as of any other: only its mailbox learns whether a free drink waits.
  const reward = await request.post('/api/stamp-card/reward', { data: { email } });
  const stranger = await request.post('/api/stamp-card/reward', { data: { email: `x-${email}` } });
  expect(await reward.json()).toEqual(await stranger.json());
  // Use it again: the e-mail holds no code now, only that no free drink waits; a guessed code is refused.
  const beforeSecond = await outboxNow();
  expect((await request.post('/api/stamp-card/code', { data: { email } })).status()).toBe(202);
  await expect.poll(async () => mailTo(email, beforeSecond), { timeout: 15_000 }).toContain('no free drink');
  expect(await mailTo(email, beforeSecond)).not.toMatch(/Your code: \d{6}/);
  const guessed = await request.post('/api/stamp-card/unlock', { data: { email, code: '000000' } });
  expect(guessed.status()).toBe(400);

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

/**
 * A full card for a new address (nine drinks paid through the API) and a basket of one LRG drink: what the free drink
 * takes off (its REG price) and the total left, as the pages write them.
 */
async function freeDrinkWaiting(page: Page, request: APIRequestContext, who: string) {
  const { product, menu } = await drink(request);
  const address = `${who}-regular-${Date.now().toString(36)}@example.com`;
  await payFullCard(request, address, product, menu);
  await withBasket(page, [basketLine(product, 'lrg', 1)]);
  return {
    address,
    free: formatPounds(-product.priceReg),
    total: formatPounds(product.priceLrg - product.priceReg),
  };
}

/** From a confirmation page: the order page shows the free drink's line, and the card is back to 0. */
async function expectFreeDrinkSpent(page: Page, free: string) {
  await page.getByRole('link', { name: 'Track your order' }).click();
  await expect(page).toHaveURL(/\/track\//);
  const order = page.getByRole('region', { name: 'Your order' });
  await expect(order).toContainText(FREE_DRINK_LINE);
  await expect(order).toContainText(free);
  await expect(page.getByRole('region', { name: 'Your stamp card' })).toContainText('Stamps: 0 of 9');
}

test('A free drink unlocked in the Checkout dialog goes with the Test wallet; a wallet with another e-mail is refused', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { address, free, total } = await freeDrinkWaiting(page, request, 'wallet');

  await page.goto('/menu');
  await page.getByRole('button', { name: 'Order Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Checkout' });
  await dialog.getByLabel('Name').fill('Wallet Regular');
  await dialog.getByLabel('Email').fill(address);
  await unlockFreeDrink(dialog, address);
  await expect(dialog).toContainText(`Total ${total}`);
  await shoot(page, 'checkout-dialog-free-drink');

  // The Test wallet's sheet: the free drink as its own line, and the total with it.
  const express = dialog.getByRole('region', { name: 'Express checkout' });
  await express.getByRole('button', { name: 'Test wallet' }).click();
  let wallet = page.getByRole('dialog', { name: 'Test wallet' });
  await expect(wallet.getByRole('listitem').filter({ hasText: FREE_DRINK_LINE })).toContainText(free);
  await expect(wallet).toContainText(`Total ${total}`);
  await expectNoSeriousAxeViolations(page, 'the Test wallet with the free drink');
  await shoot(page, 'test-wallet-free-drink');

  // The wallet's stored e-mail is another address: refused in words, and nothing is spent.
  await wallet.getByRole('button', { name: `Pay ${total}` }).click();
  const failed = page.getByRole('dialog', { name: 'Payment Failed' });
  await expect(failed).toContainText(REWARD_OTHER_ADDRESS);
  await failed.getByRole('button', { name: 'Try Again' }).click();
  // Try Again: the e-mail as typed, the free drink still unlocked for it.
  await expect(dialog.getByLabel('Email')).toHaveValue(address);
  await expect(dialog).toContainText(`Total ${total}`);

  await express.getByRole('button', { name: 'Test wallet' }).click();
  wallet = page.getByRole('dialog', { name: 'Test wallet' });
  await wallet.getByLabel('Email').fill(address);
  await wallet.getByRole('button', { name: `Pay ${total}` }).click();
  const success = page.getByRole('dialog', { name: 'Payment Successful' });
  await expect(success).toBeVisible({ timeout: 15_000 });
  await success.getByRole('button', { name: 'Back to Menu' }).click();
  await expect(page).toHaveURL(/\/order-confirmation$/);
  await expectFreeDrinkSpent(page, free);
});

test('On /order-online Your details unlock the free drink, and Place Order’s hosted checkout takes it off', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { address, free, total } = await freeDrinkWaiting(page, request, 'hosted');

  await page.goto('/order-online');
  const area = page.getByRole('group', { name: 'Your details' });
  await area.getByLabel('Email').fill(address);
  await unlockFreeDrink(area, address);
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary).toContainText(`${FREE_DRINK_LINE}${free}`);
  await expect(summary).toContainText(`Total${total}`);
  await expectNoSeriousAxeViolations(page, '/order-online with the free drink unlocked');
  await shoot(page, 'order-online-free-drink', page.locator('aside'));

  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/checkout\/sandbox\/cs_sbx_\w+$/);
  await expect(page.getByRole('heading', { level: 1, name: total })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(`${FREE_DRINK_LINE}${free}`);
  // The checkout is for the free drink's address: shown, and not to be changed.
  const email = page.getByLabel('Email');
  await expect(email).toHaveValue(address);
  await expect(email).toHaveAttribute('readonly', '');
  await expect(page.getByText('Your free drink is for this address.')).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'the hosted checkout with the free drink');
  await shoot(page, 'hosted-checkout-free-drink');
  await page.getByLabel('Name').fill('Hosted Regular');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: `Pay ${total}` }).click();

  await expect(page).toHaveURL(/\/success\?session_id=cs_sbx_\w+$/);
  await expect(page.getByRole('main')).toContainText(FREE_DRINK_LINE);
  await expectFreeDrinkSpent(page, free);
});
