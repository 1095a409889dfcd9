/**
 * What reaches an order from outside Pearl after its payment: how it was paid (the provider's charge says), and a
 * dispute the customer's bank opens and later closes. Each is applied in fulfilment's transaction, after the event
 * was recorded once, so a redelivered event changes nothing; an open dispute e-mails the shop's admins.
 */
import { and, eq, isNull, or } from 'drizzle-orm';
import { formatPounds } from '@domain/money';
import { orderLabelWithId } from '@domain/order-number';
import { disputeReasonText, type PaymentMethod } from '@domain/payment-methods';
import { shopLongDate } from '@domain/shop-time';
import type { DbOrTx } from '../../db/client';
import { escapeHtml } from '@domain/escape-html';
import type { Mailer } from '../mail';
import type { FulfilmentOutcome, PaymentEvent } from '../payments';
import { orders } from './schema';
import type { OrderRow } from './order-rows';

/**
 * Port: who hears that a payment is disputed (the accounts module knows the admins' addresses; orders cannot import
 * it).
 */
export interface AdminContacts {
  adminEmails(tx: DbOrTx): Promise<string[]>;
}

/** How it was paid, kept once: the first charge that says so decides (a later one about the same payment agrees). */
export async function recordPaymentMethod(tx: DbOrTx, orderId: string, method: PaymentMethod): Promise<boolean> {
  const updated = await tx
    .update(orders)
    .set({ paymentMethod: method.kind, paymentMethodDetail: method.detail })
    .where(and(eq(orders.id, orderId), isNull(orders.paymentMethod)))
    .returning({ id: orders.id });
  return updated.length > 0;
}

function disputeEmail(to: string, order: OrderRow, reason: string, due: Date | null, publicUrl: string) {
  const number = orderLabelWithId(order);
  const lines = [
    `The payment for order ${number} (${formatPounds(order.totalAmount)}) is disputed by the customer's bank.`,
    `Reason: ${reason}`,
    `Evidence due: ${due ? shopLongDate(due) : 'not given'}`,
    '',
    `Answer it in the payment provider's dashboard. The order: ${publicUrl}/admin`,
  ];
  return {
    to,
    subject: `Payment disputed: order ${number}`,
    text: lines.join('\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
    dedupeKey: `dispute:${order.id}:${to}`,
  };
}

export interface DisputeDeps {
  mailer: Mailer;
  admins?: AdminContacts | undefined;
  publicUrl: string;
}

/** A dispute opened (open, its reason and due date) or closed (won or lost); the admins are e-mailed when it opens. */
async function applyDispute(
  tx: DbOrTx,
  order: OrderRow,
  event: PaymentEvent,
  deps: DisputeDeps,
): Promise<FulfilmentOutcome> {
  const dispute = event.dispute;
  if (!dispute) return 'ignored';
  if (dispute.status === 'open') {
    // A dispute closed before its opening event arrived stays closed.
    const [opened] = await tx
      .update(orders)
      .set({ disputeStatus: 'open', disputeReason: dispute.reason, disputeEvidenceDue: dispute.evidenceDueBy })
      .where(and(eq(orders.id, order.id), isNull(orders.disputeStatus)))
      .returning();
    if (!opened) return 'no_change';
    const reason = disputeReasonText(dispute.reason);
    for (const to of deps.admins ? await deps.admins.adminEmails(tx) : []) {
      await deps.mailer.enqueue(disputeEmail(to, opened, reason, dispute.evidenceDueBy, deps.publicUrl), tx);
    }
    return 'disputed';
  }
  const [closed] = await tx
    .update(orders)
    .set({ disputeStatus: dispute.status, disputeReason: order.disputeReason ?? dispute.reason })
    .where(and(eq(orders.id, order.id), or(isNull(orders.disputeStatus), eq(orders.disputeStatus, 'open'))))
    .returning({ id: orders.id });
  return closed ? 'dispute_closed' : 'no_change';
}

/** The events about a payment already taken: how it was paid, and disputes. */
export async function applyAfterPayment(
  tx: DbOrTx,
  order: OrderRow,
  event: PaymentEvent,
  deps: DisputeDeps,
): Promise<FulfilmentOutcome> {
  if (event.kind === 'payment_method') {
    if (!event.paymentMethod) return 'ignored';
    return (await recordPaymentMethod(tx, order.id, event.paymentMethod)) ? 'method_recorded' : 'no_change';
  }
  return applyDispute(tx, order, event, deps);
}
