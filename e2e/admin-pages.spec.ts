/**
 * The admin area as pages of their own: /admin keeps the top buttons and Manage Categories, Products and Promotions;
 * every other admin section has its own address, reached from the admin navigation on every admin page. No admin page
 * is taller than four screens at 1280×800, and each is axe-clean. Screenshots at 375 and 1280 px go to $E2E_SHOTS.
 */
import { expect, test, type Page } from './support/test';
import { expectNoSeriousAxeViolations } from './support/accessibility';

const ADMIN = { email: 'admin@pearl.example', password: 'pearl-e2e-admin-password' };
const shots = process.env.E2E_SHOTS;
const SCREEN = { width: 1280, height: 800 };

/** Each admin page: its link in the navigation, its address, and what shows it has arrived. */
const PAGES = [
  { link: 'Dashboard', path: '/admin', heading: 'Admin Dashboard', region: 'Manage Products' },
  { link: 'Drink options', path: '/admin/options', heading: 'Drink options', region: 'Manage Options' },
  { link: 'Stock', path: '/admin/stock', heading: 'Stock', region: 'Ingredients' },
  { link: 'Opening hours', path: '/admin/hours', heading: 'Hours & pickup', region: 'Opening hours' },
  { link: 'Printers', path: '/admin/printers', heading: 'Printers', region: 'Printers' },
  { link: 'Payments', path: '/admin/payments', heading: 'Payments', region: 'Payments' },
  { link: 'Stamp card', path: '/admin/stamp-card', heading: 'Stamp card', region: 'Stamp card' },
  { link: 'Reports', path: '/admin/reports', heading: 'Sales', region: 'Summary' },
  { link: 'Close the day', path: '/admin/close', heading: 'Close the day', region: 'For the accountant' },
  { link: 'Staff activity', path: '/admin/activity', heading: 'Activity', region: 'Staff activity' },
  { link: 'Staff', path: '/admin/staff', heading: 'Staff', region: 'Staff' },
  { link: 'Counter devices', path: '/admin/devices', heading: 'Counter devices', region: 'Counter devices' },
  { link: 'My PIN', path: '/admin/my-pin', heading: 'My PIN', region: 'My PIN' },
];

async function shoot(page: Page, name: string) {
  if (!shots) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(SCREEN);
}

test.use({ bypassCSP: true, viewport: SCREEN });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('pearl.cookie-consent', 'rejected'));
});

test('Every admin page has its own address, the admin navigation on it, and is at most four screens tall', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  const nav = page.getByRole('navigation', { name: 'Admin pages' });
  await expect(nav.getByRole('link')).toHaveText(PAGES.map((entry) => entry.link));
  // The spec's dashboard: its three top buttons and three sections, and nothing else.
  for (const name of ['Test Payment']) await expect(page.getByRole('button', { name })).toBeVisible();
  for (const name of ['View & Manage Orders', 'Test Navigate to Menu']) {
    await expect(page.getByRole('link', { name })).toBeVisible();
  }
  await expect(page.locator('main section[aria-labelledby] > div > h2')).toHaveText([
    'Manage Categories',
    'Manage Products',
    'Manage Promotions',
  ]);

  for (const entry of PAGES) {
    await nav.getByRole('link', { name: entry.link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${entry.path.replaceAll('/', '\\/')}$`));
    await expect(page.getByRole('heading', { level: 1, name: entry.heading, exact: true })).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: entry.region })
        .or(page.getByRole('list', { name: entry.region }))
        .first(),
    ).toBeVisible();
    await expect(nav.getByRole('link', { name: entry.link, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    // Whatever loads late (lists, charts) has arrived before the page is measured.
    await expect(page.getByText(/^Loading/)).toHaveCount(0);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height, `${entry.path} is ${height} px tall`).toBeLessThanOrEqual(4 * SCREEN.height);
    await expectNoSeriousAxeViolations(page, entry.path);
    await shoot(page, `admin-page${entry.path.replaceAll('/', '-')}`);
  }

  // Each address opens its page directly, too (a bookmark, a reload).
  await page.goto('/admin/hours');
  await expect(page.getByRole('heading', { level: 1, name: 'Hours & pickup' })).toBeVisible();
});

test('A visitor is sent from an admin page to the login page', async ({ page }) => {
  await page.goto('/admin/options');
  await expect(page).toHaveURL(/\/login$/);
});
