/**
 * The advisory locks the shop takes, with their keys named in one place so that two jobs never share a key by
 * accident. Each is transaction-scoped: held from the call until its transaction commits or rolls back, across every
 * instance on the same database (PGlite has them too). PostgreSQL keeps one-key and two-key locks apart, so the one-key
 * lock below cannot meet the two-key ones. The keys are those the shop has always used: a new key would let an
 * instance still on the old one run beside it during a deploy.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client';

/** 'pear' in ASCII: the first key of the shop's two-key locks. */
const PEARL = 0x70656172;

const KEYS = {
  /** A capacity-limited slot's count of drinks, held until the order taking its place is inserted. */
  slotCapacity: [1_300_013],
  /** The data page's code requests: checking the rate limits, then recording the request. */
  dataRequests: [PEARL, 1],
  /** Product saves: checking that no other product has the name, then saving it. */
  productNames: [PEARL, 2],
} as const satisfies Record<string, readonly [number] | readonly [number, number]>;

export type AdvisoryLock = keyof typeof KEYS;

/** Waits for the lock, then holds it until `tx` ends: what it guards is checked and written by one instance at a time. */
export async function lockUntilCommit(tx: DbOrTx, lock: AdvisoryLock): Promise<void> {
  const [first, second] = KEYS[lock] as readonly [number, number?];
  await tx.execute(
    second === undefined
      ? sql`select pg_advisory_xact_lock(${first})`
      : sql`select pg_advisory_xact_lock(${first}, ${second})`,
  );
}
