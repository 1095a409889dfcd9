/**
 * What the staff orders dashboard receives from the server. Money in pence,
 * times as ISO 8601 strings in UTC (shown in Europe/London).
 */
import type { OrderHistoryAnswer, StaffOrderAnswer } from './contracts/orders';

/** One line of a staff order, as GET /api/admin/orders answers it (src/domain/contracts/orders.ts). */

/** A customer order as the dashboard receives it: the contract's type, not a copy of it. */
export type StaffOrder = StaffOrderAnswer;

/** One line of an order's history: what happened, who did it, when. */
export type OrderHistoryEntry = OrderHistoryAnswer[number];

/** Live message on the staff stream (topic 'orders'). */
export interface OrderLiveEvent {
  orderId: string;
  event: 'paid' | 'confirmed' | 'completed' | 'prep_time' | 'refunded' | string;
}
