/**
 * A free drink on its own is a free order, with the sandbox provider: a full card (nine drinks paid through the API)
 * and a basket of one REG drink, which the free drink takes to £0.00. In the Order Now dialog the button says Place
 * free order and no card or wallet is asked for; on /order-online Place Order goes with no card page. Either way the
 * customer lands on the order's page, paid with Free (stamp card), the card back to 0. Screenshots of the dialog at
 * 375 and 1280 px go to test-results/free-order/.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';
import { basketLine, withBasket } from './support/basket';
import { basketTotals } from '../src/domain/basket';
import type { Menu } from '../src/domain/catalogue';
import { formatPounds } from '../src/domain/money';
import { FREE_DRINK_LINE } from '../src/domain/pricing';
import { expectNoSeriousAxeViolations } from './support/accessibility';
import { codeFor, outboxNow } from './support/outbox';

const shots = 'test-results/free-order';
const ADMIN = { email: 'admin@pearl.example', password: 'pearl-e2e-admin-password' };

/** A new address with a full card, and a basket of one REG milk tea: the free drink takes all of it. */
async function freeDrinkOnItsOwn(page: Page, request: APIRequestContext, who: string) {
  const menu = (await (await request.get('/api/menu')).json()) as Menu;
  const product = menu.products.find((found) => found.category === 'milk-tea' && !found.soldOut)!;
  const address = `${who}-free-${Date.now().toString(36)}@example.com`;
  const nine = [basketLine(product, 'reg', 9)];
  const created = await request.post('/api/create-payment-intent', {
    data: {
      amount: basketTotals(nine, menu.promotions).total / 100,
      metadata: { cartItems: JSON.stringify(nine.map(({ image: _image, ...line }) => line)) },
      name: 'Free Regular',
      email: address,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const intent = (await created.json()) as { paymentIntentId: string; clientSecret: string };
  const paid = await request.post(`/api/sandbox/payment-intents/${intent.paymentIntentId}/confirm`, {
    data: { clientSecret: intent.clientSecret, card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' } },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  await withBasket(page, [basketLine(product, 'reg', 1)]);
  return { address, free: formatPounds(-product.priceReg), product };
}

/** Use it, the code from the e-mail, Unlock: the free drink's line and a total of £0.00. */
async function unlockFreeDrink(scope: Locator, address: string) {
  const offer = scope.getByRole('region', { name: 'Stamp card' });
  const before = await outboxNow();
  await offer.getByRole('button', { name: 'Use it' }).click();
  const code = await codeFor(address, before);
  await offer.getByLabel('6-digit code').fill(code);
  await offer.getByRole('button', { name: 'Unlock' }).click();
  await expect(offer).toContainText(FREE_DRINK_LINE);
}

/** The order's page: the free drink, £0.00, paid with Free (stamp card), and the card back to 0. */
async function expectFreeOrderPage(page: Page, free: string) {
  await expect(page).toHaveURL(/\/track\/[\w-]+$/, { timeout: 15_000 });
  const order = page.getByRole('region', { name: 'Your order' });
  await expect(order).toContainText(FREE_DRINK_LINE);
  await expect(order).toContainText(free);
  await expect(page.getByRole('main')).toContainText('Free (stamp card)');
  await expect(page.getByRole('region', { name: 'Your stamp card' })).toContainText('Stamps: 0 of 9');
}

// axe is injected as a script tag, which the shop's Content Security Policy would refuse.
test.use({
  bypassCSP: true,
  // Every journey asks for its stamp-card codes from this one machine, and the shop sends a network at most ten an
  // hour: these come from a network of their own (the shop believes the header from loopback in the journeys), so the
  // stamp card's own journeys keep their allowance.
  extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.7' },
});

test('In the Order Now dialog a free drink on its own is a free order: Place free order, then the order page', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { address, free } = await freeDrinkOnItsOwn(page, request, 'dialog');
  await page.goto('/menu');
  await page.getByRole('button', { name: 'Order Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Checkout' });
  await dialog.getByLabel('Name').fill('Free Regular');
  await dialog.getByLabel('Email').fill(address);
  await unlockFreeDrink(dialog, address);
  await expect(dialog).toContainText('Total £0.00');
  // No card and no wallet are asked for.
  const place = dialog.getByRole('button', { name: 'Place free order' });
  await expect(place).toBeVisible();
  await expect(dialog.getByLabel('Card number')).toHaveCount(0);
  await expect(dialog.getByRole('region', { name: 'Express checkout' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, 'the Checkout dialog with a free order');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await dialog.screenshot({ path: `${shots}/dialog-place-free-order-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await place.click();
  await expect(dialog).toBeHidden();
  await expectFreeOrderPage(page, free);
  // The basket was emptied with the order.
  expect(JSON.parse((await page.evaluate(() => window.localStorage.getItem('pearl.cart'))) ?? '[]')).toEqual([]);
});

test('On /order-online a free drink on its own goes from Place Order straight to the order page, with no card page', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { address, free } = await freeDrinkOnItsOwn(page, request, 'online');
  await page.goto('/order-online');
  const area = page.getByRole('group', { name: 'Your details' });
  await area.getByLabel('Email').fill(address);
  await unlockFreeDrink(area, address);
  await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText('Total£0.00');
  await expect(page.getByRole('region', { name: 'Express checkout' })).toHaveCount(0);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.locator('aside').screenshot({ path: `${shots}/order-online-free-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: 'Place Order' }).click();
  await expectFreeOrderPage(page, free);
  await expect(page).not.toHaveURL(/checkout\/sandbox/);
});

test('Staff refunding a free order are told the free drink goes back to the stamp card', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { address, product } = await freeDrinkOnItsOwn(page, request, 'refund');
  const before = await outboxNow();
  expect((await request.post('/api/stamp-card/code', { data: { email: address } })).status()).toBe(202);
  const code = await codeFor(address, before);
  const unlocked = await request.post('/api/stamp-card/unlock', { data: { email: address, code } });
  const { rewardToken } = (await unlocked.json()) as { rewardToken: string };
  const { image: _image, ...line } = basketLine(product, 'reg', 1);
  const placed = await request.post('/api/checkout/free-order', {
    data: { cartItems: [line], name: 'Refund Regular', email: address, rewardToken },
  });
  expect(placed.status(), await placed.text()).toBe(201);

  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/orders');
  const card = page.getByRole('listitem').filter({ hasText: address }).first();
  await expect(card).toContainText('Paid by Free (stamp card)');
  await card.getByRole('button', { name: 'Refund' }).click();
  const asked = page.getByRole('alertdialog');
  await expect(asked).toContainText(
    'Nothing was paid: the free drink goes back to the stamp card, and the customer is e-mailed.',
  );
  await expectNoSeriousAxeViolations(page, 'refunding a free order');
  await page.screenshot({ path: `${shots}/refund-free-order-1024.png` });
  await asked.getByRole('button', { name: 'Refund £0.00' }).click();
  await expect(page.getByText(/refunded\./).first()).toBeVisible();
});
