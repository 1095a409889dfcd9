import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PAGE_MODULES, pagePreloads, type BuildManifest } from './page-preloads';
import { documentFor, STOREFRONT_PATHS } from './storefront-pages';

/** A build's manifest as Vite writes it: the entry, the order page loaded on demand, and the chunks they share. */
const manifest: BuildManifest = {
  'main.tsx': { file: 'assets/index-1.js', isEntry: true, imports: ['_jsx-runtime-2.js', '_api-3.js'] },
  '_jsx-runtime-2.js': { file: 'assets/jsx-runtime-2.js' },
  '_api-3.js': { file: 'assets/api-3.js', imports: ['_jsx-runtime-2.js'] },
  'app/routes/order-online.tsx': {
    file: 'assets/order-online-4.js',
    imports: ['main.tsx', '_pickup-5.js', '_api-3.js'],
  },
  '_pickup-5.js': { file: 'assets/pickup-5.js', imports: ['_zod-6.js'] },
  '_zod-6.js': { file: 'assets/zod-6.js' },
  'features/pages/components/about-page.tsx': { file: 'assets/about-7.js', imports: ['main.tsx'] },
  'features/pages/components/contact-page.tsx': { file: 'assets/contact-8.js', imports: ['main.tsx', '_zod-6.js'] },
  'features/pages/components/privacy-policy-page.tsx': { file: 'assets/privacy-9.js', imports: ['main.tsx'] },
};

describe("a server-drawn page's code loaded on demand", () => {
  it('names its chunk and every chunk it imports, however deep, but none the first bundle already brings', () => {
    const preloads = pagePreloads(manifest);
    expect(preloads['/order-online']).toEqual(['/assets/order-online-4.js', '/assets/pickup-5.js', '/assets/zod-6.js']);
    expect(preloads['/contact']).toEqual(['/assets/contact-8.js', '/assets/zod-6.js']);
    expect(preloads['/about']).toEqual(['/assets/about-7.js']);
    expect(preloads['/menu']).toBeUndefined();
  });

  it('refuses a manifest without a page’s module: the page would silently lose its hint', () => {
    const { 'features/pages/components/about-page.tsx': _gone, ...without } = manifest;
    expect(() => pagePreloads(without)).toThrow(
      "The web build's manifest has no features/pages/components/about-page.tsx, the code of /about.",
    );
  });

  it('names only storefront pages, by the modules the web app’s router loads on demand', () => {
    const router = readFileSync(fileURLToPath(new URL('../../../web/app/router.tsx', import.meta.url)), 'utf8');
    for (const [path, module] of Object.entries(PAGE_MODULES)) {
      expect(STOREFRONT_PATHS).toContain(path);
      expect(existsSync(fileURLToPath(new URL(`../../../web/${module}`, import.meta.url))), module).toBe(true);
      const fromRouter = module
        .replace(/\.tsx$/, '')
        .replace(/^app\//, './')
        .replace(/^(?!\.)/, '../');
      expect(router, module).toContain(`lazy(() => import('${fromRouter}'))`);
    }
  });

  it('puts the hints right after the page’s module script, where the browser finds them as early, at its priority', () => {
    const template =
      '<html><head><script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js"></script></head>' +
      '<body><div id="root"></div></body></html>';
    const document = documentFor(template, '<p>Your Order</p>', '{}', undefined, ['/assets/order-online-4.js']);
    expect(document).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js"></script>' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/order-online-4.js"></head>',
    );
  });
});
