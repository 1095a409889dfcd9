import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

// The web app lives in src/web; the built files go to dist/web, which the server serves. `vite build --ssr`
// builds the storefront's server renderer (src/web/entry-server.tsx) into dist/ssr, which the server loads.
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  plugins: [react(), tailwindcss(), preloadHeadingFont(), inlineStylesheet()],
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
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/checkout': 'http://localhost:3000' },
  },
}));
