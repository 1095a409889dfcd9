import type { ShopStatusAnswer } from '@domain/contracts/opening-hours';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api-client';

/** The shop's state and pickup times; refreshed on every menu-stream event (a pause fans out there). */
export const shopStatusQueryKey = ['shop-status'] as const;

export function getShopStatus(drinks: number, signal?: AbortSignal): Promise<ShopStatusAnswer> {
  return apiFetch(`/api/shop-status${drinks > 1 ? `?drinks=${drinks}` : ''}`, {
    answer: () => import('@domain/contracts/opening-hours').then((m) => m.shopStatusAnswer),
    signal,
  });
}

/**
 * GET /api/shop-status for a basket of `drinks`. Refetched every 30 seconds too: a pause ends and slots move on with the
 * clock, without any event.
 */
export function useShopStatus(drinks = 1) {
  return useQuery({
    queryKey: [...shopStatusQueryKey, drinks],
    queryFn: ({ signal }) => getShopStatus(drinks, signal),
    staleTime: 15_000,
    refetchInterval: 30_000,
  });
}
