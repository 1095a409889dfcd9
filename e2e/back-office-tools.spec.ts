/**
 * The back office's small tools: Pause on the Opening hours page as on the counter; Copy to every day in the opening
 * hours editor (confirmed first, saved only by Save opening hours); Print test page on a printer, fetched by the
 * printer as CloudPRNT fetches an order's label. The shop is left as it was found: resumed, its hours unchanged, the
 * printer deleted.
 */
import { expect, test, type Page } from './support/test';
import { expectNoSeriousAxeViolations } from './support/accessibility';

const ADMIN = { email: 'admin@pearl.example', password: 'pearl-e2e-admin-password' };
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const shots = process.env.E2E_SHOTS;

test.use({ bypassCSP: true, viewport: { width: 1280, height: 800 } });
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

test('Staff pause online orders from the Opening hours page, and resume them there', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/hours');
  const online = page.getByRole('region', { name: 'Online orders' });
  await expect(online).toBeVisible();
  try {
    await online.getByRole('button', { name: 'Pause online orders' }).click();
    await online.getByRole('group', { name: 'Pause for' }).getByRole('button', { name: '15 minutes' }).click();
    await expect(page.getByText('Online orders paused for 15 minutes.', { exact: true }).first()).toBeVisible();
    await expect(online.getByRole('button', { name: 'Resume online orders' })).toBeVisible();
    // The same pause the counter has, heard by the shop.
    const status = (await (await page.request.get('/api/shop-status')).json()) as { paused: boolean };
    expect(status.paused).toBe(true);
    await expectNoSeriousAxeViolations(page, '/admin/hours while paused');
    if (shots) await page.screenshot({ path: `${shots}/hours-paused-1280.png` });
    await page.goto('/orders');
    await expect(page.getByRole('button', { name: 'Resume online orders' })).toBeVisible();
    await page.goto('/admin/hours');
  } finally {
    await online.getByRole('button', { name: 'Resume online orders' }).click();
  }
  await expect(page.getByText('Online orders resumed.', { exact: true }).first()).toBeVisible();
  await expect(online.getByRole('button', { name: 'Pause online orders' })).toBeVisible();
  const status = (await (await page.request.get('/api/shop-status')).json()) as { paused: boolean };
  expect(status.paused).toBe(false);
});

test('Copy to every day puts one day’s hours on every day once confirmed; only Save opening hours saves', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin/hours');
  const section = page.getByRole('region', { name: 'Opening hours' });
  const tuesdayOpens = section.getByLabel('Tuesday range 1 opens');
  const before = await tuesdayOpens.inputValue();
  await section.getByLabel('Monday range 1 opens').fill('07:30');
  await section.getByLabel('Monday range 1 closes').fill('19:45');
  await expect(section.getByLabel('Day to copy')).toHaveValue('1');

  // Asked first: Cancel leaves every other day alone.
  await section.getByRole('button', { name: 'Copy to every day' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Copy Monday’s hours to every day?' });
  await expect(confirm).toContainText('Every day will be 07:30–19:45, as Monday is now.');
  await expect(confirm).toContainText('Nothing is saved until you press Save opening hours.');
  await expectNoSeriousAxeViolations(page, 'the Copy to every day confirmation');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(tuesdayOpens).toHaveValue(before);

  await section.getByRole('button', { name: 'Copy to every day' }).click();
  await confirm.getByRole('button', { name: 'Copy to every day' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Monday’s hours copied to every day.', { exact: true }).first()).toBeVisible();
  for (const day of ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
    await expect(section.getByLabel(`${day} range 1 opens`)).toHaveValue('07:30');
    await expect(section.getByLabel(`${day} range 1 closes`)).toHaveValue('19:45');
    await expect(section.getByLabel(`${day} range 2 opens`)).toHaveCount(0);
  }

  // Another day can be the one copied.
  await section.getByLabel('Sunday range 1 closes').fill('17:00');
  await section.getByLabel('Day to copy').selectOption({ label: 'Sunday' });
  await section.getByRole('button', { name: 'Copy to every day' }).click();
  await page
    .getByRole('alertdialog', { name: 'Copy Sunday’s hours to every day?' })
    .getByRole('button', { name: 'Copy to every day' })
    .click();
  await expect(section.getByLabel('Monday range 1 closes')).toHaveValue('17:00');

  // Save sends every day's copied hours. (Answered here without reaching the shop: the journeys after this one need
  // it open round the clock.)
  const sent: { body?: { weekly: { open: string; close: string }[][] } } = {};
  await page.route('**/api/admin/opening-hours', async (route) => {
    if (route.request().method() !== 'PUT') return route.fallback();
    sent.body = route.request().postDataJSON() as typeof sent.body;
    await route.fulfill({ status: 503, json: { error: 'Not saved by this test.' } });
  });
  await section.getByRole('button', { name: 'Save opening hours' }).click();
  await expect
    .poll(() => sent.body?.weekly)
    .toEqual(Array.from({ length: 7 }, () => [{ open: '07:30', close: '17:00' }]));
  await page.unroute('**/api/admin/opening-hours');

  // Nothing was saved: the page opened again shows the hours as they were.
  await page.reload();
  await expect(section.getByLabel('Tuesday range 1 opens')).toHaveValue(before);
});

test('Print test page queues a label on a label printer, fetched by the printer over CloudPRNT', async ({
  page,
  request,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin/printers');
  const section = page.getByRole('region', { name: 'Printers' });
  const name = `Test page ${unique()}`;
  await section.getByRole('button', { name: '+ Add Printer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Printer' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Prints').selectOption({ label: 'Cup labels' });
  await dialog.getByLabel('Label width').selectOption({ label: '58 mm' });
  await dialog.getByRole('button', { name: 'Add Printer' }).click();
  await expect(dialog).toBeHidden();
  const card = section.getByRole('listitem').filter({ hasText: name });
  const address = new URL(await card.getByRole('textbox', { name: 'CloudPRNT URL' }).inputValue()).pathname;

  try {
    await card.getByRole('button', { name: `Print test page on ${name}` }).click();
    await expect(page.getByText(`Test page sent to ${name}.`, { exact: true }).first()).toBeVisible();
    await expect(card).toContainText('1 waiting');
    await expectNoSeriousAxeViolations(page, '/admin/printers with a test page waiting');
    if (shots) await page.screenshot({ path: `${shots}/printers-test-page-1280.png` });

    // The printer polls, fetches the page as text and confirms it printed.
    const poll = await request.post(address, {
      data: { status: '23 6 0 0 0 0 0 0 0', printerMAC: '00:11:62:aa:bb:dd', statusCode: '200 OK' },
    });
    const offer = (await poll.json()) as { jobReady: boolean; jobToken: string };
    expect(offer.jobReady).toBe(true);
    const job = await request.get(`${address}?uid=1&type=text%2Fplain&token=${offer.jobToken}`);
    expect(job.status()).toBe(200);
    const rows = (await job.text()).trimEnd().split('\n');
    expect(rows.slice(0, 3)).toEqual(['TEST PAGE', 'Pearl Bubble Tea', name]);
    expect(rows[3]).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}:\d{2}$/);
    const done = await request.delete(`${address}?code=200%20OK&token=${offer.jobToken}`);
    expect(done.status()).toBe(200);
    await page.reload();
    await expect(card).toContainText('Online');
    await expect(card).not.toContainText('waiting');
  } finally {
    await card.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(card).toHaveCount(0);
  }
});
