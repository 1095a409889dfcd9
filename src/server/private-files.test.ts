/**
 * Another local user reads nothing of the shop's: a real shop process, started on folders an older version left open
 * (0755 folders, 0644 files), leaves nothing under DATA_DIR or BACKUP_DIR that group or others may read, write or
 * enter: the embedded database's files, the outbox's .eml files, the backup socket, the daily backups, and the old
 * files too. `npm run db:backup --out` writes its copy 0600 in a folder made 0700, on both databases; and the service
 * unit gives the process umask 077 and its state folder 0700.
 */
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { lstatSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backupDatabase } from './modules/backup';
import { send, startShopProcess, type ShopProcess } from './test/shop-process';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from './test/test-database';

const kinds = await testDatabaseKinds();
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every path under a folder (itself included) that group or others have any permission on, with its mode. */
function openToOthers(folder: string): string[] {
  const found: string[] = [];
  const visit = (path: string) => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & 0o077) !== 0) found.push(`${path} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(folder);
  return found;
}

/** A folder as an older version left it: 0755, with a file 0644 in it. */
function openFolder(prefix: string, file: string): string {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(folder, 0o755);
  const path = join(folder, file);
  mkdirSync(join(path, '..'), { recursive: true, mode: 0o755 });
  writeFileSync(path, 'left by an older version', { mode: 0o644 });
  chmodSync(path, 0o644);
  return folder;
}

async function until<T>(what: string, probe: () => T | undefined | false, ms = 90_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await wait(250);
  }
}

describe.each(kinds)("the shop's files on %s", (kind) => {
  const folders: string[] = [];
  let shop: ShopProcess | undefined;
  let database: TestDatabase | undefined;
  afterAll(async () => {
    if (shop) {
      shop.signal('SIGTERM');
      await shop.exited;
    }
    await database?.drop();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('are readable by nobody else: the data folder, the outbox, the backups and a db:backup copy', async () => {
    const dataDir = openFolder('pearl-private-data-', 'outbox/old.eml');
    const backupDir = openFolder('pearl-private-backups-', 'pearl-20300101T000000Z.tar.gz');
    const outDir = mkdtempSync(join(tmpdir(), 'pearl-private-out-'));
    folders.push(dataDir, backupDir, outDir);
    // An old backup (by its file's age), so the shop makes today's at once.
    const old = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000);
    utimesSync(join(backupDir, 'pearl-20300101T000000Z.tar.gz'), old, old);

    const settings: Record<string, string> = { DATA_DIR: dataDir, BACKUP_DIR: backupDir };
    if (kind === 'postgres') {
      database = await createTestDatabase('postgres');
      settings.DATABASE_URL = database.url!;
    }
    shop = await startShopProcess(settings);
    const code = await send(shop.port, 'POST', '/api/privacy/codes', { email: 'ann@example.com' });
    expect(code.kind === 'answered' && code.status).toBe(202);
    await until('the data-page code in the outbox', () => readdirSync(join(dataDir, 'outbox')).length >= 2);
    if (kind === 'pglite') {
      await until('the daily backup', () => readdirSync(backupDir).filter((n) => n.endsWith('.tar.gz')).length >= 2);
    }
    const out = join(outDir, 'copies', kind === 'pglite' ? 'shop.tar.gz' : 'shop.dump');
    await backupDatabase({ dataDir, databaseUrl: settings.DATABASE_URL }, out);

    expect(openToOthers(dataDir)).toEqual([]);
    expect(openToOthers(backupDir)).toEqual([]);
    expect(openToOthers(join(outDir, 'copies'))).toEqual([]);
    if (kind === 'pglite') {
      // The embedded database itself, down to its control file.
      expect(readdirSync(join(dataDir, 'pglite'))).toContain('global');
      expect(lstatSync(join(dataDir, 'pglite', 'global', 'pg_control')).mode & 0o777).toBe(0o600);
    }
    expect(lstatSync(out).mode & 0o777).toBe(0o600);
  }, 240_000);
});

describe('the service unit', () => {
  it('gives the process umask 077 and its state folder 0700', () => {
    const unit = readFileSync(new URL('../../deploy/systemd/pearl@.service', import.meta.url), 'utf8');
    expect(unit).toMatch(/^UMask=0077$/m);
    expect(unit).toMatch(/^StateDirectoryMode=0700$/m);
  });
});
