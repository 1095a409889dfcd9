import type { Size } from '@domain/sizes';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface MyOrder {
  /** Spec §2: the first 8 characters of the order's id. */
  number: string;
  createdAt: string;
  customerName: string | null;
  /** Pence. */
  total: number;
  status: string;
  lines: { name: string; size: Size; quantity: number }[];
}

export interface MyData {
  email: string;
  orders: MyOrder[];
  /** Checkout attempts never paid that still carry the address. */
  unpaidAttempts: number;
  accessExpiresAt: string;
}

/** GET /api/privacy/data with the access token: the orders held under the proven address. */
export function getMyData(accessToken: string, signal?: AbortSignal): Promise<MyData> {
  return apiFetch<MyData>('/api/privacy/data', { headers: { authorization: `Bearer ${accessToken}` }, signal });
}

/** The key names the grant, not the token: the token itself stays out of the query cache's keys. */
export const myDataQueryKey = (grant: number) => ['privacy', 'my-data', grant] as const;

export function useMyData(access: { accessToken: string; grant: number } | null) {
  return useQuery({
    queryKey: myDataQueryKey(access?.grant ?? 0),
    queryFn: ({ signal }) => getMyData(access!.accessToken, signal),
    enabled: access !== null,
    // Personal data: fetched when asked, never kept around or refetched behind the person's back.
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
