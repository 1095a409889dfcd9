/**
 * Honest stock: with two menu pages and a basket open, a manager taps Out on Tapioca pearls at /admin/stock. Within
 * 2 seconds both menus show Brown Sugar Boba Milk (which needs pearls) sold out, and the pearl topping of Classic Milk
 * Tea (which stays on sale) sold out; the basket holding a Brown Sugar Boba Milk says which line and why, and its
 * checkout is refused with that sentence. Back in puts everything back. axe on the Stock page.
 */
import { expect, test, type Page } from './support/test';
import type { Menu } from '../src/domain/catalogue';
import { basketLine, withBasket } from './support/basket';
import { expectNoSeriousAxeViolations } from './support/accessibility';

const ADMIN = { email: 'admin@pearl.example', password: 'pearl-e2e-admin-password' };
const BOBA_OUT = 'Brown Sugar Boba Milk is sold out: we have run out of Tapioca pearls.';

// axe is injected as a script, which the shop's Content-Security-Policy rightly refuses (support/accessibility.ts).
test.use({ bypassCSP: true });

async function openMenu(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('pearl.cookie-consent', 'rejected'));
  await page.goto('/menu');
  await expect(page.getByRole('button', { name: 'Add Brown Sugar Boba Milk REG to basket' })).toBeEnabled();
}

test('Out on Tapioca pearls takes the pearl drinks and topping off every open menu and basket', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const menu = (await (await page.request.get('/api/menu')).json()) as Menu;
  const boba = menu.products.find((product) => product.name === 'Brown Sugar Boba Milk')!;

  const first = await browser.newPage();
  const second = await browser.newPage();
  const basket = await browser.newPage();
  await openMenu(first);
  await openMenu(second);
  await withBasket(basket, [basketLine(boba, 'reg', 1)]);
  await basket.goto('/order-online');
  await expect(basket.getByRole('heading', { name: 'Brown Sugar Boba Milk' })).toBeVisible();
  await expect(basket.getByText(BOBA_OUT)).toHaveCount(0);

  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('navigation', { name: 'Admin pages' }).getByRole('link', { name: 'Stock' }).click();
  await expect(page).toHaveURL(/\/admin\/stock$/);
  const pearls = page.getByRole('region', { name: 'Ingredients' }).getByRole('listitem', { name: 'Tapioca pearls' });
  await expect(pearls).toContainText('In stock');
  await expectNoSeriousAxeViolations(page, 'the Stock page');

  await pearls.getByRole('button', { name: 'Out', exact: true }).click();
  const tapped = Date.now();
  await expect(pearls).toContainText('Out since');
  for (const customer of [first, second]) {
    await expect(customer.getByRole('button', { name: 'Add Brown Sugar Boba Milk REG to basket' })).toBeDisabled({
      timeout: Math.max(1, 2_000 - (Date.now() - tapped)),
    });
  }
  expect(Date.now() - tapped).toBeLessThan(2_000);

  // Classic Milk Tea stays on sale, without its pearl topping.
  for (const customer of [first, second]) {
    await customer.getByRole('button', { name: 'Add Classic Milk Tea REG to basket' }).click();
    const toppings = customer
      .getByRole('dialog', { name: 'Classic Milk Tea' })
      .getByRole('group', { name: 'Toppings' });
    await expect(toppings.getByRole('checkbox', { name: /^Tapioca pearls/ })).toBeDisabled();
    await expect(toppings.getByRole('checkbox', { name: /^Grass jelly/ })).toBeEnabled();
    await customer.keyboard.press('Escape');
  }

  // The basket says which line and why, and its checkout is refused with the same sentence.
  await expect(basket.getByText(BOBA_OUT)).toBeVisible();
  await basket.getByRole('button', { name: 'Place Order' }).click();
  await expect(basket.getByRole('alert').filter({ hasText: BOBA_OUT })).toBeVisible();

  // Back in: on sale again everywhere.
  await pearls.getByRole('button', { name: 'Back in' }).click();
  await expect(pearls).toContainText('In stock');
  await expect(first.getByRole('button', { name: 'Add Brown Sugar Boba Milk REG to basket' })).toBeEnabled();
  await expect(basket.getByText(BOBA_OUT)).toHaveCount(0);
});
