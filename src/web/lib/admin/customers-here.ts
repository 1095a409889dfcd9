import { customersHereAnswer } from '@domain/contracts/orders';
import { useStaffQuery } from './staff-query';

/**
 * Under ['admin'] (signing out drops it) but not under the orders' key: a make screen's move waits for the orders'
 * lists it invalidates, and this list is not one of them. Every order event a counter screen hears asks for it again
 * (use-orders-live.ts).
 */
export const customersHereKey = ['admin', 'customers-here'] as const;

/** GET /api/admin/orders/here: the customers who said I'm here and whose order is still to hand over. */
export function useCustomersHere() {
  return useStaffQuery(customersHereKey, '/api/admin/orders/here', customersHereAnswer);
}
