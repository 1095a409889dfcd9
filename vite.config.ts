import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import pageModules from './src/server/modules/storefront/page-modules.json' with { type: 'json' };

/** A chunk's name: its module's file name. */
const chunkNames = (files: string[]) =>
  Object.fromEntries(files.map((file) => [file.replace(/^.*\//, '').replace(/\.tsx?$/, ''), file]));
/** The storefront pages loaded on demand (the server hints their files with the page). */
const PAGE_CHUNKS = chunkNames(Object.values(pageModules));
/** What a tap on the menu fetches and shows at once: the Size dialog (Add). */
const TAP_CHUNKS = chunkNames(['components/size-dialog/size-dialog.tsx']);

/**
 * Preloads the heading font (Fredoka Bold, the shop's subset: src/web/styles.css) from the page's head, so the browser fetches it with the styles
 * rather than once the styles have been read: headings swap to it sooner. Its file name is known only once built.
 */
function preloadHeadingFont(): Plugin {
  return {
    name: 'pearl-preload-heading-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.keys(context.bundle ?? {}).find((name) => /fredoka-700-pearl-[\w-]+\.woff2$/.test(name));
        if (!font) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: 'anonymous' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * Puts the app's stylesheet inside the page rather than linking it: a phone on a slow connection paints the
 * server-drawn page as soon as the HTML has arrived, instead of after one more round trip for a stylesheet that
 * competes with the page's code (asked for at once, so that no tap is lost) for the same bandwidth. The styles are
 * about 11 KB compressed; a visit loads the HTML once and moves between pages in the browser. The
 * Content-Security-Policy's style-src allows inline styles (security-headers.ts).
 */
function inlineStylesheet(): Plugin {
  return {
    name: 'pearl-inline-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        let page = html;
        for (const file of Object.values(context.bundle ?? {})) {
          if (file.type !== 'asset' || !file.fileName.endsWith('.css')) continue;
          const link = new RegExp(`<link rel="stylesheet"[^>]*href="/${file.fileName.replace(/[.]/g, '\\.')}"[^>]*>`);
          const css = String(file.source);
          if (!link.test(page) || /<\/style/i.test(css)) continue;
          page = page.replace(link, () => `<style>${css}</style>`);
        }
        return page;
      },
    },
  };
}

/**
 * The page's code is asked for at once, at low priority: a phone on a slow connection paints the server-drawn page
 * from its HTML, so the rest of the HTML, the heading font and the first picture get the connection first and the code
 * follows at once behind them. Measured on the slow phone profile, the page became live no later for it, and painted
 * sooner (docs/decisions/0012-one-file-a-page-at-low-priority.md).
 */
function lowPriorityScripts(): Plugin {
  return {
    name: 'pearl-low-priority-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replace(/<script type="module" crossorigin/g, '<script type="module" fetchpriority="low" crossorigin')
          .replace(
            /<link rel="modulepreload" crossorigin/g,
            '<link rel="modulepreload" fetchpriority="low" crossorigin',
          ),
    },
  };
}

/** More static imports than this from one module of a package: the package's index, which re-exports all of it. */
const PACKAGE_INDEX_IMPORTS = 20;

/**
 * A page's code in as few files as it can be. Left to itself the bundler splits out each module that another chunk
 * also imports: the first page asked for eight files and the order page for twelve more, and over HTTP/1.1 each file
 * costs a phone a round trip on one of its six connections. So:
 * - the first page's code (the entry and everything it imports statically) is one chunk;
 * - each of `pieces` (what a tap on the first page fetches, such as the Size dialog) is one chunk with everything it
 *   imports that the first page does not bring, so that a tap fetches one small file;
 * - each storefront page loaded on demand (`pages`) is its own module's chunk and one chunk of the rest it needs.
 * A module two of these need goes to the first in that order; the other imports it from there.
 */
function pageChunks(pieces: Record<string, string>, pages: Record<string, string>) {
  const inChunk = new Map<string, Set<string>>();
  const source = (file: string) => fileURLToPath(new URL(`./src/web/${file}`, import.meta.url));
  const plugin: Plugin = {
    name: 'pearl-page-chunks',
    apply: 'build',
    buildEnd() {
      const taken = new Set<string>();
      const take = (name: string, starts: string[], own?: string) => {
        const found = new Set<string>();
        const pending = [...starts];
        while (pending.length > 0) {
          const id = pending.pop()!;
          if (found.has(id) || taken.has(id)) continue;
          found.add(id);
          const info = this.getModuleInfo(id);
          // A package's index (lucide-react's icons, TanStack Query's hooks) would bring every export, used or not:
          // what a page uses through it is left to the bundler's own splitting.
          if (/node_modules/.test(id) && (info?.importedIds.length ?? 0) > PACKAGE_INDEX_IMPORTS) continue;
          pending.push(...(info?.importedIds ?? []));
        }
        // A page's own module stays the chunk the app imports on demand, which the server finds in the manifest.
        if (own) found.delete(own);
        for (const id of found) taken.add(id);
        inChunk.set(name, found);
      };
      inChunk.clear();
      take(
        'index',
        [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry),
      );
      for (const [name, file] of Object.entries(pieces)) take(name, [source(file)]);
      for (const [name, file] of Object.entries(pages)) take(`${name}-parts`, [source(file)], source(file));
    },
  };
  const names = ['index', ...Object.keys(pieces), ...Object.keys(pages).map((name) => `${name}-parts`)];
  const groups = names.map((name, order) => ({
    name,
    test: (id: string) => inChunk.get(name)?.has(id) ?? false,
    priority: names.length - order,
  }));
  return { plugin, groups };
}

// The web app lives in src/web; the built files go to dist/web, which the server serves. `vite build --ssr`
// builds the storefront's server renderer (src/web/entry-server.tsx) into dist/ssr, which the server loads.
export default defineConfig(({ isSsrBuild }) => {
  const chunks = pageChunks(TAP_CHUNKS, PAGE_CHUNKS);
  return {
    root: 'src/web',
    publicDir: fileURLToPath(new URL('./public', import.meta.url)),
    plugins: [react(), tailwindcss(), preloadHeadingFont(), inlineStylesheet(), lowPriorityScripts(), chunks.plugin],
    resolve: {
      alias: [
        { find: '@domain', replacement: fileURLToPath(new URL('./src/domain', import.meta.url)) },
        { find: '@web', replacement: fileURLToPath(new URL('./src/web', import.meta.url)) },
        // The browser's zod runs without eval, which the Content-Security-Policy refuses (src/web/lib/zod-jitless.ts).
        ...(isSsrBuild
          ? []
          : [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/web/lib/zod-jitless.ts', import.meta.url)) }]),
      ],
    },
    build: {
      outDir: fileURLToPath(new URL(isSsrBuild ? './dist/ssr' : './dist/web', import.meta.url)),
      emptyOutDir: true,
      // The server bundle needs no copy of public/ (the server serves dist/web).
      copyPublicDir: !isSsrBuild,
      sourcemap: false,
      // Which file each module went to: the server hints a server-drawn page's code loaded on demand
      // (src/server/modules/storefront/page-preloads.ts).
      manifest: !isSsrBuild,
      target: 'es2022',
      // Every browser the shop supports (es2022) preloads modules itself: the polyfill was dead weight on the first page
      //.
      modulePreload: { polyfill: false },
      rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: chunks.groups } } },
    },
    server: {
      port: 5173,
      proxy: { '/api': 'http://localhost:3000', '/checkout': 'http://localhost:3000' },
    },
  };
});
