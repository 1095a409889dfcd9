/**
 * Deal nudges and the real ASAP wait. A customer with 2 regular milk teas is told on the order page what a third saves,
 * follows the link to Milk Tea, adds one (the Size dialog says "This makes 3 for £10"), and the total drops by exactly
 * the promised saving. A customer pays for 6 cups while another storefront is open: its status bar says the wait the
 * queue makes (Minutes per drink 2, 1 barista) without a reload, and the wait drops when staff mark the order ready.
 * Staff set Minutes per drink, Longest ASAP wait and Baristas on shift. Screenshots go to test-results/deals-and-wait/
 * at 375 and 1280 px.
 */
import { formatPounds } from '../src/domain/money';
import type { BasketLine } from '../src/domain/basket';
import type { Menu, Product } from '../src/domain/catalogue';
import { sizeCode } from '../src/domain/sizes';
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from './support/test';
import { basketLine, withBasket } from './support/basket';
import { expectNoSeriousAxeViolations } from './support/accessibility';

const ADMIN = { email: 'admin@pearl.example', password: 'pearl-e2e-admin-password' };
const PREP_MINUTES = 10;
const shots = 'test-results/deals-and-wait';

// axe is injected as a script, which the shop's Content-Security-Policy rightly refuses (support/accessibility.ts).
test.use({ bypassCSP: true });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('pearl.cookie-consent', 'rejected'));
});

async function shoot(page: Page, name: string, part?: Locator) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    if (part) await part.screenshot({ path: `${shots}/${name}-${width}.png` });
    else await page.screenshot({ path: `${shots}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A toast's title, in the shared list of notifications. */
const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: /^Notifications/ }).getByText(text, { exact: true });

const pence = (text: string) => Math.round(Number(text.replace(/[£,]/g, '')) * 100);

async function getMenu(request: APIRequestContext): Promise<Menu> {
  const response = await request.get('/api/menu');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Menu;
}

/** Adds a product through the Size dialog, as a customer does; returns the dialog's unit price. */
async function addThroughDialog(page: Page, product: Product, quantity: number, expectDeal?: string) {
  await page.getByRole('button', { name: `Add ${product.name} ${sizeCode('reg')} to basket` }).click();
  const dialog = page.getByRole('dialog', { name: product.name });
  await expect(dialog).toBeVisible();
  for (let i = 1; i < quantity; i++) await dialog.getByRole('button', { name: 'Increase quantity' }).click();
  const each = /· (£\d+\.\d\d) each/.exec((await dialog.getByText(/ each$/).textContent()) ?? '')?.[1];
  if (expectDeal) {
    await expect(dialog.getByRole('status').filter({ hasText: expectDeal })).toHaveText(expectDeal);
    await expectNoSeriousAxeViolations(page, 'the Size dialog saying the drink completes a deal');
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      // The options come first: the deal's words are further down the dialog.
      await dialog.getByRole('button', { name: `Add ${quantity} to Basket` }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/size-dialog-deal-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  } else {
    await expect(dialog.getByText(/^This makes /)).toHaveCount(0);
  }
  await dialog.getByRole('button', { name: `Add ${quantity} to Basket` }).click();
  await expect(dialog).toBeHidden();
  return pence(each ?? 'NaN');
}

/** The Order Summary's Total, in pence (its last figure). */
const totalOf = async (page: Page) =>
  pence((await page.getByRole('region', { name: 'Order Summary' }).locator('dd').last().textContent()) ?? '');

test('A customer is told what a third milk tea saves, adds it from the menu, and the total drops by exactly that', async ({
  page,
  request,
}) => {
  const menu = await getMenu(request);
  const deal = menu.promotions.find((p) => p.category === 'milk-tea' && p.size === 'reg' && p.requiredQuantity === 3)!;
  expect(deal.priceReg).toBe(1000);
  const teas = menu.products
    .filter((product) => product.category === 'milk-tea' && !product.soldOut)
    .sort((a, b) => a.priceReg - b.priceReg);
  const cheapest = teas[0]!;
  const dearer = teas.at(-1)!;
  // The saving is priced as if the third drink were the cheapest milk tea: two dearer ones and it, for £10.
  const promised = 2 * dearer.priceReg + cheapest.priceReg - deal.priceReg;

  await page.goto('/menu?category=milk-tea');
  await addThroughDialog(page, dearer, 2);
  const message = `Add 1 more Milk Tea to get 3 for £10 (save ${formatPounds(promised)})`;
  // The basket dock says it on every page, above View Basket.
  await expect(page.getByRole('status').getByRole('link', { name: message })).toBeVisible();
  await shoot(page, 'dock-nudge');

  await page.goto('/order-online');
  const nudge = page.getByRole('status').filter({ has: page.getByRole('link', { name: message }) });
  await expect(nudge).toHaveText(message);
  const before = await totalOf(page);
  expect(before).toBe(2 * dearer.priceReg + 2 * (await surchargeOf(page)));
  await expectNoSeriousAxeViolations(page, 'the order page with a deal nudge');
  await shoot(page, 'order-page-nudge');

  await nudge.getByRole('link', { name: message }).click();
  await expect(page).toHaveURL(/\/menu\?category=milk-tea$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Our Menu' })).toBeVisible();
  const added = await addThroughDialog(page, cheapest, 1, 'This makes 3 for £10');

  await page.getByRole('link', { name: /^View Basket/ }).click();
  await expect(page).toHaveURL(/\/order-online$/);
  await expect(page.getByRole('link', { name: /^Add \d more / })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Promotions applied' })).toContainText(`${deal.title} ×1`);
  // The third drink cost its own price less exactly the saving the nudge promised.
  expect(await totalOf(page)).toBe(before + added - promised);
});

/** The option surcharge of the first line's unit (defaults may carry one): the line's price beyond the size price. */
async function surchargeOf(page: Page): Promise<number> {
  const lines = await page.evaluate(() => JSON.parse(localStorage.getItem('pearl.cart') ?? '[]') as BasketLine[]);
  return lines[0]!.options?.reduce((sum, option) => sum + option.price, 0) ?? 0;
}

/** A signed-in staff API, as the admin's own requests. */
async function staffApi() {
  const api = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
  const login = await api.post('/api/auth/login', { data: ADMIN });
  expect(login.ok(), await login.text()).toBe(true);
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  const put = async (path: string, data: unknown) => {
    const response = await api.put(path, { data, headers: { 'x-csrf-token': csrfToken } });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as { status: { pickup: { asapMinutes: number } } };
  };
  return { put, dispose: () => api.dispose() };
}

/**
 * Cups earlier journeys paid for and staff never made ready: with 60 minutes per drink each cup is an hour, so the
 * estimate says how many there are exactly (below an hour it is the prep time: none).
 */
async function cupsAlreadyWaiting(put: Awaited<ReturnType<typeof staffApi>>['put']): Promise<number> {
  const slow = await put('/api/admin/asap-wait', { minutesPerDrink: 60, longestAsapWait: null });
  await put('/api/admin/asap-wait', { minutesPerDrink: 2, longestAsapWait: null });
  const minutes = slow.status.pickup.asapMinutes;
  return minutes === PREP_MINUTES ? 0 : minutes / 60;
}

const waitFor = (cups: number) => Math.max(PREP_MINUTES, cups * 2);

async function staffPage(browser: Browser) {
  const context = await browser.newContext({ bypassCSP: true });
  await context.addInitScript(() => window.localStorage.setItem('pearl.cookie-consent', 'rejected'));
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  return { page, close: () => context.close() };
}

test('Paying for 6 cups makes every storefront say the longer wait at once, and it drops when staff make them', async ({
  page,
  browser,
  request,
}) => {
  const staff = await staffApi();
  await staff.put('/api/admin/shop-busy', { busyMinutes: 0 });
  await staff.put('/api/admin/shop-baristas', { baristas: 1 });
  const earlier = await cupsAlreadyWaiting(staff.put);
  await staff.dispose();

  // Someone browsing the menu, never reloading.
  const browsingContext = await browser.newContext({ bypassCSP: true });
  const browsing = await browsingContext.newPage();
  await browsing.addInitScript(() => window.localStorage.setItem('pearl.cookie-consent', 'rejected'));
  await browsing.goto('/menu');
  const status = browsing.getByTestId('shop-status');
  await expect(status).toContainText(`Ready in about ${waitFor(earlier)} min`);

  const menu = await getMenu(request);
  const product = menu.products.find((p) => p.category === 'milkshakes' && !p.soldOut)!;
  await withBasket(page, [basketLine(product, 'lrg', 6)], { consent: false });
  await page.goto('/order-online');
  const select = page.getByLabel('Pickup time');
  await expect(select.locator('option').first()).toHaveText(`As soon as possible (about ${waitFor(earlier)} min)`);
  await expectNoSeriousAxeViolations(page, 'the order page with the wait in the Pickup time select');
  await shoot(page, 'pickup-select', page.getByRole('complementary'));

  await page.goto('/menu');
  await page.getByRole('button', { name: 'Order Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Checkout' });
  await dialog.getByLabel('Name').fill('Wes Waiting');
  await dialog.getByLabel('Email').fill('wes@example.com');
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await dialog.getByLabel('Expiry').fill('12/34');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: /^Pay £/ }).click();
  const success = page.getByRole('dialog', { name: 'Payment Successful' });
  await expect(success).toBeVisible();
  await success.getByRole('button', { name: 'Back to Menu' }).click();
  const details = page.getByRole('region', { name: /^Order number / });
  await expect(details).toBeVisible();
  const number = /Order number\s*(#\d+)/.exec((await details.textContent()) ?? '')?.[1] ?? '';
  expect(number).toMatch(/^#\d+$/);

  // 6 more cups at 2 minutes each for 1 barista: 12 minutes when nothing else waits.
  await expect(status).toContainText(`Ready in about ${waitFor(earlier + 6)} min`, { timeout: 5_000 });
  if (earlier === 0) await expect(status).toContainText('Ready in about 12 min');
  await expectNoSeriousAxeViolations(browsing, '/menu with the wait in the status bar');
  await shoot(browsing, 'status-wait', status);

  const { page: counter, close } = await staffPage(browser);
  try {
    await counter.goto('/orders');
    const baristas = counter.getByLabel('Baristas on shift');
    await expect(baristas).toHaveValue('1');
    await expectNoSeriousAxeViolations(counter, '/orders with Baristas on shift');
    await shoot(counter, 'dashboard-baristas', baristas.locator('xpath=..'));

    // A second barista shares the queue.
    await baristas.selectOption('2');
    await expect(
      toast(counter, `2 baristas on shift: ASAP estimate now ${Math.max(PREP_MINUTES, earlier + 6)} min.`),
    ).toBeVisible();
    await expect(status).toContainText(`Ready in about ${Math.max(PREP_MINUTES, earlier + 6)} min`);
    await baristas.selectOption('1');
    await expect(status).toContainText(`Ready in about ${waitFor(earlier + 6)} min`);

    const card = counter
      .getByRole('list', { name: 'Orders' })
      .getByRole('listitem')
      .filter({ has: counter.getByRole('heading', { name: new RegExp(`^Order ${number} `) }) });
    await card.getByRole('button', { name: 'Confirm & Notify' }).click();
    await card.getByRole('button', { name: 'Mark as Ready' }).click();
    // Made: the 6 cups leave the queue, on the storefront that never reloaded.
    await expect(status).toContainText(`Ready in about ${waitFor(earlier)} min`, { timeout: 5_000 });
  } finally {
    await counter.getByLabel('Baristas on shift').selectOption('1');
    await close();
    await browsingContext.close();
  }
});

test('Staff set Minutes per drink and a Longest ASAP wait; past it customers are offered the first slot instead', async ({
  page,
  browser,
  request,
}) => {
  const menu = await getMenu(request);
  await withBasket(
    page,
    [
      basketLine(
        menu.products.find((p) => !p.soldOut)!,
        'lrg',
        1,
      ),
    ],
    { consent: false },
  );
  const { page: admin, close } = await staffPage(browser);
  // The ASAP wait is set on the admin's Hours & pickup page.
  await admin.goto('/admin/hours');
  const group = admin.getByRole('group', { name: 'ASAP wait' });
  try {
    await expect(group.getByLabel('Minutes per drink')).toHaveValue('2');
    await expect(group.getByLabel('Longest ASAP wait')).toBeDisabled();
    await expect(group).toContainText('no longest wait: ASAP is always offered while open.');

    // A refusal names the field.
    await group.getByLabel('Minutes per drink').fill('61');
    await group.getByRole('button', { name: 'Save ASAP wait' }).click();
    await expect(group.getByText('Minutes per drink must be at most 60.')).toBeVisible();
    await group.getByLabel('Minutes per drink').fill('2');

    // The shortest ceiling is below the prep time: ASAP goes at once.
    await group.getByLabel('Stop offering ASAP beyond a wait').check();
    await group.getByLabel('Longest ASAP wait').fill('5');
    await group.getByRole('button', { name: 'Save ASAP wait' }).click();
    await expect(toast(admin, 'ASAP wait saved: 2 minutes per drink, longest 5 min.')).toBeVisible();
    await expect(group).toContainText('ASAP is offered up to 5 min.');
    await expectNoSeriousAxeViolations(admin, '/admin with the ASAP wait fields');
    await group.scrollIntoViewIfNeeded();
    await shoot(admin, 'admin-asap-wait', group);

    await page.goto('/order-online');
    const select = page.getByLabel('Pickup time');
    await expect(select).toBeEnabled();
    await expect(select.locator('option[value="asap"]')).toHaveCount(0);
    const first = await select.locator('option').first().getAttribute('value');
    // The earliest slot that fits starts after the wait, not before.
    expect(Date.parse(first ?? '')).toBeGreaterThan(Date.now() + (PREP_MINUTES - 1) * 60_000);
    await expect(select).toHaveValue(first ?? '');
  } finally {
    await group.getByLabel('Stop offering ASAP beyond a wait').uncheck();
    await group.getByLabel('Minutes per drink').fill('2');
    await group.getByRole('button', { name: 'Save ASAP wait' }).click();
    await expect(toast(admin, 'ASAP wait saved: 2 minutes per drink, no longest wait.')).toBeVisible();
    await close();
  }
});
