/**
 * What staff do with an order at the counter. Each action is one transaction: lock the order,
 * check the domain's transition rules, change it, record who did it (audit_log), queue the customer's e-mail
 * (outbox) and announce it on the 'orders' topic so every open dashboard, on every instance, refreshes.
 */
import { QUEUE_CHANGED } from '@domain/asap-wait';
import { setTimeout } from 'node:timers/promises';
import { isRefunded, refusalOf, statusAfter, type OrderAction } from '@domain/order-status';
import type { StaffOrder } from '@domain/staff-orders';
import type { Db } from '../../db/client';
import { AppError, conflict, notFound } from '../../errors';
import { hasAuditEntry, recordAudit, type Actor } from '../audit';
import type { LiveHub } from '../live';
import type { Mailer } from '../mail';
import { PaymentProviderError, type PaymentsService, type Refund } from '../payments';
import { trackingPath } from '@domain/order-tracking';
import { orderConfirmedMail, orderReadyMail, orderRefundedMail } from './order-mail';
import { findCustomerOrderRow, lockCustomerOrder, staffOrderOf } from './find-orders';
import { updateCounterState } from './order-moves';
import { recordStaffRefund } from './order-refunds';
import type { OrderRow } from './order-rows';

export interface OrdersServiceDeps {
  db: Db;
  mailer: Pick<Mailer, 'enqueue'>;
  live: Pick<LiveHub, 'publish'>;
  /** Only the refund: the provider is asked outside any transaction (see refund below). */
  payments: Pick<PaymentsService, 'refund'>;
  /** The shop's public address: the ready e-mail links to the order's page. */
  publicUrl: string;
}

function ensureAllowed(action: OrderAction, row: OrderRow): void {
  const refusal = refusalOf(action, {
    status: row.status as StaffOrder['status'],
    paymentStatus: row.paymentStatus as StaffOrder['paymentStatus'],
  });
  if (refusal) throw conflict(refusal);
}

/** How often a refund that met a concurrent refund of the same order asks again (about 2 s in all). */
const REFUND_RETRIES = 12;

function isConcurrentRefund(error: unknown): boolean {
  return (
    error instanceof PaymentProviderError &&
    (error.code === 'charge_already_refunded' || error.code === 'idempotency_key_in_use' || error.status === 409)
  );
}

/**
 * The whole payment back through the provider, with the order's own idempotency key (two clicks or a retry are one
 * refund). A concurrent refund of this order holds the key (Stripe: idempotency_key_in_use) or has just refunded the
 * payment: once it is done, the same key answers with its refund, or the order is found refunded.
 */
async function refundAtProvider(
  db: Db,
  payments: OrdersServiceDeps['payments'],
  orderId: string,
  paymentIntentId: string,
): Promise<{ refund: Refund } | { order: StaffOrder }> {
  for (let attempt = 0; ; attempt++) {
    try {
      return {
        refund: await payments.refund({ paymentIntentId, idempotencyKey: `refund:${orderId}` }),
      };
    } catch (error) {
      if (attempt < REFUND_RETRIES && isConcurrentRefund(error)) {
        await setTimeout(25 * (attempt + 1));
        const now = await findCustomerOrderRow(db, orderId);
        if (now && isRefunded(now)) return { order: await staffOrderOf(db, now) };
        continue;
      }
      const message =
        error instanceof PaymentProviderError
          ? error.message
          : 'The payment provider could not be reached. Please try again.';
      throw new AppError('payment_failed', `The refund did not go through: ${message}`);
    }
  }
}

const readyAtFor = (prepTime: number | null, now: Date) =>
  prepTime === null ? null : new Date(now.getTime() + prepTime * 60_000);

export function createOrdersService({ db, mailer, live, payments, publicUrl }: OrdersServiceDeps) {
  /** 'Confirm & Notify': pending → confirmed, and the customer is told when it will be ready. */
  async function confirm(actor: Actor, id: string, input: { prepTime?: number | undefined } = {}): Promise<StaffOrder> {
    return db.transaction(async (tx) => {
      const row = await lockCustomerOrder(tx, id);
      if (!row) throw notFound('No such order.');
      ensureAllowed('confirm', row);
      const now = new Date();
      const prepTime = input.prepTime ?? row.prepTime;
      const updated = await updateCounterState(tx, id, {
        status: statusAfter('confirm'),
        prepTime,
        readyAt: readyAtFor(prepTime, now),
        now,
      });
      const order = await staffOrderOf(tx, updated);
      const notified = Boolean(order.customerEmail);
      if (order.customerEmail)
        await mailer.enqueue(orderConfirmedMail({ ...order, customerEmail: order.customerEmail }), tx);
      await recordAudit(tx, actor, {
        action: 'order.confirm',
        entityType: 'order',
        entityId: id,
        details: { from: row.status, to: order.status, prepTime, notified },
      });
      await live.publish('orders', { orderId: id, event: 'confirmed' }, tx);
      return order;
    });
  }

  /** "Mark as Ready": confirmed → ready, and the customer is e-mailed that it waits for them. */
  async function markReady(actor: Actor, id: string): Promise<StaffOrder> {
    return db.transaction(async (tx) => {
      const row = await lockCustomerOrder(tx, id);
      if (!row) throw notFound('No such order.');
      ensureAllowed('ready', row);
      const now = new Date();
      const updated = await updateCounterState(tx, id, { status: statusAfter('ready'), markedReadyAt: now, now });
      const order = await staffOrderOf(tx, updated);
      const notified = Boolean(order.customerEmail);
      if (order.customerEmail) {
        const trackUrl = updated.trackingToken ? `${publicUrl}${trackingPath(updated.trackingToken)}` : null;
        await mailer.enqueue(orderReadyMail({ ...order, customerEmail: order.customerEmail }, trackUrl), tx);
      }
      await recordAudit(tx, actor, {
        action: 'order.ready',
        entityType: 'order',
        entityId: id,
        details: { from: row.status, to: order.status, notified },
      });
      await live.publish('orders', { orderId: id, event: 'ready' }, tx);
      await live.publish('menu', QUEUE_CHANGED, tx);
      return order;
    });
  }

  /** 'Mark as Completed': any status but completed → completed. */
  async function complete(actor: Actor, id: string): Promise<StaffOrder> {
    return db.transaction(async (tx) => {
      const row = await lockCustomerOrder(tx, id);
      if (!row) throw notFound('No such order.');
      ensureAllowed('complete', row);
      const updated = await updateCounterState(tx, id, { status: statusAfter('complete'), now: new Date() });
      await recordAudit(tx, actor, {
        action: 'order.complete',
        entityType: 'order',
        entityId: id,
        details: { from: row.status, to: 'completed' },
      });
      await live.publish('orders', { orderId: id, event: 'completed' }, tx);
      await live.publish('menu', QUEUE_CHANGED, tx);
      return staffOrderOf(tx, updated);
    });
  }

  /** Prep time, editable while pending or confirmed. A confirmed order's ready time moves with it. */
  async function setPrepTime(actor: Actor, id: string, prepTime: number): Promise<StaffOrder> {
    return db.transaction(async (tx) => {
      const row = await lockCustomerOrder(tx, id);
      if (!row) throw notFound('No such order.');
      ensureAllowed('prep_time', row);
      if (row.prepTime === prepTime) return staffOrderOf(tx, row);
      const now = new Date();
      const updated = await updateCounterState(tx, id, {
        prepTime,
        readyAt: row.status === 'confirmed' ? readyAtFor(prepTime, now) : row.readyAt,
        now,
      });
      await recordAudit(tx, actor, {
        action: 'order.prep_time',
        entityType: 'order',
        entityId: id,
        details: { from: row.prepTime, to: prepTime },
      });
      await live.publish('orders', { orderId: id, event: 'prep_time' }, tx);
      return staffOrderOf(tx, updated);
    });
  }

  /**
   * Refund: the whole payment back through the provider, then status refunded and the customer told.
   * The provider is asked outside any transaction (payments-service.ts: the sandbox keeps its state in the database, and
   * Stripe is a network call), with the order's own idempotency key, so two clicks or a retry are one refund. The
   * provider's refund event may reach fulfilment first and mark the order refunded too; recording here is idempotent.
   */
  async function refund(actor: Actor, id: string): Promise<StaffOrder> {
    const current = await findCustomerOrderRow(db, id);
    if (!current) throw notFound('No such order.');
    // A repeated refund answers success with the refund already made.
    if (isRefunded(current)) return staffOrderOf(db, current);
    ensureAllowed('refund', current);
    if (!current.providerPaymentId)
      throw conflict('This order has no recorded payment to refund. Refund it in the payment provider’s dashboard.');

    const asked = await refundAtProvider(db, payments, current.id, current.providerPaymentId);
    if ('order' in asked) return asked.order;
    const given = asked.refund;
    if (given.status === 'failed' || given.status === 'canceled') {
      throw new AppError('payment_failed', 'The refund did not go through: the payment provider refused it.');
    }

    return db.transaction(async (tx) => {
      const row = await lockCustomerOrder(tx, id);
      if (!row) throw notFound('No such order.');
      const updated = await recordStaffRefund(tx, id, new Date());
      const order = await staffOrderOf(tx, updated);
      // Once per order, however many clicks reached this point.
      const recorded = await hasAuditEntry(tx, { entityType: 'order', entityId: id, action: 'order.refund' });
      if (!recorded) {
        if (order.customerEmail)
          await mailer.enqueue(orderRefundedMail({ ...order, customerEmail: order.customerEmail }, given.amount), tx);
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
            notified: Boolean(order.customerEmail),
          },
        });
      }
      await live.publish('orders', { orderId: id, event: 'refunded' }, tx);
      await live.publish('menu', QUEUE_CHANGED, tx);
      return order;
    });
  }

  return { confirm, markReady, complete, setPrepTime, refund };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
