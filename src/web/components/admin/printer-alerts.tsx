import { TriangleAlert } from 'lucide-react';
import type { Printer } from '@domain/contracts/printing';
import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { usePrinters } from '../../lib/admin/printers';

/**
 * On every staff screen (the orders dashboard, the make screen, each admin page): **Printer offline: NAME** for each
 * printer that is not online while jobs wait for it (never connected, silent, or printing nothing: the server's
 * `alarm`), and **Printer needs attention: NAME (Out of paper)** for one that polls but reports it cannot print, with
 * the new-order sound when one appears where a screen gives one, so no cup waits for a label that will not come.
 */
export function PrinterAlerts({ beep, className }: { beep?: () => void; className?: string }) {
  const printers = usePrinters();
  const all = printers.data?.printers ?? [];
  const offline = all.filter((printer) => printer.alarm === 'offline');
  // Polling, but unable to print what waits for it (out of paper, cover open): the counter must see to it as well.
  const stuck = all.filter((printer) => printer.alarm === 'attention');
  const heard = useRef(new Set<string>());
  const ids = [...offline.map((printer) => printer.id), ...stuck.map((printer) => `${printer.id}:stuck`)].join(' ');
  useEffect(() => {
    const now = new Set(ids ? ids.split(' ') : []);
    if (beep && [...now].some((id) => !heard.current.has(id))) beep();
    heard.current = now;
  }, [ids, beep]);

  return (
    <div role="alert" className={cn('empty:hidden', className)}>
      {offline.map((printer) => (
        <Alert key={printer.id} printer={printer}>
          Printer offline: {printer.name}
        </Alert>
      ))}
      {stuck.map((printer) => (
        <Alert key={`${printer.id}:stuck`} printer={printer}>
          Printer needs attention: {printer.name} ({printer.condition?.text})
        </Alert>
      ))}
    </div>
  );
}

function Alert({ printer, children }: { printer: Printer; children: ReactNode }) {
  return (
    <p className="mt-4 flex flex-wrap items-center gap-x-2 gap-y-1 rounded-2xl bg-berry-50 px-4 py-3 font-semibold text-berry-700 ring-1 ring-berry-500/30">
      <TriangleAlert aria-hidden className="size-5 shrink-0" />
      <span>{children}</span>
      <span className="text-sm font-medium">
        ({printer.waitingJobs} {printer.waitingJobs === 1 ? 'print' : 'prints'} waiting)
      </span>
    </p>
  );
}
