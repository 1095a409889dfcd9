/**
 * Request My Data: a customer proves they own their e-mail address with the code sent to it,
 * sees their order, and deletes their personal data.
 *
 * The order is made the way a customer makes one: through the shop's own checkout API with the sandbox provider
 * (create-checkout-session, then the hosted checkout's Pay with Stripe's test card 4242…), so nothing is inserted
 * behind the shop's back. The code is read from the .eml file the shop writes to DATA_DIR/outbox without SMTP.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from './support/test';
import { expectNoSeriousAxeViolations } from './support/accessibility';

const port = Number(process.env.E2E_PORT ?? 3210);
const outbox = `/tmp/pearl-e2e-${port}/outbox`;

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A paid order for the address, made through the real checkout API and the sandbox's hosted checkout. */
async function placePaidOrder(request: APIRequestContext, email: string, name: string): Promise<void> {
  const menu = await (await request.get('/api/menu')).json();
  const product = menu.products.find((candidate: { soldOut: boolean }) => !candidate.soldOut);
  const session = await request.post('/api/create-checkout-session', {
    data: {
      cartItems: [{ id: product.id, name: product.name, size: 'reg', price: product.priceReg / 100, quantity: 1 }],
    },
  });
  expect(session.ok(), await session.text()).toBe(true);
  const sessionId = new URL((await session.json()).url).pathname.split('/').pop();
  const paid = await request.post(`/api/sandbox/checkout-sessions/${sessionId}/pay`, {
    data: { email, name, card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' } },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
}

/** The .eml files in the outbox now: a code is looked for only in files written after this. */
async function outboxFiles(): Promise<Set<string>> {
  return new Set(await readdir(outbox).catch(() => [] as string[]));
}

/** The data-page code e-mailed to the address in a file that was not in the outbox before (waits for it). */
async function codeFor(email: string, before: Set<string>): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(outbox).catch(() => [] as string[])).filter((file) => !before.has(file));
        for (const file of files.sort().reverse()) {
          const text = await readFile(join(outbox, file), 'utf8');
          const match = /Your code: (\d{6})/.exec(text);
          if (match && text.includes(`To: ${email}`)) {
            code = match[1];
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000, message: `a code e-mailed to ${email}` },
    )
    .toBe(true);
  return code!;
}

test.describe('Request My Data', () => {
  // axe is injected as a script tag, which the shop's Content-Security-Policy rightly refuses.
  test.use({ bypassCSP: true });

  test.beforeEach(async ({ page }) => {
    // The cookie banner is another feature's; answer it up front so it covers nothing here.
    await page.addInitScript(() => window.localStorage.setItem('pearl.cookie-consent', 'rejected'));
  });

  test('A customer sees their order with the e-mailed code and deletes their data', async ({ page, request }) => {
    const email = `ann-${unique()}@example.com`;
    await placePaidOrder(request, email, 'Ann Example');

    await page.goto('/request-my-data');
    await expect(page.getByRole('heading', { name: 'Request My Data', level: 1 })).toBeVisible();
    // What erasure does is said before anything is asked.
    await expect(page.getByText(/your name and e-mail address, from every order/i)).toBeVisible();

    await page.getByLabel('Email').fill(email);
    const asked = await outboxFiles();
    await page.getByRole('button', { name: 'Email Me a Code' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'We have e-mailed a 6-digit code to this address.' }),
    ).toBeVisible();
    const code = await codeFor(email, asked);

    // A wrong code is refused with the tries left.
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const codeField = page.getByLabel('6-digit code');
    await expect(codeField).toHaveAttribute('inputmode', 'numeric');
    await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
    await codeField.fill(wrong);
    await page.getByRole('button', { name: 'View My Data' }).click();
    await expect(page.getByText('That code is not right. You have 4 tries left.')).toBeVisible();

    await codeField.fill(code);
    await page.getByRole('button', { name: 'View My Data' }).click();
    await expect(page.getByText('Found 1 order(s).')).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Your orders' }).getByRole('listitem').filter({ hasText: 'Ann Example' }),
    ).toHaveCount(1);

    await page.getByRole('button', { name: 'Delete My Data' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your data?' });
    await expect(dialog).toContainText('anonymous financial records');
    await dialog.getByRole('button', { name: 'Delete My Data' }).click();
    await expect(page.getByText('Your data has been deleted.', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'All done' })).toBeVisible();

    // Asking again for the same address now finds nothing.
    await page.getByRole('button', { name: 'Check another address' }).click();
    await page.getByLabel('Email').fill(email);
    const againAt = await outboxFiles();
    await page.getByRole('button', { name: 'Email Me a Code' }).click();
    await page.getByLabel('6-digit code').fill(await codeFor(email, againAt));
    await page.getByRole('button', { name: 'View My Data' }).click();
    await expect(page.getByText('Found 0 order(s).')).toBeVisible();
  });

  for (const viewport of [
    { width: 375, height: 800 },
    { width: 1280, height: 900 },
  ]) {
    test(`The data page has no serious accessibility problems at ${viewport.width} px`, async ({ page, request }) => {
      const email = `axe-${unique()}@example.com`;
      await placePaidOrder(request, email, 'Axe Example');
      await page.setViewportSize(viewport);
      await page.goto('/request-my-data');
      await expect(page.getByRole('heading', { name: 'Find your orders' })).toBeVisible();
      await expectNoSeriousAxeViolations(page, 'e-mail step');

      await page.getByLabel('Email').fill(email);
      const asked = await outboxFiles();
      await page.getByRole('button', { name: 'Email Me a Code' }).click();
      await page.getByLabel('6-digit code').fill('12');
      await page.getByRole('button', { name: 'View My Data' }).click();
      await expect(page.getByText('Enter the 6-digit code from the e-mail.')).toBeVisible();
      await expectNoSeriousAxeViolations(page, 'code step with an error');

      await page.getByLabel('6-digit code').fill(await codeFor(email, asked));
      await page.keyboard.press('Enter');
      await expect(page.getByText('Found 1 order(s).')).toBeVisible();
      await expectNoSeriousAxeViolations(page, 'data step');

      // The confirmation works from the keyboard and Escape keeps the data.
      await page.getByRole('button', { name: 'Delete My Data' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await expectNoSeriousAxeViolations(page, 'confirmation dialog');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('alertdialog')).toBeHidden();
      await expect(page.getByText('Found 1 order(s).')).toBeVisible();
    });
  }
});
