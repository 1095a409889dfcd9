import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@domain': fileURLToPath(new URL('./src/domain', import.meta.url)),
      '@web': fileURLToPath(new URL('./src/web', import.meta.url)),
    },
  },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts', 'eslint-rules/**/*.test.ts'],
    testTimeout: 30_000,
    // A global a test stubs (fetch, window) is put back before the next test, so no file has to remember to.
    unstubGlobals: true,
    hookTimeout: 60_000,
    // PGlite instances are heavy: two cores, so keep the pool small.
    maxWorkers: 2,
  },
});
