/**
 * Slows password guessing without letting anyone lock the owner out for good. Failed sign-ins are
 * counted under three keys, each with its own allowance before it locks:
 *   - the account from this address (5): one attacker guessing one account is stopped early;
 *   - the account from anywhere (20): guessing spread over many addresses is stopped too;
 *   - the address, whatever account (50): one address trying many accounts.
 * A lock lasts 30 seconds, doubling with each further failure after the allowance, never more than 15 minutes, and
 * attempts made while locked are refused without being counted or checked. Failures are forgotten after an hour
 * without one, and a successful sign-in clears its account's counts. So the owner is at worst kept waiting a few
 * minutes, and only while someone keeps guessing from several addresses.
 */
import { and, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loginThrottle } from './schema';

export const THROTTLE_RULES = [
  { prefix: 'account-address', allowance: 5 },
  { prefix: 'account', allowance: 20 },
  { prefix: 'address', allowance: 50 },
] as const;
export const FIRST_LOCK_MS = 30_000;
export const LONGEST_LOCK_MS = 15 * 60_000;
export const FORGET_AFTER_MS = 60 * 60_000;

export interface ThrottleKeys {
  keys: string[];
  /** The keys a successful sign-in clears (the account's, not the address's). */
  accountKeys: string[];
}

export function throttleKeys(email: string, address: string): ThrottleKeys {
  const account = `account:${email}`;
  const accountAddress = `account-address:${email}|${address}`;
  return { keys: [accountAddress, account, `address:${address}`], accountKeys: [accountAddress, account] };
}

const allowanceOf = (key: string) =>
  THROTTLE_RULES.find((rule) => key.startsWith(`${rule.prefix}:`))?.allowance ?? THROTTLE_RULES[0].allowance;

/** How long a key locks after its nth failure (0 while within the allowance). */
export function lockDuration(failures: number, allowance: number): number {
  if (failures < allowance) return 0;
  return Math.min(LONGEST_LOCK_MS, FIRST_LOCK_MS * 2 ** Math.min(failures - allowance, 20));
}

/** The time until which sign-in is refused for these keys, or null when it is open. */
export async function lockedUntil(db: DbOrTx, { keys }: ThrottleKeys, now = new Date()): Promise<Date | null> {
  const rows = await db
    .select({ lockedUntil: loginThrottle.lockedUntil })
    .from(loginThrottle)
    .where(inArray(loginThrottle.key, keys));
  const latest = rows.reduce<Date | null>(
    (max, row) => (row.lockedUntil && row.lockedUntil > now && (!max || row.lockedUntil > max) ? row.lockedUntil : max),
    null,
  );
  return latest;
}

/** Counts a failed sign-in under every key, locking those past their allowance. One statement per key: no lost count. */
export async function recordFailure(db: DbOrTx, { keys }: ThrottleKeys, now = new Date()): Promise<void> {
  const forgetBefore = new Date(now.getTime() - FORGET_AFTER_MS);
  for (const key of keys) {
    const allowance = allowanceOf(key);
    const [row] = await db
      .insert(loginThrottle)
      .values({ key, failures: 1, updatedAt: now })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: {
          failures: sql`case when ${loginThrottle.updatedAt} < ${forgetBefore} then 1 else ${loginThrottle.failures} + 1 end`,
          updatedAt: now,
        },
      })
      .returning({ failures: loginThrottle.failures });
    const lock = lockDuration(row?.failures ?? 1, allowance);
    if (lock > 0) {
      await db
        .update(loginThrottle)
        .set({ lockedUntil: new Date(now.getTime() + lock) })
        .where(sql`${loginThrottle.key} = ${key}`);
    }
  }
  // Housekeeping at most every ten minutes per process.
  if (now.getTime() - lastForgotten > 10 * 60_000) {
    lastForgotten = now.getTime();
    await forgetOldFailures(db, now);
  }
}

/** Drops counts nobody needs any more (no failure for an hour, no lock running), so guessing cannot fill the table. */
export async function forgetOldFailures(db: DbOrTx, now = new Date()): Promise<void> {
  await db
    .delete(loginThrottle)
    .where(
      and(
        lt(loginThrottle.updatedAt, new Date(now.getTime() - FORGET_AFTER_MS)),
        or(isNull(loginThrottle.lockedUntil), lt(loginThrottle.lockedUntil, now)),
      ),
    );
}

let lastForgotten = 0;

export async function clearAccount(db: DbOrTx, { accountKeys }: ThrottleKeys): Promise<void> {
  await db.delete(loginThrottle).where(inArray(loginThrottle.key, accountKeys));
}

/** "Please wait 30 seconds" / "Please wait 4 minutes". */
export function waitMessage(until: Date, now = new Date()): string {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  const wait =
    seconds < 60
      ? `${seconds} second${seconds === 1 ? '' : 's'}`
      : `${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) === 1 ? '' : 's'}`;
  return `Too many failed sign-in attempts. Please wait ${wait} and try again.`;
}
