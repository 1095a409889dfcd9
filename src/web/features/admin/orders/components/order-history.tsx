import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '../../../../lib/cn';
import { useOrderHistory } from '../api/get-order-history';
import { formatClock } from '../../../../lib/shop-time';
import { describeHistoryEntry } from '../order-format';

/** What happened to an order, who did it and when, from the audit log. */
export function OrderHistory({ orderId }: { orderId: string }) {
  const [open, setOpen] = useState(false);
  const history = useOrderHistory(orderId, open);
  const panelId = useId();
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="inline-flex items-center gap-1 rounded-full px-2 py-1 text-sm font-semibold text-taro-700 hover:bg-taro-50"
      >
        <ChevronDown aria-hidden className={cn('size-4 transition-transform', open && 'rotate-180')} />
        History
      </button>
      <div id={panelId} hidden={!open} className="mt-1">
        {history.isPending ? (
          <p className="text-sm text-tea-700">Loading history...</p>
        ) : history.isError ? (
          <p className="text-sm text-berry-700">The history could not be loaded. {history.error.message}</p>
        ) : (
          <ol className="grid gap-1 border-l-2 border-taro-200 pl-3 text-sm">
            {history.data.map((entry, index) => (
              <li key={`${entry.at}-${index}`}>
                <time dateTime={entry.at} className="font-mono text-tea-700">
                  {formatClock(entry.at)}
                </time>{' '}
                {describeHistoryEntry(entry)}
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
