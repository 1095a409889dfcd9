/**
 * The shared counter tablet: the owner signs a 1024×768 tablet in as a Counter device; two baristas switch in on it by
 * PIN, one after the other, and each makes a different order ready (one from the orders dashboard, one from the make
 * screen); Staff activity names each against their order, on that device. Five wrong PINs lock the PIN screen, and
 * the tablet goes back to its PIN screen by itself after two idle minutes. The owner revokes a device from the Staff
 * page. axe passes on the PIN screen and the Counter devices page.
 */
import type { Menu } from '../src/domain/catalogue';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { expectNoSeriousAxeViolations } from './support/accessibility';
import { newBrowserPage, signInAsOwner, staffCall, unique } from './support/devices';

const TABLET = { width: 1024, height: 768 };
/** A six-digit PIN nobody else in the shared shop is likely to hold (the journeys' lockout tries four digits). */
const randomPin = () => String(100_000 + Math.floor(Math.random() * 900_000));

/** Where the journeys leave screenshots of each screen at three widths when asked (PIN_SHOTS=/tmp/h-pin). */
const SHOTS = process.env.PIN_SHOTS;

test.use({ bypassCSP: true });

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  const size = page.viewportSize();
  for (const [width, height] of [
    [390, 844],
    [1024, 768],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

/** A barista added through the staff API; their PIN set through it too unless the journey sets it on the Staff page. */
async function addBarista(owner: Page, name: string, pin?: string): Promise<string> {
  const added = await staffCall(owner, 'POST', '/api/admin/staff', {
    name,
    email: `${name.toLowerCase().replace(/\W+/g, '-')}@pearl.example`,
    role: 'barista',
  });
  expect(added.status, added.body).toBe(201);
  const { id } = JSON.parse(added.body) as { id: string };
  if (pin) expect((await staffCall(owner, 'PUT', `/api/admin/staff/${id}/pin`, { pin })).status).toBe(204);
  return id;
}

/** The owner, on the tablet itself, signs it in as a Counter device: it shows its PIN screen from then on. */
async function registerTablet(tablet: Page, name: string) {
  await signInAsOwner(tablet);
  await tablet.goto('/admin/devices');
  await expect(tablet.getByRole('heading', { level: 1, name: 'Counter devices' })).toBeVisible();
  await tablet.getByLabel('Device name').fill(name);
  await tablet.getByRole('button', { name: 'Sign in as a Counter device' }).click();
  await expect(tablet).toHaveURL(/\/counter-device$/);
  await expect(tablet.getByText(`Counter device · ${name}`)).toBeVisible();
  await expect(tablet.getByRole('heading', { level: 1, name: 'Enter your PIN' })).toBeVisible();
}

/** Taps a PIN on the keypad, as at arm's length, then Switch in. */
async function tapPin(tablet: Page, pin: string) {
  const keypad = tablet.getByRole('group', { name: 'Keypad' });
  for (const digit of pin) await keypad.getByRole('button', { name: digit, exact: true }).click();
  await keypad.getByRole('button', { name: 'Switch in' }).click();
}

/** One Classic Milk Tea paid through the sandbox: the order's id and its number for the day ("12" for #12). */
async function payForOneCup(request: APIRequestContext, name: string) {
  const menu = (await (await request.get('/api/menu')).json()) as Menu;
  const product = menu.products.find((candidate) => candidate.name === 'Classic Milk Tea')!;
  const lines = [
    {
      id: product.id,
      name: product.name,
      size: 'reg',
      price: product.priceReg,
      quantity: 1,
      category: product.category,
      options: ['sugar-25', 'ice-less'],
    },
  ];
  const created = await request.post('/api/create-payment-intent', {
    data: {
      amount: product.priceReg / 100,
      metadata: { cartItems: JSON.stringify(lines) },
      name,
      email: `${unique()}@example.com`,
      checkoutToken: `e2e-${unique()}-${unique()}`,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const intent = (await created.json()) as {
    orderId: string;
    paymentIntentId: string;
    clientSecret: string;
    receiptToken: string;
  };
  const paid = await request.post(`/api/sandbox/payment-intents/${intent.paymentIntentId}/confirm`, {
    data: { clientSecret: intent.clientSecret, card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' } },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  let number = '';
  await expect
    .poll(async () => {
      const confirmation = await request.get(`/api/order-confirmation/${intent.orderId}`, {
        headers: { 'x-receipt-token': intent.receiptToken },
      });
      const answer = (await confirmation.json()) as { orderNumber: string; paid: boolean };
      number = answer.orderNumber.replace(/^#/, '');
      return answer.paid;
    })
    .toBe(true);
  return { id: intent.orderId, number };
}

test('Two baristas switch in by PIN on a counter tablet, each makes an order ready, and Staff activity names each', async ({
  page: owner,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await owner.addInitScript(() => window.localStorage.setItem('pearl.cookie-consent', 'rejected'));
  await signInAsOwner(owner);
  const tag = unique();
  const ada = { name: `Ada ${tag}`, pin: randomPin() };
  const ben = { name: `Ben ${tag}`, pin: randomPin() };
  await addBarista(owner, ada.name);
  await addBarista(owner, ben.name, ben.pin);

  // The owner gives Ada her PIN on the Staff page.
  await owner.goto('/admin/staff');
  await owner.getByRole('button', { name: `Set PIN for ${ada.name}` }).click();
  const dialog = owner.getByRole('dialog', { name: `Set PIN for ${ada.name}` });
  await dialog.getByLabel('PIN', { exact: true }).fill(ada.pin);
  await dialog.getByRole('button', { name: 'Set PIN' }).click();
  await expect(dialog).toBeHidden();
  const adaCard = owner.getByRole('listitem').filter({ has: owner.getByRole('heading', { name: ada.name }) });
  await expect(adaCard.getByText('Has a PIN')).toBeVisible();

  const { page: tablet, close } = await newBrowserPage(browser, TABLET);
  try {
    const device = `Counter ${tag}`;
    await registerTablet(tablet, device);
    await expectNoSeriousAxeViolations(tablet, '/counter-device');
    await shoot(tablet, 'pin-screen');
    const first = await payForOneCup(request, `Pin${tag} One`);
    const second = await payForOneCup(request, `Pin${tag} Two`);

    // Ada taps her PIN and lands on the orders: she makes the first order ready there.
    await tapPin(tablet, ada.pin);
    await expect(tablet).toHaveURL(/\/orders$/);
    const bar = tablet.getByRole('region', { name: 'Counter device' });
    await expect(bar).toContainText(`${ada.name} (Barista) on ${device}`);
    await expectNoSeriousAxeViolations(tablet, '/orders on a counter device');
    await shoot(tablet, 'switched-in-orders');
    const card = tablet
      .getByRole('list', { name: 'Orders' })
      .getByRole('listitem')
      .filter({ has: tablet.getByRole('heading', { name: new RegExp(`^Order #${first.number} `) }) });
    await card.getByRole('button', { name: 'Confirm & Notify' }).click();
    await card.getByRole('button', { name: 'Mark as Ready' }).click();
    await expect(card.getByRole('button', { name: 'Mark as Ready' })).toHaveCount(0);

    // Switch person: Ben types his PIN on a keyboard and makes the second order on the make screen.
    await bar.getByRole('button', { name: 'Switch person' }).click();
    await expect(tablet).toHaveURL(/\/counter-device\?next=%2Forders$/);
    await expect(tablet.getByLabel('PIN', { exact: true })).toBeFocused();
    await tablet.keyboard.type(ben.pin);
    await tablet.keyboard.press('Enter');
    await expect(tablet).toHaveURL(/\/orders$/);
    await expect(bar).toContainText(`${ben.name} (Barista) on ${device}`);
    await tablet.goto('/orders/queue');
    const ticket = tablet
      .getByRole('list', { name: 'Tickets, oldest first' })
      .getByRole('listitem')
      .filter({ has: tablet.getByRole('heading', { name: new RegExp(`^#${second.number} `) }) });
    await ticket.getByRole('button', { name: `Made: Classic Milk Tea 1/1 for order #${second.number}` }).click();
    await ticket.getByRole('button', { name: `Ready: order #${second.number}` }).click();
    await expect(ticket).toHaveCount(0);

    // Staff activity names each person against their order, on the tablet.
    await owner.goto('/admin/activity');
    const activity = owner.getByRole('list', { name: 'Staff activity' }).getByRole('listitem');
    const entry = (words: string) => activity.filter({ hasText: words });
    await expect(entry(`Marked order ${first.id.slice(0, 8)} as ready`)).toContainText(`${ada.name} on ${device}`);
    await expect(entry(`Marked order ${second.id.slice(0, 8)} as ready`)).toContainText(`${ben.name} on ${device}`);
    await expect(entry(`Made cup 1 of order ${second.id.slice(0, 8)}`)).toContainText(`${ben.name} on ${device}`);
    await expect(entry(`Marked order ${first.id.slice(0, 8)} as ready`)).not.toContainText(ben.name);
    await shoot(owner, 'activity');

    // The owner revokes the tablet from the Staff page: Ben, still switched in, is refused at his next call.
    await owner.goto('/admin/staff');
    await expect(owner.getByRole('button', { name: `Revoke ${device}` })).toBeVisible();
    await expectNoSeriousAxeViolations(owner, '/admin/staff with counter devices');
    await shoot(owner, 'staff-page');
    await owner.goto('/admin/devices');
    await expect(owner.getByRole('button', { name: `Revoke ${device}` })).toBeVisible();
    await expectNoSeriousAxeViolations(owner, '/admin/devices');
    await shoot(owner, 'devices-page');
    await owner.goto('/admin/my-pin');
    await expect(owner.getByRole('heading', { level: 1, name: 'My PIN' })).toBeVisible();
    await shoot(owner, 'my-pin');
    await owner.goto('/admin/staff');
    await owner.getByRole('button', { name: `Revoke ${device}` }).click();
    await owner
      .getByRole('alertdialog', { name: `Revoke ${device}?` })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await expect(owner.getByRole('button', { name: `Revoke ${device}` })).toHaveCount(0);
    expect((await staffCall(tablet, 'GET', '/api/admin/orders')).status).toBe(401);
    await tablet.goto('/counter-device');
    await expect(tablet.getByRole('heading', { name: 'This browser is not a counter device' })).toBeVisible();
  } finally {
    await close();
  }
});

test('Five wrong PINs lock the PIN screen for five minutes', async ({ browser }) => {
  const { page: tablet, close } = await newBrowserPage(browser, TABLET);
  try {
    await registerTablet(tablet, `Lockout ${unique()}`);
    for (let tries = 1; tries <= 4; tries++) {
      await tapPin(tablet, '0000');
      await expect(tablet.getByRole('alert')).toHaveText(
        `Wrong PIN. ${5 - tries} ${tries === 4 ? 'try' : 'tries'} left before the PIN screen locks.`,
      );
    }
    await tapPin(tablet, '0000');
    const locked = 'Too many wrong PINs. The PIN screen is locked: try again in 5 minutes.';
    await expect(tablet.getByRole('alert')).toHaveText(locked);
    await shoot(tablet, 'pin-locked');
    await expect(tablet.getByRole('button', { name: 'Switch in' })).toBeDisabled();
    await expect(tablet.getByRole('button', { name: '1', exact: true })).toBeDisabled();
    // The lock is the server's: a reload still shows it.
    await tablet.reload();
    await expect(tablet.getByRole('alert')).toHaveText(locked);
  } finally {
    await close();
  }
});

test('A tablet left alone for two minutes goes back to its PIN screen, and the person is switched out', async ({
  page: owner,
  browser,
}) => {
  await owner.addInitScript(() => window.localStorage.setItem('pearl.cookie-consent', 'rejected'));
  await signInAsOwner(owner);
  const cleo = { name: `Cleo ${unique()}`, pin: randomPin() };
  await addBarista(owner, cleo.name, cleo.pin);
  const { page: tablet, close } = await newBrowserPage(browser, TABLET);
  try {
    await tablet.clock.install();
    await registerTablet(tablet, `Idle ${unique()}`);
    await tapPin(tablet, cleo.pin);
    await expect(tablet).toHaveURL(/\/orders$/);
    await expect(tablet.getByRole('region', { name: 'Counter device' })).toContainText(cleo.name);
    await tablet.clock.runFor(90_000);
    await expect(tablet).toHaveURL(/\/orders$/);
    await tablet.clock.runFor(40_000);
    await expect(tablet).toHaveURL(/\/counter-device\?next=%2Forders$/);
    await expect(tablet.getByRole('heading', { level: 1, name: 'Enter your PIN' })).toBeVisible();
    expect((await staffCall(tablet, 'GET', '/api/admin/orders')).status).toBe(401);
  } finally {
    await close();
  }
});
