/**
 * The bulk path the orders module owns for demo and benchmark data (`npm run db:seed -- --demo-orders N`):
 * already-paid orders with their lines, written in batches of multi-row INSERTs inside one transaction, so a year of
 * 100,000 orders loads in seconds rather than through 100,000 checkouts. Demo orders are ordinary customer orders
 * (sandbox provider, paid, with a fixed idempotency key prefix so they can be told apart and are never inserted twice).
 */
import type { ChosenOption } from '@domain/drink-options';
import type { OrderStatus } from '@domain/order-status';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderLines, orders } from './schema';
import type { NewOrderLine } from './record-order';
import { numberPaidOrdersInBulk } from './order-numbers';

export interface DemoOrder {
  id: string;
  customerName: string;
  customerEmail: string;
  subtotal: number;
  discount: number;
  total: number;
  createdAt: Date;
  paidAt: Date;
  pickupAt: Date;
  /** Set for the few demo orders given back. */
  refundedAt: Date | null;
  status: OrderStatus;
  lines: Array<Omit<NewOrderLine, 'options'> & { options: ChosenOption[] }>;
}

/** Orders per INSERT: well under PostgreSQL's 65,535 parameters per statement for both tables. */
const BATCH = 500;
export const DEMO_ORDER_KEY_PREFIX = 'demo-order:';

export async function insertDemoOrders(db: DbOrTx, demo: readonly DemoOrder[]): Promise<number> {
  let written = 0;
  await db.transaction(async (tx) => {
    for (let start = 0; start < demo.length; start += BATCH) {
      const batch = demo.slice(start, start + BATCH);
      const inserted = await tx
        .insert(orders)
        .values(
          batch.map((order) => ({
            id: order.id,
            customerName: order.customerName,
            customerEmail: order.customerEmail,
            subtotal: order.subtotal,
            discount: order.discount,
            totalAmount: order.total,
            paymentStatus: order.refundedAt ? ('refunded' as const) : ('paid' as const),
            status: order.refundedAt ? ('refunded' as const) : order.status,
            provider: 'sandbox',
            checkoutKind: 'in_page',
            providerRef: `pi_demo_${order.id}`,
            providerPaymentId: `pi_demo_${order.id}`,
            idempotencyKey: `${DEMO_ORDER_KEY_PREFIX}${order.id}`,
            paidAt: order.paidAt,
            pickupAt: order.pickupAt,
            pickupAsap: true,
            refundedAt: order.refundedAt,
            createdAt: order.createdAt,
            updatedAt: order.refundedAt ?? order.paidAt,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: orders.id });
      const fresh = new Set(inserted.map((row) => row.id));
      const lines = batch
        .filter((order) => fresh.has(order.id))
        .flatMap((order) =>
          order.lines.map((line, position) => ({
            ...line,
            orderId: order.id,
            position,
            surcharge: line.surcharge ?? 0,
          })),
        );
      if (lines.length > 0) await tx.insert(orderLines).values(lines);
      written += fresh.size;
    }
    // Paid orders carry their number for the day, as every paid order does. A year of demo orders is numbered in one
    // statement that runs longer than the bound every query of the shop's has; this seed alone lifts it, for itself.
    await tx.execute(sql`set local statement_timeout = 0`);
    await numberPaidOrdersInBulk(tx);
  });
  // Fresh statistics for the planner: PGlite runs no autovacuum, and after a bulk load a plan made for an empty table
  // (a nested loop over 100,000 orders) takes seconds where a hash join takes milliseconds. VACUUM also marks the new
  // rows visible to all, as autovacuum would soon on PostgreSQL, so the report's narrow indexes are read alone; on a
  // machine too busy for it to finish within the statement timeout, the statistics alone (autovacuum does the rest).
  await db.execute(sql`vacuum analyze orders, order_lines`).catch(() => db.execute(sql`analyze orders, order_lines`));
  return written;
}
