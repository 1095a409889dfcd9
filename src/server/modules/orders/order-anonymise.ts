/**
 * What the orders hold about a person, and forgetting it: the privacy module's access request lists the orders that
 * carry an address, its erasure anonymises them, and its retention job anonymises checkout attempts never paid.
 */
import {
  isCustomerPaymentStatus,
  UNPAID_PAYMENT_STATUSES,
  type CustomerPaymentStatus,
  type OrderStatus,
} from '@domain/order-status';
import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders } from './schema';
import { itemsOf, type OrderItem } from './order-rows';

export interface HeldOrder {
  id: string;
  createdAt: Date;
  customerName: string | null;
  totalAmount: number;
  status: OrderStatus | null;
  paymentStatus: CustomerPaymentStatus;
  lines: OrderItem[];
}

/**
 * The orders that still carry the address: the paid ones (customer orders, test payments have no address) with their
 * lines, and how many checkout attempts never paid also carry it.
 */
async function ordersHeldFor(db: DbOrTx, email: string): Promise<{ orders: HeldOrder[]; unpaidAttempts: number }> {
  const rows = await db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      customerName: orders.customerName,
      totalAmount: orders.totalAmount,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
    })
    .from(orders)
    .where(and(eq(orders.customerEmail, email), isNull(orders.anonymisedAt)))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  const paid = rows.flatMap((row) =>
    isCustomerPaymentStatus(row.paymentStatus) ? [{ ...row, paymentStatus: row.paymentStatus }] : [],
  );
  const items = await itemsOf(
    db,
    paid.map((row) => row.id),
  );
  return {
    orders: paid.map((row) => ({ ...row, lines: items.get(row.id) ?? [] })),
    unpaidAttempts: rows.length - paid.length,
  };
}

/**
 * What anonymising an order changes, whoever asks: the name, the e-mail, the number its Ready text goes to and its
 * tracking link are gone, and the order says when. Erasure and the retention sweep must forget the same things.
 */
function withoutPersonalDetails(at: Date) {
  return {
    customerName: null,
    customerEmail: null,
    readyTextTo: null,
    trackingToken: null,
    anonymisedAt: at,
    updatedAt: at,
  } satisfies Partial<typeof orders.$inferInsert>;
}

/**
 * Removes the name and e-mail from every order of the address (all payment states) and marks them anonymised, and
 * kills their tracking links at once. The amounts, lines and dates stay: the books need them. Returns the ids of the
 * orders changed.
 */
async function anonymiseOrdersOf(tx: DbOrTx, email: string, at: Date): Promise<string[]> {
  const rows = await tx
    .update(orders)
    .set(withoutPersonalDetails(at))
    .where(eq(orders.customerEmail, email))
    .returning({ id: orders.id });
  return rows.map((row) => row.id);
}

/**
 * Retention: checkout attempts created before `before` and never paid lose their name and e-mail (needs_review is a
 * payment to look into: it stays as it is). Returns each attempt's provider and payment references, whose records at
 * the provider may hold the details too.
 */
async function anonymiseUnpaidAttemptsBefore(
  db: DbOrTx,
  before: Date,
  now: Date,
): Promise<{ id: string; provider: string; refs: (string | null)[] }[]> {
  return db
    .update(orders)
    .set({ ...withoutPersonalDetails(now), heldBy: null, holdCheckout: null })
    .where(
      and(
        inArray(orders.paymentStatus, [...UNPAID_PAYMENT_STATUSES]),
        lt(orders.createdAt, before),
        // Also a hosted checkout's attempt, whose order holds no name yet: the provider's session may hold it.
        isNull(orders.anonymisedAt),
      ),
    )
    .returning({
      id: orders.id,
      provider: orders.provider,
      refs: sql<(string | null)[]>`array[${orders.providerRef}, ${orders.providerPaymentId}]`,
    });
}

/** What the privacy module asks of the orders: an address's orders shown and erased, and the retention sweep's. */
export const orderPersonalData = { ordersHeldFor, anonymiseOrdersOf, anonymiseUnpaidAttemptsBefore };
