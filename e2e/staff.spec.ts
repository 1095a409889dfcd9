/**
 * The staff side: signing in, the admin dashboard's three sections with a change reaching an open menu
 * live, an order's life on the orders dashboard from arrival to completion, the test payment, and axe on /login,
 * /admin and /orders.
 *
 * Orders are paid as customers pay: the order's life is paid through the menu's Checkout dialog in a second browser;
 * the other tests make the same calls without the screens (POST /api/create-payment-intent, then the sandbox card
 * field's POST /api/sandbox/payment-intents/:id/confirm with Stripe's test card 4242…). Nothing is written to the
 * database behind the shop's back. The demo admin's password comes from playwright.config.ts (DEMO_ADMIN_PASSWORD);
 * a non-admin is made through the admin API (POST /api/admin/users), as the running shop owns its embedded database.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Page } from './support/test';
import { expectNoSeriousAxeViolations } from './support/accessibility';
import type { Menu } from '../src/domain/catalogue';

const port = Number(process.env.E2E_PORT ?? 3210);
const outbox = `/tmp/pearl-e2e-${port}/outbox`;
const ADMIN = { email: 'admin@pearl.example', password: 'pearl-e2e-admin-password' };
const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 900 };

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.beforeEach(async ({ page }) => {
  // The cookie banner is another feature's: answer it up front so it covers nothing here.
  await page.addInitScript(() => window.localStorage.setItem('pearl.cookie-consent', 'rejected'));
});

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

async function signInAsAdmin(page: Page) {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
}

/** The admin API as a script would use it: signed in, with the session's CSRF token. */
async function adminApi(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: ADMIN });
  expect(login.ok(), await login.text()).toBe(true);
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  return {
    post: (path: string, data: unknown) => request.post(path, { data, headers: { 'x-csrf-token': csrfToken } }),
  };
}

async function getMenu(request: APIRequestContext): Promise<Menu> {
  return (await (await request.get('/api/menu')).json()) as Menu;
}

/** A paid order, through the checkout API and the sandbox's card confirmation, as a customer's browser pays. */
async function payForOrder(request: APIRequestContext, customer: { name: string; email: string }) {
  const menu = await getMenu(request);
  const product = menu.products.find((candidate) => !candidate.soldOut)!;
  const lines = [
    {
      id: product.id,
      name: product.name,
      size: 'reg',
      price: product.priceReg,
      quantity: 2,
      category: product.category,
    },
  ];
  const created = await request.post('/api/create-payment-intent', {
    data: {
      amount: (product.priceReg * 2) / 100,
      metadata: { cartItems: JSON.stringify(lines) },
      name: customer.name,
      email: customer.email,
      checkoutToken: `e2e-${unique()}-${unique()}`,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const intent = (await created.json()) as { orderId: string; paymentIntentId: string; clientSecret: string };
  const paid = await request.post(`/api/sandbox/payment-intents/${intent.paymentIntentId}/confirm`, {
    data: { clientSecret: intent.clientSecret, card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' } },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  return { orderId: intent.orderId, number: intent.orderId.slice(0, 8), product };
}

/** The e-mails the shop wrote to its outbox (.eml files, no SMTP in tests) for an address. */
async function mailsTo(email: string): Promise<string[]> {
  const files = await readdir(outbox).catch(() => [] as string[]);
  const texts = await Promise.all(files.map((file) => readFile(join(outbox, file), 'utf8')));
  return texts.filter((text) => text.includes(`To: ${email}`));
}

async function openMenuElsewhere(browser: Browser) {
  const context = await browser.newContext();
  await context.addInitScript(() => window.localStorage.setItem('pearl.cookie-consent', 'rejected'));
  const menu = await context.newPage();
  await menu.goto('/menu');
  await expect(menu.getByRole('heading', { level: 1, name: 'Our Menu' })).toBeVisible();
  return { menu, close: () => context.close() };
}

function section(page: Page, title: string) {
  return page.getByRole('region', { name: title });
}

function card(page: Page, sectionTitle: string, text: string) {
  return section(page, sectionTitle).getByRole('listitem').filter({ hasText: text });
}

/** An order's card, by its number for the day ("#12") or by its id's first 8 characters (shown beside it). */
function orderCard(page: Page, number: string) {
  const title = number.startsWith('#') ? `^Order ${number} ` : `^Order #\\d+ ${number}`;
  return page
    .getByRole('list', { name: 'Orders' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: new RegExp(title) }) });
}

test.describe('Signing in', () => {
  test('A visitor is sent from the staff pages to the login page', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/orders');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Admin' })).toHaveCount(0);
  });

  test('A wrong password is refused with "Failed to login"', async ({ page }) => {
    await signIn(page, { email: ADMIN.email, password: 'not the password' });
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to login' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, { email: 'nobody@pearl.example', password: 'not the password' });
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to login' })).toBeVisible();
  });

  test('An admin signs in to the Admin Dashboard, sees the Admin link, and logs out to the home page', async ({
    page,
  }) => {
    await signIn(page, ADMIN);
    // A 0.5 s wait, then /admin. Right after the click the page is still the login page.
    expect(new URL(page.url()).pathname).toBe('/login');
    await expect(page).toHaveURL(/\/admin$/);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Admin' })).toBeVisible();
    await header.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('A tab closed 50 ms after Logout leaves no valid session behind', async ({ page, playwright, baseURL }) => {
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/admin$/);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'pearl_session');
    expect(cookie, 'the session cookie').toBeDefined();
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await page.waitForTimeout(50);
    await page.close();
    // Another browser that still holds the cookie (a copy, or the same counter PC) is no longer signed in.
    const other = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { cookie: `pearl_session=${cookie!.value}` },
    });
    await expect
      .poll(async () => ((await (await other.get('/api/auth/session')).json()) as { user: unknown }).user)
      .toBeNull();
    expect((await other.get('/api/admin/orders')).status()).toBe(401);
    await other.dispose();
  });

  test('A signed-in non-admin is told "You are not authorized." and kept out of the staff pages', async ({
    page,
    request,
  }) => {
    const api = await adminApi(request);
    const helper = { email: `helper-${unique()}@pearl.example`, password: 'helper password 1' };
    expect((await api.post('/api/admin/users', { ...helper, isAdmin: false })).ok()).toBe(true);

    await signIn(page, helper);
    await expect(page.getByText('You are not authorized.', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/orders');
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('Admin dashboard', () => {
  test('The dashboard has its top buttons and its three sections', async ({ page }) => {
    await signInAsAdmin(page);
    await expect(page.getByRole('button', { name: 'Test Payment' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View & Manage Orders' })).toHaveAttribute('href', '/orders');
    await expect(page.getByRole('link', { name: 'Test Navigate to Menu' })).toHaveAttribute('href', '/menu');
    for (const title of ['Manage Categories', 'Manage Products', 'Manage Promotions']) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    await expect(
      section(page, 'Manage Products')
        .getByRole('group', { name: 'Filter products by category' })
        .getByRole('button', { name: 'All' }),
    ).toBeVisible();
    await expect(card(page, 'Manage Products', 'Classic Milk Tea').getByText(/^REG: £\d+\.\d\d$/)).toBeVisible();
    await expect(card(page, 'Manage Promotions', 'milk-tea - REG').getByText(/^Buy \d+ for £\d+\.\d\d$/)).toBeVisible();
    await expect(card(page, 'Manage Promotions', 'milk-tea - REG').getByText('Active: Yes')).toBeVisible();
    await page.getByRole('link', { name: 'View & Manage Orders' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders Dashboard' })).toBeVisible();
  });

  test('An admin adds, edits and deletes a category; one still in use is not deleted', async ({ page }) => {
    await signInAsAdmin(page);
    const value = `e2e-${unique()}`;
    await page.getByRole('button', { name: '+ Add Category' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Category' });
    await dialog.getByRole('button', { name: 'Add Category' }).click();
    await expect(dialog.getByText('Value is required.')).toBeVisible();
    await dialog.getByLabel('Value').fill(value);
    await dialog.getByLabel('Display name').fill('E2E Treats');
    await dialog.getByRole('button', { name: 'Add Category' }).click();
    await expect(dialog).toBeHidden();
    await expect(card(page, 'Manage Categories', value)).toContainText('E2E Treats');
    // The new value joins the filter bars.
    await expect(
      page
        .getByRole('group', { name: 'Filter products by category' })
        .getByRole('button', { name: value, exact: true }),
    ).toBeVisible();

    await card(page, 'Manage Categories', value).getByRole('button', { name: 'Edit E2E Treats' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Category' });
    await expect(edit.getByLabel('Display name')).toHaveValue('E2E Treats');
    await edit.getByLabel('Display name').fill('E2E Sweet Treats');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(card(page, 'Manage Categories', value)).toContainText('E2E Sweet Treats');

    await card(page, 'Manage Categories', value).getByRole('button', { name: 'Delete E2E Sweet Treats' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this category?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(card(page, 'Manage Categories', value)).toHaveCount(0);

    // A category products still use stays, and the person is told why.
    await card(page, 'Manage Categories', 'milk-tea')
      .getByRole('button', { name: /^Delete / })
      .click();
    await page
      .getByRole('alertdialog', { name: 'Are you sure you want to delete this category?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    // (In the toast itself: the toast's screen-reader announcement repeats its text for a moment.)
    await expect(
      page.getByRole('region', { name: /^Notifications/ }).getByText(/is still used by \d+ products/),
    ).toBeVisible();
    await expect(card(page, 'Manage Categories', 'milk-tea')).toHaveCount(1);

    // Staff activity tells the owner who did it: the three changes one after another, newest first, under this
    // admin's e-mail (the refused deletion changed nothing, so it is not there).
    await page.getByRole('navigation', { name: 'Admin pages' }).getByRole('link', { name: 'Staff activity' }).click();
    await expect(page).toHaveURL(/\/admin\/activity$/);
    const activity = page.getByRole('list', { name: 'Staff activity' }).getByRole('listitem');
    const deleted = `Deleted category "E2E Sweet Treats" (${value})`;
    await expect(activity.filter({ hasText: deleted })).toHaveCount(1);
    await expect
      .poll(async () => {
        const texts = await activity.allTextContents();
        const at = texts.findIndex((text) => text.includes(deleted));
        return texts.slice(at, at + 3);
      })
      .toEqual([
        expect.stringContaining(ADMIN.email),
        expect.stringMatching(/Changed category "E2E Sweet Treats"/),
        expect.stringContaining(`Added category "E2E Treats" (${value})`),
      ]);
  });

  test('An admin adds, edits, sells out and deletes a product, and an open menu follows live', async ({
    page,
    browser,
  }) => {
    await signInAsAdmin(page);
    const elsewhere = await openMenuElsewhere(browser);
    const name = `E2E Lychee Fizz ${unique()}`;
    try {
      await page.getByRole('button', { name: '+ Add Product' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Product' });
      await dialog.getByRole('button', { name: 'Add Product' }).click();
      await expect(dialog.getByText('Name is required.')).toBeVisible();
      await expect(dialog.getByText('Regular price is required.')).toBeVisible();
      await dialog.getByLabel('Name').fill(name);
      await dialog.getByLabel('Category').selectOption('fruit-tea');
      await dialog.getByLabel('Regular price (£)').fill('3.5');
      await dialog.getByLabel('Large price (£)').fill('4.25');
      await dialog.getByLabel('Image URL (optional)').fill('/images/no-such-picture.png');
      await dialog.getByRole('button', { name: 'Add Product' }).click();
      await expect(dialog).toBeHidden();
      const product = card(page, 'Manage Products', name);
      await expect(product.getByText('REG: £3.50')).toBeVisible();
      await expect(product.getByText('LRG: £4.25')).toBeVisible();
      // A broken picture falls back to the placeholder.
      await expect(product.locator('img')).toHaveAttribute('src', '/images/placeholder.svg');

      // The other open menu shows it without a reload.
      const onMenu = elsewhere.menu.getByRole('article', { name });
      await expect(onMenu).toBeVisible({ timeout: 5_000 });
      await expect(onMenu).toContainText('£3.50');

      await product.getByRole('button', { name: `Edit ${name}` }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Product' });
      await expect(edit.getByLabel('Regular price (£)')).toHaveValue('3.50');
      await edit.getByLabel('Regular price (£)').fill('3.95');
      await edit.getByRole('button', { name: 'Save' }).click();
      await expect(product.getByText('REG: £3.95')).toBeVisible();
      await expect(onMenu).toContainText('£3.95', { timeout: 5_000 });

      await product.getByRole('switch', { name: 'Sold out' }).click();
      await expect(product.getByRole('switch', { name: 'Sold out' })).toBeChecked();
      await expect(elsewhere.menu.getByRole('button', { name: `Add ${name} REG to basket` })).toBeDisabled({
        timeout: 5_000,
      });

      await product.getByRole('button', { name: `Delete ${name}` }).click();
      await page
        .getByRole('alertdialog', { name: 'Are you sure you want to delete this product?' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await expect(product).toHaveCount(0);
      await expect(onMenu).toHaveCount(0, { timeout: 5_000 });
    } finally {
      await elsewhere.close();
    }
  });

  test('An admin adds, edits and deletes a promotion; a second active one for the same category and size is refused', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    const value = `e2e-promo-${unique()}`;
    await page.getByRole('button', { name: '+ Add Category' }).click();
    const addCategory = page.getByRole('dialog', { name: 'Add Category' });
    await addCategory.getByLabel('Value').fill(value);
    await addCategory.getByLabel('Display name').fill('E2E Promo Category');
    await addCategory.getByRole('button', { name: 'Add Category' }).click();
    await expect(addCategory).toBeHidden();

    const add = async (title: string) => {
      await page.getByRole('button', { name: '+ Add Promotion' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Promotion' });
      await dialog.getByLabel('Title').fill(title);
      await dialog.getByLabel('Description').fill('Two large drinks for less');
      await dialog.getByLabel('Category').selectOption(value);
      await dialog.getByLabel('Size').selectOption('lrg');
      await dialog.getByLabel('Required quantity').fill('2');
      await dialog.getByLabel('Regular price (£)').fill('6');
      await dialog.getByLabel('Large price (£)').fill('7');
      await dialog.getByRole('button', { name: 'Add Promotion' }).click();
      return dialog;
    };

    await expect(await add('Two for £7')).toBeHidden();
    const promotion = card(page, 'Manage Promotions', `${value} - LRG`);
    await expect(promotion.getByText('Buy 2 for £7.00')).toBeVisible();
    await expect(promotion.getByText('Active: Yes')).toBeVisible();
    // The filter bar shows only this category's promotions.
    await page
      .getByRole('group', { name: 'Filter promotions by category' })
      .getByRole('button', { name: value, exact: true })
      .click();
    await expect(section(page, 'Manage Promotions').getByRole('listitem')).toHaveCount(1);

    const second = await add('Another deal');
    await expect(second.getByText('Failed to save promotion. Please try again.')).toBeVisible();
    await expect(
      second.getByText(`There is already an active promotion for ${value} LRG.`, { exact: false }),
    ).toBeVisible();
    await second.getByRole('button', { name: 'Cancel' }).click();

    await promotion.getByRole('button', { name: /^Edit / }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Promotion' });
    await expect(edit.getByLabel('Large price (£)')).toHaveValue('7.00');
    await edit.getByLabel('Active').uncheck();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(promotion.getByText('Active: No')).toBeVisible();

    await promotion.getByRole('button', { name: /^Delete / }).click();
    await page
      .getByRole('alertdialog', { name: 'Are you sure you want to delete this promotion?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(promotion).toHaveCount(0);

    // Leave the menu as it was for the other journeys: the category goes too once nothing uses it.
    await card(page, 'Manage Categories', value).getByRole('button', { name: 'Delete E2E Promo Category' }).click();
    await page
      .getByRole('alertdialog', { name: 'Are you sure you want to delete this category?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(card(page, 'Manage Categories', value)).toHaveCount(0);
  });

  test('An admin takes a £10.00 test payment, and a declined card says why', async ({ page }) => {
    await signInAsAdmin(page);
    // The orders dashboard's £10.00 orders before the test (a customer's basket may cost £10.00 too).
    const tenPoundOrders = async () => {
      await page.goto('/orders');
      await expect(page.getByRole('heading', { level: 1, name: 'Orders Dashboard' })).toBeVisible();
      // Only once the orders have loaded does a count mean anything (while loading, nothing matches at all).
      await expect(page.getByRole('list', { name: 'Orders' }).or(page.getByText('No orders found.'))).toBeVisible();
      await expect(page.getByText('Loading Orders...')).toBeHidden();
      return page.getByText('£10.00', { exact: true }).count();
    };
    const before = await tenPoundOrders();
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Test Payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Test Payment' });
    await dialog.getByLabel('Card number').fill('4000 0000 0000 0002');
    await dialog.getByLabel('Expiry').fill('12/34');
    await dialog.getByLabel('CVC').fill('123');
    await dialog.getByRole('button', { name: 'Pay £10.00' }).click();
    await expect(dialog.getByText('Payment test failed. Please try again.')).toBeVisible();
    await expect(dialog.getByText('Your card was declined.')).toBeVisible();

    await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
    await dialog.getByRole('button', { name: 'Pay £10.00' }).click();
    await expect(dialog.getByText('Test payment succeeded.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();

    // Never a customer order.
    expect(await tenPoundOrders()).toBe(before);
  });
});

test.describe('Orders dashboard', () => {
  test('An order paid in another window arrives live, is confirmed with its prep time e-mailed, and completed', async ({
    page,
    browser,
    request,
  }) => {
    await signInAsAdmin(page);
    await page.getByRole('link', { name: 'View & Manage Orders' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders Dashboard' })).toBeVisible();
    await expect(page.getByText('Loading Orders...')).toBeHidden();

    // A customer, in their own browser, pays through the menu's Checkout dialog with the sandbox's test card.
    const customer = { name: 'Ada Arrival', email: `ada-${unique()}@example.com` };
    const product = (await getMenu(request)).products.find((candidate) => !candidate.soldOut)!;
    const shopper = await browser.newContext();
    try {
      await shopper.addInitScript(() => window.localStorage.setItem('pearl.cookie-consent', 'rejected'));
      const shop = await shopper.newPage();
      await shop.goto('/menu');
      await shop.getByRole('button', { name: `Add ${product.name} REG to basket` }).click();
      const sizeDialog = shop.getByRole('dialog', { name: product.name });
      await sizeDialog.getByRole('button', { name: 'Increase quantity' }).click();
      await sizeDialog.getByRole('button', { name: 'Add 2 to Basket' }).click();
      await shop.getByRole('button', { name: 'Order Now' }).click();
      const checkout = shop.getByRole('dialog', { name: 'Checkout' });
      await checkout.getByLabel('Name').fill(customer.name);
      await checkout.getByLabel('Email').fill(customer.email);
      await checkout.getByLabel('Card number').fill('4242 4242 4242 4242');
      await checkout.getByLabel('Expiry').fill('12/34');
      await checkout.getByLabel('CVC').fill('123');
      await checkout.getByRole('button', { name: /^Pay £/ }).click();
      await expect(shop.getByRole('dialog', { name: 'Payment Successful' })).toBeVisible();
    } finally {
      await shopper.close();
    }

    // No reload: the paid order appears with a visible alert.
    const alert = page.getByRole('status').filter({ hasText: /New order #\d+ from Ada Arrival/ });
    await expect(alert).toBeVisible({ timeout: 5_000 });
    const number = /(#\d+)/.exec((await alert.textContent()) ?? '')![1]!;
    const order = { number, product };
    const orderOnScreen = orderCard(page, order.number);
    await expect(orderOnScreen).toContainText('Ada Arrival');
    await expect(orderOnScreen).toContainText(customer.email);
    await expect(orderOnScreen).toContainText(`2 × ${order.product.name}`);
    await expect(orderOnScreen).toContainText('Pending');
    await expect(orderOnScreen.getByText(/Created \d{1,2} \w{3} \d{4}, \d\d:\d\d:\d\d/)).toBeVisible();

    // Search finds it by e-mail, and the refunded filter does not.
    await page.getByLabel('Search').fill(customer.email);
    await expect(
      page
        .getByRole('list', { name: 'Orders' })
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: /^Order #/ }) }),
    ).toHaveCount(1);
    await page.getByLabel('Status').selectOption('refunded');
    await expect(page.getByText('No orders found.')).toBeVisible();
    await page.getByLabel('Status').selectOption('all');

    const prepTime = orderOnScreen.getByLabel('Prep time (minutes)');
    await prepTime.fill('-3');
    await expect(orderOnScreen.getByText('Enter a whole number of minutes, 0 or more.')).toBeVisible();
    await prepTime.fill('12');
    await expect(orderOnScreen.getByText('Saved')).toBeVisible();

    await orderOnScreen.getByRole('button', { name: 'Confirm & Notify' }).click();
    await expect(orderOnScreen).toContainText('Confirmed');
    await expect(orderOnScreen.getByRole('button', { name: 'Confirm & Notify' })).toHaveCount(0);
    await expect(orderOnScreen).toContainText(/Ready around \d\d:\d\d/);
    await expect
      .poll(
        async () =>
          (await mailsTo(customer.email)).find((mail) =>
            mail.includes(`Subject: Your Pearl order ${order.number} is confirmed`),
          ) ?? '',
        {
          timeout: 10_000,
        },
      )
      .toContain('It will be ready in about 12 minutes');

    // Still editable while confirmed.
    await prepTime.fill('15');
    await expect(orderOnScreen.getByText('Saved')).toBeVisible();

    await orderOnScreen.getByRole('button', { name: 'Mark as Completed' }).click();
    await expect(orderOnScreen).toContainText('Completed');
    await expect(orderOnScreen.getByRole('button', { name: 'Mark as Completed' })).toHaveCount(0);
    await expect(orderOnScreen.getByLabel('Prep time (minutes)')).toHaveCount(0);
    await expect(orderOnScreen).toContainText('Prep time: 15 min');

    await orderOnScreen.getByRole('button', { name: 'History' }).click();
    const history = orderOnScreen.getByRole('listitem').filter({ hasText: /^\d\d:\d\d:\d\d/ });
    await expect(history.filter({ hasText: 'Paid' })).toHaveCount(1);
    await expect(
      history.filter({ hasText: `Confirmed by ${ADMIN.email} (prep time 12 min), customer e-mailed` }),
    ).toHaveCount(1);
    await expect(history.filter({ hasText: `Marked as completed by ${ADMIN.email}` })).toHaveCount(1);
  });

  test('An admin refunds a paid order after confirming it in a dialog', async ({ page, request }) => {
    const customer = { name: 'Rita Refund', email: `rita-${unique()}@example.com` };
    const order = await payForOrder(request, customer);
    await signInAsAdmin(page);
    await page.goto('/orders');
    const orderOnScreen = orderCard(page, order.number);
    await orderOnScreen.getByRole('button', { name: 'Refund' }).click();
    const dialog = page.getByRole('alertdialog', { name: /^Refund order #\d+\?$/ });
    await dialog.getByRole('button', { name: /^Refund £/ }).click();
    await expect(orderOnScreen).toContainText('Refunded');
    await expect(orderOnScreen.getByRole('button', { name: 'Refund' })).toHaveCount(0);
    await page.getByLabel('Status').selectOption('refunded');
    await expect(orderCard(page, order.number)).toBeVisible();
    await expect
      .poll(async () => (await mailsTo(customer.email)).some((mail) => mail.includes('has been refunded')), {
        timeout: 10_000,
      })
      .toBe(true);
  });

  test('A refund is final: a refunded order shows Refunded and offers neither Confirm nor Mark as Completed', async ({
    page,
    request,
  }) => {
    const order = await payForOrder(request, { name: 'Fin Final', email: `fin-${unique()}@example.com` });
    await signInAsAdmin(page);
    await page.goto('/orders');
    const orderOnScreen = orderCard(page, order.number);
    await orderOnScreen.getByRole('button', { name: 'Mark as Completed' }).click();
    await expect(orderOnScreen).toContainText('Completed');
    await orderOnScreen.getByRole('button', { name: 'Refund' }).click();
    await page
      .getByRole('alertdialog', { name: /^Refund order #\d+\?$/ })
      .getByRole('button', { name: /^Refund £/ })
      .click();
    await expect(orderOnScreen).toContainText('Refunded');
    for (const action of ['Mark as Completed', 'Confirm & Notify', 'Refund'])
      await expect(orderOnScreen.getByRole('button', { name: action })).toHaveCount(0);
    await page.reload();
    await expect(orderCard(page, order.number)).toContainText('Refunded');
    await expect(orderCard(page, order.number).getByRole('button', { name: 'Mark as Completed' })).toHaveCount(0);
  });

  test('A prep time typed just before the page reloads or the admin leaves is still saved', async ({
    page,
    request,
  }) => {
    const order = await payForOrder(request, { name: 'Pat Prep', email: `pat-${unique()}@example.com` });
    await signInAsAdmin(page);
    await page.goto('/orders');
    // Typed and the tab reloaded at once, before the pause after typing that normally sends it.
    await orderCard(page, order.number).getByLabel('Prep time (minutes)').fill('7');
    await page.reload();
    await expect(orderCard(page, order.number).getByLabel('Prep time (minutes)')).toHaveValue('7');
    // Typed and straight off to another page.
    await orderCard(page, order.number).getByLabel('Prep time (minutes)').fill('9');
    await page.getByRole('link', { name: 'Back to Admin' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await page.goto('/orders');
    await expect(orderCard(page, order.number).getByLabel('Prep time (minutes)')).toHaveValue('9');
  });

  test('Muting the new-order sound is remembered', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/orders');
    await page.getByRole('button', { name: 'Sound on' }).click();
    await expect(page.getByRole('button', { name: 'Sound off' })).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sound off' })).toBeVisible();
    await page.getByRole('button', { name: 'Sound off' }).click();
  });
});

test.describe('Accessibility of the staff pages', () => {
  // axe is injected as a script tag, which the shop's Content-Security-Policy rightly refuses.
  test.use({ bypassCSP: true });

  for (const viewport of [PHONE, DESKTOP]) {
    test(`/login, /admin and /orders have no serious accessibility problems at ${viewport.width} px`, async ({
      page,
      request,
    }) => {
      await payForOrder(request, { name: 'Axe Example', email: `axe-${unique()}@example.com` });
      await page.setViewportSize(viewport);
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
      await expectNoSeriousAxeViolations(page, `/login at ${viewport.width} px`);
      await signInAsAdmin(page);
      await expect(card(page, 'Manage Products', 'Classic Milk Tea')).toBeVisible();
      await expectNoSeriousAxeViolations(page, `/admin at ${viewport.width} px`);
      await page.goto('/orders');
      await expect(page.getByRole('list', { name: 'Orders' })).toBeVisible();
      await expectNoSeriousAxeViolations(page, `/orders at ${viewport.width} px`);
    });
  }
});
