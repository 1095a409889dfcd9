/**
 * The data page's requests (table data_requests): one row per code e-mailed. Plain async functions that accept a
 * transaction (fastify/demo's repositories). Rows live at most RETENTION_MS: long enough for the rate limits.
 */
import { and, asc, desc, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { lockUntilCommit } from '../../db/advisory-locks';
import type { DbOrTx } from '../../db/client';
import { dataRequests } from './schema';

export type DataRequest = typeof dataRequests.$inferSelect;

/** Serialises code requests, so two at once cannot both slip under a limit ("check then insert" made safe). */
export async function lockCodeRequests(tx: DbOrTx): Promise<void> {
  await lockUntilCommit(tx, 'dataRequests');
}

/** When codes were requested under these conditions since a moment, oldest first. */
async function requestTimes(tx: DbOrTx, since: Date, ...conditions: SQL[]): Promise<Date[]> {
  const rows = await tx
    .select({ createdAt: dataRequests.createdAt })
    .from(dataRequests)
    .where(and(...conditions, gt(dataRequests.createdAt, since)))
    .orderBy(asc(dataRequests.createdAt));
  return rows.map((row) => row.createdAt);
}

/** When codes were requested for any of these address keys since a moment, oldest first. */
export const requestTimesForAddress = (tx: DbOrTx, addressKeys: string[], since: Date) =>
  requestTimes(tx, since, inArray(dataRequests.email, addressKeys));

/** When codes were requested for any of these address keys from one network since a moment, oldest first. */
export const requestTimesForAddressFrom = (tx: DbOrTx, addressKeys: string[], requesterHash: string, since: Date) =>
  requestTimes(tx, since, inArray(dataRequests.email, addressKeys), eq(dataRequests.requesterHash, requesterHash));

/** When codes were requested from a network since a moment, oldest first. */
export const requestTimesFromNetwork = (tx: DbOrTx, requesterHash: string, since: Date) =>
  requestTimes(tx, since, eq(dataRequests.requesterHash, requesterHash));

export async function insertDataRequest(
  tx: DbOrTx,
  values: Pick<typeof dataRequests.$inferInsert, 'email' | 'codeHash' | 'expiresAt' | 'requesterHash' | 'createdAt'>,
): Promise<DataRequest> {
  const [row] = await tx.insert(dataRequests).values(values).returning();
  return row!;
}

/** The newest request for an address, locked: only the newest code counts, so a new code retires the older ones. */
export async function newestRequestForUpdate(tx: DbOrTx, email: string): Promise<DataRequest | null> {
  const [row] = await tx
    .select()
    .from(dataRequests)
    .where(eq(dataRequests.email, email))
    .orderBy(desc(dataRequests.createdAt), desc(dataRequests.id))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function recordWrongTry(tx: DbOrTx, id: string): Promise<number> {
  const [row] = await tx
    .update(dataRequests)
    .set({ attempts: sql`${dataRequests.attempts} + 1` })
    .where(eq(dataRequests.id, id))
    .returning({ attempts: dataRequests.attempts });
  return row?.attempts ?? Number.POSITIVE_INFINITY;
}

export async function recordVerified(
  tx: DbOrTx,
  id: string,
  values: { verifiedAt: Date; accessTokenHash: string; accessExpiresAt: Date },
): Promise<void> {
  await tx
    .update(dataRequests)
    .set({ ...values, attempts: sql`${dataRequests.attempts} + 1` })
    .where(eq(dataRequests.id, id));
}

/** The request an access token belongs to, if the token is still valid; locked when erasing. */
export async function requestByAccessToken(
  tx: DbOrTx,
  accessTokenHash: string,
  now: Date,
  options: { forUpdate?: boolean } = {},
): Promise<DataRequest | null> {
  const query = tx
    .select()
    .from(dataRequests)
    .where(and(eq(dataRequests.accessTokenHash, accessTokenHash), gt(dataRequests.accessExpiresAt, now)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * After an erasure, an address's requests keep only what the rate limits need: when they were made, from which
 * network (hashed), and a marker of the address that cannot be read back. Codes and tokens are gone.
 */
export async function forgetAddress(tx: DbOrTx, email: string, marker: string): Promise<void> {
  await tx
    .update(dataRequests)
    .set({ email: marker, codeHash: 'erased', accessTokenHash: null, accessExpiresAt: null })
    .where(eq(dataRequests.email, email));
}

/** Deletes requests older than the longest rate-limit window; returns how many went. */
export async function deleteRequestsBefore(tx: DbOrTx, before: Date): Promise<number> {
  const rows = await tx
    .delete(dataRequests)
    .where(lt(dataRequests.createdAt, before))
    .returning({ id: dataRequests.id });
  return rows.length;
}
