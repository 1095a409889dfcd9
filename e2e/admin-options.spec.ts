/**
 * The staff side of drink options: on /admin/options an admin adds a drink option group (validated first), marks an option sold out and
 * the size dialog shows it disabled, then puts everything back (the option in stock, the new group deleted after a
 * confirmation). axe on the Options section and its form. Screenshots at 375 and 1280 px go to $E2E_SHOTS when set.
 */
import { expect, test, type Locator, type Page } from './support/test';
import type { Menu } from '../src/domain/catalogue';
import { expectNoSeriousAxeViolations } from './support/accessibility';

const ADMIN = { email: 'admin@pearl.example', password: 'pearl-e2e-admin-password' };
const shots = process.env.E2E_SHOTS;

async function shoot(page: Page, name: string, part?: Locator) {
  if (!shots) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    if (part) await part.screenshot({ path: `${shots}/${name}-${width}.png` });
    else await page.screenshot({ path: `${shots}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

// axe is injected as a script, which the shop's Content-Security-Policy rightly refuses (support/accessibility.ts).
test.use({ bypassCSP: true });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('pearl.cookie-consent', 'rejected'));
});

test('An admin adds an option group, marks an option sold out and the size dialog shows it disabled', async ({
  page,
  browser,
}) => {
  // A long journey (two browsers, three forms); on a busy machine it needs more than the default 45 s.
  test.setTimeout(150_000);
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('navigation', { name: 'Admin pages' }).getByRole('link', { name: 'Drink options' }).click();
  await expect(page).toHaveURL(/\/admin\/options$/);

  const section = page.getByRole('region', { name: 'Manage Options' });
  await expect(section.getByRole('heading', { name: 'Toppings' })).toBeVisible();
  await expect(section).toContainText('Choose up to 3 toppings');
  await expectNoSeriousAxeViolations(page, 'the Options section');
  await shoot(page, 'admin-options', section);

  // A new group, refused until it is complete.
  await section.getByRole('button', { name: '+ Add Option Group' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Option Group' });
  await dialog.getByRole('button', { name: 'Add Group' }).click();
  await expect(dialog.getByLabel('Group name')).toHaveAccessibleDescription('Group name is required');
  await expect(dialog.getByLabel('Option 1 name')).toHaveAccessibleDescription('Option name is required');

  await dialog.getByLabel('Group name').fill('Syrup');
  await dialog.getByRole('radio', { name: /Between a minimum and a maximum/ }).check();
  await dialog.getByRole('spinbutton', { name: 'Maximum' }).fill('1');
  await dialog.getByLabel('Option 1 name').fill('Vanilla syrup');
  await dialog.getByRole('group', { name: 'Option 1' }).getByLabel('Regular (£)').fill('0.40');
  await dialog.getByRole('group', { name: 'Option 1' }).getByLabel('Large (£)').fill('0.50');
  await dialog.getByRole('group', { name: 'Option 1' }).getByLabel('Option 1 is a default').uncheck();
  await dialog.getByRole('button', { name: 'Add option' }).click();
  await dialog.getByLabel('Option 2 name').fill('Caramel syrup');
  await dialog.getByRole('checkbox', { name: 'Milk Tea' }).check();
  await expectNoSeriousAxeViolations(page, 'the option group form');
  await shoot(page, 'admin-option-form', dialog);
  await dialog.getByRole('button', { name: 'Add Group' }).click();
  await expect(page.getByText('Option group added.', { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const syrup = section.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Syrup' }) });
  await expect(syrup).toContainText('Choose up to 1 syrup');
  await expect(syrup).toContainText('On Milk Tea');

  // Tapioca pearls sold out.
  await section.getByRole('switch', { name: 'Sold out: Tapioca pearls' }).click();
  await expect(page.getByText('Tapioca pearls marked sold out.', { exact: true })).toBeVisible();
  await expect(section.getByRole('switch', { name: 'Sold out: Tapioca pearls' })).toBeChecked();

  // The product form declares allergens and dietary tags, and keeps them.
  await page.getByRole('navigation', { name: 'Admin pages' }).getByRole('link', { name: 'Dashboard' }).click();
  const products = page.getByRole('region', { name: 'Manage Products' });
  await products.getByRole('button', { name: 'Edit Peach Oolong' }).click();
  const productForm = page.getByRole('dialog', { name: 'Edit Product' });
  const allergens = productForm.getByRole('group', { name: "Allergens (the UK's 14)" });
  await expect(allergens.getByRole('checkbox')).toHaveCount(14);
  await allergens.getByRole('checkbox', { name: 'Sulphur dioxide and sulphites' }).check();
  await productForm
    .getByRole('group', { name: 'Dietary tags' })
    .getByRole('checkbox', { name: 'Caffeine-free' })
    .check();
  await expectNoSeriousAxeViolations(page, 'the product form');
  await shoot(page, 'admin-product-form', productForm);
  await productForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Product saved.', { exact: true })).toBeVisible();
  await expect(productForm).toHaveCount(0);
  await products.getByRole('button', { name: 'Edit Peach Oolong' }).click();
  await expect(allergens.getByRole('checkbox', { name: 'Sulphur dioxide and sulphites' })).toBeChecked();
  await expect(allergens.getByRole('checkbox', { name: 'Milk' })).not.toBeChecked();
  await page.keyboard.press('Escape');

  // A customer's size dialog, in another browser.
  const customer = await browser.newPage();
  await customer.addInitScript(() => window.localStorage.setItem('pearl.cookie-consent', 'rejected'));
  await customer.goto('/menu');
  await customer.getByRole('button', { name: 'Add Classic Milk Tea REG to basket' }).click();
  const sizeDialog = customer.getByRole('dialog', { name: 'Classic Milk Tea' });
  const toppings = sizeDialog.getByRole('group', { name: 'Toppings' });
  await expect(toppings.getByRole('checkbox', { name: /^Tapioca pearls/ })).toBeDisabled();
  await expect(toppings.getByRole('checkbox', { name: /^Popping boba/ })).toBeEnabled();
  // Two options a row (from 440 px), the narrowest: the sold-out option's name, surcharge and mark never overlap.
  await customer.setViewportSize({ width: 440, height: 900 });
  const pearls = toppings.locator('label').filter({ hasText: 'Tapioca pearls' });
  await expect(pearls).toContainText(/Sold out/i);
  const overlaps = await pearls.evaluate((label) => {
    // Where each piece of text is drawn (a text may overflow its box), line by line.
    const lines = [...label.querySelectorAll('span')]
      .filter((span) => span.children.length === 0)
      .map((span) => {
        const range = document.createRange();
        range.selectNodeContents(span);
        return [...range.getClientRects()];
      });
    const meet = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    return lines.some((mine, i) =>
      lines.some((theirs, j) => i < j && mine.some((a) => theirs.some((b) => meet(a, b)))),
    );
  });
  expect(overlaps, 'the name, price and Sold out overlap').toBe(false);
  await expect(
    sizeDialog.getByRole('group', { name: 'Syrup' }).getByRole('checkbox', { name: 'Vanilla syrup +£0.40' }),
  ).toBeVisible();

  // Back as it was: pearls in stock, the new group deleted after a confirmation.
  await page.getByRole('navigation', { name: 'Admin pages' }).getByRole('link', { name: 'Drink options' }).click();
  await section.getByRole('switch', { name: 'Sold out: Tapioca pearls' }).click();
  await expect(page.getByText('Tapioca pearls is back in stock.', { exact: true })).toBeVisible();
  await syrup.getByRole('button', { name: 'Delete Syrup' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this option group?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Option group deleted.', { exact: true })).toBeVisible();
  await expect(section.getByRole('heading', { name: 'Syrup' })).toHaveCount(0);

  // The open menu follows without a reload: the drink's dialog, opened again, offers pearls and no syrup.
  await customer.keyboard.press('Escape');
  await expect(sizeDialog).toHaveCount(0);
  // The two changes reach the page one after the other; a dialog opened between them is closed and opened again.
  await expect(async () => {
    if (await sizeDialog.count()) {
      await customer.keyboard.press('Escape');
      await expect(sizeDialog).toHaveCount(0, { timeout: 500 });
    }
    await customer.getByRole('button', { name: 'Add Classic Milk Tea REG to basket' }).click();
    await expect(toppings.getByRole('checkbox', { name: /^Tapioca pearls/ })).toBeEnabled({ timeout: 500 });
    await expect(sizeDialog.getByRole('group', { name: 'Syrup' })).toHaveCount(0, { timeout: 500 });
  }).toPass();
  await customer.keyboard.press('Escape');
  await customer.goto('/menu?diet=caffeine-free');
  await expect(customer.getByRole('heading', { name: 'Peach Oolong' })).toBeVisible();

  // Peach Oolong as the demo menu has it again.
  await page.getByRole('navigation', { name: 'Admin pages' }).getByRole('link', { name: 'Dashboard' }).click();
  await products.getByRole('button', { name: 'Edit Peach Oolong' }).click();
  await allergens.getByRole('checkbox', { name: 'Sulphur dioxide and sulphites' }).uncheck();
  await productForm
    .getByRole('group', { name: 'Dietary tags' })
    .getByRole('checkbox', { name: 'Caffeine-free' })
    .uncheck();
  await productForm.getByRole('button', { name: 'Save' }).click();
  await expect(productForm).toHaveCount(0);
  await customer.close();
});

test('The menu filters by dietary tag with toggle buttons beside the categories', async ({ page }) => {
  await page.goto('/menu');
  const tags = page.getByRole('group', { name: 'Filter the menu by dietary tag' });
  const vegan = tags.getByRole('button', { name: 'Vegan' });
  const caffeineFree = tags.getByRole('button', { name: 'Caffeine-free' });
  await expect(vegan).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('heading', { name: 'Classic Milk Tea' })).toBeVisible();

  await vegan.click();
  await expect(vegan).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/diet=vegan/);
  await expect(page.getByRole('heading', { name: 'Mango Green Tea' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Classic Milk Tea' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Brown Sugar Oat Latte' })).toBeVisible();

  // Both tags: only what carries both; a category narrows further.
  await caffeineFree.click();
  await expect(page.getByRole('heading', { name: 'Sherbet Lemons' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mango Green Tea' })).toHaveCount(0);
  await page
    .getByRole('group', { name: 'Filter the menu by category' })
    .getByRole('button', { name: 'Milk Tea' })
    .click();
  await expect(page.getByText('Nothing in this category matches these filters.')).toBeVisible();
  await expect(vegan).toHaveAttribute('aria-pressed', 'true');
  await expectNoSeriousAxeViolations(page, 'the menu filtered by dietary tag');
  await page.getByRole('group', { name: 'Filter the menu by category' }).getByRole('button', { name: 'All' }).click();
  await shoot(page, 'menu-diet-filter');

  await vegan.click();
  await caffeineFree.click();
  await expect(vegan).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('heading', { name: 'Classic Milk Tea' })).toBeVisible();
});

test('An old saved basket line takes the defaults and merges; the Checkout dialog lists each line with its options', async ({
  page,
  request,
}) => {
  const menu = (await (await request.get('/api/menu')).json()) as Menu;
  const tea = menu.products.find((product) => product.name === 'Classic Milk Tea')!;
  // A line as the version before drink options saved it: no options at all.
  await page.addInitScript(
    (line) => {
      if (!window.sessionStorage.getItem('seeded')) {
        window.localStorage.setItem('pearl.cart', JSON.stringify([line]));
        window.sessionStorage.setItem('seeded', '1');
      }
    },
    { id: tea.id, name: tea.name, size: 'reg', price: tea.priceReg, quantity: 2, category: tea.category },
  );
  await page.goto('/menu');
  await page.getByRole('button', { name: 'Add Classic Milk Tea REG to basket' }).click();
  const sizeDialog = page.getByRole('dialog', { name: 'Classic Milk Tea' });
  await sizeDialog.getByRole('button', { name: 'Add 1 to Basket' }).click();
  await page.getByRole('button', { name: 'Add Classic Milk Tea REG to basket' }).click();
  await sizeDialog.getByRole('group', { name: 'Sugar' }).getByRole('radio', { name: '25% sugar' }).check();
  await sizeDialog.getByRole('group', { name: 'Ice' }).getByRole('radio', { name: 'Less ice' }).check();
  await sizeDialog
    .getByRole('group', { name: 'Toppings' })
    .getByRole('checkbox', { name: /^Tapioca pearls/ })
    .check();
  await sizeDialog.getByRole('button', { name: 'Add 1 to Basket' }).click();
  await expect(sizeDialog).toHaveCount(0);

  await page.getByRole('button', { name: /Order Now/ }).click();
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  const lines = checkout.getByRole('list', { name: 'Your order' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toHaveText('3 × Classic Milk Tea (REG)100% sugar · Regular ice');
  await expect(lines.nth(1)).toHaveText('1 × Classic Milk Tea (REG)25% sugar · Less ice · Tapioca pearls');
  await expectNoSeriousAxeViolations(page, 'the Checkout dialog');
  await shoot(page, 'checkout-lines', checkout);
});
