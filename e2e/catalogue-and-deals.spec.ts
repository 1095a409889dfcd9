/**
 * The catalogue as an owner keeps it: a product's description on the menu, the products of a category put in order
 * with Move up and Move down and by drag and drop (the menu follows), and a happy-hour deal that runs today until a
 * time the owner sets, which the menu shows with "Until …", while a deal for another day of the week is not shown.
 * Each journey makes its own category and products (the run shares one shop), and axe checks the screens.
 */
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { expectNoSeriousAxeViolations } from './support/accessibility';
import { shopDate, shopTime } from '../src/domain/opening-hours';

test.use({ bypassCSP: true });

const ADMIN = { email: 'admin@pearl.example', password: 'pearl-e2e-admin-password' };
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('pearl.cookie-consent', 'rejected'));
});

async function signInAsAdmin(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** The staff API as a script uses it: signed in, with the session's CSRF token. */
async function staffApi(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: ADMIN });
  expect(login.ok(), await login.text()).toBe(true);
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  const headers = { 'x-csrf-token': csrfToken };
  return {
    post: (path: string, data: unknown) => request.post(path, { data, headers }),
    remove: (path: string) => request.delete(path, { headers }),
    list: async (path: string) => (await (await request.get(path)).json()) as { id: string; category: string }[],
  };
}

/** The categories these journeys made, taken away after each: other journeys expect the menu's chips as they were. */
const made: string[] = [];

test.afterEach(async ({ request }) => {
  const api = await staffApi(request);
  for (const value of made.splice(0)) {
    for (const collection of ['products', 'promotions']) {
      for (const item of await api.list(`/api/admin/${collection}`)) {
        if (item.category === value) await api.remove(`/api/admin/${collection}/${item.id}`);
      }
    }
    expect((await api.remove(`/api/admin/categories/${value}`)).status()).toBe(204);
  }
});

/** A category with products of these names, made through the staff API as a script would. */
async function categoryWith(request: APIRequestContext, names: string[]) {
  const { post } = await staffApi(request);
  const value = `e2e-owner-${unique()}`;
  made.push(value);
  const displayName = `Owner ${value.slice(-6)}`;
  expect((await post('/api/admin/categories', { value, displayName })).ok()).toBe(true);
  for (const name of names) {
    const added = await post('/api/admin/products', { name, category: value, priceReg: 300, priceLrg: 380 });
    expect(added.ok(), await added.text()).toBe(true);
  }
  return { value, displayName };
}

const productsSection = (page: Page) => page.getByRole('region', { name: 'Manage Products' });
const cardNames = (page: Page) => productsSection(page).getByRole('listitem').getByRole('heading', { level: 3 });

/** The shop's clock now: its weekday (Sunday 0) and hour, whatever the zone of the machine running the journey. */
function shopNow() {
  const now = new Date();
  const [year = 0, month = 1, day = 1] = shopDate(now).split('-').map(Number);
  return { weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(), hour: Number(shopTime(now).slice(0, 2)) };
}

test('An owner describes a product and puts a category’s products in order; the menu follows', async ({
  page,
  request,
}) => {
  const id = unique();
  const [first, second, third] = [`Alpha ${id}`, `Bravo ${id}`, `Charlie ${id}`];
  const category = await categoryWith(request, [first, second]);
  await signInAsAdmin(page);

  await page.getByRole('button', { name: '+ Add Product' }).click();
  const add = page.getByRole('dialog', { name: 'Add Product' });
  await add.getByLabel('Name').fill(third);
  await add.getByLabel('Category').selectOption(category.value);
  await add.getByLabel('Description (optional)').fill('x'.repeat(301));
  await add.getByLabel('Regular price (£)').fill('3');
  await add.getByLabel('Large price (£)').fill('3.80');
  await add.getByRole('button', { name: 'Add Product' }).click();
  await expect(add.getByText('Description must be at most 300 characters.')).toBeVisible();
  await add.getByLabel('Description (optional)').fill('Toasted rice tea with a cloud of cream.');
  await add.getByRole('button', { name: 'Add Product' }).click();
  await expect(add).toBeHidden();

  await page
    .getByRole('group', { name: 'Filter products by category' })
    .getByRole('button', { name: category.value, exact: true })
    .click();
  await expect(cardNames(page)).toHaveText([first, second, third]);
  await expect(productsSection(page).getByRole('button', { name: `Move ${first} up` })).toBeDisabled();
  await expectNoSeriousAxeViolations(page, '/admin with Move up and Move down');

  // Keyboard: Charlie goes up twice, to the top.
  await productsSection(page)
    .getByRole('button', { name: `Move ${third} up` })
    .focus();
  await page.keyboard.press('Enter');
  await expect(cardNames(page)).toHaveText([first, third, second]);
  await productsSection(page)
    .getByRole('button', { name: `Move ${third} up` })
    .press('Enter');
  await expect(cardNames(page)).toHaveText([third, first, second]);
  await expect(page.getByText('Order saved.').first()).toBeVisible();

  // Drag and drop: Bravo dropped onto Charlie takes its place.
  const cardOf = (name: string) => productsSection(page).getByRole('listitem').filter({ hasText: name });
  await cardOf(second).dragTo(cardOf(third));
  await expect(cardNames(page)).toHaveText([second, third, first]);

  await page.goto(`/menu?category=${encodeURIComponent(category.value)}`);
  const section = page.getByRole('region', { name: category.displayName });
  await expect(section.getByRole('heading', { level: 3 })).toHaveText([second, third, first]);
  await expect(section.getByText('Toasted rice tea with a cloud of cream.')).toBeVisible();
  await page.reload();
  await expect(section.getByRole('heading', { level: 3 })).toHaveText([second, third, first]);
});

test('An owner makes a happy-hour deal for today; the menu shows it with "Until …", and not a deal for another day', async ({
  page,
  request,
}) => {
  const category = await categoryWith(request, [`Hojicha ${unique()}`]);
  const { weekday, hour } = shopNow();
  // It ends two hours from now (or a minute before midnight late in the evening): "Until 19:00".
  const endTime = hour <= 21 ? `${String(hour + 2).padStart(2, '0')}:00` : '23:59';
  const title = `Happy hour ${unique()}`;
  const otherDayTitle = `Another day ${unique()}`;
  await signInAsAdmin(page);

  const addDeal = async (name: string, size: 'reg' | 'lrg', day: number, times: [string, string] | null) => {
    await page.getByRole('button', { name: '+ Add Promotion' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Promotion' });
    await dialog.getByLabel('Title').fill(name);
    await dialog.getByLabel('Description').fill('Any regular for less, today only');
    await dialog.getByLabel('Category').selectOption(category.value);
    await dialog.getByLabel('Size').selectOption(size);
    await dialog.getByLabel('Required quantity').fill('1');
    await dialog.getByLabel('Regular price (£)').fill('2.50');
    await dialog.getByLabel('Large price (£)').fill('3');
    for (const [index, dayName] of WEEKDAYS.entries()) {
      if (index !== day) await dialog.getByRole('checkbox', { name: dayName }).uncheck();
    }
    if (times) {
      await dialog.getByLabel('Start time (optional)').fill(times[0]);
      await dialog.getByLabel('End time (optional)').fill(times[1]);
    }
    return dialog;
  };

  const dialog = await addDeal(title, 'reg', weekday, ['00:00', '00:00']);
  await dialog.getByRole('button', { name: 'Add Promotion' }).click();
  await expect(dialog.getByText('End time must be after the start time.')).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'Add Promotion with its schedule');
  await dialog.getByLabel('End time (optional)').fill(endTime);
  await dialog.getByRole('button', { name: 'Add Promotion' }).click();
  await expect(dialog).toBeHidden();
  const dealCard = page
    .getByRole('region', { name: 'Manage Promotions' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(dealCard.getByText(`Runs: ${WEEKDAYS[weekday]!.slice(0, 3)} 00:00–${endTime}`)).toBeVisible();

  const other = await addDeal(otherDayTitle, 'lrg', (weekday + 1) % 7, null);
  await other.getByRole('button', { name: 'Add Promotion' }).click();
  await expect(other).toBeHidden();

  await page.goto('/menu');
  const deals = page.getByRole('region', { name: 'Today’s deals' });
  const deal = deals.getByRole('listitem').filter({ hasText: title });
  await expect(deal.getByText(`Until ${endTime}`)).toBeVisible();
  await expect(deals.getByText(otherDayTitle)).toHaveCount(0);
  await expect(page.getByRole('region', { name: category.displayName }).getByText(`· Until ${endTime}`)).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/menu with a deal until today');
});
