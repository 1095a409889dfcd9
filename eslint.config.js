// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import rulesOnce from './eslint-rules/no-copied-rules.js';
import cycles from './eslint-rules/no-import-cycles.js';
import envReader from './eslint-rules/one-env-reader.js';
import ownTables from './eslint-rules/own-tables-only.js';

/** The project's own rules, one plugin. */
const pearl = { rules: { ...cycles.rules, ...ownTables.rules, ...envReader.rules } };

/** The folders directly below `path` (relative to this file). */
const foldersIn = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** import-x reads TypeScript files with the TypeScript parser and resolves imports as tsc does (paths included). */
const importSettings = {
  ...importX.flatConfigs.typescript.settings,
  'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
};

/**
 * Each browser feature may import only itself (and components/, lib/, @domain). The customers' features are the folders
 * of features/; the staff's are the folders of features/admin/, one per admin page (or pages sharing their data), each
 * fenced the same way: what several staff features share lives in components/admin/ and lib/admin/.
 */
const webFeatures = [
  ...foldersIn('./src/web/features/').filter((feature) => feature !== 'admin'),
  ...foldersIn('./src/web/features/admin/').map((feature) => `admin/${feature}`),
];
const featureZones = webFeatures.map((feature) => ({
  target: `./src/web/features/${feature}`,
  from: './src/web/features',
  except: [`./${feature}`],
  message: 'Features do not import each other: move what both need to src/web/components or src/web/lib.',
}));

/** Each server module is reached from anywhere else only through its public index.ts. */
const serverModules = foldersIn('./src/server/modules/');
const moduleZones = serverModules.flatMap((module) => [
  {
    target: [
      ...serverModules.filter((other) => other !== module).map((other) => `./src/server/modules/${other}`),
      './src/server/*.ts',
      './src/server/!(modules|db)/**',
      './scripts/**',
      './bench/**',
    ],
    from: `./src/server/modules/${module}`,
    except: ['./index.ts'],
    message: `Import the ${module} module through its public file, modules/${module}/index.ts.`,
  },
  {
    // db/ lies below every module and depends on none of them: modules import it, never the other way round.
    target: './src/server/db/!(schema).ts',
    from: `./src/server/modules/${module}`,
    message: 'src/server/db depends on no module: pass what it needs in as a parameter or a type of its own.',
  },
  {
    // Except db/schema.ts, which gathers the modules' tables (their schema.ts) for drizzle-kit, the seed and tests.
    target: './src/server/db/schema.ts',
    from: `./src/server/modules/${module}`,
    except: ['./schema.ts'],
    message: `db/schema.ts gathers only the modules' tables: export from modules/${module}/schema.ts.`,
  },
]);

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'src/server/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'off',
      'no-control-regex': 'off',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // The domain core is framework-free: it may import neither the server nor the browser code.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            '**/server/**',
            '**/web/**',
            'react',
            'react-dom',
            'fastify',
            'drizzle-orm',
            'pg',
            '@electric-sql/*',
          ],
        },
      ],
    },
  },
  {
    // The shop's time zone and the shape of a row id are written once, in the domain.
    files: ['**/*.{ts,tsx,js}'],
    ignores: ['src/domain/**', 'eslint-rules/**'],
    plugins: { 'rules-once': rulesOnce },
    rules: { 'rules-once/no-copied-rules': 'error' },
  },
  {
    // The shop's settings come from the environment through src/server/env.ts only, checked once at start. Left out,
    // because what they read is not the shop's settings: tests and test support (which databases to run on, a
    // property test's seed, PATH and HOME for the processes they start), e2e/ and the root config files (the port and
    // browser of a test run, CI), bench/ (how a measurement is run), and scripts/ (commands with inputs of their own
    // beside their arguments, like user:create's USER_PASSWORD or the registry npm hands lock:complete; the shop's
    // settings they need come through env.ts's loadConfig).
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: [
      'src/server/env.ts',
      '**/*.test.ts',
      '**/*.test.tsx',
      'src/server/test/**',
      'e2e/**',
      'bench/**',
      'scripts/**',
      '*.config.{ts,js}',
    ],
    plugins: { pearl },
    rules: { 'pearl/one-env-reader': 'error' },
  },
  {
    // Size fences: a file or a function past these has taken on a second job; split it by concern. Counted in code
    // lines (comments and blank lines are free), production code only: a test, or the fakes tests run against, may
    // be as long as its cases.
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts', 'bench/**/*.ts', 'eslint-rules/**/*.js'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'src/server/test/**'],
    rules: {
      'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true, IIFEs: true }],
    },
  },
  // Boundaries (ARCHITECTURE.md), enforced here rather than remembered.
  {
    // No import cycles anywhere: import-x's rule for what runs, and ours for cycles through type-only imports.
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts', 'bench/**/*.ts'],
    plugins: { 'import-x': importX, pearl },
    settings: importSettings,
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'pearl/no-import-cycles': 'error',
      // Server modules through their public file, tests and scripts included.
      'import-x/no-restricted-paths': ['error', { zones: moduleZones }],
    },
  },
  {
    // A module's production code touches only its own tables (tests may look at any table to see what happened).
    files: ['src/server/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { pearl },
    rules: { 'pearl/own-tables-only': 'error' },
  },
  {
    // Production code: features stay apart, test support stays out, browser and server never import each other.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'src/server/test/**'],
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...moduleZones,
            ...featureZones,
            {
              target: './src',
              from: ['./src/server/test', './src/web/test', './src/domain/test-fixtures.ts', './e2e', './bench'],
              message:
                'Production code never imports test support (src/server/test/, src/web/test/, src/domain/test-fixtures.ts, e2e/, bench/).',
            },
            {
              // The shared layers lie below the features and the app that composes them.
              target: ['./src/web/components', './src/web/lib'],
              from: ['./src/web/features', './src/web/app'],
              message: 'src/web/components and src/web/lib import no feature and not app/: pass what they need in.',
            },
            { target: './src/web', from: './src/server', message: 'The browser never imports server code.' },
            { target: './src/server', from: './src/web', message: 'The server never imports browser code.' },
          ],
        },
      ],
    },
  },
);
