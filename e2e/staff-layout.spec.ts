/**
 * The back office looks like one: /admin, its pages and /orders are drawn in the staff layout (the shop's name, the
 * signed-in person and their role, the staff navigation filtered by role, View shop and Logout, the quick links on one
 * slim line) with no basket and no customer status band; the make screen keeps its own frame with a Staff menu as its
 * way out. The cookie banner keeps its rule and covers no staff control. Screenshots at 1280, 1024×768 and 390 px go
 * to $E2E_SHOTS when it is set.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from './support/test';
import { expectNoSeriousAxeViolations } from './support/accessibility';

const ADMIN = { email: 'admin@pearl.example', password: 'pearl-e2e-admin-password' };
const port = Number(process.env.E2E_PORT ?? 3210);
const outbox = `/tmp/pearl-e2e-${port}/outbox`;
const shots = process.env.E2E_SHOTS;
const WIDE = { width: 1280, height: 800 };
const TABLET = { width: 1024, height: 768 };
const PHONE = { width: 390, height: 844 };
const OWNER_PAGES = [
  'Dashboard',
  'Drink options',
  'Stock',
  'Opening hours',
  'Printers',
  'Payments',
  'Stamp card',
  'Reports',
  'Close the day',
  'Staff activity',
  'Staff',
  'Counter devices',
  'My PIN',
];

test.use({ bypassCSP: true, viewport: WIDE });

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

async function shoot(page: Page, name: string) {
  if (!shots) return;
  for (const size of [WIDE, TABLET, PHONE]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${shots}/${name}-${size.width}.png`, fullPage: size !== TABLET });
  }
  await page.setViewportSize(WIDE);
}

const counterNav = (page: Page) => page.getByRole('navigation', { name: 'Counter', exact: true });
const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Admin pages' });

/** Nothing of the customer's shop: no basket, no View Basket button, no "Ready in about…" band. */
async function expectNoShopChrome(page: Page) {
  await expect(page.getByRole('link', { name: /^Basket/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /View Basket/ })).toHaveCount(0);
  await expect(page.getByTestId('shop-status')).toHaveCount(0);
  await expect(page.getByText(/Ready in about/)).toHaveCount(0);
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, 'on screen').not.toBeNull();
  return box!;
}

test.describe('with the cookie choice made', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('pearl.cookie-consent', 'rejected'));
  });

  test('Staff pages have a layout of their own: the navigation, who is signed in, View shop and Logout', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/admin$/);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Pearl Admin' })).toBeVisible();
    await expect(banner.getByText('Owner', { exact: true })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'View shop' })).toBeVisible();
    await expect(counterNav(page).getByRole('link')).toHaveText(['Orders dashboard', 'Make screen']);
    await expect(adminNav(page).getByRole('link')).toHaveText(OWNER_PAGES);
    await expect(adminNav(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expectNoShopChrome(page);
    // The spec's dashboard as it was.
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Test Payment' })).toBeVisible();
    // The footer's quick links, on one slim line.
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('navigation', { name: 'Quick links' }).getByRole('link')).toHaveText([
      'Home',
      'Menu',
      'About',
      'Contact',
      'Privacy Policy',
    ]);
    expect((await boxOf(footer)).height).toBeLessThanOrEqual(48);
    await expectNoSeriousAxeViolations(page, '/admin in the staff layout');
    await shoot(page, 'staff-admin');

    // The orders dashboard, in the same layout.
    await counterNav(page).getByRole('link', { name: 'Orders dashboard' }).click();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Orders Dashboard' })).toBeVisible();
    await expect(counterNav(page).getByRole('link', { name: 'Orders dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(banner.getByText('Owner', { exact: true })).toBeVisible();
    await expectNoShopChrome(page);
    await expectNoSeriousAxeViolations(page, '/orders in the staff layout');
    await page.setViewportSize(TABLET);
    // On a counter tablet the navigation is in view, and the counter's own bar stays in view as the list scrolls.
    await expect(counterNav(page)).toBeVisible();
    await page.mouse.wheel(0, 1500);
    await expect(page.getByRole('navigation', { name: 'Counter screens' })).toBeInViewport();
    await page.setViewportSize(WIDE);
    await shoot(page, 'staff-orders');

    // The make screen keeps its own frame; its Staff menu is the way out.
    await counterNav(page).getByRole('link', { name: 'Make screen' }).click();
    await expect(page.getByRole('heading', { name: 'Make Queue' })).toBeVisible();
    await expect(counterNav(page)).toHaveCount(0);
    const menuButton = page.getByRole('button', { name: 'Staff menu' });
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(counterNav(page).getByRole('link', { name: 'Make screen' })).toHaveAttribute('aria-current', 'page');
    await expect(adminNav(page).getByRole('link')).toHaveText(OWNER_PAGES);
    await expect(page.getByText('Owner', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'the make screen’s Staff menu');
    await shoot(page, 'staff-make-screen-menu');
    await page.keyboard.press('Escape');
    await expect(adminNav(page)).toHaveCount(0);
    await expect(menuButton).toBeFocused();
    await menuButton.click();
    await adminNav(page).getByRole('link', { name: 'Opening hours' }).click();
    await expect(page).toHaveURL(/\/admin\/hours$/);
    await expect(banner.getByRole('link', { name: 'Pearl Admin' })).toBeVisible();
    await shoot(page, 'staff-hours');

    // View shop: the storefront as customers see it, with the way back through the shop header's Admin link.
    await banner.getByRole('link', { name: 'View shop' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Spark Up Every Moment!' })).toBeVisible();
    await banner.getByRole('link', { name: 'Admin', exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(adminNav(page)).toBeVisible();

    // Logout signs out and returns to the shop.
    await banner.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(banner.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await page.goto('/orders');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('A barista’s navigation holds the counter and their PIN only, and the shop’s name leads to the orders', async ({
    page,
    browser,
  }) => {
    const email = `layout-barista-${Date.now().toString(36)}@pearl.example`;
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/admin$/);
    const { csrfToken } = (await (await page.request.get('/api/auth/session')).json()) as { csrfToken: string };
    const added = await page.request.post('/api/admin/staff', {
      data: { name: 'Lee Layout', email, role: 'barista' },
      headers: { 'x-csrf-token': csrfToken },
    });
    expect(added.ok(), await added.text()).toBe(true);

    const context = await browser.newContext({ bypassCSP: true, viewport: WIDE });
    await context.addInitScript(() => window.localStorage.setItem('pearl.cookie-consent', 'rejected'));
    const barista = await context.newPage();
    await barista.goto(await setPasswordLinkFor(email));
    const password = 'oolong pearls at noon 7';
    await barista.getByLabel('New password', { exact: true }).fill(password);
    await barista.getByLabel('New password again').fill(password);
    await barista.getByRole('button', { name: 'Set password' }).click();
    await expect(barista.getByText('Your password is set.')).toBeVisible();
    await signIn(barista, { email, password });
    await expect(barista).toHaveURL(/\/orders$/);

    const banner = barista.getByRole('banner');
    await expect(banner.getByText('Lee Layout', { exact: true })).toBeVisible();
    await expect(banner.getByText('Barista', { exact: true })).toBeVisible();
    await expect(counterNav(barista).getByRole('link')).toHaveText(['Orders dashboard', 'Make screen']);
    // Of the admin pages, only the one every member of staff has: their own PIN for the counter tablet.
    await expect(adminNav(barista).getByRole('link')).toHaveText(['My PIN']);
    await expect(barista.getByRole('link', { name: 'Back to Admin' })).toHaveCount(0);
    await barista.goto('/admin/staff');
    await banner.getByRole('link', { name: 'Pearl Admin' }).click();
    await expect(barista).toHaveURL(/\/orders$/);
    await context.close();
  });
});

test('The cookie banner keeps its rule on staff pages, in the page’s flow, covering no staff control', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  const cookies = page.getByRole('region', { name: 'Cookies and the map' });
  await expect(cookies).toBeVisible();
  // Under the header and above the page: it pushes the page down rather than lying over it.
  const header = await boxOf(page.getByRole('banner'));
  const banner = await boxOf(cookies);
  const heading = await boxOf(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }));
  expect(banner.y).toBeGreaterThanOrEqual(header.y + header.height);
  expect(banner.y + banner.height).toBeLessThanOrEqual(heading.y);
  await expect(cookies).not.toHaveCSS('position', 'fixed');

  await page.setViewportSize(TABLET);
  await page.goto('/orders');
  await expect(cookies).toBeVisible();
  // Every control of the dashboard's bar answers a tap at its centre (nothing lies over it).
  for (const control of await page.getByRole('navigation', { name: 'Counter screens' }).getByRole('link').all()) {
    const box = await boxOf(control);
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('a')?.textContent ?? null,
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(hit).toBe(await control.textContent());
  }
  await expectNoSeriousAxeViolations(page, '/orders with the cookie banner');
  if (shots) await page.screenshot({ path: `${shots}/staff-orders-cookie-banner-1024.png` });

  await cookies.getByRole('button', { name: 'Reject' }).click();
  await expect(cookies).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders Dashboard' })).toBeVisible();
  await expect(cookies).toHaveCount(0);
});

/** The set-password link in the newest e-mail to an address (.eml files: no SMTP in tests), once it is written. */
async function setPasswordLinkFor(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const files = await readdir(outbox).catch(() => [] as string[]);
        for (const file of files) {
          const text = (await readFile(join(outbox, file), 'utf8'))
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/g, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16)));
          if (!text.includes(`To: ${email}`)) continue;
          link = /https?:\/\/\S+\/set-password#[A-Za-z0-9_-]+/.exec(text)?.[0];
          if (link) return true;
        }
        return false;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return link!;
}
