/**
 * The till on a tablet keeps its ways to pay in sight: at 1024×768, with a deal nudge showing and again with a long
 * sale, Charge, the cash buttons and Complete are wholly on screen without scrolling, and the sale's lines scroll
 * inside the panel (the first line stays reachable). Screenshots of the till go to test-results/till-fold/ at
 * 1024×768, 1280×800 and 390×844.
 */
import { signInAsOwner } from './support/devices';
import { expect, test, type Page } from './support/test';

const shots = 'test-results/till-fold';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('pearl.cookie-consent', 'rejected'));
});

/** Every way to pay the sale, each wholly inside the window as it stands. */
async function expectPayInSight(page: Page) {
  const charge = page.getByRole('button', { name: /^Charge £/ });
  await expect(charge).toBeEnabled();
  for (const pay of [
    charge,
    page.getByRole('button', { name: '£5', exact: true }),
    page.getByRole('button', { name: 'Exact', exact: true }),
    page.getByRole('button', { name: 'Complete', exact: true }),
  ])
    await expect(pay).toBeInViewport({ ratio: 1 });
}

test('A barista at a 1024×768 tablet sees Charge and the cash buttons with a deal nudge and a long sale', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await signInAsOwner(page);
  await page.goto('/counter');
  const drinks = page.getByRole('list', { name: 'Drinks' });
  const classic = drinks.getByRole('button', { name: /^Classic Milk Tea/ });
  await classic.click();
  await classic.click();
  await expect(page.getByRole('status').filter({ hasText: 'Add 1 more Milk Tea' })).toBeVisible();
  await expectPayInSight(page);
  await page.screenshot({ path: `${shots}/till-nudge-1024x768.png` });

  // A long sale: its lines scroll inside the panel, and the ways to pay stay where they were.
  for (const name of ['Taro Milk Tea', 'Matcha Latte', 'Thai Milk Tea', 'Jasmine Milk Tea', 'Peach Oolong'])
    await drinks.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  const lines = page.getByRole('list', { name: 'Sale lines' });
  await expect(lines.getByRole('listitem')).toHaveCount(6);
  await expectPayInSight(page);
  await page.screenshot({ path: `${shots}/till-long-sale-1024x768.png` });
  const first = lines.getByRole('button', { name: /^2 × Classic Milk Tea/ });
  await first.scrollIntoViewIfNeeded();
  await expect(first).toBeInViewport({ ratio: 1 });
  await expectPayInSight(page);

  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    // The phone has no room beside the menu: the sale follows it, and the whole page is the picture.
    await page.screenshot({ path: `${shots}/till-long-sale-${width}x${height}.png`, fullPage: width < 1024 });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectPayInSight(page);
});
