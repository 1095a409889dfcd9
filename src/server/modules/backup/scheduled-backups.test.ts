/** The embedded database's daily backup is made when due, by the backups' real age, and keeps the newest BACKUP_KEEP. */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { backUpIfDue } from './scheduled-backups';

function capturedLog() {
  const lines: { level: string; message: string }[] = [];
  const at = (level: string) => (_: unknown, message?: string) => void lines.push({ level, message: message ?? '' });
  return { lines, log: { info: at('info'), warn: at('warn'), debug: at('debug') } };
}

describe('daily backups of the embedded database', () => {
  let dataDir: string;
  let database: Database;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'pearl-scheduled-'));
    database = await openDatabase({ dataDir });
  });
  afterAll(async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes one a day and deletes the oldest beyond BACKUP_KEEP', async () => {
    const { log } = capturedLog();
    const schedule = { dir: join(dataDir, 'backups'), keep: 2 };
    const day = (n: number) => new Date(Date.UTC(2026, 0, n, 3, 0, 0));
    expect((await backUpIfDue(database, schedule, log, day(1))).written).toMatch(/pearl-20260101T030000Z\.tar\.gz$/);
    // Not due again within the day.
    expect((await backUpIfDue(database, schedule, log, day(1))).written).toBeNull();
    for (const n of [2, 3]) {
      expect((await backUpIfDue(database, schedule, log, day(n))).written).not.toBeNull();
    }
    expect(readdirSync(schedule.dir).sort()).toEqual([
      'pearl-20260102T030000Z.tar.gz',
      'pearl-20260103T030000Z.tar.gz',
    ]);
  });

  it('judges age by the file, not its name: a name from the future does not stop backups', async () => {
    const { log } = capturedLog();
    const schedule = { dir: join(dataDir, 'named-ahead'), keep: 3 };
    mkdirSync(schedule.dir, { recursive: true });
    const misnamed = join(schedule.dir, 'pearl-20300101T000000Z.tar.gz');
    writeFileSync(misnamed, 'an old backup with a wrong name');
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    utimesSync(misnamed, twoDaysAgo, twoDaysAgo);
    const check = await backUpIfDue(database, schedule, log);
    expect(check.written).not.toBeNull();
    expect(readdirSync(schedule.dir)).toHaveLength(2);
  });

  it('counts no file written in the future as recent, warns about it, and deletes it first', async () => {
    const { log, lines } = capturedLog();
    const schedule = { dir: join(dataDir, 'written-ahead'), keep: 1 };
    mkdirSync(schedule.dir, { recursive: true });
    const ahead = join(schedule.dir, 'pearl-20300101T000000Z.tar.gz');
    writeFileSync(ahead, 'written while the clock said 2030');
    const year2030 = new Date(Date.UTC(2030, 0, 1));
    utimesSync(ahead, year2030, year2030);
    const check = await backUpIfDue(database, schedule, log);
    expect(check.written).not.toBeNull();
    expect(check.future).toEqual(['pearl-20300101T000000Z.tar.gz']);
    expect(lines).toContainEqual({ level: 'warn', message: expect.stringContaining('dated in the future') });
    // Kept: the one real backup.
    expect(readdirSync(schedule.dir)).toEqual([check.written!.split('/').pop()]);
  });
});
