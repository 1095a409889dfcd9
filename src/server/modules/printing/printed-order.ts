/** An order as the printers and the makers' queue see it: its lines, each marked when its product declares allergens. */
import type { PrintedOrder } from '@domain/printing';
import type { DbOrTx } from '../../db/client';
import { findProductRows } from '../catalogue';
import type { OrderLineRow, OrderRow } from '../orders';

type Entry = { order: OrderRow; lines: readonly OrderLineRow[] };

export async function printedOrder(tx: DbOrTx, order: OrderRow, lines: readonly OrderLineRow[]): Promise<PrintedOrder> {
  return (await printedOrders(tx, [{ order, lines }]))[0]!;
}

/** Many orders at once, with one read of their products (the make screen reads a whole rush of orders). */
export async function printedOrders(tx: DbOrTx, entries: readonly Entry[]): Promise<PrintedOrder[]> {
  const ids = entries.flatMap(({ lines }) => lines.flatMap((line) => (line.productId ? [line.productId] : [])));
  const products = await findProductRows(tx, [...new Set(ids)]);
  const withAllergens = new Set(products.filter((p) => (p.allergens?.length ?? 0) > 0).map((p) => p.id));
  return entries.map(({ order, lines }) => ({
    id: order.id,
    // The name is read from the order when the printer fetches the job (withCustomer), never copied into the queue.
    customerName: null,
    totalAmount: order.totalAmount,
    pickupAsap: order.pickupAsap,
    pickupAt: order.pickupAt,
    isTestPayment: order.provider === 'sandbox',
    lines: lines.map((line) => ({
      name: line.name,
      size: line.size as PrintedOrder['lines'][number]['size'],
      quantity: line.quantity,
      options: line.options ?? [],
      lineSubtotal: line.lineSubtotal,
      discount: line.discount,
      hasAllergens: line.productId !== null && withAllergens.has(line.productId),
    })),
  }));
}
