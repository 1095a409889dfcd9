/**
 * The make screen in a rush, on a 1024×768 tablet: eight paid orders of two cups each; at least six whole tickets
 * without scrolling, oldest first; Made on both cups of a pending order, then Ready, and the customer's order page
 * says Ready for pickup with no visit to the dashboard; Recall brings the ticket back; arrow keys move between
 * tickets; a tap on an option offers Sold out for the whole shop; axe passes.
 */
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { expectNoSeriousAxeViolations } from './support/accessibility';
import { getMenu, menuLine, payInSandbox } from './support/pay';

const ADMIN = { email: 'admin@pearl.example', password: 'pearl-e2e-admin-password' };
/** Where the journey leaves its screenshots when asked (MAKE_SHOTS=/tmp/h-make). */
const SHOTS = process.env.MAKE_SHOTS;

test.use({ bypassCSP: true });
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

/** Two Classic Milk Teas (25% sugar, less ice, tapioca pearls) paid through the sandbox; the order page's token. */
async function payForTwoCups(request: APIRequestContext, name: string) {
  const line = menuLine(await getMenu(request), 'Classic Milk Tea', ['sugar-25', 'ice-less', 'tapioca-pearls'], 2);
  const paid = await payInSandbox(request, name, [line]);
  return { orderId: paid.orderId, number: paid.orderNumber.replace(/^#/, ''), trackingToken: paid.trackingToken };
}

/**
 * The rush starts on an empty make screen: what earlier journeys left on it (the suite shares one shop) is made and
 * handed over through the staff API first, as a barista would clear it before the doors open.
 */
async function clearMakeScreen(page: Page) {
  await page.evaluate(async () => {
    const { csrfToken } = (await (await fetch('/api/auth/session')).json()) as { csrfToken: string };
    const headers = { 'content-type': 'application/json', 'x-csrf-token': csrfToken };
    const queue = (await (await fetch('/api/admin/queue')).json()) as {
      orders: { id: string; cups: { index: number; made: boolean }[] }[];
    };
    for (const order of queue.orders) {
      for (const cup of order.cups.filter((each) => !each.made)) {
        await fetch(`/api/admin/queue/${order.id}/cups/${cup.index}/made`, { method: 'POST', headers, body: '{}' });
      }
      await fetch(`/api/admin/queue/${order.id}/ready`, { method: 'POST', headers, body: '{}' });
    }
  });
}

test('A barista on a tablet makes a rush of orders from the make screen, Ready and Recall included', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1024, height: 768 });
  await signInAsAdmin(page);
  await clearMakeScreen(page);
  const orders = [];
  for (let index = 1; index <= 8; index++) orders.push(await payForTwoCups(request, `Rush${index} Customer`));

  await page.goto('/orders/queue');
  const grid = page.getByRole('list', { name: 'Tickets, oldest first' });
  const ticketOf = (number: string) =>
    grid.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(`^#${number} `) }) });
  await expect(ticketOf(orders[7]!.number)).toHaveCount(1);

  // Oldest first: the eight orders in the order they were paid.
  const headings = await grid.getByRole('heading').allTextContents();
  const positions = orders.map(({ number }) => headings.findIndex((heading) => heading.startsWith(`#${number} `)));
  expect(
    positions.every((position) => position >= 0),
    headings.join(', '),
  ).toBe(true);
  expect(positions).toEqual([...positions].sort((a, b) => a - b));

  // Six whole tickets at least, each inside the 1024×768 screen without scrolling.
  const tickets = grid.locator('[data-ticket]');
  const boxes = await tickets.evaluateAll((elements) =>
    elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect),
  );
  const whole = boxes.filter((box) => box.top >= 0 && box.left >= 0 && box.bottom <= 768 && box.right <= 1024);
  expect(whole.length, JSON.stringify(boxes.slice(0, 8))).toBeGreaterThanOrEqual(6);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/make-screen-1024x768.png` });
  await expectNoSeriousAxeViolations(page, 'the make screen at 1024×768');

  // The customer of the first order watches their order page.
  const first = orders[0]!;
  const customer = await browser.newPage();
  await customer.goto(`/track/${first.trackingToken}`);
  await expect(customer).toHaveTitle(`Received · Order #${first.number} · Pearl`);

  // Arrow keys: from the first order's first Made to the next ticket's.
  const ticket = ticketOf(first.number);
  const madeFirst = ticket.getByRole('button', { name: `Made: Classic Milk Tea 1/2 for order #${first.number}` });
  await madeFirst.focus();
  await page.keyboard.press('ArrowDown');
  await expect(ticket.getByRole('button', { name: '25% sugar' }).first()).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(madeFirst).toBeFocused();

  // Made on both cups of the pending order (Enter acts on the focused one), then Ready.
  // Ready appears once every cup is made.
  await expect(ticket.getByRole('button', { name: `Ready: order #${first.number}` })).toHaveCount(0);
  await page.keyboard.press('Enter');
  await ticket.getByRole('button', { name: `Made: Classic Milk Tea 2/2 for order #${first.number}` }).click();
  await expect(ticket.getByText('Made', { exact: true })).toHaveCount(2);
  await ticket.getByRole('button', { name: `Ready: order #${first.number}` }).click();
  await expect(
    page.getByText(`Order #${first.number} is ready; the customer has been e-mailed.`).first(),
  ).toBeVisible();
  await expect(ticket).toHaveCount(0);
  await expect(customer).toHaveTitle(`Ready for pickup · Order #${first.number} · Pearl`);
  await expect(page).toHaveURL(/\/orders\/queue$/);

  // Recall: the ticket comes back, its cups still made; the customer's page follows.
  await page.getByRole('button', { name: `Recall #${first.number}: bring its ticket back` }).click();
  await expect(page.getByText(`Order #${first.number} is back on the make queue.`).first()).toBeVisible();
  await expect(ticket).toHaveCount(1);
  await expect(ticket.getByRole('button', { name: `Ready: order #${first.number}` })).toBeEnabled();
  await expect(customer).toHaveTitle(`Confirmed · Order #${first.number} · Pearl`);
  await customer.close();

  // A tap on an option offers Sold out for the whole shop.
  await ticketOf(orders[1]!.number).getByRole('button', { name: 'Less ice' }).first().click();
  const dialog = page.getByRole('alertdialog', { name: 'Less ice' });
  await dialog.getByRole('button', { name: 'Sold out' }).click();
  await expect(page.getByText('Less ice is sold out.').first()).toBeVisible();
  const menu = await getMenu(request);
  const lessIce = menu.products
    .flatMap((product) => product.optionGroups ?? [])
    .flatMap((group) => group.options)
    .find((option) => option.id === 'ice-less');
  expect(lessIce?.soldOut).toBe(true);
  // Back in stock, for the journeys after this one.
  const { csrfToken } = (await (await page.request.get('/api/auth/session')).json()) as { csrfToken: string };
  const restocked = await page.request.put('/api/admin/drink-options/ice-less', {
    data: { soldOut: false },
    headers: { 'x-csrf-token': csrfToken },
  });
  expect(restocked.ok(), await restocked.text()).toBe(true);

  // The switch back to the dashboard, always in view. Its cards are compact: a pending two-cup order's is at most
  // 210 px tall at this width, its actions on one line.
  await page.getByRole('navigation', { name: 'Counter screens' }).getByRole('link', { name: 'Orders' }).click();
  const card = page
    .getByRole('list', { name: 'Orders' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: new RegExp(`^Order #${orders[7]!.number} `) }) });
  await expect(card).toBeVisible();
  const height = (await card.boundingBox())!.height;
  expect(height).toBeLessThanOrEqual(210);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/dashboard-1024x768.png` });
  await page.mouse.wheel(0, 1500);
  await expect(page.getByRole('navigation', { name: 'Counter screens' })).toBeInViewport();
  await page.getByRole('navigation', { name: 'Counter screens' }).getByRole('link', { name: 'Make queue' }).click();
  await expect(page.getByRole('heading', { name: 'Make Queue' })).toBeVisible();
});

test('The make screen reads on a kitchen monitor and on a phone', async ({ page, request }) => {
  await signInAsAdmin(page);
  for (let index = 1; index <= 4; index++) await payForTwoCups(request, `Screen${index} Customer`);
  for (const [width, height] of [
    [1920, 1080],
    [375, 812],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/orders/queue');
    await expect(page.locator('[data-ticket]').first()).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/make-screen-${width}x${height}.png` });
    await expectNoSeriousAxeViolations(page, `the make screen at ${width} px`);
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/orders');
  await expect(page.getByRole('list', { name: 'Orders' })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/dashboard-375.png` });
  await expectNoSeriousAxeViolations(page, 'the orders dashboard at 375 px');
});
