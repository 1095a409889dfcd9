import type { OrderSort, OrderStatusFilter } from '@domain/order-status';

export interface OrderListParams {
  sort: OrderSort;
  status: OrderStatusFilter;
  q: string;
}

export const ordersKey = ['admin', 'orders'] as const;
export const orderListKey = (params: OrderListParams) => [...ordersKey, 'list', params] as const;
export const orderHistoryKey = (id: string) => [...ordersKey, 'history', id] as const;
