/**
 * Staff accounts as an owner gives a barista a login: + Add Staff on /admin/staff, the e-mailed link sets the
 * barista's password, the barista reaches the orders and the make screen but not the Staff page, the reports or a
 * refund (as pages and as calls), and once deactivated the barista's open session is refused at its next call.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from './support/test';
import { expectNoSeriousAxeViolations } from './support/accessibility';

const port = Number(process.env.E2E_PORT ?? 3210);
const outbox = `/tmp/pearl-e2e-${port}/outbox`;
const OWNER = { email: 'admin@pearl.example', password: 'pearl-e2e-admin-password' };

// axe is injected into the pages, which the shop's Content-Security-Policy would rightly refuse.
test.use({ bypassCSP: true });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('pearl.cookie-consent', 'rejected'));
});

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** The set-password link in the newest e-mail to an address (.eml files: no SMTP in tests), once it is written. */
async function setPasswordLinkFor(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const files = await readdir(outbox).catch(() => [] as string[]);
        for (const file of files) {
          // Quoted-printable: soft line breaks and =XX escapes undone.
          const text = (await readFile(join(outbox, file), 'utf8'))
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/g, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16)));
          if (!text.includes(`To: ${email}`)) continue;
          link = /https?:\/\/\S+\/set-password#[A-Za-z0-9_-]+/.exec(text)?.[0];
          if (link) return true;
        }
        return false;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return link!;
}

test('an owner gives a barista a login; the barista runs the counter only; deactivated, the session ends', async ({
  page,
  browser,
}) => {
  const email = `bea-${Date.now().toString(36)}@pearl.example`;
  await signIn(page, OWNER);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await page.getByRole('button', { name: '+ Add Staff' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Staff' });
  await dialog.getByLabel('Name').fill('Bea Barista');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Role').selectOption('barista');
  await dialog.getByRole('button', { name: 'Add Staff' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Bea Barista' })).toBeVisible();
  await expect(page.getByLabel('Role of Bea Barista')).toHaveValue('barista');
  await expectNoSeriousAxeViolations(page, '/admin/staff');

  // The barista, in a browser of their own, follows the e-mailed link.
  const baristaContext = await browser.newContext({ bypassCSP: true });
  await baristaContext.addInitScript(() => window.localStorage.setItem('pearl.cookie-consent', 'rejected'));
  const barista = await baristaContext.newPage();
  await barista.goto(await setPasswordLinkFor(email));
  await expect(barista.getByText(`Choose a password for ${email}`)).toBeVisible();
  await expectNoSeriousAxeViolations(barista, '/set-password');
  const password = 'taro pearls at dawn 42';
  await barista.getByLabel('New password', { exact: true }).fill(password);
  await barista.getByLabel('New password again').fill(password);
  await barista.getByRole('button', { name: 'Set password' }).click();
  await expect(barista.getByText('Your password is set.')).toBeVisible();

  // Signed in, the barista lands on the orders and reaches the make screen.
  await signIn(barista, { email, password });
  await expect(barista).toHaveURL(/\/orders$/);
  await expect(barista.getByRole('heading', { name: 'Orders Dashboard' })).toBeVisible();
  await expect(barista.getByRole('button', { name: 'Refund' })).toHaveCount(0);
  await barista.goto('/orders/queue');
  await expect(barista.getByText('Your role does not allow this page.')).toHaveCount(0);

  // Refused as pages and as calls.
  for (const path of ['/admin/staff', '/admin/reports']) {
    await barista.goto(path);
    await expect(barista.getByText('Your role does not allow this page.')).toBeVisible();
  }
  const csrf = await barista.evaluate(async () => {
    const session = (await (await fetch('/api/auth/session')).json()) as { csrfToken: string };
    return session.csrfToken;
  });
  const call = (method: string, path: string) =>
    barista.evaluate(
      async ([m, p, token]) =>
        (
          await fetch(p!, {
            method: m,
            headers: { 'content-type': 'application/json', 'x-csrf-token': token! },
            body: m === 'GET' ? undefined : '{}',
          })
        ).status,
      [method, path, csrf],
    );
  expect(await call('GET', '/api/admin/staff')).toBe(403);
  expect(await call('GET', '/api/admin/reports?from=2026-01-01&to=2026-01-02')).toBe(403);
  expect(await call('POST', '/api/admin/orders/00000000-0000-4000-8000-000000000000/refund')).toBe(403);
  expect(await call('GET', '/api/admin/orders')).toBe(200);

  // The owner deactivates the barista: the barista's open session is refused at its next call.
  await page.getByRole('button', { name: 'Deactivate Bea Barista' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Deactivated')).toBeVisible();
  expect(await call('GET', '/api/admin/orders')).toBe(401);
  await baristaContext.close();
});
