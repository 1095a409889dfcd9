import type { AuditPageAnswer } from '@domain/contracts/audit';
import { RefreshCw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../../../components/button';
import { cn } from '../../../../lib/cn';
import { formatCreatedAt } from '../../../../lib/shop-time';
import { SectionFrame } from '../../../../components/admin/admin-section';
import { useStaffActivity } from '../api/get-staff-activity';

type AuditEntry = AuditPageAnswer['entries'][number];

/** Shown in place of an e-mail when no staff member acted (the system, or a customer's own request). */
export const NO_STAFF_MEMBER = 'No staff member';

/** Who acted: their name and, on a counter device, which one, then their e-mail (all of it on hover). */
function ActorOf({ entry }: { entry: AuditEntry }) {
  if (!entry.actor) return <span className="truncate text-sm text-tea-700 italic">{NO_STAFF_MEMBER}</span>;
  const who = [entry.actorName, entry.device && `on ${entry.device}`].filter(Boolean).join(' ');
  return (
    <span className="truncate text-sm" title={[who, entry.actor].filter(Boolean).join(' · ')}>
      <span className="sr-only">By </span>
      {who ? <span className="font-semibold text-tea-900">{who} · </span> : null}
      <span className={who ? 'text-tea-700' : 'font-semibold text-tea-900'}>{entry.actor}</span>
    </span>
  );
}

/**
 * Staff actions as recorded (who changed what, when), so a shop owner can see what happened:
 * the audit log, newest first, with when (with seconds, in the shop's time zone, as the orders dashboard shows it),
 * who and what, and older entries a page at a time.
 */
export function StaffActivitySection() {
  const activity = useStaffActivity();
  const listRef = useRef<HTMLOListElement>(null);
  const entries = activity.data?.pages.flatMap((page) => page.entries) ?? [];

  // aria-disabled rather than disabled while a load runs, so the focused button keeps the focus.
  const refresh = () => {
    if (!activity.isFetching) void activity.refetch();
  };
  // Keyboard and screen-reader users continue at the first older entry, not at a button that may have gone: focused
  // once the older page is on screen.
  const focusIndex = useRef<number | null>(null);
  useEffect(() => {
    const index = focusIndex.current;
    const target = index === null ? null : listRef.current?.children[index];
    if (target instanceof HTMLElement) {
      focusIndex.current = null;
      target.focus();
    }
  }, [entries.length]);
  const showOlder = async () => {
    if (activity.isFetchingNextPage) return;
    focusIndex.current = entries.length;
    const result = await activity.fetchNextPage();
    if (result.isError) focusIndex.current = null;
  };

  return (
    <SectionFrame
      id="staff-activity"
      title="Staff activity"
      aside={
        <Button
          size="sm"
          variant="secondary"
          onClick={refresh}
          aria-disabled={activity.isFetching}
          className="aria-disabled:opacity-55"
        >
          <RefreshCw
            aria-hidden
            className={cn('size-4', activity.isFetching && !activity.isFetchingNextPage && 'motion-safe:animate-spin')}
          />
          Refresh
        </Button>
      }
    >
      <div className="mt-4 grid grid-cols-1 gap-4">
        {activity.isPending ? (
          <p role="status" className="text-tea-700">
            Loading staff activity...
          </p>
        ) : activity.isError && entries.length === 0 ? (
          <p role="alert" className="font-medium text-berry-700">
            Failed to load staff activity. {activity.error.message}
          </p>
        ) : entries.length === 0 ? (
          <p className="text-tea-700">No staff activity yet.</p>
        ) : (
          <>
            <ol
              ref={listRef}
              aria-labelledby="staff-activity"
              className="divide-y divide-tea-900/10 rounded-2xl bg-white ring-1 ring-tea-900/10"
            >
              {entries.map((entry) => (
                <li
                  key={entry.id}
                  tabIndex={-1}
                  className="grid gap-x-4 gap-y-0.5 px-4 py-3 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-taro-600 sm:grid-cols-[11.5rem_16rem_1fr] sm:items-baseline"
                >
                  <time dateTime={entry.at} className="font-mono text-sm text-tea-700 tabular-nums">
                    {formatCreatedAt(entry.at)}
                  </time>
                  <ActorOf entry={entry} />
                  <span className="text-tea-900">{entry.summary}</span>
                </li>
              ))}
            </ol>
            {activity.isFetchNextPageError ? (
              <p role="alert" className="font-medium text-berry-700">
                Failed to load older activity. {activity.error?.message}
              </p>
            ) : null}
            {activity.hasNextPage ? (
              <div>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => void showOlder()}
                  aria-disabled={activity.isFetchingNextPage}
                  className="aria-disabled:opacity-55"
                >
                  {activity.isFetchingNextPage ? 'Loading older activity...' : 'Show older'}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </div>
    </SectionFrame>
  );
}
