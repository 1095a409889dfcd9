/**
 * The storefront arrives drawn by the server. Without JavaScript a customer can still read the menu and its
 * prices; with it, the page hydrates without a mismatch, takes a drink into the basket, and follows a staff change to
 * the catalogue without a reload. Names and prices come from GET /api/menu, never hard-coded.
 */
import { expect, test, type APIRequestContext, type Page } from './support/test';
import type { Menu, Product } from '../src/domain/catalogue';
import { formatPounds } from '../src/domain/money';

const ADMIN = { email: 'admin@pearl.example', password: 'pearl-e2e-admin-password' };

async function getMenu(request: APIRequestContext): Promise<Menu> {
  const response = await request.get('/api/menu');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Menu;
}

const onSale = (menu: Menu): Product[] => menu.products.filter((product) => !product.soldOut);

test.describe('Without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('A customer reads the menu with its prices, and the home page', async ({ page, request }) => {
    const menu = await getMenu(request);
    await page.goto('/menu');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Menu' })).toBeVisible();
    await expect(page).toHaveTitle(/Menu/);
    for (const product of onSale(menu).slice(0, 8)) {
      const card = page.getByRole('article', { name: product.name });
      await expect(card).toBeVisible();
      await expect(card).toContainText(`REG${formatPounds(product.priceReg)}`);
      await expect(card).toContainText(`LRG${formatPounds(product.priceLrg)}`);
    }
    // Every product of the catalogue is on the page.
    await expect(page.getByRole('article')).toHaveCount(menu.products.length);
    // The cookie banner is drawn, but its buttons cannot work without JavaScript: it stays hidden.
    await expect(page.getByRole('region', { name: 'Cookies and the map' })).toBeHidden();

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Menu', exact: true }).first().click();
    await expect(page).toHaveURL(/\/menu$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Our Menu' })).toBeVisible();
  });
});

test.describe('The status band without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('The drawn pages say whether the shop is open, and the pause message while staff pause', async ({
    page,
    request,
  }) => {
    const band = page.getByTestId('shop-status');
    const { text } = (await (await request.get('/api/shop-status')).json()) as { text: string };
    expect(text).toMatch(/^(Open until|Closed)/);
    for (const path of ['/', '/menu']) {
      await page.goto(path);
      await expect(band).toContainText(text);
    }

    const login = await request.post('/api/auth/login', { data: ADMIN });
    const { csrfToken } = (await login.json()) as { csrfToken: string };
    const headers = { 'x-csrf-token': csrfToken };
    expect((await request.post('/api/admin/shop-pause', { data: { minutes: null }, headers })).status()).toBe(200);
    try {
      await page.goto('/');
      await expect(band).toHaveText("We're not taking online orders right now");
    } finally {
      expect((await request.post('/api/admin/shop-resume', { headers })).status()).toBe(200);
    }
    await page.goto('/menu');
    await expect(band).toContainText(text);
  });
});

test.describe('Before the code arrives', () => {
  // The code never arrives here: nothing to wait for.
  test.use({ awaitHydration: false });

  test('The drawn page shows the cookie banner from the start when no choice is stored, and not when one is', async ({
    page,
  }) => {
    // The page's code never arrives here.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/menu');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Menu' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookies and the map' })).toBeVisible();

    await page.addInitScript(() => window.localStorage.setItem('pearl.cookie-consent', 'accepted'));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookies and the map' })).toBeHidden();
  });
});

test.describe('When the code arrives late', () => {
  test('A menu scrolled before its code ran shows the small header once it runs', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('pearl.cookie-consent', 'rejected'));
    // The page's code is held back until the customer has scrolled.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/index-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/menu', { waitUntil: 'commit' });
    const header = page.getByRole('banner');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Menu' })).toBeVisible();
    const tall = (await header.boundingBox())!.height;
    await page.evaluate(() => window.scrollTo({ top: 2_000, behavior: 'instant' }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1_500);
    release();
    // The header shrinks (spec: after 50 px of scrolling) without waiting for another scroll.
    await expect.poll(async () => (await header.boundingBox())!.height).toBeLessThan(tall - 10);
  });
});

test.describe('With JavaScript', () => {
  /** Console errors and uncaught errors, hydration mismatches among them (React reports those as either). */
  function watchErrors(page: Page): string[] {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || /hydrat/i.test(message.text())) errors.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    return errors;
  }

  test('Every drawn page hydrates without a mismatch, with a stored basket and no cookie choice yet', async ({
    page,
    request,
  }) => {
    const product = onSale(await getMenu(request))[0]!;
    // A returning customer: a basket in local storage, which the server cannot see.
    await page.addInitScript(
      (line) => {
        if (!window.localStorage.getItem('pearl.cart'))
          window.localStorage.setItem('pearl.cart', JSON.stringify([line]));
      },
      {
        id: product.id,
        name: product.name,
        size: 'reg',
        quantity: 2,
        price: product.priceReg,
        category: product.category,
        image: product.image,
      },
    );
    const errors = watchErrors(page);
    for (const path of ['/', '/menu', '/order-online', '/about', '/contact', '/privacy-policy']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // Filled in after hydration: the stored basket and the cookie banner.
      await expect(page.getByRole('region', { name: 'Cookies and the map' })).toBeVisible();
      if (path === '/order-online') await expect(page.getByRole('heading', { name: '2 items' })).toBeVisible();
      else await expect(page.getByRole('link', { name: /View Basket/ })).toContainText('2 items');
      await page.waitForTimeout(300);
    }
    expect(errors).toEqual([]);
  });

  test('Every drawn page hydrates without a mismatch for a visitor who accepted cookies, and the map follows the choice', async ({
    page,
  }) => {
    await page.route('https://www.openstreetmap.org/**', (route) => route.fulfill({ body: '<p>map</p>' }));
    // The shop's pages only (not the map's frame, whose storage is not the shop's).
    await page.addInitScript(() => {
      if (window === window.top) window.localStorage.setItem('pearl.cookie-consent', 'accepted');
    });
    const errors = watchErrors(page);
    // The contact page's code comes after the rest of the page's (held back here, as on a slow network): it hydrates
    // last, with the choice unknown, as drawn.
    await page.route('**/assets/contact-page-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    for (const path of ['/contact', '/privacy-policy', '/', '/menu']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByRole('region', { name: 'Cookies and the map' })).toBeHidden();
      if (path === '/contact') await expect(page.getByTitle('Map of Pearl on Market Hill, Buckingham')).toBeVisible();
      await page.waitForTimeout(300);
    }
    // Moved to after hydration, the contact page shows the map at once.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
    await expect(page.getByTitle('Map of Pearl on Market Hill, Buckingham')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('A customer adds a drink on the drawn menu, and a staff change shows without a reload', async ({
    page,
    request,
  }) => {
    await page.addInitScript(() => window.localStorage.setItem('pearl.cookie-consent', 'rejected'));
    const errors = watchErrors(page);
    const menu = await getMenu(request);
    const product = onSale(menu).find((candidate) => !candidate.optionGroups?.length) ?? onSale(menu)[0]!;

    await page.goto('/menu');
    await page.getByRole('button', { name: `Add ${product.name} REG to basket` }).click();
    const dialog = page.getByRole('dialog', { name: product.name });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Add 1 to Basket' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('link', { name: /View Basket/ })).toContainText('1 item');

    // Staff rename the product: the open page follows through the menu's live stream.
    const login = await request.post('/api/auth/login', { data: ADMIN });
    expect(login.ok(), await login.text()).toBe(true);
    const { csrfToken } = (await login.json()) as { csrfToken: string };
    const renamed = `${product.name} (SSR)`;
    const rename = (name: string) =>
      request.put(`/api/admin/products/${product.id}`, { data: { name }, headers: { 'x-csrf-token': csrfToken } });
    expect((await rename(renamed)).ok()).toBe(true);
    try {
      await expect(page.getByRole('article', { name: renamed })).toBeVisible();
      // And the next page drawn by the server has it too.
      const html = await (await request.get('/menu')).text();
      expect(html).toContain(renamed);
    } finally {
      expect((await rename(product.name)).ok()).toBe(true);
    }
    expect(errors).toEqual([]);
  });
});

test.describe('Nothing moves while the page comes alive', () => {
  // CLS 0: layout shifts recorded by the browser from the first paint until the page is live and its basket
  // read, as a phone and a desktop show them.
  for (const width of [375, 1280]) {
    test(`The order page's footer stays where it was drawn when the empty basket is read, at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 823 });
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto('/order-online');
      await expect(page.getByText('Your basket is empty.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Browse Menu' })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
      // Two frames for the last shift, if any, to be reported.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)).toEqual([]);
    });
  }
});
