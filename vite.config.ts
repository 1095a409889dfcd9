import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The web app lives in src/web; the built files go to dist/web, which the server serves. `vite build --ssr`
// builds the storefront's server renderer (src/web/entry-server.tsx) into dist/ssr, which the server loads.
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  plugins: [react(), tailwindcss()],
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
