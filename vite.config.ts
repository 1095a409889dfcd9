import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Preloads the heading font (Fredoka Bold, Latin) from the page's head, so the browser fetches it with the styles
 * rather than once the styles have been read: headings swap to it sooner. Its file name is known only once built.
 */
function preloadHeadingFont(): Plugin {
  return {
    name: 'pearl-preload-heading-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.keys(context.bundle ?? {}).find((name) =>
          /fredoka-latin-700-normal-[\w-]+\.woff2$/.test(name),
        );
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

// The web app lives in src/web; the built files go to dist/web, which the server serves. `vite build --ssr`
// builds the storefront's server renderer (src/web/entry-server.tsx) into dist/ssr, which the server loads.
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  plugins: [react(), tailwindcss(), preloadHeadingFont()],
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
