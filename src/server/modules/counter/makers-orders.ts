/**
 * MakersOrders: what the counter module needs of the orders, declared here and implemented by the orders module
 * (`makersOrders`, joined in services.ts). Counter owns the Made marks only; the orders, their lines and their moves
 * stay the orders module's. The reads keep the names of the orders module's functions behind them, so a reader goes
 * from a route to its SQL by name.
 */
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../audit';
import type { OrderLineRow, OrderRow } from '../orders';

export interface MakersOrders {
  /** Today's paid orders not yet ready, with their lines, in the order the makers take them. */
  ordersToMake(db: DbOrTx, now: Date): Promise<Array<{ order: OrderRow; lines: OrderLineRow[] }>>;
  /** The order Recall would bring back: today's last made ready that still waits at the counter, or null. */
  lastMadeReady(db: DbOrTx, now: Date): Promise<OrderRow | null>;
  findOrder(db: DbOrTx, id: string): Promise<OrderRow | null>;
  listOrderLines(db: DbOrTx, orderId: string): Promise<OrderLineRow[]>;
  /** Ready: the order made ready whatever its state, each step told and audited as on the dashboard. */
  readyNow(actor: Actor, orderId: string): Promise<unknown>;
  /** Recall: an order made ready goes back to confirmed. */
  recall(actor: Actor, orderId: string): Promise<unknown>;
}
