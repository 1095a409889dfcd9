import { TriangleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { usePrinters } from '../api/printers';

/**
 * On /orders: **Printer offline: NAME** for each printer that has jobs waiting and has not asked for them for a
 * minute, with the new-order sound when one goes offline, so no cup waits for a label that will not come.
 */
export function PrinterAlerts({ beep }: { beep: () => void }) {
  const printers = usePrinters();
  const offline = (printers.data?.printers ?? []).filter(
    (printer) => printer.status.state === 'offline' && printer.waitingJobs > 0,
  );
  const heard = useRef(new Set<string>());
  const ids = offline.map((printer) => printer.id).join(' ');
  useEffect(() => {
    const now = new Set(ids ? ids.split(' ') : []);
    if ([...now].some((id) => !heard.current.has(id))) beep();
    heard.current = now;
  }, [ids, beep]);

  return (
    <div role="alert" className="empty:hidden">
      {offline.map((printer) => (
        <p
          key={printer.id}
          className="mt-4 flex flex-wrap items-center gap-x-2 gap-y-1 rounded-2xl bg-berry-50 px-4 py-3 font-semibold text-berry-700 ring-1 ring-berry-500/30"
        >
          <TriangleAlert aria-hidden className="size-5 shrink-0" />
          <span>Printer offline: {printer.name}</span>
          <span className="text-sm font-medium">
            ({printer.waitingJobs} {printer.waitingJobs === 1 ? 'print' : 'prints'} waiting)
          </span>
        </p>
      ))}
    </div>
  );
}
