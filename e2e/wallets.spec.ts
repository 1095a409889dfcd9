/**
 * Paying with a wallet in the sandbox: the Express checkout region's Test wallet stands for a device's wallet sheet. A
 * basket with a deal is paid from /order-online in two taps with nothing typed (Test wallet, Pay £X.XX at the
 * server's total) and ends in Payment Successful; the staff dashboard shows one paid order with the wallet's name and
 * e-mail, paid by the test wallet. Cancel records nothing and keeps the basket. The same works from the Checkout
 * dialog, and a closed shop refuses the wallet as it refuses a card. Screenshots go to test-results/wallets/ at 375
 * and 1280 px.
 */
import { basketTotals } from '../src/domain/basket';
import type { Menu } from '../src/domain/catalogue';
import { formatPounds } from '../src/domain/money';
import type { OpeningHours } from '../src/domain/opening-hours-schema';
import { ROUND_THE_CLOCK } from './prepare-shop';
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
const CONTACT = { name: 'Test Wallet Customer', email: 'wallet@example.com' };
const shots = 'test-results/wallets';

// axe is injected as a script, which the shop's Content-Security-Policy rightly refuses (support/accessibility.ts).
test.use({ bypassCSP: true });

async function shoot(page: Page, name: string, part?: Locator) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    if (part) await part.screenshot({ path: `${shots}/${name}-${width}.png` });
    else await page.screenshot({ path: `${shots}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function getMenu(request: APIRequestContext): Promise<Menu> {
  const response = await request.get('/api/menu');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Menu;
}

/** Three regular milk teas: the menu's "3 for £10" deal applies. The total as the server prices it. */
async function dealBasket(request: APIRequestContext, quantity = 3) {
  const menu = await getMenu(request);
  const tea = menu.products.find((product) => product.category === 'milk-tea' && !product.soldOut)!;
  const lines = [basketLine(tea, 'reg', quantity)];
  const priced = basketTotals(lines, menu.promotions);
  return { lines, total: formatPounds(priced.total), discount: priced.discount };
}

/** An admin's API: the orders as the dashboard reads them, and the opening hours. */
async function staffApi() {
  const api = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
  const login = await api.post('/api/auth/login', { data: ADMIN });
  expect(login.ok(), await login.text()).toBe(true);
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  return {
    async orders() {
      const response = await api.get('/api/admin/orders');
      expect(response.ok()).toBe(true);
      return (await response.json()) as Array<Record<string, unknown>>;
    },
    async setHours(hours: OpeningHours) {
      const saved = await api.put('/api/admin/opening-hours', { data: hours, headers: { 'x-csrf-token': csrfToken } });
      expect(saved.ok(), await saved.text()).toBe(true);
    },
    dispose: () => api.dispose(),
  };
}

const walletOrders = (orders: Array<Record<string, unknown>>) =>
  orders.filter((order) => order.customerEmail === CONTACT.email);

test('A basket with a deal is paid with the Test wallet from the order page: two taps, nothing typed', async ({
  page,
  request,
}) => {
  const staff = await staffApi();
  const before = new Set(walletOrders(await staff.orders()).map((order) => String(order.id)));
  const { lines, total, discount } = await dealBasket(request);
  expect(discount).toBeGreaterThan(0);
  await withBasket(page, lines);
  await page.goto('/order-online');

  const express = page.getByRole('region', { name: 'Express checkout' });
  await expect(express.getByRole('button', { name: 'Test wallet' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'the order page with its Express checkout region');
  await shoot(page, 'order-page-express');

  // Cancel keeps the basket and records nothing.
  await express.getByRole('button', { name: 'Test wallet' }).click();
  let wallet = page.getByRole('dialog', { name: 'Test wallet' });
  await expect(wallet).toContainText('Pay Pearl');
  await expect(wallet).toContainText(`Total ${total}`);
  await expect(wallet.getByLabel('Name')).toHaveValue(CONTACT.name);
  await expect(wallet.getByLabel('Email')).toHaveValue(CONTACT.email);
  await expectNoSeriousAxeViolations(page, 'the Test wallet sheet');
  await shoot(page, 'test-wallet-sheet', wallet);
  await wallet.getByRole('button', { name: 'Cancel' }).click();
  await expect(wallet).toBeHidden();
  await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText(total);
  expect(walletOrders(await staff.orders()).length).toBe(before.size);

  // Test wallet, then Pay: the server's total, and Payment Successful.
  await express.getByRole('button', { name: 'Test wallet' }).click();
  wallet = page.getByRole('dialog', { name: 'Test wallet' });
  await wallet.getByRole('button', { name: `Pay ${total}` }).click();
  const success = page.getByRole('dialog', { name: 'Payment Successful' });
  await expect(success).toBeVisible();
  await expect(success).toContainText(/Payment ID: pi_sbx_\w+/);
  // As after a card: the order's number, when it will be ready, its drinks, and the way to its page.
  await expect(success.getByRole('heading', { name: /^Order number #\d+$/ })).toBeVisible();
  await expect(success).toContainText(/Ready at about \d\d:\d\d|Pickup \w+day/);
  await expect(success).toContainText('REG × 3');
  await expect(success.getByRole('link', { name: 'Track your order' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'Payment Successful after the Test wallet');
  await shoot(page, 'wallet-payment-successful');

  // The staff dashboard: one paid order with the wallet's name and e-mail, paid by the test wallet.
  const added = walletOrders(await staff.orders()).filter((row) => !before.has(String(row.id)));
  expect(added).toHaveLength(1);
  const order = added[0]!;
  expect(order).toMatchObject({ customerName: CONTACT.name, paymentMethod: 'Test wallet', paymentStatus: 'paid' });
  expect(formatPounds(order.totalAmount as number)).toBe(total);
  await staff.dispose();

  // The customer's order page says how it was paid.
  await success.getByRole('link', { name: 'Track your order' }).click();
  await expect(page).toHaveURL(/\/track\//);
  const details = page.getByRole('region', { name: 'Your order' });
  await expect(details).toContainText('Paid with');
  await expect(details).toContainText('Test wallet');
  await expectNoSeriousAxeViolations(page, 'the order page of a wallet payment');
  await shoot(page, 'tracking-paid-with', details);
});

test('The Checkout dialog has the same Express checkout, and the staff card says how the order was paid', async ({
  page,
  request,
}) => {
  const staff = await staffApi();
  const before = new Set(walletOrders(await staff.orders()).map((order) => String(order.id)));
  const { lines, total } = await dealBasket(request, 1);
  await withBasket(page, lines);
  await page.goto('/menu');
  await page.getByRole('button', { name: 'Order Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Checkout' });
  const express = dialog.getByRole('region', { name: 'Express checkout' });
  await expect(express.getByRole('button', { name: 'Test wallet' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'the Checkout dialog with its Express checkout region');
  await shoot(page, 'checkout-dialog-express');

  await express.getByRole('button', { name: 'Test wallet' }).click();
  await page
    .getByRole('dialog', { name: 'Test wallet' })
    .getByRole('button', { name: `Pay ${total}` })
    .click();
  await expect(page.getByRole('dialog', { name: 'Payment Successful' })).toBeVisible();
  const added = walletOrders(await staff.orders()).filter((order) => !before.has(String(order.id)));
  expect(added).toHaveLength(1);
  await staff.dispose();

  // The staff card, as the counter sees it.
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/orders');
  const number = String(added[0]!.number);
  const card = page
    .getByRole('list', { name: 'Orders' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: new RegExp(`^Order #\\d+ ${number}`) }) });
  await expect(card).toContainText('Paid by Test wallet');
  await expect(card).toContainText(CONTACT.name);
  await expect(card).toContainText(CONTACT.email);
  await shoot(page, 'staff-card-paid-by-wallet', card);

  // The admin's Payments section: the provider, test mode, and the test wallet needing no domain.
  await page.goto('/admin/payments');
  const payments = page.getByRole('region', { name: 'Payments' });
  await expect(payments).toContainText('Sandbox (no real payments)');
  await expect(payments).toContainText('Test mode');
  await expect(payments.getByRole('list', { name: 'Wallets' })).toContainText('Test wallet');
  await expectNoSeriousAxeViolations(page, 'the admin dashboard with its Payments section');
  await shoot(page, 'admin-payments', payments);

  // The sales report's Payment methods panel counts the test wallet's orders.
  await page.goto('/admin/reports');
  const methods = page.getByRole('region', { name: 'Payment methods' });
  await expect(methods.getByRole('rowheader', { name: 'Test wallet' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'the sales report with its Payment methods panel');
  await shoot(page, 'report-payment-methods', methods);
});

test('A closed shop refuses the wallet as it refuses a card, and keeps the basket', async ({ page, request }) => {
  const staff = await staffApi();
  const { lines, total } = await dealBasket(request, 1);
  await withBasket(page, lines);
  await page.goto('/order-online');
  const express = page.getByRole('region', { name: 'Express checkout' });
  await expect(express.getByRole('button', { name: 'Test wallet' })).toBeVisible();
  const before = walletOrders(await staff.orders()).length;
  await staff.setHours({ weekly: [[], [], [], [], [], [], []], exceptions: [] } as unknown as OpeningHours);
  try {
    // What a card checkout of the same basket is told.
    const card = await request.post('/api/create-payment-intent', {
      data: {
        amount: Number(total.replace('£', '')),
        metadata: { cartItems: JSON.stringify(lines) },
        name: 'Ann Example',
        email: 'ann@example.com',
      },
    });
    expect(card.status()).toBe(409);
    const refusal = ((await card.json()) as { error: string }).error;

    await express.getByRole('button', { name: 'Test wallet' }).click();
    await page
      .getByRole('dialog', { name: 'Test wallet' })
      .getByRole('button', { name: `Pay ${total}` })
      .click();
    const failed = page.getByRole('dialog', { name: 'Payment Failed' });
    await expect(failed).toContainText(refusal);
    await expectNoSeriousAxeViolations(page, 'the wallet refused by a closed shop');
    await shoot(page, 'wallet-refused-closed');
    await failed.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText(total);
    expect(walletOrders(await staff.orders()).length).toBe(before);
  } finally {
    await staff.setHours(ROUND_THE_CLOCK);
    await staff.dispose();
  }
});
