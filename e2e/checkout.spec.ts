/**
 * Checkout's journeys, with the sandbox provider and Stripe's test cards: paying in the page from the
 * menu's Order Now (success, decline, failed authentication) and on the hosted checkout page from the order page
 * (pay, cancel), each ending on the right screen with the right basket; the receipt lands in the outbox. Products
 * and prices come from GET /api/menu, never hard-coded.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { basketLine, withBasket } from './support/basket';
import { basketTotals, type BasketLine } from '../src/domain/basket';
import type { Menu } from '../src/domain/catalogue';
import { formatPounds } from '../src/domain/money';
import { expectNoSeriousAxeViolations } from './support/accessibility';

const outboxDir = `/tmp/pearl-e2e-${process.env.E2E_PORT ?? 3210}/outbox`;

const CARD = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  authentication: '4000 0025 0000 3155',
};

async function getMenu(request: APIRequestContext): Promise<Menu> {
  const response = await request.get('/api/menu');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Menu;
}

/** Two different products, neither sold out, neither in a promotion's group with the other. */
async function basketOf(request: APIRequestContext): Promise<{ lines: BasketLine[]; total: string }> {
  const menu = await getMenu(request);
  const available = menu.products.filter((product) => !product.soldOut);
  const [first, second] = [available[0]!, available.find((p) => p.category !== available[0]!.category)!];
  const lines = [basketLine(first, 'reg', 1), basketLine(second, 'lrg', 1)];
  return { lines, total: formatPounds(basketTotals(lines, menu.promotions).total) };
}

/** What the header's basket link says (read from its label: a dialog hides the page from assistive technology). */
const expectBasket = (page: Page, label: string) =>
  expect(page.locator('header a[href="/order-online"][aria-label^="Basket, "]')).toHaveAttribute('aria-label', label);

async function openCheckout(page: Page) {
  await page.goto('/menu');
  await page.getByRole('button', { name: 'Order Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Checkout' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillCheckout(page: Page, card: string) {
  const dialog = page.getByRole('dialog', { name: 'Checkout' });
  await dialog.getByLabel('Name').fill('Ann Example');
  await dialog.getByLabel('Email').fill('ann@example.com');
  await dialog.getByLabel('Card number').fill(card);
  await dialog.getByLabel('Expiry').fill('12/34');
  await dialog.getByLabel('CVC').fill('123');
  return dialog;
}

async function receiptFor(orderNumber: string): Promise<string | null> {
  const files = await readdir(outboxDir).catch(() => [] as string[]);
  for (const file of files.filter((name) => name.endsWith('.eml'))) {
    const text = await readFile(path.join(outboxDir, file), 'utf8');
    // The whole subject: the receipt of #1 is not the receipt of #12.
    if (text.split(/\r?\n/).includes(`Subject: Your Pearl order ${orderNumber}`)) return text;
  }
  return null;
}

test.describe('Paying in the page', () => {
  test('Customers can pay for their basket with a card, and see their order', async ({ page, request }) => {
    const { lines, total } = await basketOf(request);
    await withBasket(page, lines);
    const dialog = await openCheckout(page);
    await expect(dialog).toContainText(`Total ${total}`);
    await fillCheckout(page, CARD.succeeds);
    await dialog.getByRole('button', { name: `Pay ${total}` }).click();

    const success = page.getByRole('dialog', { name: 'Payment Successful' });
    await expect(success).toBeVisible();
    await expect(success).toContainText(/Payment ID: pi_sbx_\w+/);
    await expectBasket(page, 'Basket, empty');

    await success.getByRole('button', { name: 'Back to Menu' }).click();
    await expect(page).toHaveURL(/\/order-confirmation$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Order Successful!' })).toBeVisible();
    const details = page.getByRole('region', { name: /^Order number / });
    await expect(details).toContainText(lines[0]!.name);
    await expect(details).toContainText(lines[1]!.name);
    await expect(details).toContainText(total);
    const orderNumber = ((await details.getByRole('heading').textContent()) ?? '').replace('Order number', '').trim();
    // The order's number for the day, as the counter calls it.
    expect(orderNumber).toMatch(/^#\d+$/);
    await expect.poll(() => receiptFor(orderNumber), { timeout: 10_000 }).toContain('To: ann@example.com');
  });

  test('A declined card shows its message, keeps the basket, and paying again works', async ({ page, request }) => {
    const { lines, total } = await basketOf(request);
    await withBasket(page, lines);
    let dialog = await openCheckout(page);
    await fillCheckout(page, CARD.declined);
    await dialog.getByRole('button', { name: `Pay ${total}` }).click();

    const failed = page.getByRole('dialog', { name: 'Payment Failed' });
    await expect(failed.getByRole('alert')).toHaveText('Your card was declined.');
    await failed.getByRole('button', { name: 'Back to Menu' }).click();
    await expect(page).toHaveURL(/\/menu$/);
    await expectBasket(page, 'Basket, 2 items');

    dialog = await openCheckout(page);
    await fillCheckout(page, CARD.succeeds);
    await dialog.getByRole('button', { name: `Pay ${total}` }).click();
    await expect(page.getByRole('dialog', { name: 'Payment Successful' })).toBeVisible();
    await expectBasket(page, 'Basket, empty');
  });

  test('After a declined card, Try Again shows the form with the name and e-mail kept and the card empty', async ({
    page,
    request,
  }) => {
    const { lines, total } = await basketOf(request);
    await withBasket(page, lines);
    const dialog = await openCheckout(page);
    await fillCheckout(page, CARD.declined);
    await dialog.getByRole('button', { name: `Pay ${total}` }).click();

    const failed = page.getByRole('dialog', { name: 'Payment Failed' });
    await expect(failed.getByRole('alert')).toHaveText('Your card was declined.');
    await expect(failed.getByRole('button', { name: 'Back to Menu' })).toBeVisible();
    await failed.getByRole('button', { name: 'Try Again' }).click();

    const again = page.getByRole('dialog', { name: 'Checkout' });
    await expect(again.getByLabel('Name')).toHaveValue('Ann Example');
    await expect(again.getByLabel('Email')).toHaveValue('ann@example.com');
    await expect(again.getByLabel('Card number')).toHaveValue('');
    await again.getByLabel('Card number').fill(CARD.succeeds);
    await again.getByLabel('Expiry').fill('12/34');
    await again.getByLabel('CVC').fill('123');
    await again.getByRole('button', { name: `Pay ${total}` }).click();
    await expect(page.getByRole('dialog', { name: 'Payment Successful' })).toBeVisible();
    await expectBasket(page, 'Basket, empty');
  });

  test('Failing the card’s authentication shows Payment Cancelled and keeps the basket', async ({ page, request }) => {
    const { lines, total } = await basketOf(request);
    await withBasket(page, lines);
    const dialog = await openCheckout(page);
    await fillCheckout(page, CARD.authentication);
    await dialog.getByRole('button', { name: `Pay ${total}` }).click();

    const challenge = page.getByRole('alertdialog', { name: 'Authenticate this payment' });
    await expect(challenge).toBeVisible();
    await challenge.getByRole('button', { name: 'Fail' }).click();

    const cancelled = page.getByRole('dialog', { name: 'Payment Cancelled' });
    await expect(cancelled).toContainText('Your payment was not completed. Please try again.');
    await cancelled.getByRole('button', { name: 'Return to Checkout' }).click();
    await expect(page).toHaveURL(/\/order-online$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Order' })).toBeVisible();
    await expectBasket(page, 'Basket, 2 items');
  });

  test('Order Now with an empty basket alerts that the cart is empty', async ({ page }) => {
    await withBasket(page, []);
    await page.goto('/menu');
    await page.getByRole('button', { name: 'Order Now' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Your cart is empty!' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Checkout' })).toHaveCount(0);
  });
});

test.describe('Paying on the hosted checkout page', () => {
  async function startHostedCheckout(page: Page) {
    await page.goto('/order-online');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/checkout\/sandbox\/cs_sbx_\w+$/);
    await expect(page.getByText('Sandbox Checkout — test mode')).toBeVisible();
  }

  test('Customers can pay on the checkout page and come back to Order Successful!', async ({ page, request }) => {
    const { lines, total } = await basketOf(request);
    await withBasket(page, lines);
    await startHostedCheckout(page);
    await expect(page.getByRole('heading', { level: 1, name: total })).toBeVisible();
    await page.getByLabel('Email').fill('bea@example.com');
    await page.getByLabel('Name').fill('Bea Example');
    await page.getByLabel('Card number').fill(CARD.succeeds);
    await page.getByLabel('Expiry').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: `Pay ${total}` }).click();

    await expect(page).toHaveURL(/\/success\?session_id=cs_sbx_\w+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Order Successful!' })).toBeVisible();
    await expect(page.getByText('Thank you for your order. It has been processed.')).toBeVisible();
    await expectBasket(page, 'Basket, empty');
    const orderNumber = ((await page.getByRole('heading', { name: /^Order number / }).textContent()) ?? '')
      .replace('Order number', '')
      .trim();
    await expect.poll(() => receiptFor(orderNumber), { timeout: 10_000 }).toContain('To: bea@example.com');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('The checkout page shows the lines at menu prices, the promotion as its own line and the order page’s total', async ({
    page,
    request,
  }) => {
    // A basket that earns a promotion: its required quantity of one product of its category and size.
    const menu = await getMenu(request);
    const promotion = menu.promotions.find((offer) =>
      menu.products.some((product) => product.category === offer.category && !product.soldOut),
    )!;
    const product = menu.products.find((item) => item.category === promotion.category && !item.soldOut)!;
    const unit = promotion.size === 'reg' ? product.priceReg : product.priceLrg;
    const lines: BasketLine[] = [
      {
        id: product.id,
        name: product.name,
        size: promotion.size,
        quantity: promotion.requiredQuantity,
        category: product.category,
        image: product.image,
        price: unit,
      },
    ];
    const totals = basketTotals(lines, menu.promotions);
    expect(totals.discount).toBeGreaterThan(0);
    await withBasket(page, lines);

    await page.goto('/order-online');
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary.getByText(formatPounds(totals.total), { exact: true })).toBeVisible();
    await expect(summary.getByText(formatPounds(-totals.discount), { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/checkout\/sandbox\/cs_sbx_\w+$/);

    const order = page.getByRole('list', { name: 'Your order' });
    await expect(order.getByRole('listitem')).toHaveCount(1);
    await expect(order.getByRole('listitem')).toContainText(formatPounds(unit * promotion.requiredQuantity));
    await expect(page.getByText('Subtotal')).toBeVisible();
    await expect(page.getByText('Promotion Discount')).toBeVisible();
    await expect(page.getByText(formatPounds(-totals.discount), { exact: true })).toBeVisible();
    await expect(page.getByText(promotion.title)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: formatPounds(totals.total) })).toBeVisible();
    await expect(page.getByRole('button', { name: `Pay ${formatPounds(totals.total)}` })).toBeVisible();
  });

  test('Cancelling on the checkout page shows Payment Canceled and keeps the basket', async ({ page, request }) => {
    const { lines } = await basketOf(request);
    await withBasket(page, lines);
    await startHostedCheckout(page);
    await page.getByRole('link', { name: 'Cancel' }).click();

    await expect(page).toHaveURL(/\/cancel\?session_id=cs_sbx_\w+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Canceled' })).toBeVisible();
    await expect(page.getByText('Your payment was not completed. Please try again.')).toBeVisible();
    await expectBasket(page, 'Basket, 2 items');
    await page.getByRole('link', { name: 'Return to Checkout' }).click();
    await expect(page).toHaveURL(/\/order-online$/);
  });

  test('The success page without a session says it could not verify the order', async ({ page }) => {
    await withBasket(page, []);
    await page.goto('/success');
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByText("We couldn't verify your order. Please contact support.")).toBeVisible();
  });
});

test.describe('Accessibility of checkout', () => {
  // axe is injected as a script tag, which the shop's Content-Security-Policy rightly refuses.
  test.use({ bypassCSP: true });

  for (const viewport of [
    { width: 375, height: 800 },
    { width: 1280, height: 900 },
  ]) {
    test(`axe finds no serious or critical problem on every checkout screen at ${viewport.width} px`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(viewport);
      const { lines, total } = await basketOf(request);
      await withBasket(page, lines);
      const dialog = await openCheckout(page);
      await expectNoSeriousAxeViolations(page, 'the Checkout dialog');
      await fillCheckout(page, CARD.succeeds);
      await dialog.getByRole('button', { name: `Pay ${total}` }).click();
      await expect(page.getByRole('dialog', { name: 'Payment Successful' })).toBeVisible();
      await expectNoSeriousAxeViolations(page, 'Payment Successful');
      await page.getByRole('button', { name: 'Back to Menu' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Order Successful!' })).toBeVisible();
      await expectNoSeriousAxeViolations(page, '/order-confirmation');

      // The same basket again, through the hosted checkout: its page, the cancel page and the success page.
      await page.evaluate((stored) => window.localStorage.setItem('pearl.cart', stored), JSON.stringify(lines));
      await page.goto('/order-online');
      await page.getByRole('button', { name: 'Place Order' }).click();
      await expect(page.getByLabel('Card number')).toBeVisible();
      await expectNoSeriousAxeViolations(page, 'the hosted checkout page');
      await page.getByRole('link', { name: 'Cancel' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Payment Canceled' })).toBeVisible();
      await expectNoSeriousAxeViolations(page, '/cancel');
      await page.getByRole('link', { name: 'Return to Checkout' }).click();
      await page.getByRole('button', { name: 'Place Order' }).click();
      // The order page has an Email field of its own (the stamp card's): fill the checkout's once it is there.
      await expect(page.getByLabel('Card number')).toBeVisible();
      await page.getByLabel('Email').fill('axe@example.com');
      await page.getByLabel('Name').fill('Axe Example');
      await page.getByLabel('Card number').fill(CARD.succeeds);
      await page.getByLabel('Expiry').fill('12/34');
      await page.getByLabel('CVC').fill('123');
      await page.getByRole('button', { name: `Pay ${total}` }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Order Successful!' })).toBeVisible();
      await expectNoSeriousAxeViolations(page, '/success');
    });
  }
});
