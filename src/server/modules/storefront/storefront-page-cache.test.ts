/**
 * A drawn page is drawn once per menu and per what it shows: an address with noise in its query string (a random
 * parameter per request, a campaign's tags) is served the page already drawn, so such requests cannot make the server
 * draw page after page. The menu's own filters still make pages of their own.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '../../../web/entry-server';
import { buildTestServer, type TestServer } from '../../test/build';
import type { StorefrontSetup } from './storefront-routes';
import { canonicalPageUrl } from './page-key';

describe('the drawn-page cache', () => {
  let server: TestServer;
  const drawn: string[] = [];
  const storefront: StorefrontSetup = {
    template: readFileSync(new URL('../../../web/index.html', import.meta.url), 'utf8'),
    render: (url, menu, context) => {
      drawn.push(url);
      return renderPage(url, menu, context);
    },
  };
  const get = async (path: string) => {
    const response = await fetch(`${server.url}${path}`, { headers: { accept: 'text/html' } });
    return { status: response.status, html: await response.text() };
  };

  beforeAll(async () => {
    server = await buildTestServer({ seed: true, storefront });
  });
  afterAll(() => server.close());

  it('draws a page once, whatever else its query string holds', async () => {
    const first = await get('/menu');
    expect(first.status).toBe(200);
    for (let n = 0; n < 8; n++) {
      const noisy = await get(`/menu?x=${Math.random()}&utm_source=n${n}`);
      expect(noisy.status).toBe(200);
      expect(noisy.html).toBe(first.html);
    }
    await get('/about?ref=a');
    await get('/about?ref=b');
    expect(drawn.filter((url) => url.startsWith('/menu'))).toEqual(['/menu']);
    expect(drawn.filter((url) => url.startsWith('/about'))).toEqual(['/about']);
  });

  it('draws a page of its own for each filter the menu shows, the same for every spelling of it', async () => {
    const all = await get('/menu');
    const vegan = await get('/menu?diet=vegan');
    expect(vegan.html).not.toBe(all.html);
    for (const spelling of ['/menu?diet=vegan&x=1', '/menu?diet=unknown,vegan', '/menu?category=no-such&diet=vegan']) {
      expect((await get(spelling)).html).toBe(vegan.html);
    }
    expect(drawn.filter((url) => url.includes('diet'))).toEqual(['/menu?diet=vegan']);
  });
});

describe('canonicalPageUrl', () => {
  const menu = { categories: [{ value: 'milk-tea' }, { value: 'fruit-tea' }] } as Parameters<
    typeof canonicalPageUrl
  >[1];
  it('keeps only the category and dietary tags the menu knows, in their own order', () => {
    expect(canonicalPageUrl('/menu?diet=caffeine-free,vegan&category=milk-tea&x=1', menu)).toBe(
      '/menu?category=milk-tea&diet=vegan,caffeine-free',
    );
    expect(canonicalPageUrl('/menu?category=nope&diet=nope', menu)).toBe('/menu');
    expect(canonicalPageUrl('/contact?name=Ann', menu)).toBe('/contact');
    expect(canonicalPageUrl('/', menu)).toBe('/');
  });
});
