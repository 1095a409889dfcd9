/**
 * The alerts' outbox in statements, each one round trip, however many browsers follow the order: a move queues its
 * alerts already claimed by the instance that made it (it sends them once its transaction committed), a poll claims
 * what is due, and what became of a batch of alerts is written at once.
 */
import type { PushMessage } from '@domain/ready-alert';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { customerAlerts, pushSubscriptions } from './schema';

/** Where a push goes: the browser's subscription, read with its alert. */
export interface PushTarget {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** An alert this instance claimed and is to send (attempts counts this one). */
export interface ClaimedAlert {
  id: string;
  orderId: string;
  channel: string;
  dedupeKey: string;
  message: PushMessage;
  attempts: number;
  createdAt: Date;
  /** A push's browser; null when it has unsubscribed since (or for a text). */
  subscription: PushTarget | null;
}

/** What a move's transaction queued (claimed for this instance), and the alerts it made too late to send. */
export interface ClaimedAlerts {
  alerts: ClaimedAlert[];
  /** Alerts queued earlier, in this transaction or before, that are no longer to go (a confirmed push once ready). */
  expired: string[];
}

interface QueuedRow {
  id: string;
  order_id: string | null;
  channel: string | null;
  subscription_id: string | null;
  endpoint: string | null;
  p256dh: string | null;
  auth: string | null;
  expired: boolean;
}

/** One order's alert to queue: its message, and whether its customer asked for a text too. */
export interface AlertToQueue {
  orderId: string;
  message: PushMessage;
  withText: boolean;
}

/**
 * In a move's transaction: for each order, one alert for each browser following it (only those that asked for it,
 * for the confirmed push), and a text when asked, each keyed so it is queued once, claimed at once for this instance;
 * and, for the ready push, the confirmed pushes not yet sent expired (Ready on the make screen confirms on the way:
 * only "ready" goes). One statement, however many orders (Readies gathered into one transaction) and browsers.
 */
export async function queueClaimed(
  tx: DbOrTx,
  kind: 'ready' | 'confirmed',
  given: readonly AlertToQueue[],
): Promise<ClaimedAlerts> {
  if (given.length === 0) return { alerts: [], expired: [] };
  const records = JSON.stringify(
    given.map((each) => ({ order_id: each.orderId, message: each.message, with_text: each.withText })),
  );
  // A confirmed push still in hand (queued, or claimed in this very transaction) is not sent once the order is ready.
  const expire =
    kind === 'ready'
      ? sql`update customer_alerts set status = 'expired' where order_id in (select order_id from given)
              and status in ('queued', 'sending') and dedupe_key like 'confirmed:%' returning id`
      : sql`select null::uuid as id where false`;
  const result = (await tx.execute(sql`
    with given as (
      select * from jsonb_to_recordset(${records}::jsonb) as g(order_id uuid, message jsonb, with_text boolean)
    ),
    expired as (${expire}),
    inserted as (
      insert into customer_alerts (dedupe_key, order_id, channel, subscription_id, message, status, attempts)
      select ${`${kind}:push:`} || s.id, s.order_id, 'push', s.id, g.message, 'sending', 1
        from push_subscriptions s join given g on g.order_id = s.order_id
        where ${kind === 'ready'}::boolean or s.on_confirmed
      union all
      select ${`${kind}:sms:`} || g.order_id, g.order_id, 'sms', null, g.message, 'sending', 1
        from given g where g.with_text
      on conflict (dedupe_key) do nothing
      returning id, order_id, channel, subscription_id
    )
    select i.id, i.order_id, i.channel, s.id as subscription_id, s.endpoint, s.p256dh, s.auth, false as expired
      from inserted i left join push_subscriptions s on s.id = i.subscription_id
    union all
    select e.id, null, null, null, null, null, null, true from expired e
  `)) as unknown as { rows: QueuedRow[] };
  const messages = new Map(given.map((each) => [each.orderId, each.message]));
  const createdAt = new Date();
  const alerts: ClaimedAlert[] = [];
  const expired: string[] = [];
  for (const row of result.rows) {
    if (row.expired || !row.order_id) {
      expired.push(row.id);
      continue;
    }
    const channel = row.channel ?? 'push';
    const { subscription_id: subscriptionId, endpoint, p256dh, auth, order_id: orderId } = row;
    alerts.push({
      id: row.id,
      orderId,
      channel,
      dedupeKey: channel === 'sms' ? `${kind}:sms:${orderId}` : `${kind}:push:${subscriptionId}`,
      message: messages.get(orderId)!,
      attempts: 1,
      createdAt,
      subscription:
        subscriptionId && endpoint && p256dh && auth ? { id: subscriptionId, endpoint, p256dh, auth } : null,
    });
  }
  return { alerts, expired };
}

/**
 * The due alerts, claimed for this instance in one statement: marked sending, skipping rows another instance holds;
 * with the browsers their pushes go to (one read for the batch).
 */
export async function claimDue(db: Db, batch: number): Promise<ClaimedAlert[]> {
  const due = db
    .select({ id: customerAlerts.id })
    .from(customerAlerts)
    .where(and(eq(customerAlerts.status, 'queued'), lte(customerAlerts.nextAttemptAt, new Date())))
    .orderBy(asc(customerAlerts.nextAttemptAt))
    .limit(batch)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(customerAlerts)
    .set({ status: 'sending', attempts: sql`${customerAlerts.attempts} + 1` })
    .where(inArray(customerAlerts.id, due))
    .returning();
  if (rows.length === 0) return [];
  const ids = rows.flatMap((row) => (row.subscriptionId ? [row.subscriptionId] : []));
  const subscriptions = ids.length
    ? await db
        .select({
          id: pushSubscriptions.id,
          endpoint: pushSubscriptions.endpoint,
          p256dh: pushSubscriptions.p256dh,
          auth: pushSubscriptions.auth,
        })
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.id, ids))
    : [];
  const byId = new Map(subscriptions.map((subscription) => [subscription.id, subscription]));
  return rows
    .sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime())
    .map((row) => ({ ...row, subscription: (row.subscriptionId && byId.get(row.subscriptionId)) || null }));
}

/** What became of one alert: its status, and the fields that change with it (left out: kept). */
export interface FinishedAlert {
  id: string;
  status: 'sent' | 'gone' | 'expired' | 'failed' | 'queued';
  sentAt?: Date;
  lastError?: string | null;
  nextAttemptAt?: Date;
  /** The browser's subscription to let go with it (gone, or its ready push delivered). */
  letGo?: string;
}

/** What became of a batch of alerts, written in one statement, the browsers let go with it. */
export async function finishAlerts(db: Db, finished: readonly FinishedAlert[]): Promise<void> {
  if (finished.length === 0) return;
  const records = JSON.stringify(
    finished.map((alert) => ({
      id: alert.id,
      status: alert.status,
      sent_at: alert.sentAt?.toISOString() ?? null,
      set_error: alert.lastError !== undefined,
      last_error: alert.lastError ?? null,
      next_attempt_at: alert.nextAttemptAt?.toISOString() ?? null,
    })),
  );
  const letGo = JSON.stringify(finished.flatMap((alert) => (alert.letGo ? [alert.letGo] : [])));
  await db.execute(sql`
    with let_go as (
      delete from push_subscriptions where id in (select value::uuid from jsonb_array_elements_text(${letGo}::jsonb))
    )
    update customer_alerts as a set
      status = f.status,
      sent_at = coalesce(f.sent_at, a.sent_at),
      last_error = case when f.set_error then f.last_error else a.last_error end,
      next_attempt_at = coalesce(f.next_attempt_at, a.next_attempt_at)
    from jsonb_to_recordset(${records}::jsonb)
      as f(id uuid, status text, sent_at timestamptz, set_error boolean, last_error text, next_attempt_at timestamptz)
    where a.id = f.id
  `);
}
