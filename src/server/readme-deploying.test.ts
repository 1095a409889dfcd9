/**
 * Every command in the README's "Deploying" section is run, here or by the test named for it, and
 * its settings file is one the shop accepts. A command added to the section without a test that runs it fails here.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './env';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from './test/test-database';

const root = fileURLToPath(new URL('../../', import.meta.url));
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const section = readme.slice(
  readme.indexOf('## Deploying'),
  readme.indexOf('\n## ', readme.indexOf('## Deploying') + 1),
);
const blocks = (language: string) =>
  [...section.matchAll(new RegExp('```' + language + '\\n([\\s\\S]*?)```', 'g'))].map((match) =>
    match[1]!
      .split('\n')
      .map((row) => row.replace(/\s+#\s.*$/, '').trim())
      .filter(Boolean),
  );
const commands = blocks('sh')
  .flat()
  .flatMap((row) => row.split('&&').map((command) => command.trim()));

/** Commands of the host, not of the project: each is done, in the same way, by the test named. */
const RUN_ELSEWHERE: Record<string, { file: string; needle: string }> = {
  'npm ci': { file: '.ci/run', needle: 'npm ci' },
  'npm run build': { file: 'package.json', needle: '"test:e2e": "npm run build' },
  'cp deploy/systemd/pearl@.service /etc/systemd/system/': {
    file: 'src/server/deploy.test.ts',
    needle: "'deploy/systemd/pearl@.service'",
  },
  'systemctl daemon-reload': { file: 'src/server/deploy.test.ts', needle: "'deploy/systemd/pearl@.service'" },
  'systemctl enable --now pearl@3001 pearl@3002': {
    file: 'src/server/deploy.test.ts',
    needle: "replaceAll('%i', String(port))",
  },
  'cp deploy/nginx/pearl.conf /etc/nginx/sites-available/pearl': {
    file: 'src/server/deploy.test.ts',
    needle: "'deploy/nginx/pearl.conf'",
  },
  'ln -s ../sites-available/pearl /etc/nginx/sites-enabled/pearl': {
    file: 'src/server/deploy.test.ts',
    needle: "include ${join(dir, 'pearl.conf')}",
  },
  'nginx -t': { file: 'src/server/deploy.test.ts', needle: "['-t', '-q'" },
  'systemctl reload nginx': { file: 'src/server/deploy.test.ts', needle: 'nginx = spawn(NGINX!' },
  // Needs Stripe: the test runs what the command runs against the Stripe stand-in.
  'npm run stripe:domains': {
    file: 'src/server/modules/payments/stripe-wallets.test.ts',
    needle: 'await registerPaymentDomain(settings, host)',
  },
};
const RUN_HERE = /^npm run (db:migrate|db:seed|db:backup|db:restore|user:create)\b/;

const kinds = await testDatabaseKinds();

describe("README's Deploying section", () => {
  it('has a settings file the shop accepts in production, as the unit starts it', () => {
    const [settings] = blocks('ini');
    const env = Object.fromEntries(
      settings!.map((row) => {
        const [key, value] = row.split(/=(.*)/s) as [string, string];
        return [key, value.replaceAll('…', 'x'.repeat(48))];
      }),
    );
    expect(Object.keys(env)).toEqual(expect.arrayContaining(['DATABASE_URL', 'PUBLIC_URL', 'TRUST_PROXY']));
    const config = loadConfig({ ...env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '3001' });
    expect(config.trustProxy).toEqual(['127.0.0.1']);
    expect(config.payments).toBe('stripe');
  });

  it('names only commands a test or .ci/run runs', () => {
    expect(commands.length).toBeGreaterThan(5);
    for (const command of commands) {
      if (RUN_HERE.test(command)) continue;
      const elsewhere = RUN_ELSEWHERE[command];
      expect(elsewhere, `no test runs: ${command}`).toBeDefined();
      expect(readFileSync(join(root, elsewhere!.file), 'utf8'), `${elsewhere!.file} runs ${command}`).toContain(
        elsewhere!.needle,
      );
    }
  });

  describe.skipIf(!kinds.includes('postgres'))('its project commands, as written, on PostgreSQL', () => {
    const databases: TestDatabase[] = [];
    const dir = mkdtempSync(join(tmpdir(), 'pearl-readme-'));
    afterAll(async () => {
      for (const database of databases) await database.drop();
      rmSync(dir, { recursive: true, force: true });
    });

    it('migrate, create the admin, back up and restore into an empty database', { timeout: 240_000 }, async () => {
      const shop = await createTestDatabase('postgres');
      const empty = await createTestDatabase('postgres');
      databases.push(shop, empty);
      await empty.database.close();
      const cleaner = new pg.Client({ connectionString: empty.url! });
      await cleaner.connect();
      await cleaner.query('drop schema public cascade; create schema public; drop schema drizzle cascade');
      await cleaner.end();

      const ran: string[] = [];
      for (const command of commands.filter((line) => RUN_HERE.test(line))) {
        const restoring = command.startsWith('npm run db:restore');
        const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve) => {
          const child = execFile(
            'sh',
            ['-c', command.replaceAll('/var/backups/pearl', dir)],
            {
              cwd: root,
              env: {
                PATH: process.env.PATH ?? '',
                HOME: process.env.HOME ?? '',
                NODE_ENV: 'test',
                DATABASE_URL: restoring ? empty.url! : shop.url!,
                USER_PASSWORD: 'a long enough password for the admin 42',
              },
              timeout: 120_000,
            },
            (_error, stdout, stderr) => resolve({ code: child.exitCode, output: stdout + stderr }),
          );
        });
        expect(code, `${command}\n${output}`).toBe(0);
        ran.push(command.split(' ')[2]!);
      }
      expect(ran).toEqual(['db:migrate', 'user:create', 'db:backup', 'db:restore']);
      // The restored database holds the admin created before the backup.
      const check = new pg.Client({ connectionString: empty.url! });
      await check.connect();
      const { rows } = await check.query("select role from users where email = 'you@example.com'");
      await check.end();
      expect(rows).toEqual([{ role: 'owner' }]);
    });
  });
});
