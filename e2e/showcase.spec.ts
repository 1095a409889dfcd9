/**
 * The storefront as an owner would show it off: on a 375×812 phone a drink's Add button is on the first screen of
 * /menu and the Size dialog's Add 1 to Basket is in view whatever the options; the Pickup time select groups its
 * times by day; /success and /order-confirmation show the same summary of the same basket. axe on each, and
 * screenshots at 375 and 1280 px go to $E2E_SHOTS when set.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';
import type { Menu } from '../src/domain/catalogue';
import { expectNoSeriousAxeViolations } from './support/accessibility';
import { basketLine, withBasket } from './support/basket';

const shots = process.env.E2E_SHOTS;
const PHONE = { width: 375, height: 812 };

async function shoot(page: Page, name: string) {
  if (!shots) return;
  const was = page.viewportSize();
  for (const size of [PHONE, { width: 1280, height: 800 }]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${shots}/${name}-${size.width}.png` });
  }
  if (was) await page.setViewportSize(was);
}

/** In the viewport, and its centre not covered by anything (the floating Order Now, a banner). */
async function expectInViewUncovered(locator: Locator) {
  await expect(locator).toBeInViewport({ ratio: 1 });
  const uncovered = await locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && (top === element || element.contains(top));
  });
  expect(uncovered, 'covered by something else').toBe(true);
}

async function getMenu(request: APIRequestContext): Promise<Menu> {
  return (await (await request.get('/api/menu')).json()) as Menu;
}

test.use({ bypassCSP: true });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('pearl.cookie-consent', 'rejected'));
});

test('At 375×812 a drink with its Add button is on the first screen of /menu, and the chips stay in one row', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/menu');
  const firstAdd = page.getByRole('button', { name: /^Add .+ REG to basket$/ }).first();
  await expectInViewUncovered(firstAdd);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // Categories and diet tags share one row (their tops level), which stays at the top while the menu scrolls.
  const categories = page.getByRole('group', { name: 'Filter the menu by category' });
  const diets = page.getByRole('group', { name: 'Filter the menu by dietary tag' });
  expect(Math.abs((await categories.boundingBox())!.y - (await diets.boundingBox())!.y)).toBeLessThan(2);
  await page.mouse.wheel(0, 2500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await expect(categories.getByRole('button', { name: 'All' })).toBeInViewport();
  // The deals: one row that scrolls sideways.
  const deals = page.getByRole('region', { name: 'Today’s deals' }).getByRole('list');
  expect(await deals.evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoSeriousAxeViolations(page, '/menu at 375 px');

  // At 1280 px every category chip is in view.
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const chip of await categories.getByRole('button').all()) await expect(chip).toBeInViewport({ ratio: 1 });
  await shoot(page, 'showcase-menu');
});

test('The Size dialog keeps Add 1 to Basket, the quantity and the line’s price in view whatever the options', async ({
  page,
  request,
}) => {
  const menu = await getMenu(request);
  // The drink with the most option groups: the longest dialog.
  const product = [...menu.products]
    .filter((candidate) => !candidate.soldOut)
    .sort((a, b) => (b.optionGroups?.length ?? 0) - (a.optionGroups?.length ?? 0))[0]!;
  await page.setViewportSize(PHONE);
  await page.goto('/menu');
  await page.getByRole('button', { name: `Add ${product.name} LRG to basket` }).click();
  const dialog = page.getByRole('dialog', { name: product.name });
  const add = dialog.getByRole('button', { name: 'Add 1 to Basket', exact: true });
  await expectInViewUncovered(add);
  // The line's price is on the button too.
  await expect(add).toHaveText(/^Add 1 to Basket\s*£\d+\.\d\d$/);
  await expectInViewUncovered(dialog.getByRole('button', { name: 'Increase quantity' }));
  await dialog.getByRole('button', { name: 'Increase quantity' }).click();
  await expectInViewUncovered(dialog.getByRole('button', { name: /^Add 2 to Basket/ }));
  await expectNoSeriousAxeViolations(page, 'the Size dialog at 375 px');
  await shoot(page, 'showcase-size-dialog');
  await dialog.getByRole('button', { name: /^Add 2 to Basket/ }).click();
  await expect(dialog).toBeHidden();
});

test('Pickup time groups its times by day, As soon as possible first; both confirmations show the same summary', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const menu = await getMenu(request);
  const product = menu.products.find((candidate) => !candidate.soldOut && candidate.optionGroups?.length)!;
  // A saved basket line without options takes the drink's defaults (so the summaries list options).
  const lines = [basketLine(product, 'lrg', 2)];
  const setBasket = () =>
    page.evaluate((stored) => window.localStorage.setItem('pearl.cart', stored), JSON.stringify(lines));

  await withBasket(page, lines);
  await page.goto('/order-online');
  await expect(page.getByRole('heading', { name: '2 items' })).toBeVisible();
  const select = page.getByLabel('Pickup time');
  await expect(select).toBeEnabled();
  const groups = await select.locator('optgroup').evaluateAll((all) => all.map((g) => g.getAttribute('label')));
  expect(groups[0]).toBe('Today');
  expect(groups.slice(1, 2)).toEqual(groups.length > 1 ? ['Tomorrow'] : []);
  for (const label of groups.slice(2)) expect(label).toMatch(/^[A-Z][a-z]+day \d{1,2} [A-Z][a-z]+$/);
  const first = select.locator('option').first();
  if ((await first.getAttribute('value')) === 'asap') {
    await expect(first).toHaveText(/^As soon as possible/);
    await expect(select.locator('optgroup option[value="asap"]')).toHaveCount(0);
  }
  // A slot tomorrow (or the last day offered), the same for both payments.
  const slot = select
    .locator('optgroup')
    .nth(Math.min(1, groups.length - 1))
    .locator('option')
    .first();
  const slotValue = (await slot.getAttribute('value'))!;
  await select.selectOption(slotValue);
  await expectNoSeriousAxeViolations(page, '/order-online with the grouped Pickup time');
  await shoot(page, 'showcase-pickup');

  // The hosted checkout: back on /success.
  await page.getByRole('button', { name: 'Place Order' }).click();
  // The order page has an Email field too: type only once the hosted checkout is here.
  await expect(page).toHaveURL(/\/checkout\/sandbox\/cs_sbx_\w+$/);
  await page.getByLabel('Email').fill('show@example.com');
  await page.getByLabel('Name').fill('Sho Off');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/success\?session_id=/);
  const summary = page.getByRole('region', { name: /^Order number / });
  await expect(summary).toBeVisible();
  await expect(page.getByRole('link', { name: 'Track your order' })).toBeVisible();
  const fromSuccess = await summaryOf(summary);
  expect(fromSuccess).toContain(product.name);
  await expectNoSeriousAxeViolations(page, '/success');
  await shoot(page, 'showcase-success');

  // The same basket and time, paid in the Checkout dialog: /order-confirmation.
  await setBasket();
  await page.goto('/order-online');
  await page.getByLabel('Pickup time').selectOption(slotValue);
  await page.goto('/menu');
  await page.getByRole('button', { name: 'Order Now' }).click();
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await checkout.getByLabel('Pickup time').selectOption(slotValue);
  await checkout.getByLabel('Name').fill('Sho Off');
  await checkout.getByLabel('Email').fill('show@example.com');
  await checkout.getByLabel('Card number').fill('4242 4242 4242 4242');
  await checkout.getByLabel('Expiry').fill('12/34');
  await checkout.getByLabel('CVC').fill('123');
  await checkout.getByRole('button', { name: /^Pay / }).click();
  await page.getByRole('dialog', { name: 'Payment Successful' }).getByRole('button', { name: 'Back to Menu' }).click();
  await expect(page).toHaveURL(/\/order-confirmation$/);
  await expect(summary).toBeVisible();
  expect(await summaryOf(summary)).toBe(fromSuccess);
  await expect(page.getByRole('link', { name: 'Track your order' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/order-confirmation');
  await shoot(page, 'showcase-order-confirmation');
});

/** A summary's text without its order number (two payments make two orders). */
async function summaryOf(summary: Locator): Promise<string> {
  return (await summary.innerText()).replace(/^Order number \S+\s*/, '').trim();
}
