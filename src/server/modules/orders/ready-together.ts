/**
 * Mark as Ready in a rush: the Readies arriving on this instance while a ready transaction runs wait for it, then are
 * made ready together in ONE transaction of set-based statements (the orders locked and changed at once, their
 * e-mails, pushes and audit rows each queued in one statement, one announcement). In a rush each Ready paid a whole
 * transaction of its own, queueing behind the others for the database; together they pay about one. Each caller still
 * gets its own answer: its order, or its own refusal (an unknown order 404, one not confirmed 409) while the others
 * are made ready. The transaction is all or nothing: if it fails, every caller in it hears so and no order changed.
 */
import { refusalOf, statusAfter } from '@domain/order-status';
import { orderLabel } from '@domain/order-number';
import { trackingPath } from '@domain/order-tracking';
import type { StaffOrder } from '@domain/staff-orders';
import type { Db } from '../../db/client';
import { conflict, notFound, type AppError } from '../../errors';
import { recordAudits, type Actor } from '../audit';
import type { LiveHub } from '../live';
import type { Mailer } from '../mail';
import { lockCustomerOrders, staffOrdersOf } from './find-orders';
import { announcements } from './move-change';
import { orderReadyMail } from './order-mail';
import { updateCounterStates } from './order-moves';
import type { OrderRow } from './order-rows';
import type { ReadyAlerts } from './ready-alerts';

export interface ReadyDeps {
  db: Db;
  mailer: Pick<Mailer, 'enqueueAll'>;
  live: Pick<LiveHub, 'publishAll'>;
  publicUrl: string;
  alerts?: ReadyAlerts;
}

/** One Mark as Ready: who pressed it, on which order. */
export interface ReadyAsk {
  actor: Actor;
  id: string;
}

/** What one Mark as Ready answers: the order made ready, or why it was not. */
type ReadyAnswer = { order: StaffOrder } | { refused: AppError };

/** The ready e-mail of an order just made ready, linking to its page. */
export function readyMailOf(publicUrl: string, order: StaffOrder & { customerEmail: string }, row: OrderRow) {
  const trackUrl = row.trackingToken ? `${publicUrl}${trackingPath(row.trackingToken)}` : null;
  return orderReadyMail(order, trackUrl);
}

/** What the ready push and text of an order just made ready are made from. */
export const readyAlertOf = (order: StaffOrder, row: OrderRow) => ({
  ...order,
  number: orderLabel(row),
  trackingToken: row.trackingToken,
  wantsText: row.readyTextTo !== null,
});

/** Why this order may not be made ready (as a lone Mark as Ready would refuse it), or null. */
function refusalFor(row: OrderRow | undefined): AppError | null {
  if (!row) return notFound('No such order.');
  const refusal = refusalOf('ready', {
    status: row.status as StaffOrder['status'],
    paymentStatus: row.paymentStatus as StaffOrder['paymentStatus'],
  });
  return refusal ? conflict(refusal) : null;
}

/**
 * The ready transaction; the asks it answers are taken once it has begun (each a different order), so that those
 * arriving while it waited for the database go in it too. Answers each, and what it queued to send.
 */
async function readyInOneTransaction(deps: ReadyDeps, take: () => readonly ReadyAsk[]) {
  return deps.db.transaction(async (tx) => {
    const asks = take();
    const locked = new Map(
      (
        await lockCustomerOrders(
          tx,
          asks.map((ask) => ask.id),
        )
      ).map((row) => [row.id, row]),
    );
    const refused = new Map(asks.map((ask) => [ask.id, refusalFor(locked.get(ask.id))]));
    const going = asks.filter((ask) => !refused.get(ask.id));
    const now = new Date();
    const ids = going.map((ask) => ask.id);
    const rows = await updateCounterStates(tx, ids, { status: statusAfter('ready'), markedReadyAt: now, now });
    const rowOf = new Map(rows.map((row) => [row.id, row]));
    const made = new Map((await staffOrdersOf(tx, rows)).map((order) => [order.id, order]));
    const mails = [...made.values()].flatMap(({ customerEmail, ...order }) =>
      customerEmail ? [readyMailOf(deps.publicUrl, { ...order, customerEmail }, rowOf.get(order.id)!)] : [],
    );
    await deps.mailer.enqueueAll(mails, tx);
    const alerts = rows.map((row) => readyAlertOf(made.get(row.id)!, row));
    const queued = alerts.length ? await deps.alerts?.ordersReady(tx, alerts) : undefined;
    await recordAudits(
      tx,
      going.map(({ actor, id }) => {
        const order = made.get(id)!;
        const details = { from: locked.get(id)!.status, to: order.status, notified: Boolean(order.customerEmail) };
        return { actor, entry: { action: 'order.ready', entityType: 'order' as const, entityId: id, details } };
      }),
    );
    // Each order's event for the dashboards, and the queue's change once for the menus.
    await deps.live.publishAll(
      ids.flatMap((id, i) => announcements(id, ['ready'], i === ids.length - 1)),
      tx,
    );
    const answers = asks.map((ask): ReadyAnswer => {
      const refusal = refused.get(ask.id);
      return refusal ? { refused: refusal } : { order: made.get(ask.id)! };
    });
    return { answers, queued };
  });
}

/** Readies made together at most: a bound on one transaction's statements. */
const MOST_AT_ONCE = 250;

interface Waiting {
  ask: ReadyAsk;
  resolve: (order: StaffOrder) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for Mark as Ready: a Ready arriving while none runs starts a ready transaction at once (alone, it
 * waits for nothing); those arriving while one runs wait, and go together in the next. The same order asked twice
 * goes in a later one, so the second finds it ready and is refused, as it would be alone.
 */
export function readyInTurns(deps: ReadyDeps): (ask: ReadyAsk) => Promise<StaffOrder> {
  let waiting: Waiting[] = [];
  let running = false;
  /** The Readies waiting now, each order once, at most MOST_AT_ONCE; the others stay for the next turn. */
  const take = (): Waiting[] => {
    const turn: Waiting[] = [];
    const later: Waiting[] = [];
    const ids = new Set<string>();
    for (const one of waiting) {
      if (ids.has(one.ask.id) || turn.length >= MOST_AT_ONCE) later.push(one);
      else {
        ids.add(one.ask.id);
        turn.push(one);
      }
    }
    waiting = later;
    return turn;
  };
  const next = () => {
    if (running || waiting.length === 0) return;
    running = true;
    // Taken once: a transaction tried again answers the same Readies.
    let turn: Waiting[] | null = null;
    const taken = () => (turn ??= take());
    readyInOneTransaction(deps, () => taken().map((one) => one.ask))
      .then(
        ({ answers, queued }) => {
          // Committed: the pushes and texts go now, never holding the answers up.
          if (queued) deps.alerts?.sendQueued([queued]);
          answers.forEach((answer, i) =>
            'order' in answer ? taken()[i]!.resolve(answer.order) : taken()[i]!.reject(answer.refused),
          );
        },
        // Nothing was written: each Ready it held (or would have held, had it begun) hears why.
        (error: unknown) => taken().forEach((one) => one.reject(error)),
      )
      .finally(() => {
        running = false;
        next();
      });
  };
  return (ask) =>
    new Promise<StaffOrder>((resolve, reject) => {
      waiting.push({ ask, resolve, reject });
      next();
    });
}
