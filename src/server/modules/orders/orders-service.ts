/**
 * What staff do with an order at the counter. Each action is one transaction: lock the order,
 * check the domain's transition rules, change it, record who did it (audit_log), queue the customer's e-mail
 * (outbox) and announce it on the 'orders' topic so every open dashboard, on every instance, refreshes.
 */
import type { CustomersHereAnswer } from '@domain/contracts/orders';
import { QUEUE_CHANGED } from '@domain/asap-wait';
import { isRefunded, refusalOf, statusAfter, type OrderAction } from '@domain/order-status';
import type { OrderHistoryEntry, StaffOrder } from '@domain/staff-orders';
import type { Db } from '../../db/client';
import { customersHere } from './customer-here';
import { AppError, conflict, invariantFound, notFound } from '../../errors';
import { hasAuditEntry, recordAudit, type Actor } from '../audit';
import type { LiveHub } from '../live';
import type { Mailer } from '../mail';
import type { PaymentsService } from '../payments';
import { orderLabel } from '@domain/order-number';
import { orderConfirmedMail, orderRefundedMail } from './order-mail';
import {
  findCustomerOrder,
  findCustomerOrderRow,
  listCustomerOrders,
  lockCustomerOrder,
  orderHistory,
  staffOrderOf,
  type OrderQuery,
} from './find-orders';
import { updateCounterState } from './order-moves';
import { recordStaffRefund } from './order-refunds';
import { refundForStock } from './order-stock-refund';
import { refundAtProvider } from './refund-at-provider';
import type { OrderFollowers } from './order-fulfilment';
import type { OrderRow } from './order-rows';
import type { QueuedAlerts, ReadyAlerts } from './ready-alerts';
import { announcements, type AuditEntry, type Change, type Tx } from './move-change';
import { readyAlertOf, readyInTurns, readyMailOf, type ReadyAsk } from './ready-together';

export type { ReadyAlerts } from './ready-alerts';

export interface OrdersServiceDeps {
  db: Db;
  mailer: Pick<Mailer, 'enqueue' | 'enqueueAll'>;
  live: Pick<LiveHub, 'publish' | 'publishAll'>;
  /** Only the refund: the provider is asked outside any transaction (see refund below). */
  payments: Pick<PaymentsService, 'refund'>;
  /** The shop's public address: the ready e-mail links to the order's page. */
  publicUrl: string;
  /** Told of a refund in its transaction (the stamp card: its stamps undone); without it, no one. */
  stamps?: Pick<OrderFollowers, 'orderRefunded'>;
  /** Told of a refund in its transaction (printing: the order's prints stop); without it, no one. */
  printJobs?: Pick<OrderFollowers, 'orderRefunded'>;
  /** Told of an order made ready (notifications: its push to a locked phone); without it, the e-mail only. */
  alerts?: ReadyAlerts;
}

function ensureAllowed(action: OrderAction, row: OrderRow): void {
  const refusal = refusalOf(action, {
    status: row.status as StaffOrder['status'],
    paymentStatus: row.paymentStatus as StaffOrder['paymentStatus'],
  });
  if (refusal) throw conflict(refusal);
}

const readyAtFor = (prepTime: number | null, now: Date) =>
  prepTime === null ? null : new Date(now.getTime() + prepTime * 60_000);

/**
 * The counter's moves share one shape: lock the order, check the domain allows the action, change it, then (in the
 * same transaction) whatever the move tells the customer, the audit row and the dashboards' announcement.
 */
async function moveOrder(
  deps: OrdersServiceDeps,
  action: OrderAction,
  id: string,
  change: (tx: Tx, row: OrderRow, now: Date) => Promise<Change>,
  event: string,
  queueChanged: boolean,
): Promise<{ order: StaffOrder; queued: QueuedAlerts[] }> {
  return deps.db.transaction(async (tx) => {
    const row = await lockCustomerOrder(tx, id);
    if (!row) throw notFound('No such order.');
    ensureAllowed(action, row);
    const { updated, audit, order, queued } = await change(tx, row, new Date());
    // A move that changed nothing (the same prep time again) writes no audit row and announces nothing.
    if (audit) {
      await recordAudit(tx, audit.actor, { ...audit.entry, entityType: 'order', entityId: id });
      await deps.live.publishAll(announcements(id, [event], queueChanged), tx);
    }
    return { order: order ?? (await staffOrderOf(tx, updated)), queued: queued ? [queued] : [] };
  });
}

/** The confirm move in the caller's transaction: confirmed, the customer e-mailed the prep time. */
async function confirmStep(deps: OrdersServiceDeps, actor: Actor, tx: Tx, row: OrderRow, now: Date, given?: number) {
  const prepTime = given ?? row.prepTime;
  const updated = await updateCounterState(tx, row.id, {
    status: statusAfter('confirm'),
    prepTime,
    readyAt: readyAtFor(prepTime, now),
    now,
  });
  const order = await staffOrderOf(tx, updated);
  if (order.customerEmail)
    await deps.mailer.enqueue(orderConfirmedMail({ ...order, customerEmail: order.customerEmail }), tx);
  const queued = await deps.alerts?.orderConfirmed(tx, { ...updated, number: orderLabel(updated) });
  const details = { from: row.status, to: order.status, prepTime, notified: Boolean(order.customerEmail) };
  return { updated, order, queued, audit: { actor, entry: { action: 'order.confirm', details } } };
}

/** The ready move in the caller's transaction: ready, the customer e-mailed that it waits for them. */
async function readyStep(
  deps: OrdersServiceDeps,
  actor: Actor,
  tx: Tx,
  row: OrderRow,
  now: Date,
): Promise<Change & { audit: AuditEntry }> {
  const updated = await updateCounterState(tx, row.id, { status: statusAfter('ready'), markedReadyAt: now, now });
  const order = await staffOrderOf(tx, updated);
  if (order.customerEmail)
    await deps.mailer.enqueue(
      readyMailOf(deps.publicUrl, { ...order, customerEmail: order.customerEmail }, updated),
      tx,
    );
  const queued = await deps.alerts?.ordersReady(tx, [readyAlertOf(order, updated)]);
  const details = { from: row.status, to: order.status, notified: Boolean(order.customerEmail) };
  return { updated, order, queued, audit: { actor, entry: { action: 'order.ready', details } } };
}

/** 'Confirm & Notify': pending → confirmed, and the customer is told when it will be ready. */
async function confirmOrder(
  deps: OrdersServiceDeps,
  actor: Actor,
  id: string,
  input: { prepTime?: number | undefined } = {},
): Promise<StaffOrder> {
  const { order, queued } = await moveOrder(
    deps,
    'confirm',
    id,
    (tx, row, now) => confirmStep(deps, actor, tx, row, now, input.prepTime),
    'confirmed',
    false,
  );
  // The confirm move committed: a push asked for goes now, never holding it up.
  deps.alerts?.sendQueued(queued);
  return order;
}

/**
 * Ready on the make screen, whatever the state: a pending order takes Confirm & Notify's move and then Mark as
 * Ready's, in one transaction, with what each tells the customer, its audit row and its announcement, exactly as the
 * two taps on the dashboard would; a confirmed order takes the second only.
 */
async function readyNow(deps: OrdersServiceDeps, actor: Actor, id: string): Promise<StaffOrder> {
  const { order, queued } = await deps.db.transaction(async (tx) => {
    let row = await lockCustomerOrder(tx, id);
    if (!row) throw notFound('No such order.');
    ensureAllowed('ready_now', row);
    const now = new Date();
    const steps: Array<{ step: typeof readyStep; event: string }> = [
      ...(row.status === 'pending' ? [{ step: confirmStep, event: 'confirmed' }] : []),
      { step: readyStep, event: 'ready' },
    ];
    const done: Array<Change & { event: string }> = [];
    for (const { step, event } of steps) {
      const change = await step(deps, actor, tx, row, now);
      await recordAudit(tx, change.audit.actor, { ...change.audit.entry, entityType: 'order', entityId: id });
      done.push({ ...change, event });
      row = change.updated;
    }
    const events = done.map((change) => change.event);
    await deps.live.publishAll(announcements(id, events, true), tx);
    const last = done[done.length - 1]!;
    return {
      order: last.order ?? (await staffOrderOf(tx, row)),
      queued: done.flatMap((change) => (change.queued ? [change.queued] : [])),
    };
  });
  deps.alerts?.sendQueued(queued);
  return order;
}

/**
 * Recall on the make screen: a ready order back to confirmed, so its ticket returns with its cups still marked made.
 * The customer is not e-mailed (their order page follows it live); when it is made ready again, the ready e-mail is
 * not sent twice (its dedupe key).
 */
function recallOrder(deps: OrdersServiceDeps, actor: Actor, id: string): Promise<StaffOrder> {
  return statusMove(deps, actor, id, 'recall', 'recalled', { markedReadyAt: null });
}

/** 'Mark as Completed': any status but completed → completed. */
function completeOrder(deps: OrdersServiceDeps, actor: Actor, id: string): Promise<StaffOrder> {
  return statusMove(deps, actor, id, 'complete', 'completed');
}

/** A move that only changes the status (and clears what `clear` names), audited as from → to under its action. */
function statusMove(
  deps: OrdersServiceDeps,
  actor: Actor,
  id: string,
  action: 'recall' | 'complete',
  event: string,
  clear: { markedReadyAt?: null } = {},
): Promise<StaffOrder> {
  return moveOrder(
    deps,
    action,
    id,
    async (tx, row, now) => {
      const updated = await updateCounterState(tx, id, { status: statusAfter(action), ...clear, now });
      const details = { from: row.status, to: updated.status };
      return { updated, audit: { actor, entry: { action: `order.${action}`, details } } };
    },
    event,
    true,
  ).then((moved) => moved.order);
}

/** Prep time, editable while pending or confirmed. A confirmed order's ready time moves with it. */
function setOrderPrepTime(deps: OrdersServiceDeps, actor: Actor, id: string, prepTime: number): Promise<StaffOrder> {
  return moveOrder(
    deps,
    'prep_time',
    id,
    async (tx, row, now) => {
      if (row.prepTime === prepTime) return { updated: row, audit: null };
      const updated = await updateCounterState(tx, id, {
        prepTime,
        readyAt: row.status === 'confirmed' ? readyAtFor(prepTime, now) : row.readyAt,
        now,
      });
      const details = { from: row.prepTime, to: prepTime };
      return { updated, audit: { actor, entry: { action: 'order.prep_time', details } } };
    },
    'prep_time',
    false,
  ).then((moved) => moved.order);
}

/**
 * Refund: the whole payment back through the provider, then status refunded and the customer told.
 * The provider is asked outside any transaction (payments-service.ts: the sandbox keeps its state in the database, and
 * Stripe is a network call), with the order's own idempotency key, so two clicks or a retry are one refund. The
 * provider's refund event may reach fulfilment first and mark the order refunded too; recording here is idempotent.
 */
async function refundOrder(deps: OrdersServiceDeps, actor: Actor, id: string): Promise<StaffOrder> {
  const { db, payments, mailer, live } = deps;
  const current = await findCustomerOrderRow(db, id);
  if (!current) throw notFound('No such order.');
  // A repeated refund answers success with the refund already made.
  if (isRefunded(current)) return staffOrderOf(db, current);
  ensureAllowed('refund', current);
  // A free order took no money: refunding it only gives the stamp card's reward back, with no provider to ask. Cash
  // taken at the till goes back from the till's drawer: recorded here, with no provider either.
  const free = current.paymentMethod === 'free' && current.totalAmount === 0;
  const cash = current.paymentMethod === 'cash';
  if (!free && !cash && !current.providerPaymentId)
    throw conflict('This order has no recorded payment to refund. Refund it in the payment provider’s dashboard.');

  const asked =
    free || cash
      ? { refund: { id: null, amount: current.totalAmount, status: 'succeeded' as const } }
      : await refundAtProvider(db, payments, current.id, current.providerPaymentId!);
  if ('order' in asked) return asked.order;
  const given = asked.refund;
  if (given.status === 'failed' || given.status === 'canceled') {
    throw new AppError('payment_failed', 'The refund did not go through: the payment provider refused it.');
  }

  return db.transaction(async (tx) => {
    const row = await lockCustomerOrder(tx, id);
    if (!row) throw notFound('No such order.');
    const updated = await recordStaffRefund(tx, id, new Date());
    await deps.stamps?.orderRefunded(tx, id, updated.refundedAt ?? new Date());
    await deps.printJobs?.orderRefunded(tx, id, updated.refundedAt ?? new Date());
    const order = await staffOrderOf(tx, updated);
    // Once per order, however many clicks reached this point.
    const recorded = await hasAuditEntry(tx, { entityType: 'order', entityId: id, action: 'order.refund' });
    if (!recorded) {
      if (order.customerEmail)
        await mailer.enqueue(
          orderRefundedMail({ ...order, customerEmail: order.customerEmail }, given.amount, cash),
          tx,
        );
      await recordAudit(tx, actor, {
        action: 'order.refund',
        entityType: 'order',
        entityId: id,
        details: {
          from: current.status,
          to: 'refunded',
          amount: given.amount,
          refundId: given.id,
          refundStatus: given.status,
          method: cash ? 'cash' : free ? 'free' : 'provider',
          notified: Boolean(order.customerEmail),
        },
      });
    }
    await live.publish('orders', { orderId: id, event: 'refunded' }, tx);
    await live.publish('menu', QUEUE_CHANGED, tx);
    return order;
  });
}

/**
 * The counter's actions on an order, each one function above with the module's dependencies. A class, so that a
 * reader (or a tool) following a route's call `staffOrders.markReady(…)` lands on the method and its function.
 */
export class OrdersService {
  private readonly readyBatch: (ask: ReadyAsk) => Promise<StaffOrder>;

  constructor(private readonly deps: OrdersServiceDeps) {
    this.readyBatch = readyInTurns(deps);
  }

  confirm(actor: Actor, id: string, input?: { prepTime?: number | undefined }): Promise<StaffOrder> {
    return confirmOrder(this.deps, actor, id, input);
  }

  /**
   * "Mark as Ready": confirmed → ready, the customer e-mailed (and pushed) that it waits for them; the Readies of a
   * rush gathered into one transaction (ready-together.ts).
   */
  markReady(actor: Actor, id: string): Promise<StaffOrder> {
    return this.readyBatch({ actor, id });
  }

  /** Ready on the make screen: a pending order confirmed and made ready in one step, a confirmed one made ready. */
  readyNow(actor: Actor, id: string): Promise<StaffOrder> {
    return readyNow(this.deps, actor, id);
  }

  /** Recall on the make screen: a ready order back to confirmed. */
  recall(actor: Actor, id: string): Promise<StaffOrder> {
    return recallOrder(this.deps, actor, id);
  }

  complete(actor: Actor, id: string): Promise<StaffOrder> {
    return completeOrder(this.deps, actor, id);
  }

  setPrepTime(actor: Actor, id: string, prepTime: number): Promise<StaffOrder> {
    return setOrderPrepTime(this.deps, actor, id, prepTime);
  }

  refund(actor: Actor, id: string): Promise<StaffOrder> {
    return refundOrder(this.deps, actor, id);
  }

  /** The dashboard's customer orders: paid or refunded, never unpaid attempts or test payments. */
  list(query: OrderQuery): Promise<StaffOrder[]> {
    return listCustomerOrders(this.deps.db, query);
  }

  async find(id: string): Promise<StaffOrder> {
    return invariantFound(await findCustomerOrder(this.deps.db, id), 'No such order.');
  }

  /** The customers who said I'm here and whose order is still to hand over, earliest first. */
  here(): Promise<CustomersHereAnswer> {
    return customersHere(this.deps.db);
  }

  async history(id: string): Promise<OrderHistoryEntry[]> {
    return orderHistory(this.deps.db, await this.find(id));
  }

  /** A payment that met stock already gone: given back at once, the customer told why (fulfilment's refundAtOnce). */
  refundForStock(id: string, reason: string): Promise<void> {
    return refundForStock(this.deps, id, reason);
  }
}

export function createOrdersService(deps: OrdersServiceDeps): OrdersService {
  return new OrdersService(deps);
}
