/**
 * An owner uploads a drink's photo in the product form: a 12 MB file and a text file renamed .jpg are refused at the
 * field with their message; a real photo is saved, and the menu shows it from the shop's own address in several widths
 * (AVIF and WebP), cached for a year. (That a second instance serves the same photo is an API test:
 * src/server/modules/catalogue/photo-routes.test.ts.) axe on the form; screenshots go to $E2E_SHOTS when set.
 */
import sharp from 'sharp';
import { expect, test, type Page } from './support/test';
import type { Menu } from '../src/domain/catalogue';
import { PHOTO_TOO_BIG, PHOTO_WRONG_TYPE } from '../src/domain/photos';
import { expectNoSeriousAxeViolations } from './support/accessibility';

const ADMIN = { email: 'admin@pearl.example', password: 'pearl-e2e-admin-password' };
const shots = process.env.E2E_SHOTS;
const DRINK = 'Taro Milk Tea';

async function shoot(page: Page, name: string) {
  if (!shots) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png` });
  }
}

test.use({ bypassCSP: true });

test('An owner uploads a drink’s photo; the menu shows it in several widths from the shop; bad files are refused', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const before = ((await (await request.get('/api/menu')).json()) as Menu).products.find((p) => p.name === DRINK)!;
  await page.addInitScript(() => window.localStorage.setItem('pearl.cookie-consent', 'rejected'));
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);

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

  const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#9b7bd1' } })
    .jpeg()
    .toBuffer();
  await photo.setInputFiles({ name: 'taro.jpg', mimeType: 'image/jpeg', buffer: jpeg });
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
