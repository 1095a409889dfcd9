/**
 * The shop's files are its owner's alone. DATA_DIR holds the embedded database (staff password hashes, customers, the
 * sandbox's webhook secret), the e-mail outbox (receipts, data-page codes) and the backup socket; BACKUP_DIR holds
 * whole copies of the database. Another local user must read none of it, nor write the database's files.
 *
 * At start the process takes umask 077, so everything it creates from then on (PGlite's files, .eml files, backups)
 * is its user's only, whatever the shell or service manager gave it; and what an older version or a copy left open
 * is tightened once: group and other lose every permission, down the whole tree. Symbolic links are not followed.
 * PGlite writes a new database's first files (its template: pg_control, the catalogue, the first WAL segment) 0666
 * whatever the umask, so the database's folder is tightened again once it is open (db/client.ts).
 */
import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** No permission for group or others, on anything the process creates. */
export const PRIVATE_UMASK = 0o077;

/** Takes umask 077 and makes each folder (created 0700 if missing) and everything under it private. */
export function keepFilesPrivate(folders: readonly (string | undefined)[]): void {
  process.umask(PRIVATE_UMASK);
  for (const folder of folders) {
    if (!folder) continue;
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    keepTreePrivate(folder);
  }
}

/** Takes every permission of group and others away from a file or folder and everything under it. */
export function keepTreePrivate(path: string): void {
  const stat = lstatSync(path);
  if (stat.isSymbolicLink()) return;
  if ((stat.mode & 0o077) !== 0) chmodSync(path, stat.mode & 0o7700);
  if (stat.isDirectory()) for (const name of readdirSync(path)) keepTreePrivate(join(path, name));
}
