import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { useStaffFetch, type StaffFetch } from './staff-fetch';

/** The few reading options the staff screens set; the rest keep react-query's defaults. */
interface StaffQueryOptions {
  enabled?: boolean;
  staleTime?: number;
  refetchInterval?: number;
}

/**
 * A staff screen's GET: `path`'s answer, checked against `answer`, cached under `queryKey`. Every such key starts with
 * 'admin', so signing out drops them all.
 */
export function useStaffQuery<S extends z.ZodType>(
  queryKey: QueryKey,
  path: string,
  answer: S,
  options: StaffQueryOptions = {},
) {
  const staffFetch = useStaffFetch();
  return useQuery({ ...options, queryKey, queryFn: ({ signal }) => staffFetch(path, { answer, signal }) });
}

/** What a staff change does to the cache: its answer replaces a query's data, or a query is read again after it. */
interface StaffMutationEffects {
  /** The answer is that query's new data, kept as it arrives. */
  replaces?: QueryKey;
  /** That query is read again once the change has settled, whether it worked or not. */
  refetches?: QueryKey;
}

/** A staff change made by `call`, with its effect on the cache. */
export function useStaffMutation<T, R>(
  call: (staffFetch: StaffFetch, input: T) => Promise<R>,
  { replaces, refetches }: StaffMutationEffects = {},
) {
  const staffFetch = useStaffFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => call(staffFetch, input),
    onSuccess: (answer) => {
      if (replaces) queryClient.setQueryData(replaces, answer);
    },
    onSettled: () => (refetches ? queryClient.invalidateQueries({ queryKey: refetches }) : undefined),
  });
}
