import { trackedOrderAnswer, type TrackedOrderAnswer } from '@domain/contracts/tracking';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client';

export type TrackedOrder = TrackedOrderAnswer;

export const trackedOrderKey = (token: string) => ['tracked-order', token] as const;

/** GET /api/track/:token: the order a private link opens. A 404 (wrong, expired, erased) is not retried. */
export function trackedOrderQuery(token: string) {
  return queryOptions({
    queryKey: trackedOrderKey(token),
    queryFn: ({ signal }) =>
      apiFetch(`/api/track/${encodeURIComponent(token)}`, { answer: trackedOrderAnswer, signal }),
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
    refetchOnWindowFocus: false,
  });
}

export function useTrackedOrder(token: string) {
  return useQuery(trackedOrderQuery(token));
}

/** Whether the answer says there is no such order (as opposed to the shop not answering). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
