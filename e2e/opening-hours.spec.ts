/**
 * Opening hours' journeys: staff pause online orders on /orders and every storefront says so within a second, then
 * resume; a customer picks a scheduled pickup time on the order page and pays on the hosted checkout (the E2E server
 * runs on the real clock, so the journey takes the first slot offered). Screenshots of the changed screens go to
 * test-results/opening-hours/ at 375 and 1280 px.
 */
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import type { BasketLine } from '../src/domain/basket';
import type { Menu } from '../src/domain/catalogue';
import { DEMO_OPENING_HOURS, type OpeningHours } from '../src/domain/opening-hours-schema';
import { pickupBadge } from '../src/domain/pickup-label';
import { ROUND_THE_CLOCK } from './prepare-shop';
import { expectNoSeriousAxeViolations } from './support/accessibility';

const ADMIN = { email: 'admin@pearl.example', password: 'pearl-e2e-admin-password' };
const PAUSED = "We're not taking online orders right now";
const shots = 'test-results/opening-hours';

async function shoot(page: Page, name: string, part?: Locator) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    if (part) await part.screenshot({ path: `${shots}/${name}-${width}.png` });
    else await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: false });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function basket(request: APIRequestContext): Promise<BasketLine[]> {
  const menu = (await (await request.get('/api/menu')).json()) as Menu;
  const product = menu.products.find((candidate) => !candidate.soldOut)!;
  return [
    {
      id: product.id,
      name: product.name,
      size: 'reg',
      quantity: 1,
      category: product.category,
      image: product.image,
      price: product.priceReg,
    },
  ];
}

// axe is injected as a script, which the shop's Content-Security-Policy rightly refuses (support/accessibility.ts).
test.use({ bypassCSP: true });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('pearl.cookie-consent', 'rejected'));
});

/** Sets the shop's weekly hours as staff do (the e2e shop opens round the clock: e2e/prepare-shop.ts). */
async function setHours(hours: OpeningHours): Promise<void> {
  const api = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const login = await api.post('/api/auth/login', { data: ADMIN });
    expect(login.ok(), await login.text()).toBe(true);
    const { csrfToken } = (await login.json()) as { csrfToken: string };
    const saved = await api.put('/api/admin/opening-hours', { data: hours, headers: { 'x-csrf-token': csrfToken } });
    expect(saved.ok(), await saved.text()).toBe(true);
  } finally {
    await api.dispose();
  }
}

// These journeys are about the demo shop's hours (10:00–22:00); the other specs find the shop open at any hour.
test.beforeAll(() => setHours(DEMO_OPENING_HOURS));
test.afterAll(() => setHours(ROUND_THE_CLOCK));

test('Staff pause online orders and the storefront says so at once, then resume', async ({
  page,
  browser,
  request,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/orders');

  const customerContext = await browser.newContext({ bypassCSP: true });
  const customer = await customerContext.newPage();
  await customer.addInitScript(() => window.localStorage.setItem('pearl.cookie-consent', 'rejected'));
  await customer.goto('/menu');
  const status = customer.getByTestId('shop-status');
  await expect(status).not.toBeEmpty();
  await expect(status).not.toContainText(PAUSED);

  // A second customer is on the hosted checkout page when the pause begins.
  const payerContext = await browser.newContext();
  const payer = await payerContext.newPage();
  const stored = JSON.stringify(await basket(request));
  await payer.addInitScript(
    ({ cart }) => {
      window.localStorage.setItem('pearl.cookie-consent', 'rejected');
      window.localStorage.setItem('pearl.cart', cart);
    },
    { cart: stored },
  );
  await payer.goto('/order-online');
  await expect(payer.getByLabel('Pickup time')).toBeEnabled();
  await payer.getByRole('button', { name: 'Place Order' }).click();
  await expect(payer).toHaveURL(/\/checkout\/sandbox\/cs_sbx_\w+$/);

  await expectNoSeriousAxeViolations(page, '/orders with Pause online orders');
  try {
    await page.getByRole('button', { name: 'Pause online orders' }).click();
    await page.getByRole('group', { name: 'Pause for' }).getByRole('button', { name: '15 minutes' }).click();
    await expect(page.getByRole('button', { name: 'Resume online orders' })).toBeVisible();
    await expect(status).toContainText(PAUSED, { timeout: 3_000 });
    // When the pause ends, as the shop's clock says it (a pause begun in the last quarter hour of a day ends tomorrow).
    await expect(status).toContainText(/back (at \d{2}:\d{2}|tomorrow at \d{2}:\d{2}|at midnight)/);
    await expectNoSeriousAxeViolations(customer, '/menu while paused');

    // Their payment completes during the pause: recorded all the same, and marked for staff in words.
    await payer.getByLabel('Email').fill('pia@example.com');
    await payer.getByLabel('Name').fill('Pia Paused');
    await payer.getByLabel('Card number').fill('4242 4242 4242 4242');
    await payer.getByLabel('Expiry').fill('12/34');
    await payer.getByLabel('CVC').fill('123');
    await payer.getByRole('button', { name: /^Pay / }).click();
    await expect(payer.getByRole('heading', { level: 1, name: 'Order Successful!' })).toBeVisible();
    const paidCard = page.getByRole('listitem').filter({ hasText: 'Pia Paused' }).first();
    await expect(paidCard).toContainText('Paid during pause', { timeout: 5_000 });
    await expectNoSeriousAxeViolations(page, '/orders with an order paid during the pause');
    await shoot(page, 'order-paid-during-pause', paidCard);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, 'orders-paused');
    await shoot(customer, 'menu-paused');
  } finally {
    const resume = page.getByRole('button', { name: 'Resume online orders' });
    if (await resume.isVisible()) await resume.click();
  }
  await expect(page.getByRole('button', { name: 'Pause online orders' })).toBeVisible();
  await expect(status).not.toContainText(PAUSED, { timeout: 3_000 });
  await customerContext.close();
  await payerContext.close();
});

test('A customer picks a pickup time on the order page and pays on the hosted checkout', async ({ page, request }) => {
  const lines = await basket(request);
  await page.addInitScript(
    ({ stored }) => {
      if (!window.sessionStorage.getItem('pearl.e2e-basket-set')) {
        window.localStorage.setItem('pearl.cart', stored);
        window.sessionStorage.setItem('pearl.e2e-basket-set', '1');
      }
    },
    { stored: JSON.stringify(lines) },
  );
  await page.goto('/order-online');
  const select = page.getByLabel('Pickup time');
  await expect(select).toBeEnabled();
  // The real clock: the first scheduled slot offered, whatever the hour (ASAP, when offered, comes first).
  const slot = await select.locator('option:not([value="asap"])').first();
  const slotValue = (await slot.getAttribute('value'))!;
  const slotLabel = (await slot.textContent())!;
  await select.selectOption(slotValue);
  await expectNoSeriousAxeViolations(page, '/order-online with Pickup time');
  await shoot(page, 'order-page-pickup');

  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/checkout\/sandbox\/cs_sbx_\w+$/);
  // The hosted checkout shows the chosen time (its session was created with it).
  const slotTime = /\d\d:\d\d/.exec(slotLabel)![0];
  await expect(page.getByText(/^Pickup time: /)).toContainText(`at ${slotTime}`);
  await shoot(page, 'hosted-checkout-pickup');
  await page.getByLabel('Email').fill('sam@example.com');
  await page.getByLabel('Name').fill('Sam Scheduled');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Successful!' })).toBeVisible();

  // The staff dashboard shows the order's pickup time.
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/orders');
  await page.getByLabel('Sort').selectOption('pickup');
  const card = page.getByRole('listitem').filter({ hasText: 'Sam Scheduled' }).first();
  // "Pickup 10:00" today, "Pickup Fri 10:00" when the first slot left is on another day (the run's hour decides).
  await expect(card).toContainText(pickupBadge({ pickupAsap: false, pickupAt: slotValue }, new Date()));
  await shoot(page, 'orders-pickup');
});

test('Staff edit the opening hours on /admin/hours: validated, saved with a toast, deleting asks first', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('navigation', { name: 'Admin pages' }).getByRole('link', { name: 'Opening hours' }).click();
  await expect(page).toHaveURL(/\/admin\/hours$/);
  const section = page.getByRole('region', { name: 'Opening hours' });
  await expect(section).toBeVisible();
  await expect(section.getByLabel('Monday range 1 opens')).toHaveValue('10:00');
  await expectNoSeriousAxeViolations(page, '/admin with Opening hours');

  // Close before open is refused before anything is sent.
  await section.getByLabel('Monday range 1 closes').fill('09:00');
  await section.getByRole('button', { name: 'Save opening hours' }).click();
  await expect(section.getByRole('alert')).toHaveText('Close must be after open.');
  await section.getByLabel('Monday range 1 closes').fill('22:00');

  // Deleting an exception asks first.
  await section.getByRole('button', { name: 'Add a date exception' }).click();
  await section.getByLabel('Exception 1 date').fill('2026-12-25');
  await section.getByLabel('Exception 1 note').fill('Christmas Day');
  await section.getByRole('button', { name: 'Delete exception 1' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete this date exception?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(section.getByLabel('Exception 1 note')).toHaveValue('Christmas Day');

  await section.getByRole('button', { name: 'Save opening hours' }).click();
  await expect(page.getByText('Opening hours saved.', { exact: true }).first()).toBeVisible();
  await shoot(page, 'admin-opening-hours', section);

  // Put the demo shop back as it was.
  await section.getByRole('button', { name: 'Delete exception 1' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await section.getByRole('button', { name: 'Save opening hours' }).click();
  await expect(page.getByText('Opening hours saved.', { exact: true }).first()).toBeVisible();
});

test('Staff set busy minutes on /orders and a slot capacity on /admin/hours; customers see later and fewer slots', async ({
  page,
  browser,
  request,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  const lines = await basket(request);
  const customerContext = await browser.newContext({ bypassCSP: true });
  const customer = await customerContext.newPage();
  await customer.addInitScript(
    ({ stored }) => {
      window.localStorage.setItem('pearl.cookie-consent', 'rejected');
      if (!window.sessionStorage.getItem('pearl.e2e-basket-set')) {
        window.localStorage.setItem('pearl.cart', stored);
        window.sessionStorage.setItem('pearl.e2e-basket-set', '1');
      }
    },
    { stored: JSON.stringify(lines) },
  );
  await customer.goto('/order-online');
  const select = customer.getByLabel('Pickup time');
  await expect(select).toBeEnabled();
  const slotValues = () =>
    select.locator('option:not([value="asap"])').evaluateAll((all) => all.map((o) => (o as HTMLOptionElement).value));
  const before = await (await request.get('/api/shop-status')).json();
  const firstBefore = (await slotValues())[0]!;

  await page.goto('/orders');
  const busy = page.getByLabel('Busy');
  await expect(busy).toHaveValue('0');
  // The estimate starts from the prep time and the cups earlier journeys paid for today; Busy adds to it.
  const estimate = page.getByText(/^Adds minutes to the ASAP estimate \(now \d+ min\)\.$/);
  await expect(estimate).toBeVisible();
  const minutes = Number(/now (\d+) min/.exec((await estimate.textContent()) ?? '')?.[1]);
  expect(minutes).toBeGreaterThanOrEqual(10);
  try {
    await busy.selectOption({ label: '+30 min' });
    const toast = page
      .getByRole('region', { name: /^Notifications/ })
      .getByText('Busy: ASAP estimates now 30 minutes longer.');
    await expect(toast).toBeVisible();
    await expect(page.getByText(`Adds minutes to the ASAP estimate (now ${minutes + 30} min).`)).toBeVisible();
    // The shared toast list is clean for axe while a toast shows.
    await expectNoSeriousAxeViolations(page, '/orders with Busy and a toast showing');
    await expect(toast).toBeVisible();
    await shoot(page, 'orders-busy');

    // While the shop takes ASAP orders, the customer's first slot moves on by the busy minutes, within seconds.
    if (before.pickup.asap) {
      await expect.poll(async () => (await slotValues())[0]!, { timeout: 5_000 }).not.toBe(firstBefore);
      expect(Date.parse((await slotValues())[0]!)).toBeGreaterThan(Date.parse(firstBefore));
    }
  } finally {
    await busy.selectOption({ label: 'Off' });
    await expect(page.getByText(`Adds minutes to the ASAP estimate (now ${minutes} min).`)).toBeVisible();
  }

  // A capacity of one drink per slot: the slot a customer holds is full and hidden from the next one.
  await page.goto('/admin/hours');
  const section = page.getByRole('region', { name: 'Opening hours' });
  const capacity = section.getByRole('group', { name: 'Slot capacity' });
  await expect(capacity).toContainText('Off: any number of drinks per pickup slot.');
  await expect(capacity.getByLabel('Drinks per 15-minute slot')).toBeDisabled();
  try {
    await capacity.getByLabel('Limit the drinks per slot').check();
    await capacity.getByLabel('Drinks per 15-minute slot').fill('0');
    await capacity.getByRole('button', { name: 'Save slot capacity' }).click();
    await expect(capacity.getByText('Capacity must be at least 1 drink per slot (or off).')).toBeVisible();
    await capacity.getByLabel('Drinks per 15-minute slot').fill('1');
    await capacity.getByRole('button', { name: 'Save slot capacity' }).click();
    await expect(page.getByText('Slot capacity saved: 1 drink per slot.', { exact: true }).first()).toBeVisible();
    await expect(capacity).toContainText('Now 1 drink per 15-minute slot');
    await expectNoSeriousAxeViolations(page, '/admin with Slot capacity and a toast showing');
    await shoot(page, 'admin-slot-capacity', capacity);

    await customer.reload();
    await expect(select).toBeEnabled();
    const held = (await slotValues())[0]!;
    await select.selectOption(held);
    await customer.getByRole('button', { name: 'Place Order' }).click();
    await expect(customer).toHaveURL(/\/checkout\/sandbox\/cs_sbx_\w+$/);
    await customer.goto('/order-online');
    await expect(select).toBeEnabled();
    expect(await slotValues()).not.toContain(held);
  } finally {
    await capacity.getByLabel('Limit the drinks per slot').uncheck();
    await capacity.getByRole('button', { name: 'Save slot capacity' }).click();
    await expect(capacity).toContainText('Off: any number of drinks per pickup slot.');
  }
  await customerContext.close();
});
