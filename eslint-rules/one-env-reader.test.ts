/**
 * `pearl/one-env-reader` through the project's own lint config: a read of the environment outside src/server/env.ts is
 * refused in every spelling, and the files left out on purpose (env.ts, tests, scripts, e2e) are let be.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function lint(path: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'pearl/one-env-reader').length;
}

const readsOfTheEnvironment = [
  'export const a = process.env.PUBLIC_URL;',
  "export const b = process['env'];",
  'export const c = globalThis.process.env.PORT;',
  'const { env } = process;\nexport const d = env;',
  "import { env } from 'node:process';\nexport const e = env;",
  "import proc from 'node:process';\nexport const f = proc.env;",
];

// The project's config loads every plugin and reads the whole import graph on its first file: slow on a busy machine.
describe('pearl/one-env-reader', { timeout: 120_000 }, () => {
  beforeAll(() => lint('src/domain/lint-probe.ts', 'export const warm = 1;\n'), 180_000);

  it('refuses each way of reading the environment in a server module and in the browser code', async () => {
    for (const code of readsOfTheEnvironment) {
      expect(await lint('src/server/modules/orders/lint-probe.ts', `${code}\n`), code).toBe(1);
      expect(await lint('src/web/lib/lint-probe.ts', `${code}\n`), code).toBe(1);
    }
  });

  it('leaves what only looks like it alone: an env of its own, process.argv, a Config passed on', async () => {
    const code =
      'const env = { PORT: 1 };\nexport const a = env.PORT;\nexport const b = process.argv;\n' +
      'export const c = (config: { env: string }) => config.env;\n';
    expect(await lint('src/server/modules/orders/lint-probe.ts', code)).toBe(0);
  });

  it('lets env.ts, tests and test support, scripts and e2e read it', async () => {
    const code = 'export const url = process.env.DATABASE_URL;\n';
    for (const path of [
      'src/server/env.ts',
      'src/server/modules/orders/lint-probe.test.ts',
      'src/server/test/lint-probe.ts',
      'scripts/lint-probe.ts',
      'e2e/lint-probe.spec.ts',
    ]) {
      expect(await lint(path, code), path).toBe(0);
    }
  });
});
