/** What the VAT tests read back: the VAT rows recorded for an order, sales before refunds, lowest rate first. */
import { asc, eq, getTableColumns } from 'drizzle-orm';
import { orderVat } from '../db/schema';
import type { TestServer } from './build';

/** A VAT row's figures as the tests compare them: all but its keys and when it was written. */
const { id: _id, orderId: _orderId, createdAt: _createdAt, ...figures } = getTableColumns(orderVat);

export function vatRowsOf(server: TestServer, orderId: string) {
  return server.database.db
    .select(figures)
    .from(orderVat)
    .where(eq(orderVat.orderId, orderId))
    .orderBy(asc(orderVat.kind), asc(orderVat.rateBp));
}
