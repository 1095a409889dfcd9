/**
 * An owner uploads a drink's photo in the product form: a 12 MB file and a text file renamed .jpg are refused at the
 * field with their message; a real photo is saved, and the menu shows it from the shop's own address in several widths
 * (AVIF and WebP), cached for a year. A new drink gets its photo in the Add Product form too: the photo goes up once
 * the drink is added, and a photo the server refuses then leaves the drink added and says so. (That a second instance
 * serves the same photo is an API test: src/server/modules/catalogue/photo-routes.test.ts.) axe on the forms;
 * screenshots go to $E2E_SHOTS when set.
 */
import sharp from 'sharp';
import { expect, test, type Locator, type Page } from './support/test';
import type { Menu } from '../src/domain/catalogue';
import { PHOTO_BROKEN, PHOTO_TOO_BIG, PHOTO_WRONG_TYPE } from '../src/domain/photos';
import { expectNoSeriousAxeViolations } from './support/accessibility';

const ADMIN = { email: 'admin@pearl.example', password: 'pearl-e2e-admin-password' };
const shots = process.env.E2E_SHOTS;
const DRINK = 'Taro Milk Tea';

/** Both widths' screenshots, with `part` (when given) scrolled into view in each. */
async function shoot(page: Page, name: string, part?: Locator) {
  if (!shots) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await part?.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/${name}-${width}.png` });
  }
}

async function signInAsAdmin(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('pearl.cookie-consent', 'rejected'));
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** A photo of one colour, as a camera's JPEG. */
const photoOf = (background: string) =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** The + Add Product dialog with a new drink's name, category and prices typed in. */
async function startAdding(page: Page, name: string) {
  await page.getByRole('button', { name: '+ Add Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Product' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Category').selectOption('fruit-tea');
  await dialog.getByLabel('Regular price (£)').fill('3.80');
  await dialog.getByLabel('Large price (£)').fill('4.60');
  return dialog;
}

async function deleteProduct(page: Page, name: string) {
  const products = page.getByRole('region', { name: 'Manage Products' });
  await products.getByRole('button', { name: `Delete ${name}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Are you sure you want to delete this product?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(products.getByRole('button', { name: `Delete ${name}` })).toHaveCount(0);
}

test.use({ bypassCSP: true });

test('An owner uploads a drink’s photo; the menu shows it in several widths from the shop; bad files are refused', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const before = ((await (await request.get('/api/menu')).json()) as Menu).products.find((p) => p.name === DRINK)!;
  await signInAsAdmin(page);

  await page
    .getByRole('region', { name: 'Manage Products' })
    .getByRole('button', { name: `Edit ${DRINK}` })
    .click();
  const form = page.getByRole('dialog', { name: 'Edit Product' });
  const photo = form.getByLabel(/^Photo/);

  await photo.setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(12 * 1024 * 1024, 0xff) });
  await expect(form.getByRole('alert')).toHaveText(PHOTO_TOO_BIG);
  await photo.setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Shopping list\n') });
  await expect(form.getByRole('alert')).toHaveText(PHOTO_WRONG_TYPE);
  await expect(photo).toHaveAttribute('aria-invalid', 'true');

  await photo.setInputFiles({ name: 'taro.jpg', mimeType: 'image/jpeg', buffer: await photoOf('#9b7bd1') });
  await expect(form.getByText('Photo saved. The menu shows it now.')).toBeVisible({ timeout: 20_000 });
  await expect(form.getByLabel('Image URL (optional)')).toHaveValue(/^\/photos\/[0-9a-f-]{36}$/);
  await expectNoSeriousAxeViolations(page, 'the product form with its photo');
  await shoot(page, 'product-photo-form');
  await page.keyboard.press('Escape');

  await page.goto('/menu');
  const card = page.getByRole('article', { name: DRINK });
  const picture = card.locator('picture');
  const srcset = (await picture.locator('source[type="image/avif"]').getAttribute('srcset'))!;
  expect(srcset.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['160w', '320w', '640w']);
  await card.scrollIntoViewIfNeeded();
  const img = picture.locator('img');
  await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  const shown = await img.evaluate((element: HTMLImageElement) => element.currentSrc);
  expect(new URL(shown).origin).toBe(new URL(page.url()).origin);
  expect(shown).toMatch(/\/photos\/[0-9a-f-]{36}\/(160|320|640)\.(avif|webp)$/);
  const answer = await request.get(shown);
  expect(answer.ok()).toBe(true);
  expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(answer.headers()['etag']).toBeTruthy();
  await shoot(page, 'product-photo-menu');

  // The demo menu's picture again, for the journeys after this one.
  await page.goto('/admin');
  await page
    .getByRole('region', { name: 'Manage Products' })
    .getByRole('button', { name: `Edit ${DRINK}` })
    .click();
  await form.getByLabel('Image URL (optional)').fill(before.image ?? '');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
});

test('An owner adds a new drink with its photo and the menu shows it; a photo refused once the drink is added keeps the drink', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const withPhoto = `E2E Peach Oolong ${stamp}`;
  const refused = `E2E Yuzu Green ${stamp}`;
  await signInAsAdmin(page);

  // A new drink has no id yet: the photo waits in the form, and goes up once the drink is added.
  const dialog = await startAdding(page, withPhoto);
  await dialog
    .getByLabel(/^Photo/)
    .setInputFiles({ name: 'peach.jpg', mimeType: 'image/jpeg', buffer: await photoOf('#f2a07b') });
  await expect(dialog.getByText('The photo is uploaded when you add the product.')).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'the Add Product form with a photo chosen');
  await shoot(page, 'product-add-photo');
  await dialog.getByRole('button', { name: 'Add Product' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(page.getByText('Product added.', { exact: true })).toBeVisible();

  await page.goto('/menu');
  const picture = page.getByRole('article', { name: withPhoto }).locator('picture');
  await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute(
    'srcset',
    /^\/photos\/[0-9a-f-]{36}\/160\.avif 160w/,
  );
  await picture.scrollIntoViewIfNeeded();
  const img = picture.locator('img');
  await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  expect(await img.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(
    /\/photos\/[0-9a-f-]{36}\/(160|320|640)\.(avif|webp)$/,
  );

  // A photo the server cannot read (it looks like a JPEG, so the browser lets it through): the drink stays added.
  await page.goto('/admin');
  const second = await startAdding(page, refused);
  const photo = second.getByLabel(/^Photo/);
  const broken = (await photoOf('#e8d36a')).subarray(0, 400);
  await photo.setInputFiles({ name: 'yuzu.jpg', mimeType: 'image/jpeg', buffer: broken });
  await second.getByRole('button', { name: 'Add Product' }).click();
  await expect(
    second.getByRole('alert').filter({ hasText: 'Product added, but its photo was not saved.' }),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect(second.getByRole('alert').filter({ hasText: PHOTO_BROKEN })).toBeVisible();
  await expect(photo).toHaveAttribute('aria-invalid', 'true');
  await expect(second.getByRole('button', { name: 'Save' })).toBeVisible();
  await shoot(page, 'product-add-photo-refused', second.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Escape');
  await expect(
    page.getByRole('region', { name: 'Manage Products' }).getByRole('button', { name: `Edit ${refused}` }),
  ).toBeVisible();

  await deleteProduct(page, withPhoto);
  await deleteProduct(page, refused);
});
