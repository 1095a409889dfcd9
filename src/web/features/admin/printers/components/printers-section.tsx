import type { Printer } from '@domain/contracts/printing';
import { shopTime } from '@domain/opening-hours';
import { PRINTER_JOBS_LABELS } from '@domain/printing';
import { Copy, FileCheck, Printer as PrinterIcon, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/button';
import { TextField } from '../../../../components/form-field';
import { useToast } from '../../../../components/toast';
import { AdminSection } from '../../../../components/admin/admin-section';
import { ConfirmDeleteDialog } from '../../../../components/admin/confirm-delete-dialog';
import { PublicUrlWarning } from '../../../../components/admin/public-url-warning';
import { SaveError } from '../../../../components/admin/save-error';
import { QueryState } from '../../../../components/admin/query-state';
import { useChangePrinters, usePrinters } from '../../../../lib/admin/printers';
import { usePrintTestPage } from '../api/print-test-page';
import { AddPrinterDialog } from './add-printer-dialog';

/** "Never connected", "Online", or "Offline since HH:MM" (the shop's time). */
function printerStatusText(status: Printer['status']): string {
  if (status.state === 'never') return 'Never connected';
  if (status.state === 'online') return 'Online';
  return `Offline since ${shopTime(new Date(status.since))}`;
}

const statusTone: Record<Printer['status']['state'], string> = {
  never: 'bg-cream-100 text-tea-800',
  online: 'bg-matcha-100 text-matcha-700',
  offline: 'bg-berry-50 text-berry-700',
};

/** Print test page: queued like an order's prints, so it proves the printer, its paper and its CloudPRNT URL. */
function TestPageButton({ printer }: { printer: Printer }) {
  const toast = useToast();
  const test = usePrintTestPage(printer.id);
  return (
    <Button
      size="sm"
      variant="secondary"
      busy={test.isPending}
      icon={FileCheck}
      aria-label={`Print test page on ${printer.name}`}
      onClick={() =>
        test.mutate(undefined, {
          onSuccess: () =>
            toast({
              title: `Test page sent to ${printer.name}.`,
              description: 'It prints when the printer next asks for work.',
              tone: 'success',
            }),
          onError: (error) => toast({ title: 'The test page was not sent.', description: error.message }),
        })
      }
    >
      Print test page
    </Button>
  );
}

function PrinterCard({ printer, onDelete }: { printer: Printer; onDelete: () => void }) {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(printer.cloudPrntUrl);
      toast({ title: 'CloudPRNT URL copied.', tone: 'success' });
    } catch {
      toast({ title: 'The URL could not be copied: select it and copy it by hand.' });
    }
  };
  const urlId = `printer-url-${printer.id}`;
  return (
    <li className="rounded-2xl bg-white p-4 ring-1 ring-tea-900/10">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex items-start gap-3">
          <PrinterIcon aria-hidden className="mt-1 size-5 shrink-0 text-tea-600" />
          <div>
            <h3 className="text-lg font-bold">{printer.name}</h3>
            <p className="text-sm text-tea-700">
              {PRINTER_JOBS_LABELS[printer.jobs]} · {printer.widthMm} mm
              {printer.waitingJobs > 0 ? ` · ${printer.waitingJobs} waiting` : ''}
            </p>
            {printer.model ? (
              <p className="text-sm text-tea-700">
                {printer.model}
                {printer.pollIntervalSeconds ? ` · asks for work every ${printer.pollIntervalSeconds} s` : ''}
              </p>
            ) : null}
            {printer.condition ? (
              <p
                className={`mt-1 inline-flex items-center gap-1 text-sm font-semibold ${printer.condition.severity === 'problem' ? 'text-berry-700' : 'text-amber-800'}`}
              >
                <TriangleAlert aria-hidden className="size-4 shrink-0" />
                {printer.condition.text}
              </p>
            ) : null}
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <span className={`rounded-full px-3 py-1 text-sm font-semibold ${statusTone[printer.status.state]}`}>
            {printerStatusText(printer.status)}
          </span>
          <TestPageButton printer={printer} />
          <Button size="sm" variant="danger" onClick={onDelete} aria-label={`Delete ${printer.name}`}>
            Delete
          </Button>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-end gap-2">
        <TextField
          id={urlId}
          label="CloudPRNT URL"
          value={printer.cloudPrntUrl}
          readOnly
          frameClassName="min-w-0 flex-1"
          className="font-mono text-sm"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button size="sm" variant="secondary" onClick={copy} aria-label={`Copy the CloudPRNT URL of ${printer.name}`}>
          <Copy aria-hidden className="size-4" />
          Copy
        </Button>
      </div>
    </li>
  );
}

/**
 * Printers on /admin/printers: the counter's CloudPRNT printers, each with its secret URL, whether it is polling, and
 * Print test page.
 */
export function PrintersSection() {
  const printers = usePrinters();
  const { remove } = useChangePrinters();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Printer | null>(null);

  return (
    <AdminSection id="printers-title" title="Printers" addLabel="+ Add Printer" onAdd={() => setAdding(true)}>
      <PublicUrlWarning warning={printers.data?.publicUrlWarning} />
      <QueryState query={printers} loading="Loading printers…" failed="The printers could not be loaded.">
        {(data) =>
          data.printers.length === 0 ? (
            <p className="text-tea-700">
              No printers yet. A CloudPRNT printer (Star mC-Print3, TSP100IV, mC-Label3) prints each paid order’s cup
              labels or ticket by itself.
            </p>
          ) : (
            <ul className="grid grid-cols-1 gap-3">
              {data.printers.map((printer) => (
                <PrinterCard key={printer.id} printer={printer} onDelete={() => setDeleting(printer)} />
              ))}
            </ul>
          )
        }
      </QueryState>
      {remove.error ? <SaveError title="The printer was not deleted." detail={remove.error.message} /> : null}
      <AddPrinterDialog open={adding} onOpenChange={setAdding} />
      <ConfirmDeleteDialog
        what="printer"
        name={deleting?.name ?? ''}
        open={deleting !== null}
        pending={remove.isPending}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
      />
    </AdminSection>
  );
}
