/**
 * The ready alert's outbox. Queued in the transaction that makes an order ready, one row per browser that asked for
 * it, keyed so that Ready pressed twice, or Recall and Ready again, queues nothing more; sent after the commit by
 * the instance that made it ready (at once) or by any instance's poll, each row claimed by one instance only (SKIP
 * LOCKED), so two instances never send it twice. Sending never holds up Ready: a slow or failing push service only
 * delays its own row, retried a few times within the alert's half hour; a 404 or 410 removes the subscription, and
 * so does its ready push delivered (a browser's address is kept only until then). A browser that asked for it also gets
 * one push when the order is confirmed, queued the same way in the confirm move's transaction.
 */
import { shopTime } from '@domain/opening-hours';
import {
  confirmedPushMessage,
  READY_ALERT_TTL_SECONDS,
  readyPushMessage,
  type ReadyAlertOrder,
} from '@domain/ready-alert';
import { trackingPath } from '@domain/order-tracking';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { Db, DbOrTx } from '../../db/client';
import { customerAlerts } from './schema';
import { findSubscription, removeSubscription, removeSubscriptionsBefore, subscriptionsOf } from './push-subscriptions';
import type { VapidKeys } from './vapid';
import { readyTextNumberOf } from '../orders';
import { SmsProviderError, type SmsSender } from './sms-sender';
import { outboxRounds } from '../../outbox-rounds';

/** What became of one alert, as /metrics counts it. */
export type AlertOutcome = 'sent' | 'failed' | 'gone';

export interface CustomerAlertsOptions {
  db: Db;
  /** The VAPID pair in force (the caller reads it once; the database's is made at first start). */
  vapid: () => Promise<VapidKeys>;
  subject: string;
  /** The connections pushes go out on (push-endpoint.ts's pushAgent, or a test's trusting its own certificate). */
  agent: Agent;
  /** Told of every send and failure, by channel. */
  count?: (channel: 'push' | 'sms', outcome: AlertOutcome) => void;
  /** How ready texts leave (SMS_PROVIDER); absent: no texts. */
  sms?: SmsSender | undefined;
  log?: { warn(obj: unknown, msg: string): void };
  /** Milliseconds between polls for alerts another instance queued or a retry is due (default 2000). */
  pollInterval?: number;
}

/** Attempts before an alert is given up, and the waits between them (a ready alert is of use for minutes only). */
const MAX_ATTEMPTS = 4;
const RETRY_DELAYS_MS = [2_000, 10_000, 30_000];
/** Alerts claimed at once: a rush makes many orders ready together, and each push is a request of its own. */
const BATCH = 16;
/** How long a subscription waits for its order to be made ready before it is let go. */
const SUBSCRIPTION_DAYS = 1;
const SWEEP_EVERY_MS = 60 * 60_000;

type AlertRow = typeof customerAlerts.$inferSelect;

export interface CustomerAlerts {
  /** In the ready move's transaction: one ready push queued for each browser following the order. */
  orderReady(
    tx: DbOrTx,
    order: ReadyAlertOrder & { id: string; trackingToken: string | null; wantsText: boolean },
  ): Promise<void>;
  /**
   * Erasure, in its transaction: the ready texts of these orders are not sent (the number is erased too); answers
   * their ids, whose outbox files discardTextCopies deletes once the erasure committed.
   */
  forgetTexts(tx: DbOrTx, orderIds: readonly string[]): Promise<string[]>;
  /** Deletes the outbox's files of these texts (they hold the number). */
  discardTextCopies(ids: readonly string[]): Promise<void>;
  /** In the confirm move's transaction: one push for each browser that asked to hear of it too. */
  orderConfirmed(
    tx: DbOrTx,
    order: { id: string; number: string; trackingToken: string | null; readyAt: Date | null },
  ): Promise<void>;
  /** After the move committed: send what is queued now, without waiting for it. */
  sendQueued(): void;
  /** Sends every alert that is due; returns how many were sent. */
  flush(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

/** The due alerts, claimed for this instance: marked sending in a transaction that skips rows another holds. */
function claimDue(db: Db): Promise<AlertRow[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(customerAlerts)
      .where(and(eq(customerAlerts.status, 'queued'), lte(customerAlerts.nextAttemptAt, new Date())))
      .orderBy(asc(customerAlerts.nextAttemptAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return rows;
    await tx
      .update(customerAlerts)
      .set({ status: 'sending', attempts: sql`${customerAlerts.attempts} + 1` })
      .where(
        inArray(
          customerAlerts.id,
          rows.map((row) => row.id),
        ),
      );
    return rows;
  });
}

const finish = (db: Db, id: string, fields: Partial<AlertRow>) =>
  db.update(customerAlerts).set(fields).where(eq(customerAlerts.id, id));

/** A failed attempt: queued again after a wait, or given up after the last. */
async function retryLater(options: CustomerAlertsOptions, row: AlertRow, error: unknown, why: string) {
  const attempts = row.attempts + 1;
  options.log?.warn({ err: error, alertId: row.id, channel: row.channel, attempts }, 'ready alert failed');
  await finish(options.db, row.id, {
    status: attempts >= MAX_ATTEMPTS ? 'failed' : 'queued',
    nextAttemptAt: new Date(Date.now() + (RETRY_DELAYS_MS[attempts - 1] ?? 30_000)),
    lastError: why.slice(0, 500),
  });
}

/** The ready text, to the number read from the order now (an erased customer's is gone). */
async function sendText(options: CustomerAlertsOptions, row: AlertRow): Promise<AlertOutcome> {
  const { db } = options;
  const to = await readyTextNumberOf(db, row.orderId);
  if (!to || !options.sms) {
    await finish(db, row.id, { status: 'gone' });
    return 'gone';
  }
  try {
    await options.sms.send({ to, body: `Pearl Bubble Tea: ${row.message.body}`, id: row.id });
    await finish(db, row.id, { status: 'sent', sentAt: new Date(), lastError: null });
    return 'sent';
  } catch (error) {
    // A number the provider refuses (4xx) is not tried again.
    const refused = error instanceof SmsProviderError && error.status !== null && error.status < 500;
    if (refused) await finish(db, row.id, { status: 'failed', lastError: error.message.slice(0, 500) });
    else await retryLater(options, row, error, String((error as Error).message ?? error));
    return 'failed';
  }
}

/** Sends one claimed alert and records what became of it. */
async function sendAlert(options: CustomerAlertsOptions, row: AlertRow): Promise<AlertOutcome | 'expired'> {
  const { db } = options;
  if (Date.now() - row.createdAt.getTime() > READY_ALERT_TTL_SECONDS * 1_000) {
    await finish(db, row.id, { status: 'expired' });
    return 'expired';
  }
  if (row.channel === 'sms') return sendText(options, row);
  const subscription = row.subscriptionId ? await findSubscription(db, row.subscriptionId) : null;
  if (!subscription) {
    await finish(db, row.id, { status: 'gone' });
    return 'gone';
  }
  try {
    const vapid = await options.vapid();
    await webpush.sendNotification(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(row.message),
      {
        vapidDetails: { subject: options.subject, ...vapid },
        TTL: READY_ALERT_TTL_SECONDS,
        urgency: 'high',
        timeout: 10_000,
        agent: options.agent,
      },
    );
    await finish(db, row.id, { status: 'sent', sentAt: new Date(), lastError: null });
    // Its ready push delivered, the browser's address is not kept (a confirmed push leaves it for the ready one).
    if (row.dedupeKey.startsWith('ready:')) await removeSubscription(db, subscription.id);
    return 'sent';
  } catch (error) {
    const status = error instanceof webpush.WebPushError ? error.statusCode : null;
    if (status === 404 || status === 410) {
      await finish(db, row.id, { status: 'gone', lastError: `push service answered ${status}` });
      await removeSubscription(db, subscription.id);
      return 'gone';
    }
    await retryLater(
      options,
      row,
      error,
      status ? `push service answered ${status}` : String((error as Error).message ?? error),
    );
    return 'failed';
  }
}

/** The confirm move's push, for each browser that asked for it too (keyed: queued once). */
async function queueConfirmedPushes(
  tx: DbOrTx,
  order: { id: string; number: string; trackingToken: string | null; readyAt: Date | null },
): Promise<void> {
  if (!order.trackingToken) return;
  const wanting = (await subscriptionsOf(tx, order.id)).filter((subscription) => subscription.onConfirmed);
  if (wanting.length === 0) return;
  const readyAt = order.readyAt ? shopTime(order.readyAt) : null;
  const message = confirmedPushMessage(order, readyAt, trackingPath(order.trackingToken));
  await tx
    .insert(customerAlerts)
    .values(
      wanting.map((subscription) => ({
        dedupeKey: `confirmed:push:${subscription.id}`,
        orderId: order.id,
        channel: 'push',
        subscriptionId: subscription.id,
        message,
      })),
    )
    .onConflictDoNothing({ target: customerAlerts.dedupeKey });
}

/** Made ready before its confirmed push left (Ready on the make screen confirms on the way): only "ready" goes. */
async function expireConfirmedPushes(tx: DbOrTx, orderId: string): Promise<void> {
  await tx
    .update(customerAlerts)
    .set({ status: 'expired' })
    .where(
      and(
        eq(customerAlerts.orderId, orderId),
        eq(customerAlerts.status, 'queued'),
        sql`${customerAlerts.dedupeKey} like 'confirmed:%'`,
      ),
    );
}

/** Erasure: the texts of these orders not yet sent are not sent; answers the ids of all of them (for their files). */
async function forgetTexts(tx: DbOrTx, orderIds: readonly string[]): Promise<string[]> {
  if (orderIds.length === 0) return [];
  const texts = and(eq(customerAlerts.channel, 'sms'), inArray(customerAlerts.orderId, [...orderIds]));
  await tx
    .update(customerAlerts)
    .set({ status: 'gone' })
    .where(and(texts, eq(customerAlerts.status, 'queued')));
  const rows = await tx.select({ id: customerAlerts.id }).from(customerAlerts).where(texts);
  return rows.map((row) => row.id);
}

export function createCustomerAlerts(options: CustomerAlertsOptions): CustomerAlerts {
  const { db, log } = options;
  let timer: NodeJS.Timeout | null = null;
  let sweeper: NodeJS.Timeout | null = null;

  async function sendDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const rows = await claimDue(db);
      if (rows.length === 0) return sent;
      // Pushes first, then texts (the e-mail goes its own way, through the mail outbox).
      for (const channel of ['push', 'sms'] as const) {
        const ofChannel = rows.filter((row) => row.channel === channel);
        const outcomes = await Promise.all(ofChannel.map((row) => sendAlert(options, row)));
        for (const outcome of outcomes) {
          if (outcome === 'expired') continue;
          options.count?.(channel, outcome);
          if (outcome === 'sent') sent++;
        }
      }
    }
  }

  const rounds = outboxRounds(sendDue);
  const alerts: CustomerAlerts = {
    orderConfirmed: queueConfirmedPushes,
    async orderReady(tx, order) {
      if (!order.trackingToken) return;
      const subscriptions = await subscriptionsOf(tx, order.id);
      // Only a browser that asked for it can have a confirmed push waiting (most have none: no statement then).
      if (subscriptions.some((subscription) => subscription.onConfirmed)) await expireConfirmedPushes(tx, order.id);
      const message = readyPushMessage(order, trackingPath(order.trackingToken));
      if (order.wantsText && options.sms)
        await tx
          .insert(customerAlerts)
          .values({ dedupeKey: `ready:sms:${order.id}`, orderId: order.id, channel: 'sms', message })
          .onConflictDoNothing({ target: customerAlerts.dedupeKey });
      if (subscriptions.length === 0) return;
      await tx
        .insert(customerAlerts)
        .values(
          subscriptions.map((subscription) => ({
            dedupeKey: `ready:push:${subscription.id}`,
            orderId: order.id,
            channel: 'push',
            subscriptionId: subscription.id,
            message,
          })),
        )
        .onConflictDoNothing({ target: customerAlerts.dedupeKey });
    },
    forgetTexts,
    async discardTextCopies(ids) {
      await options.sms?.discardCopies?.(ids);
    },
    sendQueued() {
      queueMicrotask(() => void alerts.flush().catch((error) => log?.warn({ err: error }, 'ready alerts failed')));
    },
    flush: () => rounds.flush(),
    start() {
      if (timer) return;
      // An alert left "sending" by a process that died is sent again (if still in time).
      void db
        .update(customerAlerts)
        .set({ status: 'queued' })
        .where(
          and(
            eq(customerAlerts.status, 'sending'),
            lte(customerAlerts.nextAttemptAt, sql`now() - interval '1 minute'`),
          ),
        )
        .catch(() => {});
      timer = setInterval(
        () => void alerts.flush().catch((error) => log?.warn({ err: error }, 'ready alerts poll failed')),
        options.pollInterval ?? 2_000,
      );
      timer.unref();
      const sweep = () =>
        void removeSubscriptionsBefore(db, new Date(Date.now() - SUBSCRIPTION_DAYS * 86_400_000)).catch((error) =>
          log?.warn({ err: error }, 'push subscriptions sweep failed'),
        );
      sweep();
      sweeper = setInterval(sweep, SWEEP_EVERY_MS);
      sweeper.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      if (sweeper) clearInterval(sweeper);
      timer = null;
      sweeper = null;
      await rounds.idle();
    },
  };
  return alerts;
}
