/** An order's cups are printed, shown as labels or marked Made only while the order is paid (the domain's rule). */
import { cupWorkRefusal, type CupWork } from '@domain/order-status';
import { conflict } from '../../errors';
import type { OrderRow } from '../orders';

/** Throws 409 with the reason when the order's cups may not be printed or made now. */
export function refuseCupWork(order: Pick<OrderRow, 'status' | 'paymentStatus'>, work: CupWork): void {
  const refusal = cupWorkRefusal(order, work);
  if (refusal) throw conflict(refusal);
}
