import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/** The staff screens' component tests: drawn in a DOM and used as a person uses them (Testing Library). */
const COMPONENT_TESTS = 'src/web/**/*.dom.test.tsx';

export default defineConfig({
  resolve: {
    alias: {
      '@domain': fileURLToPath(new URL('./src/domain', import.meta.url)),
      '@web': fileURLToPath(new URL('./src/web', import.meta.url)),
    },
  },
  test: {
    testTimeout: 30_000,
    // A global a test stubs (fetch, window) is put back before the next test, so no file has to remember to.
    unstubGlobals: true,
    hookTimeout: 60_000,
    // PGlite instances are heavy: two cores, so keep the pool small.
    maxWorkers: 2,
    // Two projects in one run, each file in one of them: the database tests pick their databases themselves
    // (TEST_DATABASES), so neither project runs anything twice.
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts', 'eslint-rules/**/*.test.ts'],
          exclude: [...configDefaults.exclude, COMPONENT_TESTS],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: [COMPONENT_TESTS],
          environment: 'happy-dom',
          setupFiles: ['src/web/test/dom-setup.ts'],
        },
      },
    ],
  },
});
