/**
 * An order as the printers and the makers' queue see it: which of its lines are drinks (a cup each) and each line's
 * allergens as made, both read from the catalogue as it is now (the product's allergens, its category's option
 * groups, the chosen options' allergens).
 */
import { allergensAsMade } from '@domain/allergens';
import { isDrink, type PrintedOrder } from '@domain/printing';
import type { ReceiptVat } from '@domain/vat';
import type { DbOrTx } from '../../db/client';
import { findProductRows, loadDrinkFacts, type DrinkFacts } from '../catalogue';
import type { OrderLineRow, OrderRow } from '../orders';

/** What printing reads from the catalogue for some orders' lines: read once for a whole makers' queue. */
export interface PrintFacts extends DrinkFacts {
  productAllergens: Map<string, readonly string[] | null>;
}

export async function printFacts(tx: DbOrTx, lines: readonly OrderLineRow[]): Promise<PrintFacts> {
  const ids = lines.flatMap((line) => (line.productId ? [line.productId] : []));
  // One after the other: in a transaction both share one connection.
  const products = await findProductRows(tx, [...new Set(ids)]);
  const drinks = await loadDrinkFacts(tx);
  return { ...drinks, productAllergens: new Map(products.map((product) => [product.id, product.allergens])) };
}

export function printedOrderWith(facts: PrintFacts, order: OrderRow, lines: readonly OrderLineRow[]): PrintedOrder {
  return {
    id: order.id,
    dayNumber: order.dayNumber,
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
      isDrink: isDrink({ id: line.productId, category: line.category }, facts),
      allergens: allergensAsMade(
        line.productId ? facts.productAllergens.get(line.productId) : null,
        (line.options ?? []).map((option) => facts.optionAllergens.get(option.id.toLowerCase())),
      ),
    })),
  };
}

/** An order as printed; its ticket carries `vat` (the shop's number and the order's VAT) when given. */
export async function printedOrder(
  tx: DbOrTx,
  order: OrderRow,
  lines: readonly OrderLineRow[],
  vat: ReceiptVat | null = null,
): Promise<PrintedOrder> {
  return { ...printedOrderWith(await printFacts(tx, lines), order, lines), vat };
}

/** Many orders at once, with one read of the catalogue (the make screen reads a whole rush of orders). */
export async function printedOrders(
  tx: DbOrTx,
  entries: readonly { order: OrderRow; lines: readonly OrderLineRow[] }[],
): Promise<PrintedOrder[]> {
  const facts = await printFacts(
    tx,
    entries.flatMap(({ lines }) => lines),
  );
  return entries.map(({ order, lines }) => printedOrderWith(facts, order, lines));
}
