/**
 * Web security in a real browser, against the built shop:
 *   - `<img src=x onerror=alert(1)>` as a product name, a category's display name, a promotion's title and a
 *     customer's name is shown as text on every screen that shows them: the home page and the menu, the basket, the
 *     Checkout dialog and the order confirmation, the hosted checkout page, the admin dashboard and the orders
 *     dashboard. The data is made as the shop makes it: through the admin API (signed in as the demo admin, with the
 *     session's CSRF token) and the customer's own checkout in the page;
 *   - every page is sent with the Content-Security-Policy, the built pages carry no inline script, and the browser
 *     refuses a script injected inline;
 *   - a cross-site form post carrying the admin's cookie changes nothing; the session cookie is HttpOnly, SameSite=Lax;
 *   - no secret key in the browser bundle (dist/web, which `npm run test:e2e` has just built).
 * The CSP is never bypassed here: what the shop sends is what is tested.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from './support/test';
import type { Menu } from '../src/domain/catalogue';

const port = Number(process.env.E2E_PORT ?? 3210);
const base = `http://127.0.0.1:${port}`;
const ADMIN = { email: 'admin@pearl.example', password: 'pearl-e2e-admin-password' };
const XSS = '<img src=x onerror=alert(1)>';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Signed in through the API as the demo admin: calls that change something carry the session's CSRF token. */
async function adminApi(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: ADMIN });
  expect(login.ok(), await login.text()).toBe(true);
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  const headers = { 'x-csrf-token': csrfToken };
  return {
    post: (path: string, data: unknown) => request.post(path, { data, headers }),
    delete: (path: string) => request.delete(path, { headers }),
    get: (path: string) => request.get(path),
  };
}

async function signInAsAdmin(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** Records what a page would do if the markup ran: a dialog (alert), an element made from the markup, an error. */
function watch(page: Page) {
  const dialogs: string[] = [];
  const errors: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return {
    /** The literal text is on screen, and nothing was made of it. */
    async expectShownAsText(screen: string, count = 1) {
      await expect(page.getByText(XSS, { exact: false }).first(), `${screen}: the name is shown as text`).toBeVisible();
      // Each list arrives on its own answer: counted once all have come, not at the first one's.
      await expect
        .poll(() => page.getByText(XSS, { exact: false }).count(), { message: `${screen}: every place that shows it` })
        .toBeGreaterThanOrEqual(count);
      expect(await page.locator('img[src="x"]').count(), `${screen}: no <img> made from a name`).toBe(0);
      expect(dialogs, `${screen}: no alert`).toEqual([]);
      expect(errors, `${screen}: no script error`).toEqual([]);
    },
  };
}

test.beforeEach(async ({ page }) => {
  // The cookie banner is another feature's: answer it up front so it covers nothing here.
  await page.addInitScript(() => window.localStorage.setItem('pearl.cookie-consent', 'rejected'));
});

test.describe.serial('Script in names is shown as text on every screen', () => {
  const made = { categoryId: '', categoryValue: `xss-${unique()}`, productId: '', promotionId: '' };

  test.beforeAll(async () => {
    const request = await playwrightRequest.newContext({ baseURL: base });
    const api = await adminApi(request);
    const category = await api.post('/api/admin/categories', { value: made.categoryValue, displayName: XSS });
    expect(category.status(), await category.text()).toBe(201);
    made.categoryId = ((await category.json()) as { id: string }).id;
    const product = await api.post('/api/admin/products', {
      name: XSS,
      description: XSS,
      category: made.categoryValue,
      priceReg: 300,
      priceLrg: 400,
      calories: 100,
    });
    expect(product.status(), await product.text()).toBe(201);
    made.productId = ((await product.json()) as { id: string }).id;
    const promotion = await api.post('/api/admin/promotions', {
      title: XSS,
      description: XSS,
      category: made.categoryValue,
      size: 'reg',
      requiredQuantity: 2,
      priceReg: 500,
      priceLrg: 700,
      active: true,
    });
    expect(promotion.status(), await promotion.text()).toBe(201);
    made.promotionId = ((await promotion.json()) as { id: string }).id;
    await request.dispose();
  });

  test.afterAll(async () => {
    // The other journeys see the demo menu as it was (the paid order keeps its own copy of the line).
    const request = await playwrightRequest.newContext({ baseURL: base });
    const api = await adminApi(request);
    await api.delete(`/api/admin/promotions/${made.promotionId}`);
    await api.delete(`/api/admin/products/${made.productId}`);
    await api.delete(`/api/admin/categories/${made.categoryId}`);
    await request.dispose();
  });

  test('The home page and the menu show the product, category and promotion names as text', async ({ page }) => {
    const screen = watch(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await screen.expectShownAsText('home page');

    await page.goto('/menu');
    // The product card, the category filter and section, the promotion's strip.
    await expect(page.getByRole('button', { name: XSS, exact: true }).first()).toBeVisible();
    await screen.expectShownAsText('menu', 3);
    await page.getByRole('button', { name: XSS, exact: true }).first().click();
    await screen.expectShownAsText('menu filtered by the category', 2);
  });

  test('The basket, the Checkout dialog and the order confirmation show them as text, for a customer named with script', async ({
    page,
  }) => {
    const screen = watch(page);
    await page.goto('/menu');
    await page.getByRole('button', { name: `Add ${XSS} REG to basket` }).click();
    const sizeDialog = page.getByRole('dialog', { name: XSS });
    await expect(sizeDialog).toBeVisible();
    await screen.expectShownAsText('size dialog');
    await sizeDialog.getByRole('button', { name: 'Increase quantity' }).click();
    await sizeDialog.getByRole('button', { name: 'Add 2 to Basket' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Basket, 2 items' })).toBeVisible();

    await page.goto('/order-online');
    // The line, and the promotion applied to it.
    await screen.expectShownAsText('basket', 2);

    await page.goto('/menu');
    await page.getByRole('button', { name: 'Order Now' }).click();
    const checkout = page.getByRole('dialog', { name: 'Checkout' });
    await expect(checkout).toContainText('Total £5.00');
    await checkout.getByLabel('Name').fill(XSS);
    await checkout.getByLabel('Email').fill(`xss-${unique()}@example.com`);
    await checkout.getByLabel('Card number').fill('4242 4242 4242 4242');
    await checkout.getByLabel('Expiry').fill('12/34');
    await checkout.getByLabel('CVC').fill('123');
    await expect(checkout.getByLabel('Name')).toHaveValue(XSS);
    expect(await page.locator('img[src="x"]').count(), 'Checkout dialog').toBe(0);
    await checkout.getByRole('button', { name: 'Pay £5.00' }).click();
    const success = page.getByRole('dialog', { name: 'Payment Successful' });
    await expect(success).toBeVisible();
    await success.getByRole('button', { name: 'Back to Menu' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Order Successful!' })).toBeVisible();
    await screen.expectShownAsText('order confirmation');
  });

  test('The hosted checkout page shows the product name as text', async ({ page, request }) => {
    const screen = watch(page);
    const session = await request.post('/api/create-checkout-session', {
      data: {
        cartItems: [{ id: made.productId, name: XSS, size: 'reg', quantity: 1 }],
        checkoutToken: `xss-${unique()}-${unique()}`,
      },
    });
    expect(session.ok(), await session.text()).toBe(true);
    await page.goto(((await session.json()) as { url: string }).url);
    await expect(page.getByRole('button', { name: /^Pay £/ })).toBeVisible();
    await screen.expectShownAsText('hosted checkout page');
  });

  test('The admin dashboard and the orders dashboard show every name as text, the customer’s included', async ({
    page,
  }) => {
    const screen = watch(page);
    await signInAsAdmin(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    // The category card, the product card, the promotion card.
    await screen.expectShownAsText('admin dashboard', 3);

    await page.getByRole('link', { name: 'View & Manage Orders' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders Dashboard' })).toBeVisible();
    await expect(page.getByText('Loading Orders...')).toBeHidden();
    // The customer's name and the order's line.
    await screen.expectShownAsText('orders dashboard', 2);
  });
});

test.describe('Content-Security-Policy', () => {
  const pages = [
    '/',
    '/menu',
    '/order-online',
    '/about',
    '/contact',
    '/privacy-policy',
    '/request-my-data',
    '/login',
    '/admin',
    '/orders',
    '/order-confirmation',
    '/success?session_id=x',
    '/cancel',
    '/checkout/sandbox/cs_sbx_unknown',
    '/no-such-page',
  ];

  test('Every page and asset is sent with the policy, and it allows no inline script but the boot script, by its hash', async ({
    request,
  }) => {
    // The server-drawn pages start their code with one fixed inline script, allowed by its SHA-256 alone.
    const boot = /<script>([^<]*)<\/script>/.exec(
      await (await request.get('/menu', { headers: { accept: 'text/html' } })).text(),
    );
    expect(boot, 'the boot script of /menu').not.toBeNull();
    const bootHash = `'sha256-${createHash('sha256').update(boot![1]!).digest('base64')}'`;
    const assets = (await readdir('dist/web/assets')).filter((name) => /\.(js|css)$/.test(name)).slice(0, 3);
    for (const path of [...pages, '/favicon.svg', ...assets.map((name) => `/assets/${name}`)]) {
      const response = await request.get(path, { headers: { accept: 'text/html' } });
      expect(response.status(), path).toBe(200);
      const policy = response.headers()['content-security-policy'] ?? '';
      expect(policy, path).toContain("default-src 'self'");
      expect(policy, path).toContain(`script-src 'self' ${bootHash};`);
      expect(policy, path).toContain('frame-src https://www.openstreetmap.org;');
      expect(policy, path).not.toContain('unsafe-eval');
      expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
    }
  });

  test('The built pages carry no inline script or inline event handler', async () => {
    const html = (await readdir('dist/web', { recursive: true })).filter((name) => name.endsWith('.html'));
    expect(html).toContain('index.html');
    for (const name of html) {
      const text = await readFile(join('dist/web', name), 'utf8');
      for (const tag of text.match(/<script\b[^>]*>/gi) ?? [])
        expect(tag, `${name}: every script is a file`).toMatch(/\ssrc=/);
      expect(
        text
          .match(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)
          ?.filter((script) => !/^<script\b[^>]*>\s*<\/script>$/i.test(script)) ?? [],
        name,
      ).toEqual([]);
      expect(text, name).not.toMatch(/\son[a-z]+\s*=/i);
      expect(text, name).not.toMatch(/javascript:/i);
    }
  });

  test('The browser runs none of a script put into a page, and the shop itself breaks no rule of its policy', async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
    });
    for (const path of pages) {
      await page.goto(path);
      // The lazily loaded page and its data (a live stream stays open, so the network is never idle).
      await page.waitForLoadState('load');
      await page.waitForTimeout(600);
    }
    expect(violations).toEqual([]);

    await page.goto('/');
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.appendChild(script);
      const img = document.createElement('img');
      img.setAttribute('src', 'x');
      img.setAttribute('onerror', 'window.__handler = true;');
      document.body.appendChild(img);
      await new Promise((resolve) => setTimeout(resolve, 300));
      return {
        script: (window as unknown as { __injected?: boolean }).__injected ?? false,
        handler: (window as unknown as { __handler?: boolean }).__handler ?? false,
      };
    });
    expect(ran).toEqual({ script: false, handler: false });
  });
});

test.describe('Cross-site requests and the session cookie', () => {
  test('A cross-site form post carrying the admin’s cookie changes nothing', async ({ page, request }) => {
    await signInAsAdmin(page);
    const cookies = await page.context().cookies();
    const session = cookies.find((cookie) => cookie.name === 'pearl_session')!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('pearl_session');

    // Another site's page: a form that posts to the shop's admin API as soon as it loads, in each encoding a form has,
    // and a script posting text/plain without CORS.
    const value = `evil-${unique()}`;
    const target = `${base}/api/admin/categories`;
    const attacks = [
      `<form method="post" action="${target}"><input name="value" value="${value}-a"><input name="displayName" value="Evil"></form><script>document.forms[0].submit()</script>`,
      `<form method="post" action="${target}" enctype="text/plain"><input name='{"value":"${value}-b","displayName":"Evil","x":"' value='"}'></form><script>document.forms[0].submit()</script>`,
      `<form method="post" action="${target}" enctype="multipart/form-data"><input name="value" value="${value}-c"></form><script>document.forms[0].submit()</script>`,
      `<script>fetch(${JSON.stringify(target)}, { method: 'POST', mode: 'no-cors', credentials: 'include', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ value: '${value}-d', displayName: 'Evil' }) }).finally(() => { document.title = 'sent'; })</script>`,
    ];
    for (const [index, html] of attacks.entries()) {
      await page.route(`https://evil.example/attack-${index}`, (route) =>
        route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>attack</title>${html}` }),
      );
      if (html.startsWith('<form')) {
        // The form navigates to the shop's answer: a refusal.
        const answered = page.waitForResponse((response) => response.url() === target, { timeout: 10_000 });
        await page.goto(`https://evil.example/attack-${index}`);
        const answer = await answered;
        // The status alone: the answer's body may already be gone, the page having navigated on.
        expect(answer.status(), `attack ${index}`).toBe(403);
      } else {
        await page.goto(`https://evil.example/attack-${index}`);
        await page.waitForFunction(() => document.title === 'sent');
      }
    }

    // Nothing was made, and the admin is still signed in (the session was not touched either).
    const api = await adminApi(request);
    const categories = (await (await api.get('/api/admin/categories')).json()) as Array<{ value: string }>;
    expect(categories.filter((category) => category.value.startsWith(value))).toEqual([]);
    const menu = (await (await request.get('/api/menu')).json()) as Menu;
    expect(menu.categories.filter((category) => category.value.startsWith(value))).toEqual([]);
  });
});

test.describe('The browser bundle', () => {
  test('holds no secret key: no Stripe secret or webhook key, nor any secret the server was given', async () => {
    const files = (await readdir('dist/web', { recursive: true })).filter((name) =>
      /\.(js|css|html|json|svg|txt|map|webmanifest)(\.br|\.gz)?$/.test(name),
    );
    expect(files.some((name) => name.endsWith('.js'))).toBe(true);
    const secrets = [
      ...[
        'STRIPE_SECRET_KEY',
        'STRIPE_WEBHOOK_SECRET',
        'SESSION_SECRET',
        'SMTP_URL',
        'DATABASE_URL',
        'DEMO_ADMIN_PASSWORD',
      ].map((name) => process.env[name]),
      ADMIN.password,
    ].filter((secret): secret is string => typeof secret === 'string' && secret.length >= 8);
    for (const name of files) {
      const raw = await readFile(join('dist/web', name));
      const text = (
        name.endsWith('.br') ? brotliDecompressSync(raw) : name.endsWith('.gz') ? gunzipSync(raw) : raw
      ).toString('utf8');
      expect(text, name).not.toMatch(/\b(sk|rk)_(test|live)_[A-Za-z0-9]/);
      expect(text, name).not.toMatch(/\bwhsec_[A-Za-z0-9]/);
      for (const secret of secrets) expect(text.includes(secret), `${name} holds a secret`).toBe(false);
    }
  });
});
