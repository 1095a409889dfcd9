/** How many orders are in each state (GET /metrics): customers' orders by status, every checkout by payment status. */
import { count, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders } from './schema';

export async function orderFigures(db: DbOrTx) {
  const [byStatus, byPayment] = await Promise.all([
    db
      .select({ status: orders.status, count: count() })
      .from(orders)
      .where(isNotNull(orders.status))
      .groupBy(orders.status),
    db.select({ paymentStatus: orders.paymentStatus, count: count() }).from(orders).groupBy(orders.paymentStatus),
  ]);
  return {
    byStatus: byStatus.map((row) => ({ status: row.status!, count: Number(row.count) })),
    byPaymentStatus: byPayment.map((row) => ({ paymentStatus: row.paymentStatus, count: Number(row.count) })),
  };
}
