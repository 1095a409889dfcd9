/**
 * The ready alert's outbox. Queued in the transaction that makes an order ready, one row per browser that asked for
 * it, keyed so that Ready pressed twice, or Recall and Ready again, queues nothing more. The rows are queued already
 * claimed by the instance making the order ready, which sends them as soon as its transaction committed (no claim to
 * make first: that costs a rush of Readies nothing more); a retry, or a row a process that died left claimed (sent
 * again after a minute, at the next start), goes by any instance's poll, each row claimed by one instance only (SKIP
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
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { Db, DbOrTx } from '../../db/client';
import { customerAlerts } from './schema';
import { removeSubscriptionsBefore } from './push-subscriptions';
import {
  claimDue,
  finishAlerts,
  queueClaimed,
  type ClaimedAlert,
  type ClaimedAlerts,
  type FinishedAlert,
} from './alert-rows';
import { vapidSigner, type VapidKeys } from './vapid';
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

type ReadyOrder = ReadyAlertOrder & { id: string; trackingToken: string | null; wantsText: boolean };

export interface CustomerAlerts {
  /**
   * In the ready move's transaction: one ready push queued for each browser following each order (and its text),
   * claimed for this instance, in one statement however many orders were made ready together; answers them, for
   * sendQueued once the transaction committed.
   */
  ordersReady(tx: DbOrTx, orders: readonly ReadyOrder[]): Promise<ClaimedAlerts>;
  /**
   * Erasure, in its transaction: the ready texts of these orders are not sent (the number is erased too); answers
   * their ids, whose outbox files discardTextCopies deletes once the erasure committed.
   */
  forgetTexts(tx: DbOrTx, orderIds: readonly string[]): Promise<string[]>;
  /** Deletes the outbox's files of these texts (they hold the number). */
  discardTextCopies(ids: readonly string[]): Promise<void>;
  /** In the confirm move's transaction: one push for each browser that asked to hear of it too (as orderReady). */
  orderConfirmed(
    tx: DbOrTx,
    order: { id: string; number: string; trackingToken: string | null; readyAt: Date | null },
  ): Promise<ClaimedAlerts>;
  /** After the move committed: send what it queued, without waiting for it (those it expired stay unsent). */
  sendQueued(queued: readonly ClaimedAlerts[]): void;
  /** Sends every alert that is due; returns how many were sent. */
  flush(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

/** A failed attempt: queued again after a wait, or given up after the last. */
function retryLater(options: CustomerAlertsOptions, row: ClaimedAlert, error: unknown, why: string): FinishedAlert {
  const { attempts } = row;
  options.log?.warn({ err: error, alertId: row.id, channel: row.channel, attempts }, 'ready alert failed');
  return {
    id: row.id,
    status: attempts >= MAX_ATTEMPTS ? 'failed' : 'queued',
    nextAttemptAt: new Date(Date.now() + (RETRY_DELAYS_MS[attempts - 1] ?? 30_000)),
    lastError: why.slice(0, 500),
  };
}

type Sent = { outcome: AlertOutcome | 'expired'; finished: FinishedAlert };

/** The ready text, to the number read from the order now (an erased customer's is gone). */
async function sendText(options: CustomerAlertsOptions, row: ClaimedAlert): Promise<Sent> {
  const to = await readyTextNumberOf(options.db, row.orderId);
  if (!to || !options.sms) return { outcome: 'gone', finished: { id: row.id, status: 'gone' } };
  try {
    await options.sms.send({ to, body: `Pearl Bubble Tea: ${row.message.body}`, id: row.id });
    return { outcome: 'sent', finished: { id: row.id, status: 'sent', sentAt: new Date(), lastError: null } };
  } catch (error) {
    // A number the provider refuses (4xx) is not tried again.
    const refused = error instanceof SmsProviderError && error.status !== null && error.status < 500;
    const finished: FinishedAlert = refused
      ? { id: row.id, status: 'failed', lastError: error.message.slice(0, 500) }
      : retryLater(options, row, error, String((error as Error).message ?? error));
    return { outcome: 'failed', finished };
  }
}

/** Sends one claimed alert; answers what became of it, for the batch's one write. */
async function sendAlert(
  options: CustomerAlertsOptions,
  sign: ReturnType<typeof vapidSigner>,
  row: ClaimedAlert,
): Promise<Sent> {
  if (Date.now() - row.createdAt.getTime() > READY_ALERT_TTL_SECONDS * 1_000)
    return { outcome: 'expired', finished: { id: row.id, status: 'expired' } };
  if (row.channel === 'sms') return sendText(options, row);
  const { subscription } = row;
  if (!subscription) return { outcome: 'gone', finished: { id: row.id, status: 'gone' } };
  try {
    const authorization = sign(subscription.endpoint, await options.vapid());
    await webpush.sendNotification(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(row.message),
      {
        // Signed as web-push would (for its push service, with the shop's subject), but once for many pushes.
        headers: { Authorization: authorization },
        TTL: READY_ALERT_TTL_SECONDS,
        urgency: 'high',
        timeout: 10_000,
        agent: options.agent,
      },
    );
    // Its ready push delivered, the browser's address is not kept (a confirmed push leaves it for the ready one).
    const letGo = row.dedupeKey.startsWith('ready:') ? { letGo: subscription.id } : {};
    return {
      outcome: 'sent',
      finished: { id: row.id, status: 'sent', sentAt: new Date(), lastError: null, ...letGo },
    };
  } catch (error) {
    const status = error instanceof webpush.WebPushError ? error.statusCode : null;
    if (status === 404 || status === 410) {
      const lastError = `push service answered ${status}`;
      return { outcome: 'gone', finished: { id: row.id, status: 'gone', lastError, letGo: subscription.id } };
    }
    const why = status ? `push service answered ${status}` : String((error as Error).message ?? error);
    return { outcome: 'failed', finished: retryLater(options, row, error, why) };
  }
}

/**
 * What became of sent alerts, written together: while one write is on its way, those finishing meanwhile wait for
 * the next, so a rush of Readies writes a handful of times rather than once each. A write that fails leaves its
 * alerts "sending", sent again after a restart, as for a process that died while sending.
 */
function alertFinisher(db: Db, log: CustomerAlertsOptions['log']) {
  let waiting: Array<{ finished: FinishedAlert[]; done: () => void }> = [];
  let writing: Promise<void> | null = null;
  async function writeAll(): Promise<void> {
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      await finishAlerts(
        db,
        batch.flatMap((entry) => entry.finished),
      ).catch((error) => log?.warn({ err: error }, 'ready alerts: recording what was sent failed'));
      for (const entry of batch) entry.done();
    }
    writing = null;
  }
  return (finished: FinishedAlert[]): Promise<void> =>
    new Promise<void>((done) => {
      waiting.push({ finished, done });
      writing ??= writeAll();
    });
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
  const finish = alertFinisher(db, log);
  const sign = vapidSigner(options.subject);
  /** Sends handed over by a move that committed, still going (stop waits for them). */
  const sending = new Set<Promise<unknown>>();

  /** Sends claimed alerts, pushes first, then texts, and records what became of them in one write; answers the sent. */
  async function sendClaimed(rows: readonly ClaimedAlert[]): Promise<number> {
    let sent = 0;
    const finished: FinishedAlert[] = [];
    // The e-mail goes its own way, through the mail outbox.
    for (const channel of ['push', 'sms'] as const) {
      const ofChannel = rows.filter((row) => row.channel === channel);
      for (const { outcome, finished: one } of await Promise.all(
        ofChannel.map((row) => sendAlert(options, sign, row)),
      )) {
        finished.push(one);
        if (outcome === 'expired') continue;
        options.count?.(channel, outcome);
        if (outcome === 'sent') sent++;
      }
    }
    await finish(finished);
    return sent;
  }

  async function sendDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const rows = await claimDue(db, BATCH);
      if (rows.length === 0) return sent;
      sent += await sendClaimed(rows);
    }
  }

  const rounds = outboxRounds(sendDue);
  const alerts: CustomerAlerts = {
    async orderConfirmed(tx, order) {
      if (!order.trackingToken) return { alerts: [], expired: [] };
      const readyAt = order.readyAt ? shopTime(order.readyAt) : null;
      const message = confirmedPushMessage(order, readyAt, trackingPath(order.trackingToken));
      return queueClaimed(tx, 'confirmed', [{ orderId: order.id, message, withText: false }]);
    },
    ordersReady(tx, orders) {
      // An order without a page to open has no push to send (its e-mail still goes).
      const given = orders.flatMap((order) =>
        order.trackingToken
          ? [
              {
                orderId: order.id,
                message: readyPushMessage(order, trackingPath(order.trackingToken)),
                withText: order.wantsText && Boolean(options.sms),
              },
            ]
          : [],
      );
      return queueClaimed(tx, 'ready', given);
    },
    forgetTexts,
    async discardTextCopies(ids) {
      await options.sms?.discardCopies?.(ids);
    },
    sendQueued(queued) {
      // Already claimed by this instance in the move's transaction: sent at once, with no claim to make first.
      const expired = new Set(queued.flatMap((each) => each.expired));
      const rows = queued.flatMap((each) => each.alerts).filter((row) => !expired.has(row.id));
      if (rows.length === 0) return;
      const send = sendClaimed(rows)
        .catch((error) => log?.warn({ err: error }, 'ready alerts failed'))
        .finally(() => sending.delete(send));
      sending.add(send);
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
      await Promise.all([rounds.idle(), ...sending]);
    },
  };
  return alerts;
}
