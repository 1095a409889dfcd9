/** What a counter move is made of (orders-service.ts): the change it made, and what it announces. */
import { QUEUE_CHANGED } from '@domain/asap-wait';
import type { StaffOrder } from '@domain/staff-orders';
import type { Db } from '../../db/client';
import type { Actor } from '../audit';
import type { LiveMessage } from '../live';
import type { OrderRow } from './order-rows';
import type { QueuedAlerts } from './ready-alerts';

/** A move's announcements, in one statement: the order's events for the dashboards, and the queue's for the menus. */
export const announcements = (orderId: string, events: readonly string[], queueChanged: boolean): LiveMessage[] => [
  ...events.map((event) => ({ topic: 'orders' as const, data: { orderId, event } })),
  ...(queueChanged ? [{ topic: 'menu' as const, data: QUEUE_CHANGED }] : []),
];

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export interface AuditEntry {
  actor: Actor;
  entry: { action: string; details: Record<string, unknown> };
}
/** A move's change: the order's row after it, its audit entry (none: nothing changed), and what it already read. */
export interface Change {
  updated: OrderRow;
  audit: AuditEntry | null;
  /** The order as staff see it after the change, when the move read it already (read once, not twice). */
  order?: StaffOrder;
  /** What the move queued for the customer, sent once it committed. */
  queued?: QueuedAlerts;
}
