/**
 * The self-order kiosk, in the sandbox. A Manager (here the Owner) makes a tablet a kiosk on Counter devices; its PIN
 * screen then sends it to /kiosk, a portrait screen with the menu, large, and no way out. A customer's declined card
 * then 4242 on the Sandbox reader gives one paid order, numbered, on the make screen once. Change my order or Start
 * over while the reader waits stops the card, so nothing is left to pay (a card that paid first wins: its number shows).
 * Pay at the counter leaves the order under Awaiting payment on /counter, off the make screen, until it is paid in
 * cash there. A minute without a touch (the clock fast-forwarded) warns at 50 seconds, carries on when asked, and
 * otherwise starts over with the basket and the name cleared. A customer with a keyboard alone orders and pays. axe
 * passes on every kiosk screen. A full stamp card's code typed at the kiosk shows its stamps and, with Use free drink,
 * a drink's REG price comes off the order, paid on the reader; Start over takes the card off. Screenshots go to
 * KIOSK_SHOTS when set.
 */
import type { Menu } from '../src/domain/catalogue';
import { formatPounds } from '../src/domain/money';
import { FREE_DRINK_LINE } from '../src/domain/pricing';
import { expectNoSeriousAxeViolations } from './support/accessibility';
import { newBrowserPage, signInAsOwner, staffCall, unique } from './support/devices';
import { fillCard } from './support/stamp-card';
import { expect, test, type Browser, type Page } from './support/test';

const PORTRAIT = { width: 1080, height: 1920 };
const SHOTS = process.env.KIOSK_SHOTS;

test.use({ bypassCSP: true });

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  const size = page.viewportSize();
  for (const [width, height] of [
    [1080, 1920],
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

/**
 * A tablet signed in as a counter device, then made a kiosk by the owner (on the Counter devices page when `onPage`);
 * the tablet's PIN screen sends it to /kiosk.
 */
async function kioskTablet(browser: Browser, owner: Page, onPage = false) {
  const tablet = await newBrowserPage(browser, PORTRAIT);
  await signInAsOwner(tablet.page);
  const name = `Kiosk ${unique()}`;
  const registered = await staffCall(tablet.page, 'POST', '/api/admin/counter-devices', { name });
  expect(registered.status, registered.body).toBe(201);
  const { id } = JSON.parse(registered.body) as { id: string };
  if (onPage) {
    await owner.goto('/admin/devices');
    await owner.getByRole('button', { name: `Make it a kiosk: ${name}` }).click();
    await expect(owner.getByRole('button', { name: `Make it a till: ${name}` })).toBeVisible();
    await shoot(owner, 'devices-kiosk');
    await expectNoSeriousAxeViolations(owner, '/admin/devices with a kiosk');
  } else {
    expect((await staffCall(owner, 'PUT', `/api/admin/counter-devices/${id}/mode`, { mode: 'kiosk' })).status).toBe(
      204,
    );
  }
  await tablet.page.goto('/counter-device');
  await expect(tablet.page).toHaveURL(/\/kiosk$/);
  await expect(tablet.page.getByRole('heading', { name: 'Order here' })).toBeVisible();
  return tablet;
}

async function addClassic(kiosk: Page) {
  await kiosk
    .getByRole('list', { name: 'Drinks' })
    .getByRole('button', { name: /^Classic Milk Tea/ })
    .click();
  const dialog = kiosk.getByRole('dialog', { name: 'Classic Milk Tea' });
  await dialog.getByRole('button', { name: 'Add 1 to my order' }).click();
  await expect(dialog).toBeHidden();
}

async function classicPrice(page: Page): Promise<number> {
  const menu = (await (await page.request.get('/api/menu')).json()) as Menu;
  return menu.products.find((product) => product.name === 'Classic Milk Tea')!.priceReg;
}

test('At the kiosk a declined card, then 4242 on the Sandbox reader, gives one paid order', async ({ browser }) => {
  test.setTimeout(90_000);
  const owner = await newBrowserPage(browser, { width: 1280, height: 800 });
  await signInAsOwner(owner.page);
  const tablet = await kioskTablet(browser, owner.page, true);
  const kiosk = tablet.page;
  // No way out: not a link on the page.
  await expect(kiosk.getByRole('link')).toHaveCount(0);
  await shoot(kiosk, 'kiosk-menu');
  await expectNoSeriousAxeViolations(kiosk, '/kiosk, the menu');

  await addClassic(kiosk);
  const price = formatPounds(await classicPrice(kiosk));
  await expect(kiosk.getByRole('list', { name: 'Your order' })).toContainText('1 × Classic Milk Tea');
  await expect(kiosk.getByRole('status').filter({ hasText: 'Added 1 Classic Milk Tea' })).toBeAttached();
  await kiosk.getByLabel('Your name for the cup (optional)').fill('Robin');
  await shoot(kiosk, 'kiosk-order');
  await expectNoSeriousAxeViolations(kiosk, '/kiosk with an order');
  await kiosk.getByRole('button', { name: `Pay ${price}` }).click();
  await expect(kiosk.getByRole('heading', { name: `Pay ${price}` })).toBeFocused();
  await kiosk.getByRole('button', { name: 'Pay by card' }).click();
  const reader = kiosk.getByRole('region', { name: 'Sandbox reader' });
  await reader.getByRole('button', { name: /^4000 0000 0000 0002/ }).click();
  await expect(kiosk.getByRole('alert')).toHaveText('Your card was declined.');
  await shoot(kiosk, 'kiosk-declined');
  await expectNoSeriousAxeViolations(kiosk, '/kiosk after a declined card');
  await kiosk.getByRole('button', { name: 'Try again' }).click();
  await reader.getByRole('button', { name: /^4242 4242 4242 4242/ }).click();
  await expect(kiosk.getByRole('heading', { name: 'Thank you! Your order is paid' })).toBeFocused();
  const number = (await kiosk.locator('[data-kiosk-number]').textContent())!.trim();
  expect(number).toMatch(/^#\d+$/);
  await shoot(kiosk, 'kiosk-paid');
  await expectNoSeriousAxeViolations(kiosk, '/kiosk, paid');

  // One paid order: one ticket on the make screen, with its one cup, for Robin.
  await owner.page.goto('/orders/queue');
  const cups = owner.page.getByRole('list', { name: `Cups of order ${number}` });
  await expect(cups.getByRole('button', { name: /^Made: / })).toHaveCount(1);
  const orders = JSON.parse((await staffCall(owner.page, 'GET', '/api/admin/orders')).body) as {
    dayNumber: number;
    channel: string;
    customerName: string;
  }[];
  const ours = orders.filter((order) => `#${order.dayNumber}` === number);
  expect(ours).toEqual([expect.objectContaining({ channel: 'kiosk', customerName: 'Robin' })]);
  await tablet.close();
  await owner.close();
});

test('Pay at the counter: the order waits under Awaiting payment, is paid in cash at the till, then made', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const owner = await newBrowserPage(browser, { width: 1280, height: 800 });
  await signInAsOwner(owner.page);
  const tablet = await kioskTablet(browser, owner.page);
  const kiosk = tablet.page;
  const price = await classicPrice(kiosk);
  await addClassic(kiosk);
  await kiosk.getByRole('button', { name: `Pay ${formatPounds(price)}` }).click();
  await kiosk.getByRole('button', { name: 'Pay at the counter' }).click();
  await expect(kiosk.getByRole('heading', { name: 'Please pay at the counter' })).toBeFocused();
  const reference = (await kiosk.locator('[data-kiosk-number]').textContent())!.trim();
  expect(reference).toMatch(/^[0-9A-F]{4}$/);
  await shoot(kiosk, 'kiosk-at-counter');
  await expectNoSeriousAxeViolations(kiosk, '/kiosk, pay at the counter');

  // The till: under Awaiting payment, and not on the make screen yet.
  const till = owner.page;
  await till.goto('/counter');
  const awaiting = till.getByRole('region', { name: 'Awaiting payment' });
  const entry = awaiting.getByRole('button', { name: new RegExp(`^${reference}`) });
  await expect(entry).toContainText(formatPounds(price));
  if (SHOTS) {
    await till.screenshot({ path: `${SHOTS}/counter-awaiting-1280.png` });
    await till.setViewportSize({ width: 390, height: 844 });
    await till.screenshot({ path: `${SHOTS}/counter-awaiting-390.png`, fullPage: true });
    await till.setViewportSize({ width: 1280, height: 800 });
  }
  await expectNoSeriousAxeViolations(till, '/counter with a kiosk order awaiting payment');
  await entry.click();
  await expect(till.getByRole('list', { name: 'Kiosk order lines' })).toContainText('1 × Classic Milk Tea');
  if (SHOTS) await till.screenshot({ path: `${SHOTS}/counter-awaiting-taken-1280.png` });
  await till.getByRole('button', { name: 'Exact', exact: true }).click();
  await till.getByRole('button', { name: 'Complete' }).click();
  const number = (await till.locator('[data-till-number]').textContent())!.trim();
  expect(number).toMatch(/^#\d+$/);
  await expect(awaiting.getByRole('button', { name: new RegExp(`^${reference}`) })).toHaveCount(0);

  await till.goto('/orders/queue');
  await expect(
    till.getByRole('list', { name: `Cups of order ${number}` }).getByRole('button', { name: /^Made: / }),
  ).toHaveCount(1);
  await tablet.close();
  await owner.close();
});

test('Leaving the reader while it waits stops the card: nothing is left to pay, and Pay again is a new order', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const owner = await newBrowserPage(browser, { width: 1280, height: 800 });
  await signInAsOwner(owner.page);
  const tablet = await kioskTablet(browser, owner.page);
  const kiosk = tablet.page;
  const price = formatPounds(await classicPrice(kiosk));
  const reader = kiosk.getByRole('region', { name: 'Sandbox reader' });
  /** Pay, then Pay by card: the reader waits for the card. The order's id, as the kiosk recorded it. */
  const payByCard = async () => {
    const placed = kiosk.waitForResponse(
      (response) => response.url().endsWith('/api/kiosk/orders') && response.request().method() === 'POST',
    );
    await kiosk.getByRole('button', { name: `Pay ${price}` }).click();
    const { orderId } = (await (await placed).json()) as { orderId: string };
    await kiosk.getByRole('button', { name: 'Pay by card' }).click();
    await expect(reader).toBeVisible();
    return orderId;
  };
  await addClassic(kiosk);
  const changed = await payByCard();
  await kiosk.getByRole('button', { name: 'Change my order' }).click();
  await expect(kiosk.getByRole('list', { name: 'Your order' })).toContainText('1 × Classic Milk Tea');
  // The same basket paid again is a new order, and its card is asked for.
  const left = await payByCard();
  expect(left).not.toBe(changed);
  await kiosk.getByRole('button', { name: 'Start over' }).click();
  await expect(kiosk.getByText('Choose a drink to start.')).toBeVisible();
  await expect(kiosk.getByRole('heading', { name: 'Order here' })).toBeFocused();
  await expect(kiosk.getByRole('alert')).toHaveCount(0);

  // A card tapped on either now finds nothing to pay: neither order is paid, nor on the make screen.
  for (const orderId of [changed, left]) {
    const late = await kiosk.evaluate(async (id) => {
      const tapped = await fetch(`/api/kiosk/orders/${id}/sandbox-reader`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ card: '4242 4242 4242 4242' }),
      });
      const order = (await (await fetch(`/api/kiosk/orders/${id}`)).json()) as { paid: boolean };
      return { status: tapped.status, error: ((await tapped.json()) as { error?: string }).error, paid: order.paid };
    }, orderId);
    expect(late).toEqual({
      status: 409,
      error: 'This payment was stopped. Please choose how to pay again.',
      paid: false,
    });
  }

  // The card paid on the reader a moment before Start over: the paid card wins, and the kiosk shows its number.
  await addClassic(kiosk);
  const won = await payByCard();
  const paid = await kiosk.evaluate(async (id) => {
    const tapped = await fetch(`/api/kiosk/orders/${id}/sandbox-reader`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ card: '4242 4242 4242 4242' }),
    });
    return ((await tapped.json()) as { orderNumber: string }).orderNumber;
  }, won);
  await kiosk.getByRole('button', { name: 'Start over' }).click();
  await expect(kiosk.getByRole('heading', { name: 'Thank you! Your order is paid' })).toBeFocused();
  await expect(kiosk.locator('[data-kiosk-number]')).toHaveText(paid);
  await tablet.close();
  await owner.close();
});

test('Left alone, the kiosk warns at 50 seconds and starts over at a minute, clearing the order', async ({
  browser,
}) => {
  const owner = await newBrowserPage(browser, { width: 1280, height: 800 });
  await signInAsOwner(owner.page);
  const tablet = await kioskTablet(browser, owner.page);
  const kiosk = tablet.page;
  await kiosk.clock.install();
  await kiosk.reload();
  await addClassic(kiosk);
  const name = kiosk.getByLabel('Your name for the cup (optional)');
  await name.fill('Sam');

  await kiosk.clock.fastForward(45_000);
  const warning = kiosk.getByRole('alertdialog', { name: 'Still there?' });
  await expect(warning).toBeHidden();
  await kiosk.clock.fastForward(6_000);
  await expect(warning).toBeVisible();
  await expect(warning.getByRole('button', { name: 'I’m still here' })).toBeFocused();
  await shoot(kiosk, 'kiosk-still-there');
  await expectNoSeriousAxeViolations(kiosk, '/kiosk, Still there?');
  await warning.getByRole('button', { name: 'I’m still here' }).click();
  await expect(warning).toBeHidden();
  await expect(kiosk.getByRole('list', { name: 'Your order' })).toContainText('1 × Classic Milk Tea');

  await kiosk.clock.fastForward(51_000);
  await expect(warning).toBeVisible();
  await kiosk.clock.fastForward(10_000);
  await expect(warning).toBeHidden();
  await expect(kiosk.getByText('Choose a drink to start.')).toBeVisible();
  await expect(name).toHaveValue('');
  await expect(kiosk.getByRole('heading', { name: 'Order here' })).toBeFocused();
  await tablet.close();
  await owner.close();
});

test('A customer with a keyboard alone orders and pays at the kiosk', async ({ browser }) => {
  test.setTimeout(60_000);
  const owner = await newBrowserPage(browser, { width: 1280, height: 800 });
  await signInAsOwner(owner.page);
  const tablet = await kioskTablet(browser, owner.page);
  const kiosk = tablet.page;
  /** Tab (forward only) until the focused control's name matches, then press Enter. */
  const tabToAndPress = async (name: RegExp) => {
    for (let presses = 0; presses < 80; presses++) {
      await kiosk.keyboard.press('Tab');
      const focused = await kiosk.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        return element?.getAttribute('aria-label') ?? element?.textContent ?? '';
      });
      if (name.test(focused.trim())) {
        await kiosk.keyboard.press('Enter');
        return;
      }
    }
    throw new Error(`Nothing named ${name} was reached with Tab.`);
  };
  await tabToAndPress(/^Classic Milk Tea/);
  await expect(kiosk.getByRole('dialog', { name: 'Classic Milk Tea' })).toBeVisible();
  await tabToAndPress(/^Add 1 to my order/);
  await expect(kiosk.getByRole('status').filter({ hasText: 'Added 1 Classic Milk Tea' })).toBeAttached();
  await tabToAndPress(/^Pay £/);
  await expect(kiosk.getByRole('heading', { name: /^Pay £/ })).toBeFocused();
  await tabToAndPress(/Pay by card/);
  await tabToAndPress(/^4242 4242 4242 4242/);
  await expect(kiosk.getByRole('heading', { name: 'Thank you! Your order is paid' })).toBeFocused();
  await expect(kiosk.getByRole('status').filter({ hasText: /Your order number is #\d+/ })).toBeAttached();
  await tablet.close();
  await owner.close();
});

test('A stamp card’s code typed at the kiosk uses its free drink, paid on the reader; Start over clears it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const owner = await newBrowserPage(browser, { width: 1280, height: 800 });
  await signInAsOwner(owner.page);
  const menu = (await (await owner.page.request.get('/api/menu')).json()) as Menu;
  const address = `kiosk-regular-${unique()}@example.com`;
  const orderPage = await fillCard(owner.page.request, address, menu);
  const tracked = (await (await owner.page.request.get(`/api${orderPage}`)).json()) as { stampCode: { code: string } };
  const code = tracked.stampCode.code;
  const tablet = await kioskTablet(browser, owner.page);
  const kiosk = tablet.page;
  const price = await classicPrice(kiosk);
  const field = kiosk.getByLabel('Stamp card code (optional, from your order page)');
  const card = kiosk.getByRole('region', { name: 'Stamp card' });

  async function useFreeDrink() {
    await addClassic(kiosk);
    await addClassic(kiosk);
    await expect(kiosk.getByRole('button', { name: `Pay ${formatPounds(price * 2)}` })).toBeVisible();
    // Typed in lower case, as on the kiosk's keyboard.
    await field.fill(code.toLowerCase());
    await kiosk.getByRole('button', { name: 'Find my card' }).click();
    await expect(card).toContainText(`Stamp card ${code}`);
    await expect(card).toContainText('Stamps: 9 of 9');
    await expect(kiosk.getByText(address)).toHaveCount(0);
    await card.getByRole('button', { name: 'Use free drink' }).click();
    await expect(card.getByRole('button', { name: 'Free drink used: tap to undo' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(kiosk.getByText(FREE_DRINK_LINE)).toBeVisible();
    await expect(kiosk.getByRole('button', { name: `Pay ${formatPounds(price)}` })).toBeVisible();
  }

  // A wrong code is refused in words.
  await addClassic(kiosk);
  await field.fill('ZZZZ-ZZZZ');
  await kiosk.getByRole('button', { name: 'Find my card' }).click();
  await expect(kiosk.getByRole('alert')).toHaveText('No stamp card has this code. Please check it and type it again.');
  await expectNoSeriousAxeViolations(kiosk, '/kiosk with a wrong stamp card code');
  await shoot(kiosk, 'kiosk-stamp-code');
  await kiosk.getByRole('button', { name: 'Start over' }).click();
  await expect(kiosk.getByText('Choose a drink to start.')).toBeVisible();

  // The card found and its free drink used, then Start over: the card and the free drink are gone.
  await useFreeDrink();
  await expectNoSeriousAxeViolations(kiosk, '/kiosk with a stamp card and its free drink');
  await shoot(kiosk, 'kiosk-stamp-card');
  await kiosk.getByRole('button', { name: 'Start over' }).click();
  await expect(kiosk.getByText('Choose a drink to start.')).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(kiosk.getByText(FREE_DRINK_LINE)).toHaveCount(0);
  await expect(field).toHaveValue('');

  // Again, and paid on the Sandbox reader: one drink's price, the order carries the free drink.
  await useFreeDrink();
  await kiosk.getByRole('button', { name: `Pay ${formatPounds(price)}` }).click();
  await expect(kiosk.getByRole('heading', { name: `Pay ${formatPounds(price)}` })).toBeFocused();
  await kiosk.getByRole('button', { name: 'Pay by card' }).click();
  await kiosk
    .getByRole('region', { name: 'Sandbox reader' })
    .getByRole('button', { name: /^4242 4242 4242 4242/ })
    .click();
  await expect(kiosk.getByRole('heading', { name: 'Thank you! Your order is paid' })).toBeFocused();
  const number = (await kiosk.locator('[data-kiosk-number]').textContent())!.trim();
  const orders = JSON.parse((await staffCall(owner.page, 'GET', '/api/admin/orders')).body) as {
    dayNumber: number;
    channel: string;
    freeDrink: number;
    totalAmount: number;
  }[];
  const ours = orders.find((order) => `#${order.dayNumber}` === number);
  expect(ours).toMatchObject({ channel: 'kiosk', freeDrink: price, totalAmount: price });
  // The order on the staff's dashboard says so.
  await owner.page.goto('/orders');
  await expect(owner.page.getByText(`${FREE_DRINK_LINE}: -${formatPounds(price)}`).first()).toBeVisible();
  await tablet.close();
  await owner.close();
});
