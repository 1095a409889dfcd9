/**
 * Tables live with their owning module: these tests show `pearl/own-tables-only` refusing a real violation through the
 * project's own lint configuration, and letting the owner and test code be.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The messages of pearl/own-tables-only for `code` as if it were the file at `path` (relative to the project). */
async function lint(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'pearl/own-tables-only')
    .map((message) => message.message);
}

describe('pearl/own-tables-only', () => {
  it("refuses a module reading another module's table, as checkout read the catalogue's products", async () => {
    const messages = await lint(
      'src/server/modules/checkout/lint-probe.ts',
      "import { products } from '../catalogue/schema';\nexport const probe = products;\n",
    );
    expect(messages).toEqual([
      "Module checkout imports the catalogue module's tables: call a query function modules/catalogue/index.ts exports instead.",
    ]);
  });

  it('refuses a module importing every table at once from db/schema', async () => {
    const messages = await lint(
      'src/server/modules/orders/lint-probe.ts',
      "import { auditLog } from '../../db/schema';\nexport const probe = auditLog;\n",
    );
    expect(messages.join('\n')).toContain('imports every table (db/schema)');
  });

  it('refuses a module handing its own tables on through its public file', async () => {
    const reexport = await lint('src/server/modules/orders/index.ts', "export { orders } from './schema';\n");
    const passOn = await lint(
      'src/server/modules/orders/index.ts',
      "import { orderLines } from './schema';\nexport { orderLines };\n",
    );
    const all = await lint('src/server/modules/orders/index.ts', "export * from './schema';\n");
    for (const messages of [reexport, passOn, all]) expect(messages.join('\n')).toContain('hands its table objects on');
  });

  it('lets a module use its own tables and their types, and tests look at any table', async () => {
    const own = await lint(
      'src/server/modules/orders/lint-probe.ts',
      "import { orders } from './schema';\nexport const probe = () => orders;\n",
    );
    const ownType = await lint(
      'src/server/modules/orders/index.ts',
      "import type { orders } from './schema';\nexport type OrderRow = typeof orders.$inferSelect;\n",
    );
    const test = await lint(
      'src/server/modules/checkout/lint-probe.test.ts',
      "import { orders } from '../../db/schema';\nexport const probe = orders;\n",
    );
    expect([...own, ...ownType, ...test]).toEqual([]);
  });
});
