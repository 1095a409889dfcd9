/**
 * The boundaries of ARCHITECTURE.md are lint rules: these tests show each rule refusing a real violation, so a
 * boundary cannot silently stop being checked.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';
import pearl from './no-import-cycles.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The messages ESLint gives `code` as if it were the file at `path` (relative to the project). */
async function lint(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('the project lint', () => {
  it('refuses a browser feature importing another feature', async () => {
    const messages = await lint(
      'src/web/features/menu/lint-probe.tsx',
      "import { OrderPage } from '../order/components/order-page';\nexport const probe = OrderPage;\n",
    );
    expect(messages.join('\n')).toContain('Features do not import each other');
  });

  it('refuses a staff feature importing another staff feature, and lets it use the shared staff UI', async () => {
    const messages = await lint(
      'src/web/features/admin/queue/lint-probe.tsx',
      "import { OrderCard } from '../orders/components/order-card';\nexport const probe = OrderCard;\n",
    );
    expect(messages.join('\n')).toContain('Features do not import each other');
    const shared = await lint(
      'src/web/features/admin/queue/lint-probe.tsx',
      "import { SaveError } from '../../../components/admin/save-error';\nexport const probe = SaveError;\n",
    );
    expect(shared.filter((message) => message.includes('no-restricted-paths'))).toEqual([]);
  });

  it('refuses the shared web layers importing a feature or the app', async () => {
    const messages = await lint(
      'src/web/components/admin/lint-probe.tsx',
      "import { StaffSection } from '../../features/admin/staff/components/staff-section';\nexport const probe = StaffSection;\n",
    );
    expect(messages.join('\n')).toContain('import no feature and not app/');
  });

  it("refuses a server module reaching into another module's files instead of its index.ts", async () => {
    const messages = await lint(
      'src/server/modules/privacy/lint-probe.ts',
      "import { createMailer } from '../mail/mailer';\nexport const probe = createMailer;\n",
    );
    expect(messages.join('\n')).toContain('modules/mail/index.ts');
  });

  it('lets a server module use another through its public file', async () => {
    const messages = await lint(
      'src/server/modules/privacy/lint-probe.ts',
      "import { createMailer } from '../mail';\nexport const probe = createMailer;\n",
    );
    expect(messages.filter((message) => message.includes('no-restricted-paths'))).toEqual([]);
  });

  it('refuses db/ importing a module, even through its public file, and lets db/schema.ts gather the tables', async () => {
    const messages = await lint(
      'src/server/db/lint-probe.ts',
      "import type { AuditService } from '../modules/audit';\nexport type Probe = AuditService;\n",
    );
    expect(messages.join('\n')).toContain('src/server/db depends on no module');
    const gathering = await lint('src/server/db/schema.ts', "export * from '../modules/audit/schema';\n");
    expect(gathering.filter((message) => message.includes('no-restricted-paths'))).toEqual([]);
  });

  it('refuses production code importing test support', async () => {
    const messages = await lint(
      'src/server/modules/orders/lint-probe.ts',
      "import { startTestServer } from '../../test/build';\nexport const probe = startTestServer;\n",
    );
    expect(messages.join('\n')).toMatch(/test/i);
    expect(messages.some((message) => message.startsWith('import-x/no-restricted-paths'))).toBe(true);
  });

  it('refuses the browser importing server code', async () => {
    const messages = await lint(
      'src/web/lib/lint-probe.ts',
      "import { buildApp } from '../../server/app';\nexport const probe = buildApp;\n",
    );
    expect(messages.join('\n')).toContain('The browser never imports server code');
  });
});

describe('pearl/no-import-cycles', () => {
  const project = mkdtempSync(join(tmpdir(), 'pearl-cycles-'));
  afterAll(() => rmSync(project, { recursive: true, force: true }));

  function write(files: Record<string, string>) {
    for (const [path, code] of Object.entries(files)) {
      mkdirSync(join(project, path, '..'), { recursive: true });
      writeFileSync(join(project, path), code);
    }
  }

  async function lintProject(): Promise<Map<string, string[]>> {
    const linter = new ESLint({
      cwd: project,
      overrideConfigFile: true,
      overrideConfig: [
        {
          files: ['**/*.ts'],
          languageOptions: { parser: (await import('typescript-eslint')).parser },
          plugins: { pearl },
          rules: { 'pearl/no-import-cycles': 'error' },
        },
      ],
    });
    const results = await linter.lintFiles(['src/**/*.ts']);
    return new Map(
      results.map((result) => [
        result.filePath.slice(project.length + 1),
        result.messages.map((message) => message.message),
      ]),
    );
  }

  it('reports a cycle that runs through a type-only import, naming every step', async () => {
    write({
      'src/app.ts':
        "import { createService } from './modules/service';\nexport interface Services { n: number }\n" +
        'export const app = createService;\n',
      'src/modules/service.ts':
        "import type { Services } from '../app';\nexport const createService = (s: Services) => s.n;\n",
      'src/modules/free.ts': 'export const free = 1;\n',
    });
    const messages = await lintProject();
    expect(messages.get('src/app.ts')).toEqual([
      'Import cycle (type imports count): src/app.ts → src/modules/service.ts → src/app.ts',
    ]);
    expect(messages.get('src/modules/service.ts')?.[0]).toContain('src/modules/service.ts → src/app.ts');
    expect(messages.get('src/modules/free.ts')).toEqual([]);
  });
});
