import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginThrottle } from './schema';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import {
  clearAccount,
  forgetOldFailures,
  FIRST_LOCK_MS,
  LONGEST_LOCK_MS,
  lockDuration,
  lockedUntil,
  recordFailure,
  throttleKeys,
  waitMessage,
} from './login-throttle';

describe('login throttle', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase('pglite');
  });
  afterAll(() => testDb.drop());
  const db = () => testDb.database.db;

  const fail = async (email: string, address: string, times: number, at = new Date()) => {
    for (let i = 0; i < times; i++) await recordFailure(db(), throttleKeys(email, address), at);
  };

  it('locks for 30 s after the allowance, doubling, never beyond 15 minutes', () => {
    expect(lockDuration(4, 5)).toBe(0);
    expect(lockDuration(5, 5)).toBe(FIRST_LOCK_MS);
    expect(lockDuration(6, 5)).toBe(2 * FIRST_LOCK_MS);
    expect(lockDuration(7, 5)).toBe(4 * FIRST_LOCK_MS);
    expect(lockDuration(500, 5)).toBe(LONGEST_LOCK_MS);
  });

  it('stops one address guessing one account after 5 failures, without locking the account elsewhere', async () => {
    const now = new Date();
    await fail('a@pearl.example', '10.0.0.1', 4, now);
    expect(await lockedUntil(db(), throttleKeys('a@pearl.example', '10.0.0.1'), now)).toBeNull();
    await fail('a@pearl.example', '10.0.0.1', 1, now);
    const until = await lockedUntil(db(), throttleKeys('a@pearl.example', '10.0.0.1'), now);
    expect(until?.getTime()).toBe(now.getTime() + FIRST_LOCK_MS);
    // The owner, from their own address, can still sign in.
    expect(await lockedUntil(db(), throttleKeys('a@pearl.example', '10.0.0.2'), now)).toBeNull();
    // And the lock runs out by itself.
    expect(
      await lockedUntil(db(), throttleKeys('a@pearl.example', '10.0.0.1'), new Date(now.getTime() + FIRST_LOCK_MS + 1)),
    ).toBeNull();
  });

  it('locks an account guessed from many addresses after 20 failures, for a while only', async () => {
    const now = new Date();
    for (let i = 0; i < 20; i++) await fail('b@pearl.example', `10.1.0.${i}`, 1, now);
    const until = await lockedUntil(db(), throttleKeys('b@pearl.example', '10.9.9.9'), now);
    expect(until).not.toBeNull();
    expect(until!.getTime() - now.getTime()).toBeLessThanOrEqual(LONGEST_LOCK_MS);
  });

  it('locks an address that tries many accounts after 50 failures', async () => {
    const now = new Date();
    for (let i = 0; i < 50; i++) await fail(`user${i}@pearl.example`, '10.2.0.1', 1, now);
    expect(await lockedUntil(db(), throttleKeys('someone-else@pearl.example', '10.2.0.1'), now)).not.toBeNull();
    expect(await lockedUntil(db(), throttleKeys('someone-else@pearl.example', '10.2.0.2'), now)).toBeNull();
  });

  it('forgets failures after an hour without one', async () => {
    const then = new Date(Date.now() - 2 * 3600_000);
    await fail('c@pearl.example', '10.3.0.1', 4, then);
    await fail('c@pearl.example', '10.3.0.1', 1);
    expect(await lockedUntil(db(), throttleKeys('c@pearl.example', '10.3.0.1'))).toBeNull();
  });

  it('clears the account counts at a successful sign-in, not the address count', async () => {
    const keys = throttleKeys('d@pearl.example', '10.4.0.1');
    await fail('d@pearl.example', '10.4.0.1', 3);
    await clearAccount(db(), keys);
    const rows = (await db().select().from(loginThrottle)).filter((row) => keys.keys.includes(row.key));
    expect(rows.map((row) => row.key)).toEqual(['address:10.4.0.1']);
  });

  it('drops counts an hour old unless a lock still runs', async () => {
    const longAgo = new Date(Date.now() - 3 * 3600_000);
    await fail('old@pearl.example', '10.5.0.1', 1, longAgo);
    await db()
      .insert(loginThrottle)
      .values({
        key: 'account:locked@pearl.example',
        failures: 30,
        updatedAt: longAgo,
        lockedUntil: new Date(Date.now() + 60_000),
      });
    await forgetOldFailures(db());
    const keys = (await db().select().from(loginThrottle)).map((row) => row.key);
    expect(keys).not.toContain('account:old@pearl.example');
    expect(keys).toContain('account:locked@pearl.example');
  });

  it('tells people how long to wait', () => {
    const now = new Date();
    expect(waitMessage(new Date(now.getTime() + 30_000), now)).toBe(
      'Too many failed sign-in attempts. Please wait 30 seconds and try again.',
    );
    expect(waitMessage(new Date(now.getTime() + 4 * 60_000), now)).toBe(
      'Too many failed sign-in attempts. Please wait 4 minutes and try again.',
    );
  });
});
