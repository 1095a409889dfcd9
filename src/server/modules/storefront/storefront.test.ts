/**
 * The storefront's pages come drawn by the server with the live catalogue (real HTTP, the renderer from
 * source), follow a catalogue change on the next request, on every instance, and carry the menu in a data block no
 * product text can break out of.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { formatPounds } from '@domain/money';
import { MENU_DATA_ELEMENT_ID, PAYMENT_CONFIG_ELEMENT_ID } from '@domain/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '../../../web/entry-server';
import { buildTestServer, call, type TestServer } from '../../test/build';
import { testDatabaseKinds } from '../../test/test-database';
import { twoInstances, useStaffServer } from '../../test/server-fixtures';
import { documentFor, jsonForScript } from './storefront-pages';
import { PAGE_BOOT_SCRIPT, PAGE_BOOT_SCRIPT_HASH } from '../../http/page-boot';
import type { StorefrontSetup } from './storefront-routes';

const kinds = await testDatabaseKinds();
const storefront: StorefrontSetup = {
  template: readFileSync(new URL('../../../web/index.html', import.meta.url), 'utf8'),
  render: renderPage,
};

interface MenuProduct {
  id: string;
  name: string;
  priceReg: number;
  priceLrg: number;
}

const page = async (server: TestServer, path: string) => {
  const response = await fetch(`${server.url}${path}`, { headers: { accept: 'text/html' } });
  return { status: response.status, type: response.headers.get('content-type'), html: await response.text() };
};

/** The JSON in the page's menu data block, as the browser reads it. */
function menuDataOf(html: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${MENU_DATA_ELEMENT_ID}"[^>]*>([^]*?)</script>`).exec(
    html,
  );
  if (!match) throw new Error('The page carries no menu data block.');
  return JSON.parse(match[1]!);
}

/** The page's own markup (#root), without the data block that holds the whole menu. */
const drawnPart = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf(MENU_DATA_ELEMENT_ID));

describe.each(kinds)('the storefront drawn on the server on %s', (kind) => {
  let server: TestServer;
  let staff: Record<string, string>;
  let products: MenuProduct[];

  useStaffServer(kind, (built) => ({ server, staff } = built), { seed: true, storefront });
  beforeAll(async () => {
    products = (await call(server, 'GET', '/api/menu')).body.products;
  });

  it('draws the contact form posting to /contact, which answers with the page showing its message', async () => {
    const { html } = await page(server, '/contact');
    expect(html).toMatch(/<form [^>]*action="\/contact" method="post">/);
    expect(html).toContain('id="message-sent"');
    // A browser without the page's code (or before it) sends the form as a form does: the fields never go into an
    // address, and the answer is the contact page at its message.
    const sent = await fetch(`${server.url}/contact`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
      body: new URLSearchParams({ name: 'Ada', email: 'ada@example.com', message: 'Hello' }).toString(),
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/contact#message-sent');
  });

  it('draws /menu with every product name and price of the live catalogue, and the menu for hydration', async () => {
    const { status, type, html } = await page(server, '/menu');
    expect(status).toBe(200);
    expect(type).toContain('text/html');
    const drawn = drawnPart(html);
    expect(drawn).toContain('<h1');
    for (const product of products.slice(0, 12)) {
      expect(drawn).toContain(product.name.replace(/&/g, '&amp;'));
      expect(drawn).toContain(formatPounds(product.priceReg));
    }
    const menu = await call(server, 'GET', '/api/menu');
    expect(menuDataOf(html)).toEqual(menu.body);
    // The block says the menu's version, which the live stream compares with the server's as it opens.
    expect(html).toContain(`id="${MENU_DATA_ELEMENT_ID}" data-version="${menu.headers.get('x-menu-version')}">`);
    // The page's title is the menu's, in <head>; the browser need not fetch the menu it already has.
    expect(html.slice(0, html.indexOf('</head>'))).toMatch(/<title>[^<]*Menu[^<]*<\/title>/);
    expect(html).not.toContain('rel="preload" href="/api/menu"');
  });

  it('draws / with featured products and their prices, and /order-online and the static pages', async () => {
    const home = await page(server, '/');
    expect(home.status).toBe(200);
    const featured = products.filter((product) => drawnPart(home.html).includes(product.name.replace(/&/g, '&amp;')));
    expect(featured.length).toBeGreaterThan(0);
    for (const product of featured) {
      expect(drawnPart(home.html)).toContain(formatPounds(Math.min(product.priceReg, product.priceLrg)));
    }

    const order = await page(server, '/order-online');
    expect(order.status).toBe(200);
    expect(drawnPart(order.html)).toContain('Your Order');
    // The basket lives in the browser: the server draws no lines and does not say the basket is empty; it waits for
    // it, in the empty basket's panel kept invisible and hidden from screen readers (its height keeps the footer still).
    const drawnOrder = drawnPart(order.html);
    expect(drawnOrder).toMatch(/role="status"[^>]*>[\s\S]*Loading…/);
    expect(drawnOrder).not.toContain('Order Summary');
    const hidden = /<div class="contents invisible" aria-hidden="true">([\s\S]*?)Browse Menu/.exec(drawnOrder);
    expect(hidden?.[1]).toContain('Your basket is empty.');
    expect(drawnOrder.split('Your basket is empty.')).toHaveLength(2);
    expect(menuDataOf(order.html)).toMatchObject({ products: expect.arrayContaining([expect.anything()]) });

    for (const [path, text] of [
      ['/about', '<h1'],
      ['/contact', '<h1'],
      ['/privacy-policy', '<h1'],
    ] as const) {
      const drawn = await page(server, path);
      expect(drawn.status, path).toBe(200);
      expect(drawnPart(drawn.html), path).toContain(text);
    }
  });

  it('draws the next /menu with a catalogue change made through the admin API', async () => {
    const product = products[0]!;
    const before = await page(server, '/menu');
    expect(drawnPart(before.html)).not.toContain('Renamed Velvet Taro');
    const changed = await call(server, 'PUT', `/api/admin/products/${product.id}`, {
      body: { name: 'Renamed Velvet Taro', priceReg: 987 },
      headers: staff,
    });
    expect(changed.status).toBe(200);
    const after = await page(server, '/menu');
    expect(drawnPart(after.html)).toContain('Renamed Velvet Taro');
    expect(drawnPart(after.html)).toContain(formatPounds(987));
    expect(drawnPart(after.html)).not.toContain(`>${product.name.replace(/&/g, '&amp;')}<`);
  });

  it('keeps markup in product names as text: nothing breaks out of the page or its data block', async () => {
    const categories = (await call(server, 'GET', '/api/menu')).body.categories as Array<{ value: string }>;
    const name = '</script><script>alert(1)</script><!-- $& \u2028 end';
    const created = await call(server, 'POST', '/api/admin/products', {
      body: { name, category: categories[0]!.value, priceReg: 111, priceLrg: 222 },
      headers: staff,
    });
    expect(created.status).toBe(201);
    const { html } = await page(server, '/menu');
    // The only script elements are the boot script, the template's module script and the three data blocks (menu,
    // payment settings, shop status), each closed once.
    expect(html.match(/<script/g)).toHaveLength(5);
    expect(html.match(/<\/script>/g)).toHaveLength(5);
    expect(html).not.toContain('<!-- $&');
    expect(drawnPart(html)).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect((menuDataOf(html) as { products: MenuProduct[] }).products.map((p) => p.name)).toContain(created.body.name);
  });

  it("carries the payment settings' answer, and draws no test-mode band in a shop taking real payments", async () => {
    const { html } = await page(server, '/menu');
    const block = new RegExp(`<script type="application/json" id="${PAYMENT_CONFIG_ELEMENT_ID}">([^<]*)</script>`).exec(
      html,
    );
    expect(JSON.parse(block![1]!)).toEqual((await call(server, 'GET', '/api/payments/config')).body);
    expect(drawnPart(html)).not.toContain('Test mode — no real payments');
  });

  it('answers a repeat with 304 for its ETag, and leaves staff and tracking pages to the browser', async () => {
    const first = await fetch(`${server.url}/about`, { headers: { 'accept-encoding': 'br' } });
    expect(first.headers.get('content-encoding')).toBe('br');
    const etag = first.headers.get('etag')!;
    const again = await fetch(`${server.url}/about`, { headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(again.status).toBe(304);
    // No web build in this test: only the storefront's pages are served as HTML.
    for (const path of ['/admin', '/orders', '/track/abc', '/login']) {
      expect((await fetch(`${server.url}${path}`, { headers: { accept: 'text/html' } })).status, path).toBe(404);
    }
  });
});

describe.skipIf(!kinds.includes('postgres'))('the drawn menu across two server instances on postgres', () => {
  const two = twoInstances({ a: { seed: true, storefront }, b: { storefront } });

  it("follows a change made on the other instance (the menu service's cross-instance invalidation)", async () => {
    const { a, b, staff } = two;
    const product = ((await call(b, 'GET', '/api/menu')).body.products as MenuProduct[])[0]!;
    expect(drawnPart((await page(b, '/menu')).html)).not.toContain('Two Instance Oolong');
    await call(a, 'PUT', `/api/admin/products/${product.id}`, {
      body: { name: 'Two Instance Oolong' },
      headers: staff,
    });
    const started = Date.now();
    let html = '';
    while (Date.now() - started < 2_000) {
      html = drawnPart((await page(b, '/menu')).html);
      if (html.includes('Two Instance Oolong')) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(html).toContain('Two Instance Oolong');
  });
});

describe.each(kinds)('a shop in test mode drawn on the server on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await buildTestServer({
      kind,
      seed: true,
      storefront,
      env: { NODE_ENV: 'production', PAYMENTS: 'sandbox', PUBLIC_URL: 'https://order.example' },
    });
  });
  afterAll(() => server.close());

  it('draws the test-mode band with the page, so it does not push the page down when the browser starts', async () => {
    for (const path of ['/', '/menu', '/order-online', '/about']) {
      const { html } = await page(server, path);
      expect(drawnPart(html), path).toContain('Test mode — no real payments');
      expect(html, path).toContain(
        `<script type="application/json" id="${PAYMENT_CONFIG_ELEMENT_ID}">{"provider":"sandbox","testMode":true}</script>`,
      );
    }
  });
});

describe('the document around a drawn page', () => {
  it('writes <, > and & in the data as escapes that JSON.parse reads back', () => {
    const json = JSON.stringify({ name: '</script><!--&\u2028\u2029' });
    const safe = jsonForScript(json);
    expect(safe).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(safe)).toEqual(JSON.parse(json));
  });

  it("moves the page's title into <head> and keeps $ patterns in the page as text", () => {
    const template =
      '<html><head><title>Shell</title>\n<!-- Fetch the menu -->\n<link rel="preload" href="/api/menu" as="fetch" crossorigin="anonymous" /></head><body><div id="root"></div></body></html>';
    const document = documentFor(template, '<title>Menu · Pearl</title><p>$&amp; $1</p>', '{"a":"$&"}');
    expect(document).toBe(
      '<html><head><title>Menu · Pearl</title></head><body><div id="root"><p>$&amp; $1</p></div>' +
        `<script type="application/json" id="${MENU_DATA_ELEMENT_ID}">{"a":"$\\u0026"}</script></body></html>`,
    );
  });

  it('asks for the code at once, with the boot script that holds early taps before it', async () => {
    const template =
      '<html><head><script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
      '<link rel="modulepreload" crossorigin href="/assets/jsx-runtime-2.js">\n' +
      '<link rel="stylesheet" crossorigin href="/assets/index-4.css"></head><body><div id="root"></div></body></html>';
    const document = documentFor(template, '<p>Menu</p>', '{}');
    // The module script and its preloads stay in <head>, where the browser finds them as the page arrives.
    expect(document).toContain(
      `<head><script>${PAGE_BOOT_SCRIPT}</script>\n    <script type="module" crossorigin src="/assets/index-1.js"></script>\n` +
        '<link rel="modulepreload" crossorigin href="/assets/jsx-runtime-2.js">',
    );
    expect(document).toContain('<link rel="stylesheet" crossorigin href="/assets/index-4.css">');
    // The policy names the boot script's hash, and that hash is the script's.
    const hash = createHash('sha256').update(PAGE_BOOT_SCRIPT).digest('base64');
    expect(PAGE_BOOT_SCRIPT_HASH).toBe(`'sha256-${hash}'`);
  });
});
