/**
 * The jobs waiting for each printer. A paid order's labels and ticket are written in the payment's own transaction
 * (so a process that dies right after still has them); a printer's poll takes the oldest waiting job under a token
 * (`FOR UPDATE SKIP LOCKED`, so two instances answering one printer never hand out the same job), and the job is
 * done only when the printer confirms it printed. An offer not confirmed within OFFER_TIMEOUT_MS is offered again.
 */
import { randomBytes } from 'node:crypto';
import { jobsFor, type PrinterJobs, type PrintedOrder, type PrintJob, type TestPage } from '@domain/printing';
import { and, asc, desc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { printers, printJobs } from './schema';

/** How long a printer has to print a job it was given and confirm it, before it is offered again. */
export const OFFER_TIMEOUT_MS = 60_000;

/** Writes the jobs of every printer for a paid order, in the caller's transaction. */
export async function queueOrderJobs(tx: DbOrTx, order: PrintedOrder, now: Date): Promise<number> {
  const all = await tx.select({ id: printers.id, jobs: printers.jobs }).from(printers);
  const rows = all.flatMap((printer) =>
    jobsFor(printer.jobs as PrinterJobs, order, now).map((job) => ({
      printerId: printer.id,
      orderId: order.id,
      job,
      createdAt: now,
    })),
  );
  if (rows.length) await tx.insert(printJobs).values(rows);
  return rows.length;
}

/** A staff reprint: the order's labels or ticket again, for one printer or every printer that takes them. */
export async function queueReprint(
  tx: DbOrTx,
  order: PrintedOrder,
  kind: 'labels' | 'tickets',
  now: Date,
): Promise<number> {
  const all = await tx.select({ id: printers.id, jobs: printers.jobs }).from(printers);
  const rows = all
    .filter((printer) => printer.jobs === kind || printer.jobs === 'both')
    .flatMap((printer) =>
      jobsFor(kind, order, now).map((job) => ({ printerId: printer.id, orderId: order.id, job, createdAt: now })),
    );
  if (rows.length) await tx.insert(printJobs).values(rows);
  return rows.length;
}

/** A printer's test page, queued behind whatever it already has waiting, as any job is. */
export async function queueTestPage(tx: DbOrTx, printerId: string, job: TestPage, now: Date): Promise<void> {
  await tx.insert(printJobs).values({ printerId, orderId: null, job, createdAt: now });
}

/** An order refunded before its jobs printed: they will not print. */
export async function cancelOrderJobs(tx: DbOrTx, orderId: string, now: Date): Promise<void> {
  await tx
    .update(printJobs)
    .set({ cancelledAt: now })
    .where(and(eq(printJobs.orderId, orderId), isNull(printJobs.doneAt), isNull(printJobs.cancelledAt)));
}

const waiting = (printerId: string) =>
  and(eq(printJobs.printerId, printerId), isNull(printJobs.doneAt), isNull(printJobs.cancelledAt));

/**
 * A printer's poll: the job it should print now, under its token, or null. The job already offered and still in
 * time is offered again (the printer may not have heard the answer); otherwise the oldest waiting job is taken.
 */
export async function offerNextJob(tx: DbOrTx, printerId: string, now: Date): Promise<{ token: string } | null> {
  const lapsed = new Date(now.getTime() - OFFER_TIMEOUT_MS);
  const oldestWaiting = (offer: SQL | undefined) =>
    tx
      .select({ id: printJobs.id, token: printJobs.offerToken })
      .from(printJobs)
      .where(and(waiting(printerId), offer))
      .orderBy(asc(printJobs.id))
      .limit(1);
  const [current] = await oldestWaiting(
    and(sql`${printJobs.offerToken} is not null`, sql`${printJobs.offeredAt} >= ${lapsed}`),
  );
  if (current?.token) return { token: current.token };
  const [next] = await oldestWaiting(or(isNull(printJobs.offeredAt), lt(printJobs.offeredAt, lapsed))).for('update', {
    skipLocked: true,
  });
  if (!next) return null;
  const token = randomBytes(12).toString('hex');
  await tx.update(printJobs).set({ offerToken: token, offeredAt: now }).where(eq(printJobs.id, next.id));
  return { token };
}

/** The job offered under a token, while it is waiting: what the printer's GET fetches (no change made). */
export async function offeredJob(
  db: DbOrTx,
  printerId: string,
  token: string,
): Promise<{ job: PrintJob; orderId: string | null } | null> {
  const [row] = await db
    .select({ job: printJobs.job, orderId: printJobs.orderId })
    .from(printJobs)
    .where(and(waiting(printerId), eq(printJobs.offerToken, token)))
    .limit(1);
  return row ?? null;
}

/**
 * The printer's confirmation. A 2xx code means it printed: the job is done and never offered again. Any other code
 * (out of paper, cover open, a job it could not print) releases the job to be offered at the next poll.
 */
export async function confirmJob(
  db: DbOrTx,
  printerId: string,
  token: string,
  code: string,
  now: Date,
): Promise<boolean> {
  const printed = /^2\d\d/.test(code.trim());
  const done = await db
    .update(printJobs)
    .set(printed ? { doneAt: now } : { offerToken: null, offeredAt: null })
    .where(and(waiting(printerId), eq(printJobs.offerToken, token)))
    .returning({ id: printJobs.id });
  return done.length > 0;
}

/** What a printer's queue says of it: how many jobs wait, since when the oldest, and when it last printed one. */
export interface QueueFacts {
  waiting: number;
  oldestWaitingAt: Date | null;
  lastPrintedAt: Date | null;
}

/** Each printer's QueueFacts (a printer with no job at all is absent). */
export async function queueFacts(db: DbOrTx, printerIds: readonly string[]): Promise<Map<string, QueueFacts>> {
  if (!printerIds.length) return new Map();
  const rows = await db
    .select({
      printerId: printJobs.printerId,
      count: sql<number>`count(*)::int`,
      oldest: sql<Date | string | null>`min(${printJobs.createdAt})`,
    })
    .from(printJobs)
    .where(and(inArray(printJobs.printerId, [...printerIds]), isNull(printJobs.doneAt), isNull(printJobs.cancelledAt)))
    .groupBy(printJobs.printerId);
  const facts = new Map<string, QueueFacts>();
  for (const printerId of printerIds) {
    const row = rows.find((candidate) => candidate.printerId === printerId);
    // The newest done job by id, found from the end of the printer's index rather than by reading all it printed.
    const [printed] = await db
      .select({ doneAt: printJobs.doneAt })
      .from(printJobs)
      .where(and(eq(printJobs.printerId, printerId), sql`${printJobs.doneAt} is not null`))
      .orderBy(desc(printJobs.id))
      .limit(1);
    facts.set(printerId, {
      waiting: Number(row?.count ?? 0),
      oldestWaitingAt: row?.oldest ? new Date(row.oldest) : null,
      lastPrintedAt: printed?.doneAt ?? null,
    });
  }
  return facts;
}
