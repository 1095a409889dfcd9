/** What the VAT tests read back: the VAT rows recorded for an order, sales before refunds, lowest rate first. */
import { asc, eq } from 'drizzle-orm';
import { orderVat } from '../db/schema';
import type { TestServer } from './build';

export function vatRowsOf(server: TestServer, orderId: string) {
  return server.database.db
    .select({
      kind: orderVat.kind,
      shopDay: orderVat.shopDay,
      vatClass: orderVat.vatClass,
      rateBp: orderVat.rateBp,
      netPence: orderVat.netPence,
      vatPence: orderVat.vatPence,
      grossPence: orderVat.grossPence,
    })
    .from(orderVat)
    .where(eq(orderVat.orderId, orderId))
    .orderBy(asc(orderVat.kind), asc(orderVat.rateBp));
}
