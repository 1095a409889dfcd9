/**
 * The stamp card spent at the counter, with the sandbox: nine drinks paid with one address fill the card; the order
 * page shows the card's counter code and its QR; the barista types the code at /counter, sees "Stamps: 9 of 9", uses
 * the free drink (the sale's total drops by a drink's REG price), takes the exact cash, and the customer's receipt and
 * order page show "Free drink (stamp card)"; the card starts again and its code has changed. axe runs on the order page
 * with the code and on the till with the card. Screenshots go to test-results/stamp-card-till/.
 */
import { expect, test, type Locator, type Page } from './support/test';
import { fillCard } from './support/stamp-card';
import { expectNoSeriousAxeViolations } from './support/accessibility';
import { mailTo, outboxNow } from './support/outbox';
import type { Menu } from '../src/domain/catalogue';
import { formatPounds } from '../src/domain/money';
import { FREE_DRINK_LINE } from '../src/domain/pricing';

const ADMIN = { email: 'admin@pearl.example', password: 'pearl-e2e-admin-password' };
const shots = 'test-results/stamp-card-till';

test.use({ bypassCSP: true });
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('pearl.cookie-consent', 'rejected'));
});

/** A part of the screen at a phone's width and a desktop's (and a tablet's for the till). */
async function shoot(page: Page, name: string, part: Locator, widths: number[]) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: width === 1024 ? 768 : 900 });
    await part.scrollIntoViewIfNeeded();
    await part.screenshot({ path: `${shots}/${name}-${width}.png` });
  }
}

test('A full card’s code from the order page spends its free drink at the till, paid in cash', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const menu = (await (await request.get('/api/menu')).json()) as Menu;
  const classic = menu.products.find((product) => product.name === 'Classic Milk Tea')!;
  const address = `till-regular-${Date.now().toString(36)}@example.com`;
  const orderPage = await fillCard(request, address, menu);

  // 1. The order page: the card full, its code and QR, and a word to show it at the counter.
  await page.goto(orderPage);
  const card = page.getByRole('region', { name: 'Your stamp card' });
  await expect(card).toContainText('Stamps: 9 of 9');
  await expect(card).toContainText('Show this at the counter');
  await expect(card.getByRole('img', { name: /^QR code of your stamp card code / })).toBeVisible();
  const code = (await card.locator('[data-stamp-code]').textContent())!.trim();
  expect(code).toMatch(/^[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/);
  await expectNoSeriousAxeViolations(page, 'the order page with the stamp card’s code');
  await shoot(page, 'order-page-code', card, [390, 1280]);

  // 2. The till: two Classic Milk Teas, the code typed as a barista would, the card found.
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/counter');
  const drinks = page.getByRole('list', { name: 'Drinks' });
  await drinks.getByRole('button', { name: /^Classic Milk Tea/ }).click();
  await drinks.getByRole('button', { name: /^Classic Milk Tea/ }).click();
  const total = page.locator('[data-sale-total]');
  await expect(total).toHaveText(formatPounds(classic.priceReg * 2));

  // A wrong code is refused in words; the right one, typed in lower case, finds the card.
  const field = page.getByLabel('Stamp card code (from the customer’s order page)');
  await field.fill('ZZZZ-ZZZZ');
  await page.getByRole('button', { name: 'Find card' }).click();
  await expect(page.getByRole('alert')).toHaveText('No stamp card has this code. Please check it and type it again.');
  await shoot(page, 'till-code-field', page.getByRole('form', { name: 'Stamp card' }), [1024, 390]);
  await page.setViewportSize({ width: 1024, height: 768 });
  await field.fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Find card' }).click();
  const stampCard = page.getByRole('region', { name: 'Stamp card' });
  await expect(stampCard).toContainText(`Stamp card ${code}`);
  await expect(stampCard).toContainText('Stamps: 9 of 9');
  await expect(page.getByText('The receipt and the stamps go to the stamp card’s address.')).toBeVisible();

  // 3. Use free drink: one drink's REG price off, as the server will price it.
  await stampCard.getByRole('button', { name: 'Use free drink' }).click();
  await expect(page.getByText(FREE_DRINK_LINE)).toBeVisible();
  await expect(total).toHaveText(formatPounds(classic.priceReg));
  await expectNoSeriousAxeViolations(page, '/counter with a stamp card and its free drink');
  await shoot(page, 'till-stamp-card', stampCard, [1024, 390, 1280]);
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: `${shots}/till-1024-full.png` });

  // 4. The exact cash; Complete; the number shown.
  const before = await outboxNow();
  await page.getByRole('button', { name: 'Exact' }).click();
  await page.getByRole('button', { name: 'Complete' }).click();
  const done = page.getByRole('region', { name: 'Sale complete' });
  await expect(done).toContainText(`Paid ${formatPounds(classic.priceReg)} · Cash`);

  // 5. The customer's receipt and order page show the free drink; the card starts again, with a new code.
  let receipt = '';
  await expect
    .poll(async () => (receipt = await mailTo(address, before)).includes(FREE_DRINK_LINE), { timeout: 15_000 })
    .toBe(true);
  // The e-mail's text is quoted-printable: its long lines are broken with a trailing "=".
  const tillOrderPage = /\/track\/[A-Za-z0-9_-]+/.exec(receipt.replace(/=\r?\n/g, ''))?.[0];
  expect(tillOrderPage, 'the receipt links to the order page').toBeTruthy();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(tillOrderPage!);
  await expect(page.getByRole('main')).toContainText(FREE_DRINK_LINE);
  const after = page.getByRole('region', { name: 'Your stamp card' });
  await expect(after).toContainText('Stamps: 1 of 9');
  await expect(after.locator('[data-stamp-code]')).not.toHaveText(code);
});
