/**
 * The embedded database's daily backup (BACKUP_DIR, keeping the newest BACKUP_KEEP): checked at start and every hour,
 * a backup is made when the newest one in BACKUP_DIR is a day old or there is none, so a shop restarted often still
 * gets one a day, and one stopped for a week gets one as soon as it is back. The oldest beyond BACKUP_KEEP are deleted.
 * Files are named pearl-<UTC time>.tar.gz and restored with `npm run db:restore -- FILE`.
 *
 * A backup's age is its file's real age (when it was last written), never the time in its name: a name is only a
 * label, and one written during a clock glitch (pearl-20300101T000000Z.tar.gz) would otherwise look newer than every
 * real backup and stop them for years. A file written in the future by the system clock's own account does not count
 * as recent either, and is the first to go when old ones are deleted; the log warns about it.
 */
import { mkdirSync, readdirSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
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

/** A file's clock may run this far ahead of the shop's (another machine's copy, a rounding file system). */
const FUTURE_TOLERANCE_MS = 5 * 60 * 1000;

interface BackupFile {
  name: string;
  /** When the file was last written (its modification time). */
  writtenAt: number;
}

/** The backups in dir, oldest first by real age; files dated in the future come first, as the least trusted. */
function backupsIn(dir: string, now: number): { files: BackupFile[]; future: string[] } {
  const files = readdirSync(dir)
    .filter((name) => NAME.test(name))
    .map((name) => ({ name, writtenAt: statSync(join(dir, name)).mtimeMs }));
  const isFuture = (file: BackupFile) => file.writtenAt > now + FUTURE_TOLERANCE_MS;
  const rank = (file: BackupFile) => (isFuture(file) ? -Infinity : file.writtenAt);
  files.sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
  return { files, future: files.filter(isFuture).map((file) => file.name) };
}

/** What one check did: the file it wrote, or the recent backup that made it unnecessary. */
export interface BackupCheck {
  written: string | null;
  /** The backup younger than a day that made this check skip. */
  recent?: { file: string; ageMs: number };
  /** Files dated in the future: they never count as recent. */
  future: string[];
}

type BackupLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'debug'>;

/** One check: makes a backup when due, prunes old ones, and says what it did in the log. */
export async function backUpIfDue(
  database: Database,
  schedule: BackupSchedule,
  log: BackupLog,
  now: Date = new Date(),
): Promise<BackupCheck> {
  const check = await checkOnce(database, schedule, now);
  report(check, schedule.dir, log);
  return check;
}

async function checkOnce(database: Database, schedule: BackupSchedule, now: Date): Promise<BackupCheck> {
  // Each backup is a whole copy of the shop's data: its owner's only (0700 folder, 0600 files).
  mkdirSync(schedule.dir, { recursive: true, mode: 0o700 });
  const { files, future } = backupsIn(schedule.dir, now.getTime());
  const newest = files.filter((file) => !future.includes(file.name)).at(-1);
  if (newest && now.getTime() - newest.writtenAt < DAY_MS) {
    return { written: null, recent: { file: newest.name, ageMs: now.getTime() - newest.writtenAt }, future };
  }
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const file = join(schedule.dir, `pearl-${stamp}.tar.gz`);
  const dump = Buffer.from(await (await database.dumpDataDir!()).arrayBuffer());
  writeFileSync(`${file}.partial`, dump, { mode: 0o600 });
  // The file is dated by the clock that decided it was due (the same one, outside tests).
  utimesSync(`${file}.partial`, now, now);
  renameSync(`${file}.partial`, file);
  const all = backupsIn(schedule.dir, now.getTime()).files;
  for (const old of all.slice(0, Math.max(0, all.length - schedule.keep))) rmSync(join(schedule.dir, old.name));
  return { written: file, future };
}

/** Says in the log what a check did, and warns when something in BACKUP_DIR looks wrong. */
function report(check: BackupCheck, dir: string, log: BackupLog): void {
  if (check.future.length > 0) {
    log.warn(
      { dir, files: check.future },
      'backup: files in BACKUP_DIR are dated in the future (a clock glitch?); they do not count as recent backups',
    );
  }
  if (check.written) {
    log.info({ file: check.written }, 'backup: the daily backup of the embedded database was written');
  } else if (check.recent) {
    const { file, ageMs } = check.recent;
    // The ordinary case, 23 checks a day: not a warning.
    log.debug(
      { file, ageHours: Math.round((ageMs / 3_600_000) * 10) / 10 },
      'backup: not due; the newest backup was written less than a day ago',
    );
  }
}

/** Starts the hourly check (the embedded database only); returns a function that stops it. */
export function scheduleBackups(
  database: Database,
  schedule: BackupSchedule,
  log: FastifyBaseLogger,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const check = () => {
    running = backUpIfDue(database, schedule, log).catch((error: unknown) =>
      log.error({ err: error }, 'backup: the daily backup failed'),
    );
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
