/**
 * The storefront's journeys: the menu, the basket with promotions, the order page, the public pages, the
 * cookie banner, and an accessibility check of every page with axe-core at phone and desktop widths.
 * Product names, prices and promotions are read from GET /api/menu, never hard-coded.
 */
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { basketTotals } from '../src/domain/basket';
import type { Menu, Product } from '../src/domain/catalogue';
import { formatPounds } from '../src/domain/money';
import { bundlePrice, type Promotion } from '../src/domain/promotion';
import { sizeCode, type Size } from '../src/domain/sizes';
import { expectNoSeriousAxeViolations } from './support/accessibility';
import { basketLine } from './support/basket';

const PHONE = { width: 360, height: 800 };

async function getMenu(request: APIRequestContext): Promise<Menu> {
  const response = await request.get('/api/menu');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Menu;
}

function productsIn(menu: Menu, category: string): Product[] {
  return menu.products.filter((product) => product.category === category && !product.soldOut);
}

/**
 * The categories a customer can really shop from, in menu order: other journeys (staff, security) may leave a category
 * of their own behind for a while, so the tests never assume which one comes first.
 */
function stockedCategories(menu: Menu): Menu['categories'] {
  return [...menu.categories]
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .filter((category) => productsIn(menu, category.value).length >= 2);
}

function firstProductOf(menu: Menu, category: string): Product {
  const product = productsIn(menu, category)[0];
  if (!product) throw new Error(`The demo menu has no available product in ${category}.`);
  return product;
}

/** Most tests are not about cookies: answer the banner up front so it stays out of the way. */
async function acceptCookies(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('pearl.cookie-consent', 'accepted'));
}

/** The OpenStreetMap embed is a third party: answer it locally so tests never depend on the internet. */
async function stubMap(page: Page) {
  await page.route('https://www.openstreetmap.org/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>map</title><p>map</p>' }),
  );
}

function filterBar(page: Page) {
  return page.getByRole('group', { name: 'Filter the menu by category' });
}

async function openMenu(page: Page) {
  await page.goto('/menu');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Menu' })).toBeVisible();
  await expect(filterBar(page)).toBeVisible();
}

/** Adds a product through the size dialog, as a customer does. */
async function addToBasket(page: Page, product: Pick<Product, 'name'>, size: Size, quantity: number) {
  await page.getByRole('button', { name: `Add ${product.name} ${sizeCode(size)} to basket` }).click();
  const dialog = page.getByRole('dialog', { name: product.name });
  await expect(dialog).toBeVisible();
  for (let i = 1; i < quantity; i++) await dialog.getByRole('button', { name: 'Increase quantity' }).click();
  await dialog.getByRole('button', { name: `Add ${quantity} to Basket` }).click();
  await expect(dialog).toBeHidden();
}

function basketLink(page: Page) {
  return page.getByRole('banner').getByRole('link', { name: /^Basket, / });
}

function orderLine(page: Page, product: Pick<Product, 'name'>, size: Size) {
  return page.getByRole('group', { name: `Quantity of ${product.name} ${sizeCode(size)}` });
}

test.describe('Menu', () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test('Customers can filter the menu by category', async ({ page, request }) => {
    const menu = await getMenu(request);
    const [first, second] = stockedCategories(menu);
    if (!first || !second) throw new Error('The demo menu needs two categories.');
    const firstProduct = firstProductOf(menu, first.value);
    const secondProduct = firstProductOf(menu, second.value);

    await openMenu(page);
    const buttons = filterBar(page).getByRole('button');
    await expect(buttons.first()).toHaveText('All');
    await expect(buttons).toHaveCount(menu.categories.length + 1);
    await expect(filterBar(page).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('article', { name: firstProduct.name })).toBeVisible();

    await filterBar(page).getByRole('button', { name: second.displayName, exact: true }).click();
    await expect(filterBar(page).getByRole('button', { name: second.displayName, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(filterBar(page).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('heading', { level: 2, name: second.displayName, exact: true })).toBeVisible();
    await expect(page.getByRole('article', { name: secondProduct.name })).toBeVisible();
    await expect(page.getByRole('article', { name: firstProduct.name })).toHaveCount(0);
    await expect(page.getByRole('article')).toHaveCount(
      productsIn(menu, second.value).length +
        menu.products.filter((p) => p.category === second.value && p.soldOut).length,
    );

    await filterBar(page).getByRole('button', { name: 'All' }).click();
    await expect(page.getByRole('article', { name: firstProduct.name })).toBeVisible();
  });

  test('If the menu cannot load, customers see why and can retry', async ({ page }) => {
    let down = true;
    await page.route('**/api/menu', async (route) => {
      if (down) {
        await route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: '{"error":"The menu is taking a short break."}',
        });
      } else {
        await route.continue();
      }
    });
    // The server draws /menu with the menu in it: a page drawn in the browser (sign-in) fetches it, and
    // the menu it leads to shows the failure.
    await page.goto('/login');
    await page.getByRole('banner').getByRole('link', { name: 'Menu', exact: true }).first().click();
    const problem = page.getByRole('alert').filter({ hasText: 'The menu is taking a short break.' });
    await expect(problem).toBeVisible();
    down = false;
    await problem.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(problem).toHaveCount(0);
  });

  test("Products show their REG and LRG prices and calories, or 'N/A cal.'", async ({ page, request }) => {
    const menu = await getMenu(request);
    const withCalories = menu.products.find((product) => product.calories !== null)!;
    const withoutCalories = menu.products.find((product) => product.calories === null)!;
    await openMenu(page);
    const card = page.getByRole('article', { name: withCalories.name });
    await expect(card).toContainText(`${withCalories.calories} cal.`);
    await expect(card).toContainText(`REG${formatPounds(withCalories.priceReg)}`);
    await expect(card).toContainText(`LRG${formatPounds(withCalories.priceLrg)}`);
    await expect(page.getByRole('article', { name: withoutCalories.name })).toContainText('N/A cal.');
  });

  test('Customers can add REG and LRG items in quantities and see them on the menu', async ({ page, request }) => {
    const menu = await getMenu(request);
    const product = firstProductOf(menu, stockedCategories(menu)[0]!.value);
    await openMenu(page);
    await expect(page.getByRole('link', { name: /View Basket/ })).toHaveCount(0);
    await expect(basketLink(page)).toHaveAccessibleName('Basket, empty');

    // The dialog: the product's name, a stepper that never goes below 1, Add N to Basket and Cancel.
    await page.getByRole('button', { name: `Add ${product.name} REG to basket` }).click();
    const dialog = page.getByRole('dialog', { name: product.name });
    await expect(dialog.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Increase quantity' }).click();
    await dialog.getByRole('button', { name: 'Increase quantity' }).click();
    await dialog.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect(dialog.getByRole('button', { name: 'Add 2 to Basket' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(basketLink(page)).toHaveAccessibleName('Basket, empty');

    await addToBasket(page, product, 'reg', 3);
    await addToBasket(page, product, 'lrg', 1);

    const card = page.getByRole('article', { name: product.name });
    const breakdown = card.getByRole('list', { name: `${product.name} in your basket` });
    await expect(breakdown.getByRole('listitem')).toHaveText([
      // Each line shows its options (here the defaults, which cost nothing).
      `REG · ${formatPounds(product.priceReg)}100% sugar · Regular ice× 3`,
      `LRG · ${formatPounds(product.priceLrg)}100% sugar · Regular ice× 1`,
    ]);
    await expect(card).toContainText('Total quantity4');
    await expect(basketLink(page)).toHaveAccessibleName('Basket, 4 items');
    // The total is priced by the domain with the active promotions, as the page does.
    const { total } = basketTotals([basketLine(product, 'reg', 3), basketLine(product, 'lrg', 1)], menu.promotions);
    const viewBasket = page.getByRole('link', { name: /View Basket/ });
    await expect(viewBasket).toContainText('4 items');
    await expect(viewBasket).toContainText(formatPounds(total));

    // Reset removes every size of that product.
    await card.getByRole('button', { name: `Reset ${product.name}` }).click();
    await expect(breakdown).toHaveCount(0);
    await expect(basketLink(page)).toHaveAccessibleName('Basket, empty');
    await expect(viewBasket).toHaveCount(0);
  });

  test("Order Now with an empty basket says 'Your cart is empty!'", async ({ page, request }) => {
    const menu = await getMenu(request);
    await openMenu(page);
    await page.getByRole('button', { name: 'Order Now' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Your cart is empty!' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Checkout' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/menu$/);

    // With items it opens the Checkout dialog, over the menu.
    await addToBasket(page, firstProductOf(menu, stockedCategories(menu)[0]!.value), 'reg', 1);
    await page.getByRole('button', { name: 'Order Now' }).click();
    await expect(page.getByRole('dialog', { name: 'Checkout' })).toBeVisible();
    await expect(page).toHaveURL(/\/menu$/);
  });

  test('The View Basket button shows the count and total and leads to the order page', async ({ page, request }) => {
    const menu = await getMenu(request);
    const product = firstProductOf(menu, stockedCategories(menu)[0]!.value);
    await openMenu(page);
    await addToBasket(page, product, 'lrg', 2);
    const { total } = basketTotals(
      [
        {
          id: product.id,
          name: product.name,
          size: 'lrg',
          price: product.priceLrg,
          quantity: 2,
          category: product.category,
        },
      ],
      menu.promotions,
    );
    const viewBasket = page.getByRole('link', { name: /View Basket/ });
    await expect(viewBasket).toContainText(`2 items · ${formatPounds(total)}`);
    await viewBasket.click();
    await expect(page).toHaveURL(/\/order-online$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Order' })).toBeVisible();
    await expect(page.getByRole('link', { name: /View Basket/ })).toHaveCount(0);
  });
  test('A product whose picture fails to load shows the placeholder instead of a broken image', async ({
    page,
    request,
  }) => {
    const menu = await getMenu(request);
    const [broken, healthy] = productsIn(menu, stockedCategories(menu)[0]!.value).filter((product) => product.image);
    if (!broken?.image || !healthy?.image)
      throw new Error('The demo menu needs two products with pictures in one category.');
    let refused = 0;
    await page.route(
      (url) => url.pathname === broken.image,
      async (route) => {
        refused++;
        await route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
      },
    );

    await openMenu(page);
    const brokenPicture = page.getByRole('article', { name: broken.name }).locator('img');
    await brokenPicture.scrollIntoViewIfNeeded();
    await expect(brokenPicture).toHaveAttribute('src', '/images/placeholder.svg');
    expect(refused).toBeGreaterThan(0);
    // The placeholder itself loads, so the customer sees a picture rather than a broken-image icon.
    await expect
      .poll(() =>
        brokenPicture.evaluate(
          (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
        ),
      )
      .toBe(true);
    // Only the failing picture is replaced.
    await expect(page.getByRole('article', { name: healthy.name }).locator('img')).toHaveAttribute(
      'src',
      healthy.image,
    );
  });

  test('The View Basket button pulses and the header’s basket icon shakes each time the basket changes', async ({
    page,
    request,
  }) => {
    const menu = await getMenu(request);
    const product = firstProductOf(menu, stockedCategories(menu)[0]!.value);
    // The pulse lasts a moment: the page's clock is held while the class is checked, so a slow machine cannot miss it.
    await page.clock.install();
    await openMenu(page);
    const viewBasket = page.getByRole('link', { name: /View Basket/ });
    const pulse = /(^|\s)motion-safe:animate-basket-pulse(\s|$)/;
    const basketIcon = basketLink(page).locator('svg');
    const shake = /(^|\s)motion-safe:animate-basket-shake(\s|$)/;

    for (const size of ['reg', 'lrg'] as const) {
      await page.getByRole('button', { name: `Add ${product.name} ${sizeCode(size)} to basket` }).click();
      const dialog = page.getByRole('dialog', { name: product.name });
      // The dialog's code comes after the next frame: the clock is held only once it is open.
      await expect(dialog.getByRole('button', { name: 'Add 1 to Basket' })).toBeVisible();
      await page.clock.pauseAt(Date.now() + 1_000);
      await dialog.getByRole('button', { name: 'Add 1 to Basket' }).click();
      await expect(viewBasket).toHaveClass(pulse);
      await expect(basketIcon).toHaveClass(shake);
      await page.clock.resume();
      await expect(viewBasket).not.toHaveClass(pulse);
      await expect(basketIcon).not.toHaveClass(shake);
      await expect(dialog).toBeHidden();
    }
    await expect(viewBasket).toContainText('2 items');
  });

  test('The category filter stays in view, just under the header, as the menu scrolls', async ({ page }) => {
    for (const viewport of [PHONE, { width: 1280, height: 900 }]) {
      await page.setViewportSize(viewport);
      await openMenu(page);
      const header = page.getByRole('banner');
      const filters = filterBar(page);
      await page.evaluate(() => window.scrollTo({ top: 2_500, behavior: 'instant' }));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2_000);
      // Still among the products, well past where the row first sits, and not down at the footer.
      await expect(page.getByRole('contentinfo')).not.toBeInViewport();
      expect(
        await page.evaluate(
          () => !!document.elementFromPoint(innerWidth / 2, innerHeight / 2)?.closest('#menu-products'),
        ),
      ).toBe(true);
      await expect(filters).toBeInViewport();
      await expect(filters.getByRole('button', { name: 'All' })).toBeInViewport();
      // Settled once the header has finished shrinking: the row sits right below it, not under it nor further down.
      await expect
        .poll(async () => {
          const headerBox = (await header.boundingBox())!;
          // The sticky bar that holds the chips (the chips keep a little padding inside it).
          const filterBox = (await filters
            .locator('xpath=ancestor::div[contains(@class, "sticky")][1]')
            .boundingBox())!;
          return Math.abs(filterBox.y - (headerBox.y + headerBox.height));
        })
        .toBeLessThanOrEqual(2);
    }
  });
});

test.describe('Order page', () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test('Customers can change quantities on the order page', async ({ page, request }) => {
    const menu = await getMenu(request);
    const [a, b] = productsIn(menu, stockedCategories(menu)[0]!.value);
    if (!a || !b) throw new Error('The demo menu needs two products in its first category.');
    await openMenu(page);
    await addToBasket(page, a, 'reg', 1);
    await addToBasket(page, b, 'lrg', 2);
    await basketLink(page).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Your Order' })).toBeVisible();
    const line = orderLine(page, a, 'reg');
    await expect(line).toContainText('1');
    await expect(page.getByRole('button', { name: `Decrease quantity of ${a.name} REG` })).toBeDisabled();
    await page.getByRole('button', { name: `Increase quantity of ${a.name} REG` }).click();
    await expect(line).toContainText('2');
    await expect(page.getByRole('button', { name: `Decrease quantity of ${a.name} REG` })).toBeEnabled();
    await page.getByRole('button', { name: `Decrease quantity of ${a.name} REG` }).click();
    await expect(line).toContainText('1');

    const subtotal = a.priceReg + 2 * b.priceLrg;
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary).toContainText(`Subtotal${formatPounds(subtotal)}`);

    await page.getByRole('button', { name: `Remove ${b.name} LRG from basket` }).click();
    await expect(orderLine(page, b, 'lrg')).toHaveCount(0);
    await expect(summary).toContainText(`Total${formatPounds(a.priceReg)}`);

    // Clear Basket asks first.
    await page.getByRole('button', { name: 'Clear Basket' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Clear your basket?' });
    await confirm.getByRole('button', { name: 'Keep my items' }).click();
    await expect(line).toBeVisible();
    await page.getByRole('button', { name: 'Clear Basket' }).click();
    await confirm.getByRole('button', { name: 'Yes, clear basket' }).click();
    await expect(page.getByText('Your basket is empty.')).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('pearl.cart'))).toBeNull();
    await page.getByRole('link', { name: 'Browse Menu' }).click();
    await expect(page).toHaveURL(/\/menu$/);
  });

  test('A promotion discount appears and disappears as the basket crosses the bundle size', async ({
    page,
    request,
  }) => {
    const menu = await getMenu(request);
    // A multi-unit deal whose category has a product for which the bundle really saves money.
    let found: { promotion: Promotion; product: Product; unit: number } | undefined;
    for (const promotion of menu.promotions.filter((p) => p.requiredQuantity >= 2)) {
      const product = productsIn(menu, promotion.category).find((candidate) => {
        const unit = promotion.size === 'reg' ? candidate.priceReg : candidate.priceLrg;
        return unit * promotion.requiredQuantity > bundlePrice(promotion);
      });
      if (product) {
        found = { promotion, product, unit: promotion.size === 'reg' ? product.priceReg : product.priceLrg };
        break;
      }
    }
    if (!found) throw new Error('The demo menu needs a multi-unit promotion that saves money.');
    const { promotion, product, unit } = found;
    const bundle = promotion.requiredQuantity;

    await openMenu(page);
    await addToBasket(page, product, promotion.size, bundle - 1);
    await basketLink(page).click();
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary).toContainText(`Total${formatPounds(unit * (bundle - 1))}`);
    await expect(summary.getByText('Promotion Discount')).toHaveCount(0);

    await page
      .getByRole('button', { name: `Increase quantity of ${product.name} ${sizeCode(promotion.size)}` })
      .click();
    const discount = unit * bundle - bundlePrice(promotion);
    await expect(summary.getByText('Promotion Discount')).toBeVisible();
    await expect(summary).toContainText(formatPounds(-discount));
    await expect(summary).toContainText(`${promotion.title} ×1`);
    await expect(summary).toContainText(`Subtotal${formatPounds(unit * bundle)}`);
    await expect(summary).toContainText(`Total${formatPounds(bundlePrice(promotion))}`);

    await page
      .getByRole('button', { name: `Decrease quantity of ${product.name} ${sizeCode(promotion.size)}` })
      .click();
    await expect(summary.getByText('Promotion Discount')).toHaveCount(0);
    await expect(summary).toContainText(`Total${formatPounds(unit * (bundle - 1))}`);
  });

  test('The basket survives a reload', async ({ page, request }) => {
    const menu = await getMenu(request);
    const product = firstProductOf(menu, stockedCategories(menu)[1]!.value);
    await openMenu(page);
    await addToBasket(page, product, 'lrg', 2);
    await page.reload();
    await expect(page.getByRole('article', { name: product.name })).toContainText('Total quantity2');
    await page.goto('/order-online');
    await expect(orderLine(page, product, 'lrg')).toContainText('2');
    await page.reload();
    await expect(orderLine(page, product, 'lrg')).toContainText('2');
    await expect(basketLink(page)).toHaveAccessibleName('Basket, 2 items');
  });

  test('Place Order shows the reason when checkout cannot go ahead', async ({ page, request }) => {
    const menu = await getMenu(request);
    const product = firstProductOf(menu, stockedCategories(menu)[0]!.value);
    // A basket kept from an earlier visit holds a drink the shop has since taken off the menu.
    const retired = {
      id: '00000000-0000-4000-8000-00000000dead',
      name: 'Retired Taro Slush',
      size: 'reg',
      quantity: 1,
      category: product.category,
      image: product.image,
      price: 350,
    };
    const current = {
      id: product.id,
      name: product.name,
      size: 'reg',
      quantity: 1,
      category: product.category,
      image: product.image,
      price: product.priceReg,
    };
    await page.addInitScript(
      (stored) => {
        if (!window.localStorage.getItem('pearl.cart')) window.localStorage.setItem('pearl.cart', stored);
      },
      JSON.stringify([retired, current]),
    );
    await page.goto('/order-online');
    await expect(orderLine(page, retired, 'reg')).toBeVisible();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(
      page.getByRole('alert').filter({
        hasText:
          "An error occurred while processing your checkout: 'Retired Taro Slush' is no longer on the menu. Please remove it from your basket.",
      }),
    ).toBeVisible();
    // Nothing was lost: the customer stays on the order page with the basket as it was, and can try again.
    await expect(page).toHaveURL(/\/order-online$/);
    await expect(orderLine(page, product, 'reg')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();
    await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/menu');

    // Once it is removed, the order goes ahead to the checkout page.
    await page.getByRole('button', { name: 'Remove Retired Taro Slush REG from basket' }).click();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/checkout\/sandbox\/cs_sbx_\w+$/);
  });
});

test.describe('Navigation', () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test('Unknown paths redirect home', async ({ page }) => {
    await page.goto('/no-such-page/at-all');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Spark Up Every Moment!' })).toBeVisible();
    await expect(page.getByText('Sip the Fun – Dive into Deliciousness!')).toBeVisible();
  });

  test('Links change the page without reloading it, Back and Forward return, and the header marks where you are', async ({
    page,
    request,
  }) => {
    const [, second] = stockedCategories(await getMenu(request));
    if (!second) throw new Error('The demo menu needs two categories.');
    await page.goto('/');
    // A mark on this document: a reload or a full page load would lose it.
    await page.evaluate(() => Object.assign(window, { pearlSameDocument: true }));
    const sameDocument = () => page.evaluate(() => 'pearlSameDocument' in window);
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });

    await nav.getByRole('link', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Our Menu' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Menu', exact: true })).toHaveAttribute('aria-current', 'page');
    await filterBar(page).getByRole('button', { name: second.displayName, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/menu\\?category=${second.value}$`));

    await nav.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'About', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Menu', exact: true })).not.toHaveAttribute('aria-current', 'page');

    // The filter replaced its entry rather than adding one: Back goes to the menu as it was left.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/menu\\?category=${second.value}$`));
    await expect(filterBar(page).getByRole('button', { name: second.displayName, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Spark Up Every Moment!' })).toBeVisible();
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: 'Our Menu' })).toBeVisible();
    expect(await sameDocument(), 'no page was reloaded').toBe(true);
  });

  test('Home leads to the menu and every page starts at the top', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Order Now' }).click();
    await expect(page).toHaveURL(/\/menu$/);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('The header shrinks after scrolling more than 50 px', async ({ page }) => {
    await page.goto('/menu');
    await expect(page.getByRole('article').first()).toBeVisible();
    const header = page.getByRole('banner');
    const height = async () => (await header.boundingBox())!.height;
    /** Scrolls to y and waits until the page has seen that scroll. */
    const scrollTo = (y: number) =>
      page.evaluate(
        (top) =>
          new Promise<void>((resolve) => {
            window.addEventListener('scroll', () => requestAnimationFrame(() => resolve()), { once: true });
            window.scrollTo({ top, behavior: 'instant' });
          }),
        y,
      );
    const tall = await height();

    await scrollTo(40);
    expect(await page.evaluate(() => window.scrollY)).toBe(40);
    expect(await height()).toBe(tall);
    await scrollTo(60);
    await expect.poll(height).toBeLessThan(tall);
    // Back to 40 px: full height again.
    await scrollTo(40);
    await expect.poll(height).toBe(tall);
    await scrollTo(300);
    await expect.poll(height).toBeLessThan(tall);
    await scrollTo(0);
    await expect.poll(height).toBe(tall);
  });

  test('The header collapses into a menu on a phone', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'About' })).toBeHidden();
    await expect(header.getByRole('link', { name: /^Basket/ })).toBeVisible();
    const toggle = header.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    const close = header.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Menu', 'About', 'Contact', 'Sign In'])
      await expect(header.getByRole('link', { name })).toBeVisible();

    // Escape closes it and gives focus back to the toggle.
    await page.keyboard.press('Escape');
    await expect(header.getByRole('link', { name: 'About' })).toBeHidden();
    await expect(toggle).toBeFocused();

    // Navigating closes it too.
    await toggle.click();
    await header.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('The public pages say what the specification says', async ({ page }) => {
    await page.goto('/about');
    for (const name of [
      'Our Story',
      'Our Mission',
      'Fresh Ingredients',
      'Handcrafted With Love',
      'Loved by the Community',
    ]) {
      await expect(page.getByRole('heading', { name })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Explore Our Menu' }).click();
    await expect(page).toHaveURL(/\/menu$/);

    await page.goto('/contact');
    await page.getByRole('textbox', { name: 'Name' }).fill('Ada');
    await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
    await page.getByRole('textbox', { name: 'Message' }).fill('Do you do oat milk?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Message sent! (This is a placeholder action)' }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Order Now' })).toHaveAttribute(
      'href',
      '/order-online',
    );

    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Request my data' })).toHaveAttribute(
      'href',
      '/request-my-data',
    );
  });
});

test.describe('Cookies', () => {
  test('Cookie choice is remembered', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookies and the map' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Reject' }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => window.localStorage.getItem('pearl.cookie-consent'))).toBe('rejected');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toHaveCount(0);

    // The privacy page lets a visitor change their mind.
    await page.goto('/privacy-policy');
    await page.getByRole('button', { name: 'Change my cookie choice' }).click();
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Accept' }).click();
    expect(await page.evaluate(() => window.localStorage.getItem('pearl.cookie-consent'))).toBe('accepted');
  });

  test('The map loads only after accepting cookies', async ({ page }) => {
    await stubMap(page);
    const mapRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith('https://www.openstreetmap.org/export/embed')) mapRequests.push(r.url());
    });
    await page.goto('/contact');
    await expect(page.getByRole('link', { name: /View the map on openstreetmap\.org/ })).toBeVisible();
    await expect(page.getByText('The map appears here once you accept cookies')).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(mapRequests).toEqual([]);

    await page.getByRole('region', { name: 'Cookies and the map' }).getByRole('button', { name: 'Accept' }).click();
    const map = page.locator('iframe[title="Map of Pearl on Market Hill, Buckingham"]');
    await expect(map).toHaveAttribute(
      'src',
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=.*&layer=mapnik&marker=/,
    );
    await expect.poll(() => mapRequests.length).toBeGreaterThan(0);

    await page.reload();
    await expect(map).toBeVisible();
  });

  test('The cookie banner leaves the floating buttons usable', async ({ page, request }) => {
    const menu = await getMenu(request);
    await page.setViewportSize(PHONE);
    await openMenu(page);
    await expect(page.getByRole('region', { name: 'Cookies and the map' })).toBeVisible();
    // A normal (not forced) click fails if anything covers the button.
    await page.getByRole('button', { name: 'Order Now' }).click({ timeout: 3_000 });
    await expect(page.getByRole('alert').filter({ hasText: 'Your cart is empty!' })).toBeVisible();
    await addToBasket(page, firstProductOf(menu, stockedCategories(menu)[0]!.value), 'reg', 1);
    await page.getByRole('link', { name: /View Basket/ }).click({ timeout: 3_000 });
    await expect(page).toHaveURL(/\/order-online$/);
  });
});

test.describe('Accessibility', () => {
  // axe is injected as a script tag, which the shop's Content-Security-Policy rightly refuses.
  test.use({ bypassCSP: true });

  const pages = [
    { path: '/', ready: 'Spark Up Every Moment!' },
    { path: '/menu', ready: 'Our Menu' },
    { path: '/order-online', ready: 'Your Order', basket: true },
    { path: '/order-online', ready: 'Your Order' },
    { path: '/about', ready: 'About Us' },
    { path: '/contact', ready: 'Contact Us' },
    { path: '/privacy-policy', ready: 'Privacy Policy' },
  ];

  for (const viewport of [PHONE, { width: 1280, height: 900 }]) {
    for (const target of pages) {
      const label = `${target.path}${target.basket ? ' (with items)' : target.path === '/order-online' ? ' (empty)' : ''}`;
      test(`axe finds no serious or critical problem on ${label} at ${viewport.width} px`, async ({
        page,
        request,
      }) => {
        await page.setViewportSize(viewport);
        await stubMap(page);
        if (target.basket) {
          const menu = await getMenu(request);
          const promotion = menu.promotions.find((candidate) => productsIn(menu, candidate.category).length > 0)!;
          const promoted = productsIn(menu, promotion.category)[0]!;
          const other = firstProductOf(
            menu,
            stockedCategories(menu).find((c) => c.value !== promotion.category)!.value,
          );
          // Enough of the promoted size to show the Promotion Discount line too.
          const lines = [basketLine(promoted, promotion.size, promotion.requiredQuantity), basketLine(other, 'reg', 1)];
          await page.addInitScript((stored) => {
            if (!window.localStorage.getItem('pearl.cart')) window.localStorage.setItem('pearl.cart', stored);
          }, JSON.stringify(lines));
        }
        await page.goto(target.path);
        await expect(page.getByRole('heading', { level: 1, name: target.ready })).toBeVisible();
        if (target.path === '/menu') await expect(page.getByRole('article').first()).toBeVisible();
        if (target.path === '/')
          await expect(page.getByRole('heading', { name: 'Something for every mood' })).toBeVisible();
        // The cookie banner is still up here, so it is checked on every page too.
        await expect(page.getByRole('region', { name: 'Cookies and the map' })).toBeVisible();

        await expectNoSeriousAxeViolations(page, `${label} at ${viewport.width} px`);
      });
    }
  }
});
