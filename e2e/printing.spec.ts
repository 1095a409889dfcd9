/**
 * The counter's printer, played as an mC-Print3 plays it: an admin adds a printer on /admin/printers and reads its CloudPRNT
 * URL; polled, it has no job; a customer pays for two drinks with options; the next polls give label 1/2 and then
 * 2/2 as text (drink, sugar, ice, topping, first name, pickup time), each confirmed with DELETE; then no job again.
 * The printer's status reads Online; deleting it asks first. The Printers section is axe-clean at 375 and 1280 px.
 */
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { expectNoSeriousAxeViolations } from './support/accessibility';
import { getMenu, menuLine, payInSandbox } from './support/pay';

const ADMIN = { email: 'admin@pearl.example', password: 'pearl-e2e-admin-password' };
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

// axe-core is injected as an inline script, which the shop's Content-Security-Policy would refuse.
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

/** Two Classic Milk Teas, 25% sugar, less ice, tapioca pearls, paid through the sandbox as the browser pays. */
async function payForTwoDrinks(request: APIRequestContext, name: string) {
  const line = menuLine(await getMenu(request), 'Classic Milk Tea', ['sugar-25', 'ice-less', 'tapioca-pearls'], 2);
  return (await payInSandbox(request, name, [line])).orderId;
}

test('A printer added on /admin/printers prints each paid cup’s label once, as CloudPRNT asks for it', async ({
  page,
  request,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin/printers');
  const section = page.getByRole('region', { name: 'Printers' });
  const name = `Counter ${unique()}`;
  await section.getByRole('button', { name: '+ Add Printer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Printer' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Prints').selectOption({ label: 'Cup labels' });
  await dialog.getByLabel('Label width').selectOption({ label: '58 mm' });
  await dialog.getByRole('button', { name: 'Add Printer' }).click();
  await expect(dialog).toBeHidden();

  const card = section.getByRole('listitem').filter({ hasText: name });
  await expect(card.getByText('Never connected')).toBeVisible();
  const url = await card.getByRole('textbox', { name: 'CloudPRNT URL' }).inputValue();
  expect(url).toMatch(/\/cloudprnt\/[0-9a-f]{48}$/);
  const address = new URL(url).pathname;

  const poll = async (extra: object = {}) => {
    const answer = await request.post(address, {
      data: { status: '23 6 0 0 0 0 0 0 0', printerMAC: '00:11:62:aa:bb:cc', statusCode: '200 OK', ...extra },
    });
    expect(answer.status()).toBe(200);
    return (await answer.json()) as {
      jobReady: boolean;
      mediaTypes?: string[];
      jobToken?: string;
      clientAction?: { request: string }[];
    };
  };
  // Nothing to print yet; the shop asks the printer what it is, and it answers in its next poll.
  const first = await poll();
  expect(first.jobReady).toBe(false);
  expect(first.clientAction?.map((action) => action.request)).toContain('ClientType');
  const results = {
    ClientType: 'Star mC-Print3',
    ClientVersion: '1.2',
    Encodings: 'image/png;text/plain',
    GetPollInterval: '5',
  };
  expect(
    await poll({ clientAction: Object.entries(results).map(([request, result]) => ({ request, result })) }),
  ).toEqual({ jobReady: false });

  await payForTwoDrinks(request, 'Priya Shah');
  for (const cup of ['1/2', '2/2']) {
    const ready = await poll();
    expect(ready.jobReady).toBe(true);
    expect(ready.mediaTypes).toContain('text/plain');
    const job = await request.get(
      `${address}?uid=1&type=text%2Fplain&mac=00%3A11%3A62%3Aaa%3Abb%3Acc&token=${ready.jobToken}`,
    );
    expect(job.status()).toBe(200);
    const label = await job.text();
    // The order's number for the day, then the cup.
    expect(label).toMatch(new RegExp(`^#\\d+   ${cup}$`, 'm'));
    for (const fact of ['Priya', 'Classic Milk Tea (REG)', '25% sugar', 'Less ice', 'Tapioca pearls', 'Pickup: ASAP'])
      expect(label).toContain(fact);
    const confirmed = await request.delete(`${address}?code=200%20OK&token=${ready.jobToken}`);
    expect(confirmed.status()).toBe(200);
  }
  expect(await poll()).toEqual({ jobReady: false });

  await page.reload();
  await expect(card.getByText('Online')).toBeVisible();
  await expect(card.getByText('Star mC-Print3 · asks for work every 5 s')).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await section.scrollIntoViewIfNeeded();
    await expectNoSeriousAxeViolations(page, `/admin printers at ${width} px`);
  }

  await card.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this printer?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(card).toHaveCount(0);
  expect((await request.post(address, { data: {} })).status()).toBe(404);
});

test('Print labels on an order card prints them again; a printer with work waiting that stopped asking is flagged', async ({
  page,
  request,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin/printers');
  const section = page.getByRole('region', { name: 'Printers' });
  const name = `Reprint ${unique()}`;
  await section.getByRole('button', { name: '+ Add Printer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Printer' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Add Printer' }).click();
  const card = section.getByRole('listitem').filter({ hasText: name });
  const address = new URL(await card.getByRole('textbox', { name: 'CloudPRNT URL' }).inputValue()).pathname;
  const poll = async () =>
    (await (await request.post(address, { data: {} })).json()) as { jobReady: boolean; jobToken?: string };
  const printAll = async () => {
    for (let job = await poll(); job.jobReady; job = await poll())
      await request.delete(`${address}?code=200%20OK&token=${job.jobToken}`);
  };

  const orderId = await payForTwoDrinks(request, 'Reprint Customer');
  await printAll();
  await page.goto('/orders');
  const order = page
    .getByRole('list', { name: 'Orders' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: new RegExp(`^Order #\\d+ ${orderId.slice(0, 8)}`) }) });
  await order.getByRole('button', { name: 'Print labels' }).click();
  await expect(page.getByText(/^Order #\d+: labels sent to the printer\.$/).first()).toBeVisible();
  const again = await poll();
  expect(again.jobReady).toBe(true);
  const label = await (await request.get(`${address}?type=text%2Fplain&token=${again.jobToken}`)).text();
  expect(label).toContain('1/2');
  await printAll();

  // Still polling, but out of paper with labels waiting: the counter is told, with the printer's name.
  await order.getByRole('button', { name: 'Print labels' }).click();
  await expect(page.getByText(/^Order #\d+: labels sent to the printer\.$/).first()).toBeVisible();
  await request.post(address, { data: { statusCode: '410 Out of paper' } });
  await page.reload();
  await expect(
    page.getByRole('alert').filter({ hasText: `Printer needs attention: ${name} (Out of paper)` }),
  ).toBeVisible();
  await request.post(address, { data: { statusCode: '200 OK' } });
  await printAll();

  // A printer that polled, then stopped with prints waiting, as the server reports it after a minute.
  await page.route('**/api/admin/printers', (route) =>
    route.fulfill({
      json: {
        printers: [
          {
            id: '7d1f0c3e-6a51-4a8e-9a55-1f7a3c2b9e10',
            name: 'Kitchen',
            jobs: 'labels',
            widthMm: 58,
            cloudPrntUrl: 'http://127.0.0.1/cloudprnt/x',
            status: { state: 'offline', since: new Date(Date.now() - 120_000).toISOString() },
            condition: null,
            alarm: 'offline',
            model: null,
            pollIntervalSeconds: null,
            waitingJobs: 3,
          },
        ],
      },
    }),
  );
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'Printer offline: Kitchen' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/orders with a printer offline');
});

test('The make screen shows each cup of a confirmed order; Made on every cup lets the order be marked ready in one tap', async ({
  page,
  request,
}) => {
  await signInAsAdmin(page);
  const orderId = await payForTwoDrinks(request, 'Queue Customer');
  const number = orderId.slice(0, 8);
  await page.goto('/orders');
  const card = page
    .getByRole('list', { name: 'Orders' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: new RegExp(`^Order #\\d+ ${number}`) }) });
  await card.getByRole('button', { name: 'Confirm & Notify' }).click();
  await expect(card.getByRole('button', { name: 'Mark as Ready' })).toBeVisible();
  // The make screen calls the order by its number for the day, as the card's title shows it.
  const called = /^Order #(\d+)/.exec((await card.getByRole('heading').first().textContent()) ?? '')?.[1] ?? '';
  expect(called).toMatch(/^\d+$/);

  await page.getByRole('link', { name: 'Make queue' }).click();
  await expect(page).toHaveURL(/\/orders\/queue$/);
  const ticket = page
    .getByRole('list', { name: 'Tickets, oldest first' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: new RegExp(`#${called} Queue`) }) });
  const tiles = ticket.getByRole('list', { name: `Cups of order #${called}` }).getByRole('listitem');
  await expect(tiles.filter({ hasText: 'Classic Milk Tea' })).toHaveCount(2);
  await expect(tiles.first()).toContainText('1/2');
  await expect(tiles.first()).toContainText('25% sugar');
  await expect(tiles.first()).toContainText('Tapioca pearls');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousAxeViolations(page, `/orders/queue at ${width} px`);
  }
  await expect(ticket.getByRole('button', { name: `Ready: order #${called}` })).toHaveCount(0);
  for (const cup of ['1/2', '2/2'])
    await ticket.getByRole('button', { name: `Made: Classic Milk Tea ${cup} for order #${called}` }).click();
  await expect(ticket.getByText('Made', { exact: true })).toHaveCount(2);
  await ticket.getByRole('button', { name: `Ready: order #${called}` }).click();
  await expect(page.getByText(`Order #${called} is ready; the customer has been e-mailed.`).first()).toBeVisible();
  await expect(ticket).toHaveCount(0);
});

test('Without a CloudPRNT label printer, Print labels opens a print view with one label to a page', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => {
    window.print = () => document.documentElement.setAttribute('data-printed', 'yes');
  });
  await signInAsAdmin(page);
  const orderId = await payForTwoDrinks(request, 'Label Here');
  const number = orderId.slice(0, 8);
  // A shop with no printer registered.
  await page.route('**/api/admin/printers', (route) => route.fulfill({ json: { printers: [] } }));
  await page.goto('/orders');
  const card = page
    .getByRole('list', { name: 'Orders' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: new RegExp(`^Order #\\d+ ${number}`) }) });
  // The labels carry the order's number for the day, as the card's title shows it.
  const dayNumber = /^Order (#\d+)/.exec((await card.getByRole('heading').first().textContent()) ?? '')?.[1] ?? '';
  expect(dayNumber).toMatch(/^#\d+$/);
  await card.getByRole('button', { name: 'Print labels' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}/labels$`));
  const labels = page.getByRole('list', { name: 'Labels' }).getByRole('listitem');
  await expect(labels).toHaveCount(2);
  await expect(labels.nth(1).getByText(dayNumber, { exact: true })).toBeVisible();
  await expect(labels.nth(1)).toContainText('2/2');
  await expect(labels.nth(1)).toContainText('Label');
  await expect(page.locator('html[data-printed=yes]')).toBeAttached();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  // On paper only the labels: no site header, shop status, footer or basket button.
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByTestId('shop-status')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  const breaks = await labels.evaluateAll((items) => items.map((item) => getComputedStyle(item).breakAfter));
  expect(breaks).toEqual(['page', 'page']);
  await page.emulateMedia({ media: 'screen' });
  await expectNoSeriousAxeViolations(page, 'the print view of an order’s labels');
});
