/**
 * The till at the counter, on a 1024×768 tablet, with the sandbox: two Classic Milk Teas (one at 50% sugar, chosen in
 * the storefront's options dialog opened from the sale's line) and a bag of Sherbet Lemons, £20 in cash: the change
 * is right to the penny, Complete shows the order's number large; the make screen has its ticket with two cups, the
 * label printer gets exactly two labels, and the Sales report lists it under counter with Cash. Then one Classic Milk
 * Tea for the exact cash is three taps. axe passes on the till. Screenshots go to TILL_SHOTS when set.
 */
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { expectNoSeriousAxeViolations } from './support/accessibility';
import type { Menu } from '../src/domain/catalogue';
import { formatPounds } from '../src/domain/money';

const ADMIN = { email: 'admin@pearl.example', password: 'pearl-e2e-admin-password' };
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const SHOTS = process.env.TILL_SHOTS;

test.use({ bypassCSP: true });
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('pearl.cookie-consent', 'rejected'));
});

async function signInAsAdmin(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** A staff call from the signed-in page, with its CSRF token. */
function staffCall(page: Page, method: string, path: string, body?: unknown): Promise<unknown> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const { csrfToken } = (await (await fetch('/api/auth/session')).json()) as { csrfToken: string };
      const answer = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return answer.status === 204 ? null : answer.json();
    },
    { method, path, body },
  );
}

/** Every label the printer at `address` is given until it has nothing more, each confirmed as printed. */
async function labelsPrinted(request: APIRequestContext, address: string): Promise<string[]> {
  const printed: string[] = [];
  for (;;) {
    const poll = await request.post(address, {
      data: { status: '23 6 0 0 0 0 0 0 0', printerMAC: '00:11:62:aa:bb:dd', statusCode: '200 OK' },
    });
    const answer = (await poll.json()) as { jobReady: boolean; jobToken?: string };
    if (!answer.jobReady) return printed;
    const job = await request.get(
      `${address}?uid=1&type=text%2Fplain&mac=00%3A11%3A62%3Aaa%3Abb%3Add&token=${answer.jobToken}`,
    );
    printed.push(await job.text());
    await request.delete(`${address}?code=200%20OK&token=${answer.jobToken}`);
  }
}

test('A walk-in at the counter: two milk teas and a bag of sweets for £20 cash, made, labelled and reported', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1024, height: 768 });
  await signInAsAdmin(page);
  const menu = (await (await request.get('/api/menu')).json()) as Menu;
  const classic = menu.products.find((product) => product.name === 'Classic Milk Tea')!;
  const sweets = menu.products.find((product) => product.name === 'Sherbet Lemons')!;
  const total = classic.priceReg * 2 + sweets.priceReg;

  // A label printer of its own, so the labels it gets are this sale's alone.
  const name = `Till labels ${unique()}`;
  const printers = (await staffCall(page, 'POST', '/api/admin/printers', { name, jobs: 'labels', widthMm: 58 })) as {
    printers: { id: string; name: string; cloudPrntUrl: string }[];
  };
  const printer = printers.printers.find((each) => each.name === name)!;
  const address = new URL(printer.cloudPrntUrl).pathname;
  await labelsPrinted(request, address);

  await page.goto('/counter');
  const drinks = page.getByRole('list', { name: 'Drinks' });
  const sale = page.getByRole('list', { name: 'Sale lines' });
  await drinks.getByRole('button', { name: /^Classic Milk Tea/ }).click();
  // A tap on the line: the storefront's options dialog, from the line's own choices.
  await sale.getByRole('button', { name: /^1 × Classic Milk Tea/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Classic Milk Tea' });
  await dialog.getByRole('group', { name: 'Sugar' }).getByRole('radio', { name: '50% sugar' }).check();
  await dialog.getByRole('button', { name: 'Update to 1' }).click();
  await expect(dialog).toBeHidden();
  await drinks.getByRole('button', { name: /^Classic Milk Tea/ }).click();
  await page.getByRole('button', { name: 'English Sweets', exact: true }).click();
  await drinks.getByRole('button', { name: /^Sherbet Lemons/ }).click();
  await expect(sale.getByRole('listitem')).toHaveCount(3);
  await expect(sale).toContainText('50% sugar');
  await expect(page.locator('[data-sale-total]')).toHaveText(formatPounds(total));

  await page.getByRole('button', { name: '£20', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Change' })).toHaveText(
    `Change ${formatPounds(2000 - total)}`,
  );
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/till-1024-cash.png` });
  await expectNoSeriousAxeViolations(page, '/counter with a sale and cash given');
  await page.getByRole('button', { name: 'Complete' }).click();
  const done = page.getByRole('region', { name: 'Sale complete' });
  await expect(done).toContainText(`Change ${formatPounds(2000 - total)}`);
  const number = (await page.locator('[data-till-number]').textContent())!.trim();
  expect(number).toMatch(/^#\d+$/);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/till-1024-done.png` });

  // The make screen: its ticket, with two cups (the sweets are handed over from the shelf).
  await page.goto('/orders/queue');
  const cups = page.getByRole('list', { name: `Cups of order ${number}` });
  await expect(cups.getByRole('button', { name: /^Made: / })).toHaveCount(2);
  await expect(cups.getByRole('button', { name: `Made: Classic Milk Tea 1/2 for order ${number}` })).toBeVisible();
  await expect(cups.getByRole('button', { name: `Made: Classic Milk Tea 2/2 for order ${number}` })).toBeVisible();

  // The label printer: two labels, both this order's, one of them at 50% sugar.
  let labels: string[] = [];
  await expect.poll(async () => (labels = [...labels, ...(await labelsPrinted(request, address))]).length).toBe(2);
  expect(await labelsPrinted(request, address)).toEqual([]);
  for (const label of labels) expect(label).toContain(number);
  expect(labels.filter((label) => label.includes('50% sugar'))).toHaveLength(1);

  // The Sales report: under counter, paid with Cash.
  await page.goto('/admin/reports');
  const panel = page.getByRole('region', { name: 'Payment methods' });
  await expect(panel.getByRole('row').filter({ hasText: 'counter' }).filter({ hasText: 'Cash' })).toHaveCount(1);

  await staffCall(page, 'DELETE', `/api/admin/printers/${printer.id}`);
});

test('One Classic Milk Tea for the exact cash is three taps at the till', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await signInAsAdmin(page);
  await page.goto('/counter');
  let taps = 0;
  const tap = async (name: string | RegExp, exact = false) => {
    taps++;
    await page.getByRole('button', { name, exact }).first().click();
  };
  await tap(/^Classic Milk Tea/);
  await tap('Exact', true);
  await expect(page.getByRole('status').filter({ hasText: 'Change' })).toHaveText('Change £0.00');
  await tap('Complete', true);
  await expect(page.locator('[data-till-number]')).toHaveText(/^#\d+$/);
  expect(taps).toBeLessThanOrEqual(4);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/till-${width}-done.png`, fullPage: true });
  }
  // The next tap on a drink starts the next sale.
  await page
    .getByRole('button', { name: /^Classic Milk Tea/ })
    .first()
    .click();
  await expect(page.getByRole('list', { name: 'Sale lines' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.locator('[data-till-number]')).toHaveCount(0);
});

test('The Sandbox reader at the till: a declined card, Try again, then 4242 pays the sale once', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await signInAsAdmin(page);
  await page.goto('/counter');
  await page
    .getByRole('list', { name: 'Drinks' })
    .getByRole('button', { name: /^Taro Milk Tea/ })
    .click();
  const total = (await page.locator('[data-sale-total]').textContent())!.trim();
  await page.getByRole('button', { name: `Charge ${total}` }).click();
  const reader = page.getByRole('alertdialog', { name: 'Sandbox reader' });
  await expect(reader).toContainText(total);
  await reader.getByRole('button', { name: /^4000 0000 0000 0002/ }).click();
  await expect(reader.getByRole('alert')).toHaveText('Your card was declined.');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/till-1024-declined.png` });
  await expectNoSeriousAxeViolations(page, 'the Sandbox reader after a declined card');
  await reader.getByRole('button', { name: 'Try again' }).click();
  await reader.getByRole('button', { name: /^4242 4242 4242 4242/ }).click();
  await expect(reader).toBeHidden();
  const done = page.getByRole('region', { name: 'Sale complete' });
  await expect(done).toContainText('Visa •••• 4242');
  const number = (await page.locator('[data-till-number]').textContent())!.trim();
  expect(number).toMatch(/^#\d+$/);
  // On the dashboard once, paid by card.
  await page.goto('/orders');
  await expect(page.getByRole('heading', { name: new RegExp(`^Order ${number} `) })).toHaveCount(1);
});
