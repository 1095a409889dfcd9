/**
 * The embedded database's daily backup (BACKUP_DIR, keeping the newest BACKUP_KEEP): checked at start and every hour,
 * a backup is made when the newest one in BACKUP_DIR is a day old or there is none, so a shop restarted often still
 * gets one a day, and one stopped for a week gets one as soon as it is back. The oldest beyond BACKUP_KEEP are deleted.
 * Files are named pearl-<UTC time>.tar.gz and restored with `npm run db:restore -- FILE`.
 */
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';

const DAY_MS = 24 * 60 * 60 * 1000;
const CHECK_EVERY_MS = 60 * 60 * 1000;
const NAME = /^pearl-\d{8}T\d{6}Z\.tar\.gz$/;

export interface BackupSchedule {
  dir: string;
  keep: number;
}

/** When a backup was made, from its name. */
function timeOf(name: string): number {
  const [, y, mo, d, h, mi, s] = /^pearl-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z/.exec(name)!;
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
}

function backupsIn(dir: string): string[] {
  // The names sort by time.
  return readdirSync(dir)
    .filter((name) => NAME.test(name))
    .sort();
}

/** One check: makes a backup when due and prunes old ones; answers the file it wrote, if any. */
export async function backUpIfDue(
  database: Database,
  schedule: BackupSchedule,
  now: Date = new Date(),
): Promise<string | null> {
  mkdirSync(schedule.dir, { recursive: true });
  const newest = backupsIn(schedule.dir).at(-1);
  if (newest && now.getTime() - timeOf(newest) < DAY_MS) return null;
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const file = join(schedule.dir, `pearl-${stamp}.tar.gz`);
  const dump = Buffer.from(await (await database.dumpDataDir!()).arrayBuffer());
  writeFileSync(`${file}.partial`, dump);
  renameSync(`${file}.partial`, file);
  const all = backupsIn(schedule.dir);
  for (const old of all.slice(0, Math.max(0, all.length - schedule.keep))) rmSync(join(schedule.dir, old));
  return file;
}

/** Starts the hourly check (the embedded database only); returns a function that stops it. */
export function scheduleBackups(
  database: Database,
  schedule: BackupSchedule,
  log: FastifyBaseLogger,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const check = () => {
    running = backUpIfDue(database, schedule)
      .then((file) => file && log.info({ file }, 'backup: the daily backup of the embedded database was written'))
      .catch((error: unknown) => log.error({ err: error }, 'backup: the daily backup failed'));
  };
  const first = setTimeout(check, 5_000);
  const timer = setInterval(check, CHECK_EVERY_MS);
  first.unref();
  timer.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
