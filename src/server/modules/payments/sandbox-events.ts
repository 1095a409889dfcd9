/**
 * The sandbox's events. Like Stripe, every change of a payment's state produces an event (a unique id, Stripe's event
 * shape), written in the same transaction as the change, then delivered to the one fulfilment function that Stripe's
 * webhooks also reach; an event whose delivery failed is delivered again by a sweep, as Stripe retries webhooks.
 */
import { and, asc, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sandboxObjects } from './schema';
import { normaliseEvent } from './normalise-event';
import type { Row } from './sandbox-model';
import { token, type SandboxOptions, type Tx } from './sandbox-store';

/** Records an event in the transaction of the change it describes; delivered after commit. */
export async function recordEvent(tx: DbOrTx, type: string, object: Record<string, unknown>): Promise<Row> {
  const id = `evt_sbx_${token(12)}`;
  const event = {
    id,
    object: 'event',
    api_version: 'sandbox',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type,
    data: { object },
  };
  const [row] = await tx
    .insert(sandboxObjects)
    .values({ id, kind: 'event', amount: 0, status: 'pending', metadata: event })
    .returning();
  return row!;
}

async function deliverEvents(sandbox: SandboxOptions, events: Row[]): Promise<void> {
  for (const row of events) {
    try {
      await sandbox.deliver(normaliseEvent('sandbox', row.metadata));
      await sandbox.db
        .update(sandboxObjects)
        .set({ status: 'delivered', updatedAt: new Date() })
        .where(and(eq(sandboxObjects.id, row.id), eq(sandboxObjects.status, 'pending')));
    } catch (error) {
      // Left pending: the sweep delivers it again, as Stripe retries a webhook that failed.
      sandbox.log?.warn({ err: error, eventId: row.id }, 'sandbox event delivery failed; will retry');
    }
  }
}

/**
 * Runs a change in a transaction, then delivers the events it produced: before answering (so the paying browser
 * finds its order paid), or, with later, after answering, as Stripe's webhooks arrive (a refund's caller may still
 * hold the order).
 */
export async function change<T>(
  sandbox: SandboxOptions,
  work: (tx: Tx, events: Row[]) => Promise<T>,
  later = false,
): Promise<T> {
  const events: Row[] = [];
  const result = await sandbox.db.transaction((tx) => work(tx, events));
  if (later) setImmediate(() => void deliverEvents(sandbox, events));
  else await deliverEvents(sandbox, events);
  return result;
}

/** Delivers events whose first delivery failed (the oldest hundred); returns how many were delivered. */
export async function deliverPendingEvents(sandbox: SandboxOptions, olderThanMs = 0): Promise<number> {
  const due = await sandbox.db
    .select()
    .from(sandboxObjects)
    .where(
      and(
        eq(sandboxObjects.kind, 'event'),
        eq(sandboxObjects.status, 'pending'),
        lt(sandboxObjects.createdAt, new Date(Date.now() - olderThanMs)),
      ),
    )
    .orderBy(asc(sandboxObjects.createdAt))
    .limit(100);
  await deliverEvents(sandbox, due);
  return due.length;
}

/** The sweep for undelivered events: one at a time, every few seconds, until stopped. */
export function createEventSweep(sandbox: SandboxOptions) {
  let timer: NodeJS.Timeout | null = null;
  let sweeping: Promise<number> | null = null;
  return {
    start() {
      if (timer) return;
      timer = setInterval(() => {
        if (sweeping) return;
        sweeping = deliverPendingEvents(sandbox, 10_000).finally(() => {
          sweeping = null;
        });
        sweeping.catch((error) => sandbox.log?.warn({ err: error }, 'sandbox event sweep failed'));
      }, sandbox.sweepInterval ?? 5_000);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await sweeping?.catch(() => {});
    },
  };
}
