/**
 * `rules-once/no-copied-rules` refusing real copies of the domain's rules, through the project's own lint config, so
 * the rule cannot silently stop being checked.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function lint(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'rules-once/no-copied-rules')
    .map((message) => message.message);
}

const zone = ['Europe', 'London'].join('/');

// The project's config loads every plugin and reads the whole import graph on its first file: slow on a busy machine.
describe('rules-once/no-copied-rules', { timeout: 120_000 }, () => {
  beforeAll(() => lint('src/domain/lint-probe.ts', 'export const warm = 1;\n'), 180_000);

  it("refuses the shop's time zone written out in a server module, in a string or in SQL text", async () => {
    expect(
      await lint(
        'src/server/modules/orders/lint-probe.ts',
        `export const f = new Intl.DateTimeFormat('en-GB', { timeZone: '${zone}' });\n` +
          `export const q = (col: string) => \`select \${col} at time zone '${zone}'\`;\n`,
      ),
    ).toEqual([
      "Import SHOP_TIME_ZONE from '@domain/shop-time-zone' instead of writing the shop's time zone.",
      "Import SHOP_TIME_ZONE from '@domain/shop-time-zone' instead of writing the shop's time zone.",
    ]);
  });

  it("refuses the shop's time zone written as words between JSX tags, as a page's footnote would", async () => {
    expect(
      await lint(
        'src/web/features/menu/lint-probe.tsx',
        `export const Note = () => <p>Times are in ${zone}.</p>;\nexport const Ok = () => <p>Times are the shop's.</p>;\n`,
      ),
    ).toEqual(["Import SHOP_TIME_ZONE from '@domain/shop-time-zone' instead of writing the shop's time zone."]);
  });

  it('refuses a UUID pattern of its own in the browser code, as a regular expression or as a string', async () => {
    const hex = '[0-9a-f]';
    const pattern = `^${hex}{8}-${hex}{4}-${hex}{4}-${hex}{4}-${hex}{12}$`;
    expect(
      await lint(
        'src/web/lib/lint-probe.ts',
        `export const a = /${pattern}/i;\nexport const b = new RegExp('${pattern}');\n`,
      ),
    ).toEqual([
      "Use isUuid from '@domain/uuid' instead of a UUID pattern of your own.",
      "Use isUuid from '@domain/uuid' instead of a UUID pattern of your own.",
    ]);
  });

  it('lets the domain hold the rules, and others import them', async () => {
    expect(await lint('src/domain/lint-probe.ts', `export const SHOP_TIME_ZONE = '${zone}';\n`)).toEqual([]);
    expect(
      await lint(
        'src/server/modules/orders/lint-probe.ts',
        "import { SHOP_TIME_ZONE } from '@domain/shop-time-zone';\nexport const z = SHOP_TIME_ZONE;\n",
      ),
    ).toEqual([]);
  });
});
