/**
 * The day's close as a manager does it: /admin → Close the day, the shop's VAT number saved on the page; two orders paid
 * through the sandbox as a customer's browser pays them; the float typed in, the counted cash typed in (50p short of
 * what the drawer should hold), the page says "Short by £0.50"; Close the day, confirmed; the report is signed "Closed
 * by … at HH:MM", its takings, net takings and VAT per rate are the Sales report's for today, it is e-mailed to the
 * owner, and the page is axe-clean at 390 and 1280 px. The VAT number is taken away at the end: no VAT is shown then.
 */
import { expect, test, type Page } from './support/test';
import { expectNoSeriousAxeViolations } from './support/accessibility';
import { mailTo, outboxNow } from './support/outbox';
import { getMenu, menuLine, payInSandbox } from './support/pay';
import { formatPounds, penceToPoundsString } from '../src/domain/money';
import { shopDate } from '../src/domain/opening-hours';
import { parseCsv } from '../src/domain/test-fixtures';

const ADMIN = { email: 'admin@pearl.example', password: 'pearl-e2e-admin-password' };

test.use({ bypassCSP: true });
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('pearl.cookie-consent', 'rejected'));
});

function figure(page: Page, label: string) {
  return page.getByLabel('Z report totals').locator(`dd[data-figure="${label}"]`);
}

test('A manager closes the day with the counted cash, and the Z report’s takings are the Sales report’s', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('link', { name: 'Close the day' }).click();
  await expect(page).toHaveURL(/\/admin\/close$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Close the day' })).toBeVisible();
  await expect(page.getByLabel('Shop day')).toHaveValue(shopDate(new Date()));

  await page.getByRole('textbox', { name: 'VAT number' }).fill('GB 123 4567 89');
  await page.getByRole('button', { name: 'Save VAT number' }).click();
  await expect(page.getByText('VAT number GB123456789 saved.', { exact: true })).toBeVisible();
  const menu = await getMenu(request);
  await payInSandbox(request, 'Zoë Close', [menuLine(menu, 'Classic Milk Tea', undefined, 2)]);
  await payInSandbox(request, 'Ade Close', [menuLine(menu, 'Taro Milk Tea')]);
  await page.reload();

  await page.getByLabel('Float at opening (£)').fill('100.00');
  await page.getByRole('button', { name: 'Save float' }).click();
  await expect(page.getByText('Float saved.', { exact: true })).toBeVisible();

  // The drawer should hold the float and today's cash (other journeys may have taken some at the till).
  const today = shopDate(new Date());
  const live = (await (await page.request.get(`/api/admin/close?day=${today}`)).json()) as {
    report: { cash: { expected: number } };
  };
  const counted = live.report.cash.expected - 50;
  await page.getByLabel('Counted cash (£)').fill(penceToPoundsString(counted));
  await expect(page.getByRole('status').filter({ hasText: 'Short by £0.50' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/admin/close at 1280 px');
  await page.screenshot({ path: 'test-results/day-close-open-1280.png', fullPage: true });

  await page.getByRole('button', { name: 'Close the day' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Close the day?' });
  await expect(dialog).toContainText(`with ${formatPounds(counted)} counted`);
  await dialog.getByRole('button', { name: 'Close the day' }).click();
  await expect(page.getByText(/^Closed by .+ at \d\d:\d\d$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close the day' })).toHaveCount(0);
  await expect(page.getByRole('row', { name: /Difference Short by £0\.50/ })).toBeVisible();

  const sales = (await (await page.request.get(`/api/admin/reports?from=${today}&to=${today}`)).json()) as {
    summary: Record<string, { current: number }>;
    vat: { netPence: number; vatPence: number; grossPence: number } | null;
  };
  const s = (key: string) => sales.summary[key]!.current;
  await expect(figure(page, 'Orders')).toHaveText(String(s('orders')));
  await expect(figure(page, 'Gross sales')).toHaveText(formatPounds(s('grossSales')));
  await expect(figure(page, 'Takings')).toHaveText(
    formatPounds(s('grossSales') - s('discounts') - s('freeDrinksCost')),
  );
  await expect(figure(page, 'Net takings')).toHaveText(formatPounds(s('netSales')));
  const vatTotal = page.getByRole('table', { name: 'VAT per rate' }).getByRole('row', { name: /^Total/ });
  expect(sales.vat).not.toBeNull();
  await expect(vatTotal).toHaveText(
    `Total${[sales.vat!.netPence, sales.vat!.vatPence, sales.vat!.grossPence].map(formatPounds).join('')}`,
  );

  // The owner sets the files' account codes once; the Xero file carries them, with our VAT per rate.
  await page.getByText('Account codes for the files').click();
  await page.locator('#codes-standard-salesAccount').fill('4000');
  await page.getByRole('button', { name: 'Save account codes' }).click();
  await expect(page.getByText('Account codes saved.', { exact: true })).toBeVisible();
  const xero = await page.request.get(`/api/admin/close/export.csv?from=${today}&to=${today}&format=xero`);
  expect(xero.ok()).toBe(true);
  const [header, ...lines] = parseCsv((await xero.text()).replace(/^\uFEFF/, '')).filter((row) => row.length > 1);
  const standard = lines.find((row) => row[header!.indexOf('*TaxType')] === '20% (VAT on Income)');
  expect(standard?.[header!.indexOf('*AccountCode')]).toBe('4000');

  const before = await outboxNow();
  await page.getByRole('button', { name: 'E-mail to the owner' }).click();
  await expect(page.getByText(`Z report e-mailed to ${ADMIN.email}.`, { exact: true })).toBeVisible();
  // The .eml file is quoted-printable: "£" is written =C2=A3.
  await expect
    .poll(() => mailTo(ADMIN.email, before), { timeout: 15_000 })
    .toMatch(/Closed by .+ at \d\d:\d\d[\s\S]*Difference: Short by (£|=C2=A3)0\.50/);

  await expectNoSeriousAxeViolations(page, '/admin/close closed at 1280 px');
  await page.screenshot({ path: 'test-results/day-close-closed-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousAxeViolations(page, '/admin/close at 390 px');
  await page.screenshot({ path: 'test-results/day-close-closed-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(figure(page, 'Takings')).toBeVisible();
  await page.screenshot({ path: 'test-results/day-close-print.png', fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // Without a VAT number, the page shows no VAT, not even on the day closed with it.
  await page.getByRole('textbox', { name: 'VAT number' }).fill('');
  await page.getByRole('button', { name: 'Save VAT number' }).click();
  await expect(page.getByText('The shop is not VAT-registered.', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'VAT per rate' })).toHaveCount(0);
  await expect(page.getByText('No VAT is shown: the shop has no VAT number.')).toBeVisible();
});
