/**
 * Order numbers for the day: a customer pays on the hosted checkout page and reads "Order number #N" on Order
 * Successful! and "Order #N" on the order page it links to; staff see the same #N on the orders dashboard, with the
 * first 8 characters of the order's id beside it, and find the order by typing "#N" or "N" into Search.
 */
import { mkdir } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { basketLine, withBasket } from './support/basket';
import type { Menu } from '../src/domain/catalogue';
import { expectNoSeriousAxeViolations } from './support/accessibility';

const ADMIN = { email: 'admin@pearl.example', password: 'pearl-e2e-admin-password' };
const SHOTS = '/tmp/h-num';

async function oneDrink(request: APIRequestContext) {
  const menu = (await (await request.get('/api/menu')).json()) as Menu;
  const product = menu.products.find((candidate) => !candidate.soldOut)!;
  return [basketLine(product, 'reg', 1)];
}

async function shoot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: false });
  }
}

test.use({ bypassCSP: true });

test('A paid order’s number for the day is on its pages, on the dashboard beside its id, and found by search', async ({
  page,
  browser,
  request,
}) => {
  await withBasket(page, await oneDrink(request));
  await page.goto('/order-online');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/checkout\/sandbox\/cs_sbx_\w+$/);
  await page.getByLabel('Email').fill(`nina-${Date.now().toString(36)}@example.com`);
  await page.getByLabel('Name').fill('Nina Number');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();

  // Order Successful!: the number the counter will call.
  await expect(page).toHaveURL(/\/success\?session_id=cs_sbx_\w+$/);
  const details = page.getByRole('heading', { name: /^Order number #\d+$/ });
  await expect(details).toBeVisible();
  const number = ((await details.textContent()) ?? '').replace('Order number', '').trim();
  expect(number).toMatch(/^#\d+$/);
  await shoot(page, 'success-page');

  // The order page says it too, in its title and its heading.
  await page.getByRole('link', { name: 'Track your order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  await expect(page).toHaveTitle(`Received · Order ${number} · Pearl`);
  await expectNoSeriousAxeViolations(page, 'the order page with its number for the day');
  await shoot(page, 'order-page');

  // Staff, in their own browser: the card's title is the number, with the id's first 8 characters beside it.
  const context = await browser.newContext();
  await context.addInitScript(() => window.localStorage.setItem('pearl.cookie-consent', 'rejected'));
  const staff = await context.newPage();
  try {
    await staff.goto('/login');
    await staff.getByLabel('Email').fill(ADMIN.email);
    await staff.getByLabel('Password').fill(ADMIN.password);
    await staff.getByRole('button', { name: 'Login' }).click();
    await expect(staff).toHaveURL(/\/admin$/);
    await staff.goto('/orders');
    const cards = staff.getByRole('list', { name: 'Orders' }).getByRole('listitem');
    const title = new RegExp(`^Order ${number} ([0-9a-f]{8})`);
    const card = cards.filter({ has: staff.getByRole('heading', { name: title }) });
    await expect(card).toHaveCount(1);
    const shortId = title.exec((await card.getByRole('heading').first().textContent()) ?? '')?.[1] ?? '';
    // Those 8 characters are the start of this order's id, as staff's API knows it.
    const listed = (await (await staff.request.get(`/api/admin/orders?q=${encodeURIComponent(number)}`)).json()) as {
      id: string;
    }[];
    expect(listed.map((order) => order.id.slice(0, 8))).toEqual([shortId]);

    // Search by the number, as staff type it with or without the #. With the #, only that order; without it, the
    // digits may also be in another order's e-mail address, so this order is the first found, not the only one.
    const found = cards.filter({ has: staff.getByRole('heading', { name: /^Order #/ }) });
    await staff.getByLabel('Search').fill(number);
    await expect(found).toHaveCount(1);
    await expect(card).toBeVisible();
    await staff.getByLabel('Search').fill(number.slice(1));
    await expect(found.first().getByRole('heading', { name: title })).toBeVisible();
    await expectNoSeriousAxeViolations(staff, '/orders searched by an order number');
    await staff.setViewportSize({ width: 1024, height: 768 });
    await staff.screenshot({ path: `${SHOTS}/dashboard-1024.png` });
    await shoot(staff, 'dashboard');
  } finally {
    await context.close();
  }
});
