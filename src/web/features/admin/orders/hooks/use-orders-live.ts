import type { OrderLiveEvent, StaffOrder } from '@domain/staff-orders';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ordersKey } from '../api/keys';
import { ORDERS_STREAM_URL, subscribeToOrders } from './orders-live-updates';

/**
 * Keeps the dashboard live (orders update live): every order event refetches the lists, and a newly paid
 * order is handed to onPaid (the alert). Works across server instances: the server fans events out (LISTEN/NOTIFY).
 */
export function useOrdersLive(onPaid: (orderId: string) => void): void {
  const queryClient = useQueryClient();
  const onPaidRef = useRef(onPaid);
  useEffect(() => {
    onPaidRef.current = onPaid;
  });
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: ordersKey });
    return subscribeToOrders(() => new EventSource(ORDERS_STREAM_URL), {
      onEvent: (event: OrderLiveEvent) => {
        refresh();
        if (event.event === 'paid') onPaidRef.current(event.orderId);
      },
      // Whether a customer watches one order: that order's mark in the lists already loaded, nothing read again.
      onWatching: (orderId, watching) =>
        queryClient.setQueriesData<StaffOrder[]>({ queryKey: [...ordersKey, 'list'] }, (list) =>
          list?.map((order) => (order.id === orderId ? { ...order, watching } : order)),
        ),
      onResync: refresh,
    });
  }, [queryClient]);
}
