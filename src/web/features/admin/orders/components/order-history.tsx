import { ChevronDown } from 'lucide-react';
import { cn } from '../../../../lib/cn';
import { useOrderHistory } from '../api/get-order-history';
import { formatClock } from '../../../../lib/shop-time';
import { describeHistoryEntry } from '../order-format';

/** The button that opens an order's history (it stands in the card's top line). */
export function HistoryToggle({
  open,
  setOpen,
  panelId,
}: {
  open: boolean;
  setOpen: (open: boolean) => void;
  panelId: string;
}) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={panelId}
      onClick={() => setOpen(!open)}
      className="inline-flex h-9 items-center gap-1 rounded-full px-2 text-sm font-semibold text-taro-700 hover:bg-taro-50"
    >
      <ChevronDown aria-hidden className={cn('size-4 transition-transform', open && 'rotate-180')} />
      History
    </button>
  );
}

/** What happened to an order, who did it and when, from the audit log: read once the history is opened. */
export function HistoryPanel({ orderId, open, id }: { orderId: string; open: boolean; id: string }) {
  const history = useOrderHistory(orderId, open);
  return (
    <div id={id} hidden={!open}>
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
  );
}
