/**
 * The orders module's public face: the only file other modules import from it. Orders owns the
 * orders and order_lines tables: no other module writes them. Others record and move orders through:
 * - checkout: insertOrderOnce, setProviderRef and the reads findOrder… / listOrderLines; the places its orders hold in
 *   pickup slots (slot-holds.ts: taken with the order, taken again, let go, renewed), which opening-hours counts;
 * - payment events: createOrderFulfilment (the one function every event goes through, wired as payments.fulfil);
 * - staff at the counter: createOrdersService and the staff order routes;
 * - customers: the private order page's routes (trackingRoutes: orders also owns order_watchers);
 * - notifications: trackedOrderIdOf, and the ReadyAlerts port it implements (an order made ready, pushed);
 * - payments' test payment: insertTestOrder, setProviderRef (passed to createPaymentsService by services.ts);
 * - privacy: ordersHeldFor, anonymiseOrdersOf, anonymiseUnpaidAttemptsBefore.
 * The lifecycle's words (payment and order states, their sets and moves, the order number) are the domain's:
 * src/domain/order-status.ts.
 */
import type { DbOrTx } from '../../db/client';
import { insertNewOrder, type NewOrder } from './record-order';
import type { OrderRow } from './order-rows';

export {
  createOrderFulfilment,
  type FulfilmentOptions,
  type OrderFulfilment,
  type OrderFollowers,
  type OrderLiveEvent,
  type PickupHours,
  type ReceiptVatSource,
  type ShopPause,
  type StampCardReader,
} from './order-fulfilment';
export type { AdminContacts } from './order-disputes';
export { createOrdersService, type OrdersService, type OrdersServiceDeps, type ReadyAlerts } from './orders-service';
export { staffOrderRoutes } from './orders-routes';
export { trackingRoutes } from './tracking-routes';
export { TrackingService } from './tracking-service';
/** Notifications ties a browser's push subscription to the order a private link opens. */
export { readyTextNumberOf, trackedOrderIdOf } from './order-tracking';
export { insertTestOrder, setProviderRef, type NewOrder, type NewOrderLine } from './record-order';
export { cupsHeldBy, drinksDueBetween, letOtherHoldsGo, renewHold, takeHoldAgain, type Holder } from './slot-holds';
export { findOrder, findOrderByIdempotencyKey, findOrderByProviderRef, listOrderLines } from './find-orders';
export { isOrderId, type OrderLineRow, type OrderRow } from './order-rows';
/** The kiosk's Pay at the counter, and the till's Awaiting payment list. */
export { choosePayAtCounter, ordersAwaitingPayment } from './awaiting-payment';
/** The till's Try again clears the last declined card's message. */
export { clearPaymentFailure } from './order-moves';
export { anonymiseOrdersOf, anonymiseUnpaidAttemptsBefore, ordersHeldFor, type HeldOrder } from './order-anonymise';
export { orderFigures } from './order-figures';
/** The counter's MakersOrders port: the orders still to make, the one Recall would bring back, Ready and Recall. */
export { makersOrders } from './counter-orders';
/** The ASAP wait (opening-hours) counts the cups waiting at the counter. */
export { cupsWaitingToday } from './counter-queue';
/** The reports module's SalesReads port: the sales report's aggregates and the CSV export's pages. */
export { salesReads } from './sales-queries';
/** The day's close reads a day's takings per channel and payment method, with the sales report's rules. */
export { dayTakingsOf } from './day-takings';
export { insertDemoOrders, type DemoOrder } from './demo-orders';

/**
 * Checkout records a new order awaiting payment under its key: the order, or null when the key already has one. A
 * function of this file rather than a re-export, so that following checkout's call leads on into the order's rows.
 */
export function insertOrderOnce(db: DbOrTx, order: NewOrder, idempotencyKey: string): Promise<OrderRow | null> {
  return insertNewOrder(db, order, idempotencyKey);
}
