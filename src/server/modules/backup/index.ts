/**
 * The backup module's public file: `npm run db:backup` / `db:restore` (scripts/) and main.ts (the running shop's
 * backup socket and daily backups of the embedded database) reach it from here only.
 */
export { backupDatabase, restoreDatabase } from './backup-files';
export { openBackupSocket } from './backup-socket';
export { scheduleBackups } from './scheduled-backups';
