import { staffOrderAnswer } from '@domain/contracts/orders';
import { useStaffMutation } from '../../../../lib/admin/staff-query';
import { ordersKey } from '../../../../lib/admin/orders-keys';

export type OrderChange =
  | { action: 'confirm'; prepTime?: number | undefined }
  | { action: 'ready' }
  | { action: 'complete' }
  | { action: 'refund' }
  | { action: 'prep-time'; prepTime: number };

/** The staff actions (and Refund): each answers the changed order; the lists are refetched after. */
export function useChangeOrder(orderId: string) {
  return useStaffMutation(
    (staffFetch, change: OrderChange) => {
      const base = `/api/admin/orders/${orderId}`;
      switch (change.action) {
        case 'confirm':
          return staffFetch(`${base}/confirm`, {
            answer: staffOrderAnswer,
            method: 'POST',
            json: change.prepTime === undefined ? {} : { prepTime: change.prepTime },
          });
        case 'ready':
          return staffFetch(`${base}/ready`, { answer: staffOrderAnswer, method: 'POST', json: {} });
        case 'complete':
          return staffFetch(`${base}/complete`, { answer: staffOrderAnswer, method: 'POST', json: {} });
        case 'refund':
          return staffFetch(`${base}/refund`, { answer: staffOrderAnswer, method: 'POST', json: {} });
        case 'prep-time':
          // keepalive: a prep time flushed as the tab closes or reloads (prep-time-field.tsx) still reaches the server.
          return staffFetch(`${base}/prep-time`, {
            answer: staffOrderAnswer,
            method: 'PUT',
            json: { prepTime: change.prepTime },
            keepalive: true,
          });
      }
    },
    { refetches: ordersKey },
  );
}
