/**
 * `npm run user:create` as a person runs it: the real script in a child process, on an embedded database in a fresh
 * DATA_DIR, checked afterwards by opening that database (the script must have closed it: one process at a time).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/server/db/client';
import { findUserByEmail, verifyPassword, type UserRow } from '../src/server/modules/accounts';

const repositoryRoot = fileURLToPath(new URL('../', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'pearl-user-create-'));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `node --import tsx scripts/user-create.ts ...args` with only DATA_DIR set (never a DATABASE_URL from outside). */
function userCreate(...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/user-create.ts', ...args],
      {
        cwd: repositoryRoot,
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'test', DATA_DIR: dataDir },
        timeout: 60_000,
      },
      (_error, stdout, stderr) => resolve({ code: child.exitCode, stdout, stderr }),
    );
  });
}

/** The stored user, read from the embedded database the script wrote to. */
async function storedUser(email: string): Promise<UserRow | null> {
  const database = await openDatabase({ dataDir, migrate: false });
  try {
    return await findUserByEmail(database.db, email);
  } finally {
    await database.close();
  }
}

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// One DATA_DIR for the whole file, in order: create, then update the same account, then a refusal.
// Each run starts Node and the embedded database (the first also creates it): seconds each on a busy machine.
describe('npm run user:create', { timeout: 120_000 }, () => {
  const where = `in the embedded database in ${dataDir}`;

  it('creates a non-admin with the given password', async () => {
    const run = await userCreate('--email', ' Helper@Pearl.example ', '--password', 'first password 1');
    expect(run, run.stderr).toMatchObject({
      code: 0,
      stdout: `Created helper@pearl.example (no staff role) ${where}.\n`,
    });

    const user = await storedUser('helper@pearl.example');
    expect(user).toMatchObject({ email: 'helper@pearl.example', role: null });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(user!.passwordHash, 'first password 1')).toBe(true);
  });

  it('with --admin makes the same account an admin and replaces its password', async () => {
    const run = await userCreate('--email', 'helper@pearl.example', '--password', 'second password 2', '--admin');
    expect(run, run.stderr).toMatchObject({
      code: 0,
      stdout: `Updated helper@pearl.example ${where}: new password; an Owner (was no staff role).\n`,
    });

    const user = await storedUser('helper@pearl.example');
    expect(user).toMatchObject({ role: 'owner' });
    expect(await verifyPassword(user!.passwordHash, 'second password 2')).toBe(true);
    expect(await verifyPassword(user!.passwordHash, 'first password 1')).toBe(false);
  });

  it('refuses a short password with its message and exit code 1, changing nothing', async () => {
    const run = await userCreate('--email', 'helper@pearl.example', '--password', 'short', '--admin');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Password must be at least 10 characters.');
    expect(run.stderr).toContain('Usage: npm run user:create');
    expect(run.stdout).toBe('');
    expect(await verifyPassword((await storedUser('helper@pearl.example'))!.passwordHash, 'second password 2')).toBe(
      true,
    );
  });
});
