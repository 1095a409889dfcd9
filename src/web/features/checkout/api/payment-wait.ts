import { useQueryClient, type QueryKey, type QueryState } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

/** The part of a query's state that tells how its asks went. */
export type AskState<T> = Pick<
  QueryState<T | undefined>,
  'data' | 'dataUpdateCount' | 'errorUpdateCount' | 'fetchStatus'
>;

const ASK_AGAIN_AFTER_MS = 1_500;

/**
 * How a page waits for a payment whose provider's event may be a moment behind the browser: while the answer in hand
 * says the payment is `awaiting`, the query asks again, `asks` times in all (the first ask included).
 */
export function paymentWait<T>({ asks, awaiting }: { asks: number; awaiting: (data: T) => boolean }) {
  const awaited = (state: AskState<T>) => state.data !== undefined && awaiting(state.data);

  /**
   * Whether the query is asked again: the payment is still awaited and asks are left. Failed asks count too, so a
   * server that keeps failing ends the wait instead of leaving the page processing for ever.
   */
  function asksAgain(state: AskState<T>): boolean {
    return awaited(state) && state.dataUpdateCount + state.errorUpdateCount < asks;
  }

  /**
   * Whether the page is still waiting for the payment: an ask is running or another one is planned. Between two asks
   * nothing is fetching, and the answer in hand (payment awaited) is not yet the last word.
   */
  function waitingForPayment(state: AskState<T> | undefined): boolean {
    if (!state || !awaited(state)) return false;
    return state.fetchStatus === 'fetching' || asksAgain(state);
  }

  /** For the query's `refetchInterval`. */
  function refetchInterval(query: { state: AskState<T> }): number | false {
    return asksAgain(query.state) ? ASK_AGAIN_AFTER_MS : false;
  }

  return { asksAgain, waitingForPayment, refetchInterval };
}

/**
 * `select` of the cached state of the query under `queryKey`, kept up to date as the cache changes. For what a query's
 * result does not carry, such as how many times it was asked. `select` must return the same value (===) while nothing
 * changed, like a boolean: a new object at every call would have React render for ever.
 */
export function useQueryStateValue<TData, TValue>(
  queryKey: QueryKey,
  select: (state: QueryState<TData> | undefined) => TValue,
): TValue {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  return useSyncExternalStore(subscribe, () => select(queryClient.getQueryState<TData>(queryKey)));
}
