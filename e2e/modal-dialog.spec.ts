/**
 * The shop's own modal dialogs (the Size dialog, Clear Basket's question) hold the page as a modal must, for a keyboard,
 * a pointer and a screen reader: focus starts inside and Tab cannot leave, Escape and a tap beside the box close it
 * (not the question's: only its buttons or Escape answer it), the page behind is hidden from assistive technology and
 * does not scroll, and focus goes back to the button that opened it.
 */
import { expect, test, type Page } from './support/test';

const focusInside = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('dialog, [role="dialog"], [role="alertdialog"]')));

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('pearl.cookie-consent', 'rejected'));
});

test('The Size dialog keeps focus inside, hides the page behind and closes with Escape or a tap beside it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto('/menu');
  const add = page.getByRole('button', { name: 'Add Classic Milk Tea REG to basket' });
  await add.click();
  const dialog = page.getByRole('dialog', { name: 'Classic Milk Tea' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(await focusInside(page)).toBe(true);

  // The page behind is out of the accessibility tree while the dialog is open, and does not scroll.
  await expect(page.getByRole('button', { name: 'Order Now' })).toHaveCount(0);
  await expect(page.getByRole('banner')).toHaveCount(0);
  const scrollBefore = await page.evaluate(() => window.scrollY);
  await page.mouse.move(20, 650);
  await page.mouse.wheel(0, 600);
  // A wheel scrolls on a later frame: give it a few before looking.
  await page.evaluate(() => new Promise((frames) => setTimeout(frames, 300)));
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);

  // Tab goes round inside: from Add 1 to Basket (the last control) back to the first, and Shift+Tab back again.
  const addToBasket = dialog.getByRole('button', { name: 'Add 1 to Basket' });
  await addToBasket.focus();
  await page.keyboard.press('Tab');
  expect(await focusInside(page)).toBe(true);
  await expect(addToBasket).not.toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(addToBasket).toBeFocused();
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInside(page), `Shift+Tab ${i + 1} stays in the dialog`).toBe(true);
  }

  // Escape closes it; focus is back on Add; the page is back for screen readers and scrolls again.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(add).toBeFocused();
  await expect(page.getByRole('button', { name: 'Order Now' })).toBeVisible();
  await page.mouse.wheel(0, 300);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollBefore);

  // A tap on the dimmed page beside the box closes it too, adding nothing.
  await add.click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 690);
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('link', { name: /View Basket/ })).toHaveCount(0);
});

test('Clear Basket’s question is answered only by its buttons or Escape', async ({ page }) => {
  await page.goto('/menu');
  await page.getByRole('button', { name: 'Add Classic Milk Tea REG to basket' }).click();
  await page.getByRole('dialog', { name: 'Classic Milk Tea' }).getByRole('button', { name: 'Add 1 to Basket' }).click();
  await expect(page.getByRole('link', { name: /View Basket/ })).toBeVisible();
  await page.goto('/order-online');
  const clear = page.getByRole('button', { name: 'Clear Basket' });
  await clear.click();
  const question = page.getByRole('alertdialog', { name: 'Clear your basket?' });
  await expect(question).toBeVisible();
  expect(await focusInside(page)).toBe(true);

  // A tap beside it does not answer it.
  await page.mouse.click(5, 5);
  await expect(question).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(question).toHaveCount(0);
  await expect(clear).toBeFocused();
  await expect(page.getByText('Your basket is empty.')).toHaveCount(0);
});
