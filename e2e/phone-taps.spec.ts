/**
 * A customer on a slow phone taps what they see the moment they see it, before the page's code has run: the drink's
 * Add, the menu button, the cookie banner's Accept, the contact form's Send Message. Each does what was tapped, and
 * nothing typed goes into an address. These journeys do not wait for the page to be live (the others in the suite do).
 */
import { expect, test, type Page } from './support/test';
import { isLive, onSlowPhone, SLOW_PHONE_SCREEN } from './support/slow-phone';

test.use({ ...SLOW_PHONE_SCREEN, awaitHydration: false });
// Four times slower, on a slow connection: a page takes a few seconds to be live.
test.setTimeout(90_000);

/** Every address the page asked for, to show that none carries what was typed. */
function addressesOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  return urls;
}

async function open(
  page: Page,
  path: string,
  { withoutBanner = true, holdCodeUntil }: { withoutBanner?: boolean; holdCodeUntil?: Promise<void> } = {},
): Promise<string[]> {
  if (withoutBanner) await page.addInitScript(() => localStorage.setItem('pearl.cookie-consent', 'rejected'));
  await onSlowPhone(page);
  if (holdCodeUntil) {
    await page.route('**/assets/index-*.js', async (route) => {
      await holdCodeUntil;
      await route.continue();
    });
  }
  const urls = addressesOf(page);
  await page.goto(path, { waitUntil: 'commit' });
  return urls;
}

/** Taps as soon as the control is visible, and notes whether the page was live by then. */
async function tapWhenSeen(page: Page, control: ReturnType<Page['locator']>): Promise<void> {
  await control.waitFor({ state: 'visible', timeout: 30_000 });
  const live = await isLive(page);
  await control.tap();
  test
    .info()
    .annotations.push({ type: 'tapped', description: live ? 'after the page was live' : 'before it was live' });
}

test('Add on a drink, tapped as the menu appears, opens its Size dialog', async ({ page }) => {
  await open(page, '/menu');
  const add = page.getByRole('button', { name: /^Add .+ REG to basket$/ }).first();
  const name = /^Add (.+) REG to basket$/.exec((await add.getAttribute('aria-label', { timeout: 30_000 }))!)![1]!;
  await tapWhenSeen(page, add);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByRole('heading', { name })).toBeVisible();
  await expect(page).toHaveURL(/\/menu$/);
});

for (const path of ['/', '/menu', '/order-online', '/contact']) {
  test(`The menu button on ${path}, tapped as the page appears, opens the menu`, async ({ page }) => {
    await open(page, path);
    await tapWhenSeen(page, page.getByRole('button', { name: 'Open menu' }));
    const menu = page.getByRole('navigation', { name: 'Main' }).filter({ visible: true });
    await expect(menu.getByRole('link', { name: 'About' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  });

  test(`Accept on ${path}, tapped as the banner appears, is kept`, async ({ page }) => {
    await open(page, path, { withoutBanner: false });
    const banner = page.getByRole('region', { name: 'Cookies and the map' });
    await tapWhenSeen(page, banner.getByRole('button', { name: 'Accept' }));
    await expect(banner).toBeHidden();
    // Once the page is live the choice is the app's too: stored, and the banner stays away.
    await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 30_000 });
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('pearl.cookie-consent'))).toBe('accepted');
    await page.reload({ waitUntil: 'commit' });
    await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 30_000 });
    await expect(banner).toBeHidden();
  });
}

test('Send Message, tapped as the contact form appears, shows its message and puts nothing typed in an address', async ({
  page,
}) => {
  // Typing takes a moment: the page's code is held until Send Message is tapped, so the tap is surely an early one.
  let tapped!: () => void;
  const urls = await open(page, '/contact', { holdCodeUntil: new Promise((resolve) => (tapped = resolve)) });
  const name = page.getByRole('textbox', { name: 'Name' });
  await name.waitFor({ timeout: 30_000 });
  await name.fill('Ada Lovelace');
  await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
  await page.getByRole('textbox', { name: 'Message' }).fill('Two taro teas at noon');
  await tapWhenSeen(page, page.getByRole('button', { name: 'Send Message' }));
  // Held, and shown pressed, until the code runs.
  await expect(page.getByRole('button', { name: 'Send Message' })).toHaveAttribute('data-pressed');
  tapped();
  await expect(page.getByRole('alert').filter({ hasText: 'Message sent! (This is a placeholder action)' })).toBeVisible(
    {
      timeout: 30_000,
    },
  );
  await expect(page).toHaveURL(/\/contact$/);
  for (const typed of ['Ada', 'ada%40example.com', 'ada@example.com', 'taro']) {
    expect(urls.filter((url) => url.includes(typed))).toEqual([]);
  }
});
