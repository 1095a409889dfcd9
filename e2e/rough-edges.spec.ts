/**
 * Rough edges that a shop owner and customers hit on screen: the cookie banner on a phone, the toast over the Checkout
 * dialog and over the next page, the floating buttons over
 * the cards on a phone (and the tray that keeps a tap beside them off the page), the promotion form's category names, the + button at the per-line limit, and a
 * product name that is already taken.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';
import type { Menu, Product } from '../src/domain/catalogue';

const PHONE = { width: 375, height: 812 };
const ADMIN = { email: 'admin@pearl.example', password: 'pearl-e2e-admin-password' };

async function getMenu(request: APIRequestContext): Promise<Menu> {
  const response = await request.get('/api/menu');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Menu;
}

async function someProduct(request: APIRequestContext): Promise<Product> {
  const menu = await getMenu(request);
  const product = menu.products.find((candidate) => !candidate.soldOut);
  if (!product) throw new Error('The demo menu has no product on sale.');
  return product;
}

/** A product the size dialog adds without drink options (an English sweet), so a stored line is the line it adds. */
async function someProductWithoutOptions(request: APIRequestContext): Promise<Product> {
  const menu = await getMenu(request);
  const product = menu.products.find((candidate) => !candidate.soldOut && !candidate.optionGroups?.length);
  if (!product) throw new Error('The demo menu has no product on sale without drink options.');
  return product;
}

function decideCookies(page: Page) {
  return page.addInitScript(() => window.localStorage.setItem('pearl.cookie-consent', 'rejected'));
}

/** Puts lines in the stored basket before the page loads, as an earlier visit would have left them. */
function storeBasket(page: Page, product: Product, quantity: number) {
  const lines = [
    {
      id: product.id,
      name: product.name,
      size: 'reg',
      price: product.priceReg,
      quantity,
      category: product.category,
      image: product.image,
    },
  ];
  return page.addInitScript((stored) => window.localStorage.setItem('pearl.cart', stored), JSON.stringify(lines));
}

/** True when the element's own pixels at its centre are not covered by anything else. */
async function uncoveredAtCentre(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && (top === element || element.contains(top));
  });
}

async function signInAsAdmin(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

test.describe('Rough edges', () => {
  test('On a 375 × 812 phone the cookie banner is compact and the page stays usable behind it', async ({
    page,
    request,
  }) => {
    await storeBasket(page, await someProduct(request), 2);
    await page.setViewportSize(PHONE);
    await page.goto('/menu');
    const banner = page.getByRole('region', { name: 'Cookies and the map' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Accept' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Reject' })).toBeVisible();

    const box = (await banner.boundingBox())!;
    expect(box.height, 'the banner’s height').toBeLessThanOrEqual(PHONE.height / 4);
    // The banner and the floating buttons above it together leave most of the screen to the page.
    const basketButton = (await page.getByRole('link', { name: /View Basket/ }).boundingBox())!;
    expect(PHONE.height - basketButton.y, 'the floating column’s height').toBeLessThanOrEqual(PHONE.height / 3);

    // The page still scrolls, and its very end (the footer's last links) comes out from behind the banner.
    await page.mouse.wheel(0, 20_000);
    const lastLink = page.getByRole('contentinfo').getByRole('link', { name: 'Request my data' });
    await lastLink.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect.poll(() => uncoveredAtCentre(lastLink)).toBe(true);
    await lastLink.click({ timeout: 3_000 });
    await expect(page).toHaveURL(/\/request-my-data$/);
  });

  test('At 375 px the “Added to your basket” toast does not cover the Checkout dialog’s title', async ({
    page,
    request,
  }) => {
    const product = await someProduct(request);
    await decideCookies(page);
    await page.setViewportSize(PHONE);
    await page.goto('/menu');
    await page.getByRole('button', { name: `Add ${product.name} REG to basket` }).click();
    await page.getByRole('dialog', { name: product.name }).getByRole('button', { name: 'Add 1 to Basket' }).click();
    // By CSS, not by role: an open dialog hides the rest of the page from the accessibility tree.
    const toast = page.locator('.toast-viewport > li').filter({ hasText: 'Added to your basket' });
    await expect(toast).toBeVisible();

    await page.getByRole('button', { name: 'Order Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Checkout' });
    await expect(dialog).toBeVisible();
    const title = dialog.getByRole('heading', { name: 'Checkout', exact: true });
    await expect(title).toBeVisible();
    await expect.poll(() => uncoveredAtCentre(title)).toBe(true);
    const titleBox = (await title.boundingBox())!;
    const toastBox = await toast.boundingBox();
    if (toastBox && (await toast.isVisible())) {
      const overlaps =
        toastBox.x < titleBox.x + titleBox.width &&
        titleBox.x < toastBox.x + toastBox.width &&
        toastBox.y < titleBox.y + titleBox.height &&
        titleBox.y < toastBox.y + toastBox.height;
      expect(overlaps, 'the toast overlaps the dialog title').toBe(false);
    }
  });

  test('The “Added to your basket” toast closes when the customer moves to another page', async ({ page, request }) => {
    const product = await someProduct(request);
    await decideCookies(page);
    await page.setViewportSize(PHONE);
    await page.goto('/menu');
    await page.getByRole('button', { name: `Add ${product.name} REG to basket` }).click();
    await page.getByRole('dialog', { name: product.name }).getByRole('button', { name: 'Add 1 to Basket' }).click();
    const toast = page.locator('.toast-viewport > li').filter({ hasText: 'Added to your basket' });
    await expect(toast).toBeVisible();
    // Hold the toast's own timer (toasts wait while the window is in the background), so only moving on can close it.
    await page.evaluate(() => window.dispatchEvent(new Event('blur')));

    await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(toast).toHaveCount(0);
  });

  test('On a 375 px phone a card’s Add button brought into view is never left under the floating buttons', async ({
    page,
  }) => {
    await decideCookies(page);
    await page.setViewportSize(PHONE);
    await page.goto('/menu');
    await expect(page.getByRole('button', { name: 'Order Now' })).toBeVisible();
    // Brought into view as the keyboard does: it stops above the dock (scroll-padding-bottom).
    const adds = page.getByRole('button', { name: /^Add .* to basket$/ });
    for (const index of [5, 6, 7, 8]) {
      const add = adds.nth(index);
      await add.evaluate((button) => button.scrollIntoView({ block: 'nearest' }));
      await expect.poll(() => uncoveredAtCentre(add), `Add button ${index}`).toBe(true);
    }
  });

  test('On a 375 px phone a tap beside Order Now lands on its tray, never on a diet filter or Add button behind it', async ({
    page,
  }) => {
    await decideCookies(page);
    await page.setViewportSize(PHONE);
    await page.goto('/menu');
    const orderNow = page.getByRole('button', { name: 'Order Now' });
    await expect(orderNow).toBeVisible();
    for (const scroll of [0, 300, 700, 1100]) {
      await page.evaluate((y) => window.scrollTo(0, y), scroll);
      const box = await orderNow.boundingBox();
      if (!box) throw new Error('Order Now has no box.');
      // Points in the row of Order Now, right of it, across the rest of the screen's width.
      const row = box.y + box.height / 2;
      for (const x of [box.x + box.width + 20, PHONE.width / 2 + 40, PHONE.width - 30]) {
        const behind = await page.evaluate(
          ([px, py]) => {
            const hit = document.elementFromPoint(px!, py!);
            const control = hit?.closest('button, a, input, label');
            return control ? (control.textContent ?? '').trim() || control.getAttribute('aria-label') : null;
          },
          [x, row],
        );
        expect(behind, `a tap at ${x},${Math.round(row)} after scrolling ${scroll} px`).toBeNull();
      }
    }
  });

  test('At the per-line limit the + button is disabled and says why', async ({ page, request }) => {
    const product = await someProduct(request);
    const limit = `You can order at most 50 of '${product.name}' at once.`;
    await decideCookies(page);
    await storeBasket(page, product, 50);
    await page.goto('/order-online');
    const increase = page.getByRole('button', { name: `Increase quantity of ${product.name} REG` });
    await expect(increase).toBeDisabled();
    await expect(increase).toHaveAccessibleDescription(limit);
    await expect(page.getByText(limit)).toBeVisible();

    // One below the limit: + works, and reaching the limit disables it.
    const decrease = page.getByRole('button', { name: `Decrease quantity of ${product.name} REG` });
    await decrease.click();
    await expect(increase).toBeEnabled();
    await expect(page.getByText(limit)).toHaveCount(0);
    await increase.click();
    await expect(increase).toBeDisabled();
    await expect(page.getByText(limit)).toBeVisible();
  });

  test('The size dialog’s + stops at the limit and says why', async ({ page, request }) => {
    // The limit is per basket line, and a drink's line includes its options: a sweet has none to choose.
    const product = await someProductWithoutOptions(request);
    await decideCookies(page);
    await storeBasket(page, product, 45);
    await page.goto('/menu');
    await page.getByRole('button', { name: `Add ${product.name} REG to basket` }).click();
    const dialog = page.getByRole('dialog', { name: product.name });
    const increase = dialog.getByRole('button', { name: 'Increase quantity' });
    for (let i = 1; i < 5; i++) await increase.click();
    await expect(dialog.getByRole('button', { name: 'Add 5 to Basket' })).toBeVisible();
    await expect(increase).toBeDisabled();
    await expect(increase).toHaveAccessibleDescription(
      `You can order at most 50 of '${product.name}' at once. 45 already in your basket.`,
    );
  });

  test('The promotion form lists categories by their display names, as the product form does', async ({
    page,
    request,
  }) => {
    const menu = await getMenu(request);
    await decideCookies(page);
    await signInAsAdmin(page);
    await page.getByRole('button', { name: '+ Add Promotion' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Promotion' });
    const options = await dialog.getByLabel('Category').locator('option').allTextContents();
    for (const category of menu.categories) {
      expect(options).toContain(`${category.displayName} (${category.value})`);
    }
    expect(options).not.toContain(menu.categories[0]!.value);
  });

  test('Adding a product with a name already taken says so in the form and adds nothing', async ({ page, request }) => {
    const product = await someProduct(request);
    const menu = await getMenu(request);
    const category = menu.categories.find((candidate) => candidate.value === product.category)!;
    await decideCookies(page);
    await signInAsAdmin(page);
    await page.getByRole('button', { name: '+ Add Product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Product' });
    await dialog.getByLabel('Name').fill(`  ${product.name.toUpperCase()} `);
    await dialog.getByLabel('Category').selectOption(category.value);
    await dialog.getByLabel('Regular price (£)').fill('3.50');
    await dialog.getByLabel('Large price (£)').fill('4.20');
    await dialog.getByRole('button', { name: 'Add Product' }).click();
    const message = `A product named "${product.name}" already exists.`;
    await expect(dialog.getByText(message)).toBeVisible();
    await expect(dialog.getByLabel('Name')).toHaveAccessibleDescription(message);
    await expect(page.getByText('Product added.')).toHaveCount(0);
    await expect(dialog).toBeVisible();
    const after = await getMenu(request);
    expect(after.products.filter((p) => p.name.toLowerCase() === product.name.toLowerCase())).toHaveLength(1);
  });
});
