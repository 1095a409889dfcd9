/**
 * What the staff orders dashboard receives from the server (spec §3 Order, §2 Orders dashboard). Money in pence,
 * times as ISO 8601 strings in UTC (shown in Europe/London).
 */
import type { Pence } from './money';
import type { CustomerPaymentStatus, OrderStatus } from './order-status';
import type { Size } from './sizes';

export interface StaffOrderLine {
  name: string;
  size: Size;
  quantity: number;
}

export interface StaffOrder {
  id: string;
  /** Spec §2: the first 8 characters of the id. */
  number: string;
  customerName: string | null;
  customerEmail: string | null;
  totalAmount: Pence;
  items: StaffOrderLine[];
  status: OrderStatus;
  paymentStatus: CustomerPaymentStatus;
  /** Minutes; null until staff set it. */
  prepTime: number | null;
  /** When the order should be ready (set once confirmed with a prep time). */
  readyAt: string | null;
  createdAt: string;
  paidAt: string | null;
  updatedAt: string;
}

/** One line of an order's history: what happened, who did it, when. */
export interface OrderHistoryEntry {
  action: string;
  actorEmail: string | null;
  details: Record<string, unknown>;
  at: string;
}

/** Live message on the staff stream (topic 'orders'). */
export interface OrderLiveEvent {
  orderId: string;
  event: 'paid' | 'confirmed' | 'completed' | 'prep_time' | 'refunded' | string;
}
