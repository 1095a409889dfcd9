// @ts-check
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Modules whose index.ts is the only file other modules import (the rest follow as they get one). */
const modulesWithPublicFile = ['accounts', 'audit', 'catalogue', 'health', 'live', 'mail'];
/** import-x reads TypeScript files with the TypeScript parser and resolves imports as tsc does (paths included). */
const importSettings = {
  'import-x/extensions': ['.ts', '.tsx', '.js'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  'import-x/resolver-next': [createTypeScriptImportResolver()],
};
const moduleBoundaries = modulesWithPublicFile.map((name) => ({
  // Every other module, and the server's other files, scripts and benchmarks.
  target: [
    `./src/server/modules/!(${name})/**`,
    './src/server/*.ts',
    './src/server/!(modules)/**',
    './scripts/**',
    './bench/**',
  ],
  from: `./src/server/modules/${name}/!(index).ts`,
  message: `Import the ${name} module through its public file, modules/${name}/index.ts.`,
}));

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
    // STYLE.md habit 10: a module with a public index.ts is reached through it only, and these modules import
    // nothing that leads back to themselves.
    files: ['src/server/**/*.ts', 'scripts/**/*.ts', 'bench/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: moduleBoundaries }],
    },
  },
  {
    files: [`src/server/modules/{${modulesWithPublicFile.join(',')}}/**/*.ts`],
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    // STYLE.md habit 10: test support lives in src/server/test/, and production code never imports it.
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/**/*.test.ts', 'src/server/test/**'],
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...moduleBoundaries,
            {
              target: './src/server',
              from: './src/server/test',
              message: 'Production code never imports test support (src/server/test/).',
            },
          ],
        },
      ],
    },
  },
);
