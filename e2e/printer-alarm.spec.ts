/**
 * At the counter in a rush, on a 1024×768 tablet: a printer added and never connected, with a job waiting, raises
 * **Printer offline: NAME** on the make screen (and on the admin pages) within a minute, without a reload; a
 * milkshake with no option chosen is a cup on the make screen, its allergens named; a bag of sweets is no cup. And
 * what an option brings to a drink's allergens, ticked by staff on /admin/options, is named on the cup made with it.
 */
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { expectNoSeriousAxeViolations } from './support/accessibility';
import { getMenu, menuLine, payInSandbox } from './support/pay';

const ADMIN = { email: 'admin@pearl.example', password: 'pearl-e2e-admin-password' };
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

// axe-core is injected as an inline script, which the shop's Content-Security-Policy would refuse.
test.use({ bypassCSP: true, viewport: { width: 1024, height: 768 } });
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

/** These lines (regular, one each, with these option ids), paid through the sandbox as the browser pays. */
async function payFor(
  request: APIRequestContext,
  name: string,
  wanted: Record<string, string[]>,
): Promise<{ orderId: string; number: string }> {
  const menu = await getMenu(request);
  const lines = Object.entries(wanted).map(([productName, options]) => menuLine(menu, productName, options));
  const paid = await payInSandbox(request, name, lines);
  return { orderId: paid.orderId, number: paid.orderNumber };
}

/** An order's ticket on the make screen, by the number it is called by ("#12"). */
const ticketOf = (page: Page, number: string) =>
  page
    .getByRole('list', { name: 'Tickets, oldest first' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: new RegExp(`^${number} `) }) });

test('A printer never connected, with a job waiting, raises Printer offline on the make screen within a minute', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  await page.goto('/admin/printers');
  const section = page.getByRole('region', { name: 'Printers' });
  const name = `Back bar ${unique()}`;
  await section.getByRole('button', { name: '+ Add Printer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Printer' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Add Printer' }).click();
  await expect(dialog).toBeHidden();
  const card = section.getByRole('listitem').filter({ hasText: name });
  await expect(card.getByText('Never connected')).toBeVisible();

  // The make screen is open before the order comes in: the alarm must reach it without a reload.
  await page.goto('/orders/queue');
  const alarm = page.getByRole('alert').filter({ hasText: `Printer offline: ${name}` });
  await expect(alarm).toHaveCount(0);
  const { number } = await payFor(request, 'Mo Rush', { 'Oreo Milkshake': [], 'Fudge Chunks': [] });
  await expect(alarm).toBeVisible({ timeout: 60_000 });
  await expect(alarm).toContainText('waiting');

  // The plain milkshake is a cup, its allergens named; the fudge is on the ticket only.
  const group = ticketOf(page, number);
  const tiles = group.getByRole('list', { name: `Cups of order ${number}` }).getByRole('listitem');
  await expect(tiles).toHaveCount(1);
  await expect(tiles).toContainText('1/1');
  await expect(tiles).toContainText('Allergens: Gluten, Milk, Soya');
  await expect(group.getByText('Fudge Chunks')).toHaveCount(0);
  await expect(page.getByText('Contains allergens')).toHaveCount(0);
  await page.screenshot({ path: '/tmp/h-print/queue-1024.png' });
  await expectNoSeriousAxeViolations(page, '/orders/queue with a printer offline');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/h-print/queue-${width}.png` });
  }

  // Every staff screen says so: the admin pages too.
  await page.goto('/admin/hours');
  await expect(page.getByRole('alert').filter({ hasText: `Printer offline: ${name}` })).toBeVisible();
  await page.screenshot({ path: '/tmp/h-print/admin-hours-1280.png' });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: '/tmp/h-print/admin-hours-375.png' });
  await expectNoSeriousAxeViolations(page, '/admin/hours with a printer offline');

  // The printer is deleted, and the alarm goes with it (later journeys start without it).
  await page.goto('/admin/printers');
  await card.getByRole('button', { name: `Delete ${name}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Are you sure you want to delete this printer?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(card).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: `Printer offline: ${name}` })).toHaveCount(0);
});

test('An allergen ticked for an option on /admin/options is named on every cup made with it', async ({
  page,
  request,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin/options');
  const section = page.getByRole('region', { name: 'Manage Options' });
  const toggle = async (check: boolean) => {
    await section.getByRole('button', { name: 'Edit Toppings' }).click();
    const dialog = page.getByRole('dialog');
    const pearls = dialog.getByRole('group', { name: 'Option 1', exact: true });
    await expect(pearls.getByLabel('Option 1 name')).toHaveValue('Tapioca pearls');
    await pearls.getByText('Allergens it brings: ').click();
    const sulphites = pearls.getByRole('checkbox', { name: 'Sulphur dioxide and sulphites' });
    await (check ? sulphites.check() : sulphites.uncheck());
    await expect(
      pearls.getByText(check ? 'Allergens it brings: Sulphur dioxide and sulphites' : 'Allergens it brings: none'),
    ).toBeVisible();
    return dialog;
  };
  const dialog = await toggle(true);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/h-print/option-allergens-${width}.png` });
  }
  await expectNoSeriousAxeViolations(page, 'the option group dialog with an option’s allergens open');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const { number } = await payFor(request, 'Pat Pearls', {
    'Classic Milk Tea': ['sugar-100', 'ice-regular', 'tapioca-pearls'],
  });
  await page.goto('/orders/queue');
  const tile = ticketOf(page, number)
    .getByRole('list', { name: `Cups of order ${number}` })
    .getByRole('listitem')
    .filter({ hasText: 'Classic Milk Tea' });
  await expect(tile).toContainText('Allergens: Milk, Sulphites');

  // The demo menu is left as it was for the journeys after this one.
  await page.goto('/admin/options');
  const restore = await toggle(false);
  await restore.getByRole('button', { name: 'Save' }).click();
  await expect(restore).toBeHidden();
});
