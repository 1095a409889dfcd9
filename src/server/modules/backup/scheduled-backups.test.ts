/** The embedded database's daily backup is made when due and keeps the newest BACKUP_KEEP. */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { backUpIfDue } from './scheduled-backups';

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
    const schedule = { dir: join(dataDir, 'backups'), keep: 2 };
    const day = (n: number) => new Date(Date.UTC(2026, 0, n, 3, 0, 0));
    expect(await backUpIfDue(database, schedule, day(1))).toMatch(/pearl-20260101T030000Z\.tar\.gz$/);
    // Not due again within the day.
    expect(await backUpIfDue(database, schedule, day(1))).toBeNull();
    for (const n of [2, 3]) {
      expect(await backUpIfDue(database, schedule, day(n))).not.toBeNull();
    }
    expect(readdirSync(schedule.dir).sort()).toEqual([
      'pearl-20260102T030000Z.tar.gz',
      'pearl-20260103T030000Z.tar.gz',
    ]);
  });
});
