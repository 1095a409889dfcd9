import { myDataAnswer, type MyDataAnswer, type MyOrderAnswer } from '@domain/contracts/privacy';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export type MyOrder = MyOrderAnswer;

export type MyData = MyDataAnswer;

/** GET /api/privacy/data with the access token: the orders held under the proven address. */
export function getMyData(accessToken: string, signal?: AbortSignal): Promise<MyData> {
  return apiFetch('/api/privacy/data', {
    answer: myDataAnswer,
    headers: { authorization: `Bearer ${accessToken}` },
    signal,
  });
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
