/**
 * The orders module's public face: the only file other modules import from it. Orders owns the orders, order_lines,
 * payment_events, order_watchers and order_day_counters tables: no other module writes them. Where a consumer takes a
 * group of calls, it is one object here (a port the consumer declares, joined in services.ts, or a named group):
 * - checkout, the till and printing: `orderRecords`, an order recorded once under its key, its provider's reference,
 *   and the reads of an order and its lines; `slotHolds`, the places checkout's orders hold in pickup slots (taken
 *   again, renewed), which opening-hours counts and lets go;
 * - payment events: createOrderFulfilment (the one function every event goes through, wired as payments.fulfil);
 * - staff at the counter: createOrdersService and the staff order routes; `counterPayments`, the kiosk's Pay at the
 *   counter, the till's Awaiting payment and its Try again;
 * - the makers (counter): `makersOrders`, its MakersOrders port; the ASAP wait (opening-hours): cupsWaitingToday;
 * - customers: the private order page's routes (trackingRoutes, TrackingService);
 * - notifications: trackedOrderIdOf, readyTextNumberOf, and the ReadyAlerts port it implements;
 * - reports: `salesReads`, its SalesReads port; close: dayTakingsOf; metrics: orderFigures;
 * - privacy: `orderPersonalData` (an address's orders shown and erased, and the retention sweep's);
 * - payments' test payment: insertTestOrder (passed to createPaymentsService by services.ts); the seed: insertDemoOrders.
 * The ports orders declares itself (ShopPause, PickupHours, StampCardReader, AdminContacts: order-fulfilment.ts and
 * order-disputes.ts) are met by shape in services.ts. The lifecycle's words (payment and order states, their sets and
 * moves, the order number) are the domain's: src/domain/order-status.ts.
 */
import type { DbOrTx } from '../../db/client';
import { choosePayAtCounter, ordersAwaitingPayment } from './awaiting-payment';
import { findOrder, findOrderByIdempotencyKey, findOrderByProviderRef, listOrderLines } from './find-orders';
import { clearPaymentFailure } from './order-moves';
import type { OrderRow } from './order-rows';
import { insertNewOrder, setProviderRef, type NewOrder } from './record-order';

export { createOrderFulfilment, type OrderFollowers, type ReceiptVatSource } from './order-fulfilment';
export { createOrdersService, type OrdersService, type ReadyAlerts } from './orders-service';
export { staffOrderRoutes } from './orders-routes';
export { trackingRoutes } from './tracking-routes';
export { TrackingService } from './tracking-service';
/** Notifications ties a browser's push subscription to the order a private link opens. */
export { readyTextNumberOf, trackedOrderIdOf } from './order-tracking';
export { insertTestOrder, type NewOrder } from './record-order';
export { slotHolds, type Holder } from './slot-holds';
export { isOrderId, type OrderLineRow, type OrderRow } from './order-rows';
export { orderPersonalData, type HeldOrder } from './order-anonymise';
export { orderFigures } from './order-figures';
/** The counter's MakersOrders port: the orders still to make, the one Recall would bring back, Ready and Recall. */
export { makersOrders } from './counter-orders';
/** The ASAP wait (opening-hours) counts the cups waiting at the counter, in its pickup check's transaction. */
export { cupsWaitingToday } from './counter-queue';
/** The reports module's SalesReads port: the sales report's aggregates and the CSV export's pages. */
export { salesReads } from './sales-queries';
/** The day's close reads a day's takings per channel and payment method, with the sales report's rules. */
export { dayTakingsOf } from './day-takings';
export { insertDemoOrders, type DemoOrder } from './demo-orders';

/**
 * Checkout (or the till) records a new order awaiting payment under its key: the order, or null when the key already
 * has one. A function of this file, so that following checkout's call leads on into the order's rows.
 */
function insertOrderOnce(db: DbOrTx, order: NewOrder, idempotencyKey: string): Promise<OrderRow | null> {
  return insertNewOrder(db, order, idempotencyKey);
}

/** An order's rows as checkout, the till and printing write and read them, each call a function named as its own. */
export const orderRecords = {
  insertOrderOnce,
  setProviderRef,
  findOrder,
  findOrderByIdempotencyKey,
  findOrderByProviderRef,
  listOrderLines,
};

/** Paying at the counter: the kiosk's Pay at the counter, the till's Awaiting payment list, and its Try again. */
export const counterPayments = { choosePayAtCounter, ordersAwaitingPayment, clearPaymentFailure };
