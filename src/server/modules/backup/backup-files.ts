/**
 * `npm run db:backup` and `npm run db:restore`: one file holds a whole shop.
 *
 * - Embedded database: a gzipped tar of its data folder (PGlite's dumpDataDir). While the shop runs it is made by the
 *   shop itself through backup.sock (backup-socket.ts), between two queries; when the shop is stopped, by opening the
 *   folder directly. Restored with PGlite's loadDataDir into an empty DATA_DIR.
 * - PostgreSQL: pg_dump's custom format (`pg_dump -Fc`, a consistent snapshot while the shops keep writing), restored
 *   with pg_restore into an empty database.
 *
 * A restore never overwrites data unless told to (--force): the embedded database's old folder is then kept beside
 * it (pglite.before-restore-<time>), and PostgreSQL's tables are dropped and restored (pg_restore --clean).
 */
import { spawn } from 'node:child_process';
import {
  chmodSync,
  closeSync,
  existsSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase } from '../../db/client';
import { acquireDataDirLock, readLockOwner } from '../../db/data-dir-lock';
import type { Config } from '../../env';
import { keepTreePrivate } from '../../private-files';
import { requestDumpFromShop } from './backup-socket';

/** A problem the person running the command can fix: printed as it is, without a stack. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

type Settings = Pick<Config, 'databaseUrl' | 'dataDir'>;

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `${command} was not found: install the PostgreSQL client tools (Debian: apt-get install postgresql-client).`
            : error.message,
        ),
      ),
    );
    child.on('exit', (code) =>
      code === 0 ? resolvePromise() : reject(new BackupError(`${command} failed (exit code ${code}):\n${errors}`)),
    );
  });
}

/**
 * Writes the backup to a temporary name first, so a failed backup never leaves a file that looks whole. A backup is a
 * whole copy of the shop's data: the file is its owner's only (0600) from its first byte, and a folder made for it 0700.
 */
export async function backupDatabase(settings: Settings, out: string): Promise<{ kind: 'pglite' | 'postgres' }> {
  const target = resolve(out);
  await mkdir(dirname(target), { recursive: true, mode: 0o700 });
  const partial = `${target}.partial`;
  // pg_dump writes into the file as it is, keeping its mode.
  closeSync(openSync(partial, 'w', 0o600));
  chmodSync(partial, 0o600);
  if (settings.databaseUrl) {
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${partial}`,
      settings.databaseUrl,
    ]);
    renameSync(partial, target);
    return { kind: 'postgres' };
  }
  writeFileSync(partial, await dumpEmbedded(settings.dataDir));
  renameSync(partial, target);
  return { kind: 'pglite' };
}

async function dumpEmbedded(dataDir: string): Promise<Buffer> {
  if (!existsSync(join(dataDir, 'pglite'))) {
    throw new BackupError(
      `There is no embedded database in ${dataDir} (set DATA_DIR, or DATABASE_URL for PostgreSQL).`,
    );
  }
  // The shop holds the folder: it makes the copy itself.
  if (readLockOwner(dataDir)) return requestDumpFromShop(dataDir);
  const database = await openDatabase({ dataDir, migrate: false });
  try {
    return Buffer.from(await (await database.dumpDataDir!()).arrayBuffer());
  } finally {
    await database.close();
  }
}

type BackupKind = 'pglite' | 'postgres';

function kindOfFile(file: string): BackupKind {
  let head: Buffer;
  try {
    head = readFileSync(file).subarray(0, 5);
  } catch (error) {
    throw new BackupError(`Cannot read the backup ${file}: ${(error as Error).message}`);
  }
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  throw new BackupError(`${file} is not a Pearl backup (neither an embedded database's nor pg_dump's custom format).`);
}

export async function restoreDatabase(
  settings: Settings,
  file: string,
  options: { force: boolean },
): Promise<{ kind: BackupKind; keptAside?: string }> {
  const source = resolve(file);
  const kind = kindOfFile(source);
  const into: BackupKind = settings.databaseUrl ? 'postgres' : 'pglite';
  if (kind !== into) {
    throw new BackupError(
      kind === 'pglite'
        ? `${file} is a backup of an embedded database: unset DATABASE_URL and set DATA_DIR to restore it.`
        : `${file} is a PostgreSQL backup (pg_dump): set DATABASE_URL to the database to restore it into.`,
    );
  }
  return settings.databaseUrl
    ? restorePostgres(settings.databaseUrl, source, options.force)
    : restoreEmbedded(settings.dataDir, source, options.force);
}

async function restoreEmbedded(
  dataDir: string,
  source: string,
  force: boolean,
): Promise<{ kind: 'pglite'; keptAside?: string }> {
  await mkdir(dataDir, { recursive: true });
  // Refuses while a shop runs on this folder (DataDirBusyError names it).
  const lock = acquireDataDirLock(dataDir);
  try {
    const folder = join(dataDir, 'pglite');
    let keptAside: string | undefined;
    if (existsSync(folder) && readdirSync(folder).length > 0) {
      if (!force) {
        throw new BackupError(
          `The embedded database in ${dataDir} already holds data; the restore would replace it. ` +
            'Restore into an empty DATA_DIR, or run again with --force to replace it (its folder is kept beside it).',
        );
      }
      keptAside = `${folder}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      renameSync(folder, keptAside);
    }
    const blob = new Blob([readFileSync(source)], { type: 'application/x-gzip' });
    const client = await PGlite.create(folder, { loadDataDir: blob });
    await client.query('select 1');
    await client.close();
    // The restored files were written under this command's umask: the shop's user's only, as the shop keeps them.
    keepTreePrivate(dataDir);
    return keptAside ? { kind: 'pglite', keptAside } : { kind: 'pglite' };
  } finally {
    lock.release();
  }
}

async function restorePostgres(url: string, source: string, force: boolean): Promise<{ kind: 'postgres' }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let tables: number;
  try {
    const { rows } = await client.query<{ count: string }>(
      "select count(*) from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
    );
    tables = Number(rows[0]!.count);
  } finally {
    await client.end();
  }
  if (tables > 0 && !force) {
    throw new BackupError(
      `The database in DATABASE_URL already has ${tables} tables; the restore would replace them. ` +
        'Restore into an empty database, or run again with --force to drop them and restore (stop the shops first).',
    );
  }
  const common = ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${url}`];
  await run(
    'pg_restore',
    tables > 0 ? [...common, '--clean', '--if-exists', source] : [...common, '--single-transaction', source],
  );
  return { kind: 'postgres' };
}
