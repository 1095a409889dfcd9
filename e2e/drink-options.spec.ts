/**
 * Drink options end to end: a customer picks 25% sugar, Less ice and Tapioca pearls on a large milk tea, sees the price rise
 * by the pearls' price, adds the same drink again with the defaults and sees two lines, pays, and sees the choices on
 * the confirmation; staff see them on the orders dashboard. axe on the dialog; the defaults are added by keyboard.
 */
import { expect, test, type Page } from './support/test';
import type { Menu } from '../src/domain/catalogue';
import { formatPounds } from '../src/domain/money';
import { expectNoSeriousAxeViolations } from './support/accessibility';

const ADMIN = { email: 'admin@pearl.example', password: 'pearl-e2e-admin-password' };
const CHOICES = '25% sugar · Less ice · Tapioca pearls';
const shots = process.env.E2E_SHOTS;

async function shoot(page: Page, name: string) {
  if (!shots) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: name !== 'dialog' });
  }
}

// axe is injected as a script tag, which the shop's CSP refuses.
test.use({ bypassCSP: true });

test('A customer chooses sugar, ice and pearls, pays, and staff see the choices', async ({ page, request }) => {
  await page.addInitScript(() => window.localStorage.setItem('pearl.cookie-consent', 'rejected'));
  const menu = (await (await request.get('/api/menu')).json()) as Menu;
  const tea = menu.products.find((product) => product.name === 'Classic Milk Tea')!;
  const pearls = tea.optionGroups!.flatMap((group) => group.options).find((o) => o.name === 'Tapioca pearls')!;

  await page.goto('/menu');
  await page.getByRole('button', { name: 'Add Classic Milk Tea LRG to basket' }).click();
  const dialog = page.getByRole('dialog', { name: 'Classic Milk Tea' });
  await expect(dialog).toContainText(`${formatPounds(tea.priceLrg)} each`);
  await expect(dialog.getByRole('group', { name: 'Sugar' }).getByRole('radio', { name: '100% sugar' })).toBeChecked();
  await expect(dialog.getByRole('group', { name: 'Ice' }).getByRole('radio', { name: 'Regular ice' })).toBeChecked();
  await expect(dialog).toContainText('Allergens: Milk');
  await expectNoSeriousAxeViolations(page, 'the size dialog');

  await dialog.getByRole('group', { name: 'Sugar' }).getByRole('radio', { name: '25% sugar' }).check();
  await dialog.getByRole('group', { name: 'Ice' }).getByRole('radio', { name: 'Less ice' }).check();
  const toppings = dialog.getByRole('group', { name: 'Toppings' });
  await toppings.getByRole('checkbox', { name: `Tapioca pearls +${formatPounds(pearls.priceLrg)}` }).check();
  await expect(dialog).toContainText(`${formatPounds(tea.priceLrg + pearls.priceLrg)} each`);

  // The limit is enforced with a message.
  await toppings.getByRole('checkbox', { name: /^Popping boba/ }).check();
  await toppings.getByRole('checkbox', { name: /^Aloe vera/ }).check();
  await toppings.getByRole('checkbox', { name: /^Pudding/ }).click();
  await expect(toppings.getByRole('checkbox', { name: /^Pudding/ })).not.toBeChecked();
  await expect(toppings.getByRole('status')).toHaveText('Choose up to 3 toppings');
  await toppings.getByRole('checkbox', { name: /^Popping boba/ }).uncheck();
  await toppings.getByRole('checkbox', { name: /^Aloe vera/ }).uncheck();
  await expect(dialog).toContainText(`${formatPounds(tea.priceLrg + pearls.priceLrg)} each`);
  await expectNoSeriousAxeViolations(page, 'the size dialog with choices');
  await shoot(page, 'dialog');
  await page.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByRole('button', { name: 'Add 1 to Basket' }).click();
  await expect(dialog).toHaveCount(0);

  // The same drink with the defaults, by keyboard alone: another line.
  await page.getByRole('button', { name: 'Add Classic Milk Tea LRG to basket' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Add 1 to Basket' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);

  await page.goto('/order-online');
  const main = page.getByRole('main');
  await expect(main).toContainText(CHOICES);
  await expect(main).toContainText('100% sugar · Regular ice');
  await shoot(page, 'order-page');
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto('/menu');
  await page.getByRole('button', { name: 'Order Now' }).click();
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await checkout.getByLabel('Name').fill('Ann Example');
  await checkout.getByLabel('Email').fill('ann@example.com');
  await checkout.getByLabel('Card number').fill('4242 4242 4242 4242');
  await checkout.getByLabel('Expiry').fill('12/34');
  await checkout.getByLabel('CVC').fill('123');
  await checkout.getByRole('button', { name: /^Pay £/ }).click();
  const success = page.getByRole('dialog', { name: 'Payment Successful' });
  await expect(success).toBeVisible();
  await success.getByRole('button', { name: 'Back to Menu' }).click();
  const details = page.getByRole('region', { name: /^Order number / });
  await expect(details).toContainText(CHOICES);

  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/orders');
  await expect(page.getByRole('main')).toContainText(CHOICES);
});
