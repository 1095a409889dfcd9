import type { OrderLiveEvent, StaffOrder } from '@domain/staff-orders';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { keepLive, type LiveMode } from '../live-fallback';
import { customersHereKey } from './customers-here';
import { ordersKey } from './orders-keys';
import { ORDERS_STREAM_URL, subscribeToOrders } from './orders-live-updates';

/**
 * Keeps the dashboard live (orders update live): every order event refetches the lists, and a newly paid
 * order is handed to onPaid (the alert). Works across server instances: the server fans events out (LISTEN/NOTIFY).
 * The staff stream counts against the same per-address cap as customers' pages (a counter tablet on the shop's Wi-Fi),
 * so when it is refused or keeps failing the lists are asked for every 30 seconds instead. Returns how the dashboard
 * follows the orders now. `onChange` hears every change and resync too (the make screen reads its queue then).
 */
export function useOrdersLive(onPaid: (orderId: string) => void, onChange?: () => void): LiveMode {
  const queryClient = useQueryClient();
  const onPaidRef = useRef(onPaid);
  const onChangeRef = useRef(onChange);
  const [mode, setMode] = useState<LiveMode>('connecting');
  useEffect(() => {
    onPaidRef.current = onPaid;
    onChangeRef.current = onChange;
  });
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const refresh = (throwOnError = false) => {
      onChangeRef.current?.();
      // The customers at the counter (I'm here) are read again with the lists.
      void queryClient.invalidateQueries({ queryKey: customersHereKey });
      return queryClient.invalidateQueries({ queryKey: ordersKey }, { throwOnError });
    };
    return keepLive(
      (watch) =>
        subscribeToOrders(() => watch(new EventSource(ORDERS_STREAM_URL)), {
          onEvent: (event: OrderLiveEvent) => {
            void refresh();
            if (event.event === 'paid') onPaidRef.current(event.orderId);
          },
          // Whether a customer watches one order: that order's mark in the lists already loaded, nothing read again.
          onWatching: (orderId, watching) =>
            queryClient.setQueriesData<StaffOrder[]>({ queryKey: [...ordersKey, 'list'] }, (list) =>
              list?.map((order) => (order.id === orderId ? { ...order, watching } : order)),
            ),
          onResync: () => void refresh(),
        }),
      () => refresh(true),
      setMode,
    );
  }, [queryClient]);
  return mode;
}
