import { formatPounds } from '@domain/money';
import { shopDate } from '@domain/opening-hours';
import { presetRange, reportRangeSchema, type ReportRange } from '@domain/report-range';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { SectionFrame } from '../../../../components/admin/admin-section';
import { VatRatesTable } from '../../../../components/admin/figures-table';
import { buttonClasses } from '../../../../components/button';
import { TextField } from '../../../../components/form-field';
import { exportUrl, useVatSummary } from '../api/close-day';
import type { ExportFormat } from '@domain/day-close-exports';
import { AccountCodesForm } from './account-codes-form';
import { useVatSettings } from '../api/vat-settings';

/** The accountants' files, in the order offered. */
const EXPORT_LINKS: readonly { format: ExportFormat; label: string }[] = [
  { format: 'xero', label: 'Xero file' },
  { format: 'quickbooks', label: 'QuickBooks file' },
];

/** The first month of the calendar quarter today is in: '2026-10' in November 2026. */
function thisQuarter(): string {
  const today = shopDate(new Date());
  const month = Number(today.slice(5, 7));
  return `${today.slice(0, 4)}-${String(month - ((month - 1) % 3)).padStart(2, '0')}`;
}

/** For the accountant: the Xero and QuickBooks files of a range, and the VAT summary of a quarter. */
export function AccountantSection() {
  const settings = useVatSettings();
  const registered = Boolean(settings.data?.vatNumber);
  const [range, setRange] = useState<ReportRange>(() => presetRange('lastMonth', new Date()));
  const valid = reportRangeSchema.safeParse(range);
  return (
    <SectionFrame id="accountant-heading" title="For the accountant" aside={null}>
      <p className="mt-3 text-tea-700">
        A sales invoice a day with a line a VAT rate, as Xero and QuickBooks Online import them (amounts tax exclusive),
        with the account codes in the VAT settings.{' '}
        {registered
          ? null
          : 'The shop has no VAT number, so the files carry each day’s gross takings only, under “No VAT”.'}
      </p>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <TextField
          id="export-from"
          label="From"
          type="date"
          frameClassName="w-48"
          value={range.from}
          onChange={(event) => setRange({ ...range, from: event.target.value })}
        />
        <TextField
          id="export-to"
          label="To"
          type="date"
          frameClassName="w-48"
          value={range.to}
          error={valid.success ? undefined : valid.error.issues[0]?.message}
          onChange={(event) => setRange({ ...range, to: event.target.value })}
        />
        {valid.success ? (
          <>
            {EXPORT_LINKS.map(({ format, label }) => (
              <a
                key={format}
                className={buttonClasses({ variant: 'secondary' })}
                href={exportUrl(range.from, range.to, format)}
                download
              >
                <Download aria-hidden="true" className="size-4" />
                {label}
              </a>
            ))}
          </>
        ) : null}
      </div>
      {settings.data ? (
        <details className="mt-4">
          <summary className="cursor-pointer font-semibold">Account codes for the files</summary>
          <AccountCodesForm key={JSON.stringify(settings.data.accountCodes)} saved={settings.data.accountCodes} />
        </details>
      ) : null}
      <VatSummaryPart registered={registered} />
    </SectionFrame>
  );
}

function VatSummaryPart({ registered }: { registered: boolean }) {
  const [quarter, setQuarter] = useState(thisQuarter);
  const summary = useVatSummary(quarter, registered);
  return (
    <div className="mt-6">
      <h3 className="font-display text-xl font-bold">VAT summary</h3>
      {registered ? (
        <>
          <TextField
            id="vat-quarter"
            label="Quarter starting"
            type="month"
            frameClassName="mt-2 w-56"
            value={quarter}
            onChange={(event) => /^\d{4}-\d{2}$/.test(event.target.value) && setQuarter(event.target.value)}
          />
          {summary.data ? (
            <>
              <dl className="mt-4 grid max-w-lg grid-cols-2 gap-x-4 gap-y-1">
                <dt>Box 6: total sales excluding VAT</dt>
                <dd className="text-right font-bold tabular-nums">
                  £{summary.data.box6Pounds.toLocaleString('en-GB')}
                </dd>
                <dt>Box 1: VAT due on sales</dt>
                <dd className="text-right font-bold tabular-nums">{formatPounds(summary.data.box1Pence)}</dd>
              </dl>
              <div className="mt-4 max-h-96 overflow-auto">
                <VatRatesTable
                  caption={`Each day of ${summary.data.from} to ${summary.data.to}`}
                  days={summary.data.days}
                />
              </div>
            </>
          ) : (
            <p className="mt-3 text-tea-700">{summary.error ? summary.error.message : 'Loading…'}</p>
          )}
        </>
      ) : (
        <p className="mt-2 text-tea-700">The VAT summary needs the shop’s VAT number.</p>
      )}
    </div>
  );
}
