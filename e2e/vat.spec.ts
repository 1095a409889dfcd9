/**
 * VAT on every line: the shop is given a VAT number, a manager gives Milkshakes the Zero 0% rate in the category's
 * form (which explains the choice and names the accountant), and a milkshake and a milk tea (standard, the shop's
 * default) are paid for. The e-mail receipt shows the VAT number and both rates, net, VAT and gross; the order page's
 * VAT receipt shows the same, printable. Without a VAT number neither shows any VAT. axe on the form and the receipt.
 * Screenshots go to test-results/vat/.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';
import { expectNoSeriousAxeViolations } from './support/accessibility';
import { mailTo, outboxNow } from './support/outbox';
import { getMenu, menuLine, payInSandbox } from './support/pay';

const ADMIN = { email: 'admin@pearl.example', password: 'pearl-e2e-admin-password' };
const shots = 'test-results/vat';

// axe is injected as a script, which the shop's Content-Security-Policy rightly refuses (support/accessibility.ts).
test.use({ bypassCSP: true });

/** The staff API as a script uses it: signed in, with the session's CSRF token. */
async function staffApi(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: ADMIN });
  expect(login.ok(), await login.text()).toBe(true);
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  const headers = { 'x-csrf-token': csrfToken };
  return { put: (path: string, data: unknown) => request.put(path, { data, headers }) };
}

/** An e-mail's text as its reader sees it: quoted-printable undone (soft line breaks joined, =C2=A3 back to £). */
function decoded(mail: string): string {
  const joined = mail.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

/** The e-mails to `address` since `before`, decoded. */
const receiptTo = async (address: string, before: Set<string>) => decoded(await mailTo(address, before));

/** The screen (or a part of it) at a phone's width and a desktop's. */
async function shoot(page: Page, name: string, part?: Locator) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const path = `${shots}/${name}-${width}.png`;
    await (part ? part.screenshot({ path }) : page.screenshot({ path, fullPage: true }));
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Milkshakes back to the shop's default and the shop unregistered: the other journeys expect no VAT. */
test.afterAll(async ({ request }) => {
  const api = await staffApi(request);
  const categories = (await (await request.get('/api/admin/categories')).json()) as { id: string; value: string }[];
  const milkshakes = categories.find((category) => category.value === 'milkshakes')!;
  await api.put(`/api/admin/categories/${milkshakes.id}`, { vatClass: null });
  await api.put('/api/admin/vat/settings', { vatNumber: '' });
});

test('a milkshake at zero and a milk tea at standard: the receipt and the VAT receipt show both rates', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const menu = await getMenu(request);
  const lines = [menuLine(menu, 'Oreo Milkshake'), menuLine(menu, 'Classic Milk Tea')];

  // Not registered yet: the receipt and the order page say nothing of VAT.
  const unregistered = `no-vat-${Date.now().toString(36)}@example.com`;
  let before = await outboxNow();
  const plain = await payInSandbox(request, 'Noor', lines, unregistered);
  await expect.poll(() => receiptTo(unregistered, before), { timeout: 15_000 }).toContain('Total: £8.10');
  expect(await receiptTo(unregistered, before)).not.toContain('VAT');
  await page.goto(`/track/${plain.trackingToken}`);
  await expect(page.getByRole('button', { name: 'Order again' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'VAT receipt' })).toHaveCount(0);

  // The VAT number, then Milkshakes at Zero 0% through the category's form.
  const api = await staffApi(page.request);
  expect((await api.put('/api/admin/vat/settings', { vatNumber: 'GB 123 4567 89' })).ok()).toBe(true);
  await page.goto('/admin');
  const categories = page.getByRole('region', { name: 'Manage Categories' });
  await categories.getByRole('button', { name: 'Edit Milkshakes' }).click();
  const form = page.getByRole('dialog', { name: 'Edit Category' });
  const rate = form.getByLabel('VAT rate');
  await expect(rate).toHaveValue('');
  await expect(form).toContainText('Your accountant should confirm the rate.');
  await rate.selectOption({ label: 'Zero 0%' });
  await expectNoSeriousAxeViolations(page, 'the category form with its VAT rate');
  await shoot(page, 'category-form', form);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await categories.getByRole('button', { name: 'Edit Milkshakes' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Category' }).getByLabel('VAT rate')).toHaveValue('zero');
  await page.keyboard.press('Escape');

  // Paid: £4.50 zero-rated and £3.60 at 20% (60p of VAT in it).
  const registered = `vat-${Date.now().toString(36)}@example.com`;
  before = await outboxNow();
  const paid = await payInSandbox(request, 'Vera', lines, registered);
  await expect.poll(() => receiptTo(registered, before), { timeout: 15_000 }).toContain('VAT number: GB123456789');
  const receipt = await receiptTo(registered, before);
  expect(receipt).toContain('VAT 20%: net £3.00, VAT £0.60, gross £3.60');
  expect(receipt).toContain('VAT 0%: net £4.50, VAT £0.00, gross £4.50');

  // The order page's VAT receipt: the same figures, to print.
  await page.goto(`/track/${paid.trackingToken}`);
  await shoot(page, 'order-page', page.getByRole('region', { name: 'Your order' }));
  await page.getByRole('link', { name: 'VAT receipt' }).click();
  await expect(page).toHaveURL(/\/vat-receipt$/);
  const vatReceipt = page.getByRole('article', { name: 'VAT receipt' });
  await expect(vatReceipt).toContainText('GB123456789');
  const table = vatReceipt.getByRole('table', { name: 'VAT by rate' });
  await expect(table.getByRole('row', { name: /VAT 20%/ })).toHaveText(/VAT 20%\s*£3\.00\s*£0\.60\s*£3\.60/);
  await expect(table.getByRole('row', { name: /VAT 0%/ })).toHaveText(/VAT 0%\s*£4\.50\s*£0\.00\s*£4\.50/);
  await expect(vatReceipt.getByRole('button', { name: 'Print' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'the VAT receipt');
  await shoot(page, 'vat-receipt');

  // The Sales report's VAT, per rate.
  await page.goto('/admin/reports');
  const panel = page.getByRole('region', { name: 'VAT' });
  await expect(panel).toContainText('VAT number GB123456789');
  const byRate = panel.getByRole('table', { name: 'VAT by rate' });
  await expect(byRate.getByRole('row', { name: /^0%/ })).toBeVisible();
  await expect(byRate.getByRole('row', { name: /^20%/ })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'the Sales report with VAT');
  await shoot(page, 'sales-report-vat', panel);
});

test('the product and option forms offer a VAT rate of their own, or the one above', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  await page
    .getByRole('region', { name: 'Manage Products' })
    .getByRole('button', { name: 'Edit Oreo Milkshake' })
    .click();
  const productForm = page.getByRole('dialog', { name: 'Edit Product' });
  const productRate = productForm.getByLabel('VAT rate');
  await expect(productRate).toHaveValue('');
  await expect(productRate.getByRole('option')).toHaveText([
    'As its category',
    'Standard 20%',
    'Reduced 5%',
    'Zero 0%',
  ]);
  await expectNoSeriousAxeViolations(page, 'the product form with its VAT rate');
  await shoot(page, 'product-form', productForm);
  await page.keyboard.press('Escape');

  await page.goto('/admin/options');
  await page.getByRole('button', { name: 'Edit Toppings' }).click();
  const groupForm = page.getByRole('dialog', { name: 'Edit Option Group' });
  const optionRate = groupForm.getByRole('combobox', { name: 'Option 1 VAT rate' });
  await expect(optionRate).toHaveValue('');
  await expect(groupForm).toContainText(
    'An option’s own VAT rate (a hot option on a cold drink) applies to the whole drink.',
  );
  await expectNoSeriousAxeViolations(page, 'the option group form with VAT rates');
  await shoot(page, 'option-form', groupForm);
});
