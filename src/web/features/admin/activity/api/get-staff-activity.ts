import { auditPageAnswer, type AuditPageAnswer } from '@domain/contracts/audit';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useStaffFetch, type StaffFetch } from '../../../../lib/admin/staff-fetch';

/**
 * Under ['admin'] like every admin query: a catalogue save (which refetches ['admin']) refreshes this list too, and
 * signing out drops it (lib/session).
 */
export const staffActivityKey = ['admin', 'activity'] as const;

/** GET /api/admin/audit: one page of staff activity, newest first; `before` is the previous page's nextBefore. */
export function getStaffActivity(
  staffFetch: StaffFetch,
  before: number | undefined,
  signal?: AbortSignal,
): Promise<AuditPageAnswer> {
  const query = before === undefined ? '' : `?before=${encodeURIComponent(before)}`;
  return staffFetch(`/api/admin/audit${query}`, { answer: auditPageAnswer, signal });
}

/** The list's pages so far; fetchNextPage loads the next older one while hasNextPage. */
export function useStaffActivity() {
  const staffFetch = useStaffFetch();
  return useInfiniteQuery({
    queryKey: staffActivityKey,
    queryFn: ({ pageParam, signal }) => getStaffActivity(staffFetch, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
}
