/**
 * Orders refused for stock, kept for the report: how many checkouts were refused before the card and how many
 * payments found the last ones gone (and were refunded), today and over the last 7 days, with the sentences the
 * customers read, most frequent first.
 */
import { count, desc, gte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { stockRefusals } from './schema';

export type RefusalStage = 'checkout' | 'payment';

/** Records one refusal; a payment's is kept once per order, however often its event is handled. */
export async function recordRefusal(
  db: DbOrTx,
  refusal: { stage: RefusalStage; reason: string; orderId?: string | null; at: Date },
): Promise<void> {
  await db
    .insert(stockRefusals)
    .values({
      stage: refusal.stage,
      reason: refusal.reason,
      orderId: refusal.orderId?.toLowerCase() ?? null,
      refusedAt: refusal.at,
    })
    .onConflictDoNothing();
}

/** How many reasons the report lists per period; the rest are in the counts. */
const REASONS_SHOWN = 10;

export interface RefusalTally {
  checkouts: number;
  payments: number;
  reasons: { reason: string; count: number }[];
}

/** The refusals since `from`, counted by stage and by sentence. */
export async function refusalsSince(db: DbOrTx, from: Date): Promise<RefusalTally> {
  const since = gte(stockRefusals.refusedAt, from);
  const [stages, reasons] = await Promise.all([
    db
      .select({ stage: stockRefusals.stage, count: count() })
      .from(stockRefusals)
      .where(since)
      .groupBy(stockRefusals.stage),
    db
      .select({ reason: stockRefusals.reason, count: count() })
      .from(stockRefusals)
      .where(since)
      .groupBy(stockRefusals.reason)
      .orderBy(desc(count()), stockRefusals.reason)
      .limit(REASONS_SHOWN),
  ]);
  const of = (stage: RefusalStage) => stages.find((row) => row.stage === stage)?.count ?? 0;
  return { checkouts: of('checkout'), payments: of('payment'), reasons };
}
