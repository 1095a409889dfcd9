import { formatPounds } from '@domain/money';
import { shopDate } from '@domain/opening-hours';
import type { ReportAnswer, ReportRanking } from '@domain/contracts/reports';
import {
  percentChange,
  presetRange,
  REPORT_PRESET_LABELS,
  reportRangeSchema,
  type ReportPreset,
  type ReportRange,
} from '@domain/report-range';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { buttonClasses } from '../../../../components/button';
import { inputClasses } from '../../../../components/form-field';
import { FilterSelect } from '../../../../components/filter-select';
import { Labelled } from '../../../../components/labelled';
import { exportCsvUrl, useSalesReport } from '../api/get-report';
import { PromotionsChart, RankingChart, TakingsChart } from './report-charts';
import { DARK_TEXT, heatCellColours } from './heat-cell-colours';
import { FiguresTable, figuresCaptionClasses, figuresTableClasses } from '../../../../components/admin/figures-table';
import { Panel } from './report-panel';
import { PaymentMethodsPanel } from './payment-methods-panel';
import { VatPanel } from './vat-panel';

type Summary = ReportAnswer['summary'];
const FIGURES: Array<{ key: keyof Summary; label: string; money: boolean }> = [
  { key: 'orders', label: 'Orders', money: false },
  { key: 'grossSales', label: 'Gross sales', money: true },
  { key: 'discounts', label: 'Discounts', money: true },
  { key: 'freeDrinks', label: 'Free drinks (stamp card)', money: false },
  { key: 'freeDrinksCost', label: 'Free drinks’ cost', money: true },
  { key: 'refunds', label: 'Refunds', money: true },
  { key: 'netSales', label: 'Net sales', money: true },
  { key: 'averageOrder', label: 'Average order', money: true },
];
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

const shortDate = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
const rangeWords = (from: string, to: string) =>
  from === to ? shortDate(from) : `${shortDate(from)} – ${shortDate(to)}`;

/** /admin/reports: the owner's sales at a glance for a range of dates, in the shop's time zone. */
export default function ReportsPage() {
  const [preset, setPreset] = useState<ReportPreset>('today');
  // The dates as typed, and the last custom range that made sense (shown until the typed one does too).
  const [draft, setDraft] = useState<ReportRange>(() => presetRange('today', new Date()));
  const [custom, setCustom] = useState<ReportRange>(draft);
  const range = preset === 'custom' ? custom : presetRange(preset, new Date());
  const customCheck = reportRangeSchema.safeParse(draft);
  const valid = preset !== 'custom' || customCheck.success;
  const report = useSalesReport(range);
  const editDraft = (change: Partial<ReportRange>) => {
    const next = { ...draft, ...change };
    setDraft(next);
    if (reportRangeSchema.safeParse(next).success) setCustom(next);
  };
  const ids = useId();

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
      <h1 className="font-display text-3xl font-extrabold tracking-tight sm:text-4xl">Sales</h1>

      <div className="mt-5 flex flex-wrap items-end gap-3">
        <FilterSelect
          id={`${ids}-range`}
          label="Date range"
          value={preset}
          options={REPORT_PRESET_LABELS}
          onChange={(next) => {
            if (next === 'custom') {
              setDraft(range);
              setCustom(range);
            }
            setPreset(next);
          }}
        />
        {preset === 'custom' && (
          <>
            <Labelled id={`${ids}-from`} label="From" small>
              <input
                id={`${ids}-from`}
                type="date"
                value={draft.from}
                max={shopDate(new Date())}
                onChange={(event) => editDraft({ from: event.target.value })}
                aria-invalid={!customCheck.success}
                aria-describedby={!customCheck.success ? `${ids}-range-error` : undefined}
                className={inputClasses}
              />
            </Labelled>
            <Labelled id={`${ids}-to`} label="To" small>
              <input
                id={`${ids}-to`}
                type="date"
                value={draft.to}
                onChange={(event) => editDraft({ to: event.target.value })}
                aria-invalid={!customCheck.success}
                aria-describedby={!customCheck.success ? `${ids}-range-error` : undefined}
                className={inputClasses}
              />
            </Labelled>
          </>
        )}
        {valid ? (
          <a href={exportCsvUrl(range)} download className={buttonClasses({ variant: 'primary' })}>
            <Download aria-hidden className="size-5" />
            Export CSV
          </a>
        ) : (
          <button type="button" disabled className={buttonClasses({ variant: 'primary' })}>
            <Download aria-hidden className="size-5" />
            Export CSV
          </button>
        )}
      </div>
      {!customCheck.success && preset === 'custom' && (
        <p id={`${ids}-range-error`} role="alert" className="mt-2 text-sm font-semibold text-berry-700">
          {customCheck.error.issues[0]?.message ?? 'Pick two dates.'}
        </p>
      )}

      <p className="mt-3 text-sm text-tea-700" aria-live="polite">
        {report.data
          ? `${rangeWords(report.data.range.from, report.data.range.to)}, compared with ${rangeWords(report.data.range.previousFrom, report.data.range.previousTo)}. Times are UK time.`
          : ''}
      </p>

      {report.isPending && <p className="mt-6">Loading the report…</p>}
      {report.isError && (
        <p role="alert" className="mt-6 rounded-2xl bg-berry-50 p-4 font-semibold text-berry-700">
          The report could not be loaded: {report.error.message}{' '}
          <button type="button" className="underline" onClick={() => void report.refetch()}>
            Try again
          </button>
        </p>
      )}
      {report.data && <ReportBody report={report.data} busy={report.isFetching} />}
    </div>
  );
}

function Change({ current, previous }: { current: number; previous: number }) {
  const change = percentChange(current, previous);
  if (change === null) return <span>{current === 0 ? 'No change' : 'Nothing in the previous period'}</span>;
  if (change === 0) return <span>No change on the previous period</span>;
  return (
    <span>
      <span aria-hidden>{change > 0 ? '▲' : '▼'} </span>
      {change > 0 ? 'Up' : 'Down'} {Math.abs(change)}% on the previous period
    </span>
  );
}

function ReportBody({ report, busy }: { report: ReportAnswer; busy: boolean }) {
  const hourly = report.range.granularity === 'hour';
  return (
    <div className="mt-6 grid min-w-0 grid-cols-1 gap-8" aria-busy={busy}>
      <section aria-label="Summary">
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
          {FIGURES.map(({ key, label, money }) => {
            const figure = report.summary[key];
            return (
              <div key={key} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-tea-900/5">
                <dt className="text-sm font-semibold text-tea-700">{label}</dt>
                <dd className="mt-1 font-display text-2xl font-extrabold sm:text-3xl">
                  {money ? formatPounds(figure.current) : figure.current.toLocaleString('en-GB')}
                </dd>
                <dd className="mt-1 text-xs text-tea-700 sm:text-sm">
                  <Change current={figure.current} previous={figure.previous} />
                  <span className="block">
                    Before: {money ? formatPounds(figure.previous) : figure.previous.toLocaleString('en-GB')}
                  </span>
                </dd>
              </div>
            );
          })}
        </dl>
      </section>

      <Panel id="report-takings" title={hourly ? 'Takings by hour' : 'Takings by day'}>
        <TakingsChart takings={report.takings} hourly={hourly} />
        <details>
          <summary className="cursor-pointer font-semibold text-taro-700">The takings as a table</summary>
          <div className="mt-2 overflow-x-auto">
            <table className={figuresTableClasses}>
              <caption className={figuresCaptionClasses}>Takings and refunds {hourly ? 'by hour' : 'by day'}</caption>
              <thead>
                <tr>
                  <th scope="col">{hourly ? 'Hour' : 'Day'}</th>
                  <th scope="col">Orders</th>
                  <th scope="col">Takings</th>
                  <th scope="col">Refunds</th>
                </tr>
              </thead>
              <tbody>
                {report.takings.map((row) => (
                  <tr key={row.bucket}>
                    <th scope="row" className="font-normal">
                      {hourly ? row.bucket : shortDate(row.bucket)}
                    </th>
                    <td>{row.orders}</td>
                    <td>{formatPounds(row.sales)}</td>
                    <td>{formatPounds(row.refunds)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </Panel>

      <Panel id="report-busy" title="Busy times">
        <HeatMap cells={report.heatMap} />
      </Panel>

      <div className="grid min-w-0 grid-cols-1 gap-8 lg:grid-cols-2">
        <Panel id="report-products" title="Top products">
          <Ranking kind="Product" rankings={report.topProducts} empty="No drinks sold in this range." />
        </Panel>
        <Panel id="report-options" title="Top options">
          <Ranking kind="Option" rankings={report.topOptions} empty="No drink options chosen in this range." />
        </Panel>
      </div>

      <Panel id="report-promotions" title="Promotions">
        {report.promotions.length === 0 ? (
          <p>No promotions used in this range.</p>
        ) : (
          <>
            <PromotionsChart promotions={report.promotions} />
            <div className="overflow-x-auto">
              <FiguresTable
                caption="Promotions used and what they gave away"
                columns={['Promotion', 'Orders', 'Items', 'Given away']}
                rows={report.promotions.map((row) => ({
                  key: row.title,
                  label: row.title,
                  figures: [row.orders, row.units, formatPounds(row.givenAway)],
                }))}
              />
            </div>
          </>
        )}
      </Panel>

      <PaymentMethodsPanel rows={report.paymentMethods} />
      {report.vat ? <VatPanel vat={report.vat} /> : null}
    </div>
  );
}

function Ranking({
  kind,
  rankings,
  empty,
}: {
  kind: string;
  rankings: { byQuantity: ReportRanking; bySales: ReportRanking };
  empty: string;
}) {
  const [by, setBy] = useState<'quantity' | 'sales'>('quantity');
  const rows = by === 'quantity' ? rankings.byQuantity : rankings.bySales;
  if (rows.length === 0) return <p>{empty}</p>;
  return (
    <>
      <div role="group" aria-label={`Rank ${kind.toLowerCase()}s by`} className="flex gap-2">
        {(['quantity', 'sales'] as const).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={by === value}
            onClick={() => setBy(value)}
            className={buttonClasses({ variant: by === value ? 'primary' : 'secondary', size: 'sm' })}
          >
            {value === 'quantity' ? 'By quantity' : 'By takings'}
          </button>
        ))}
      </div>
      <RankingChart ranking={rows} by={by} />
      <div className="overflow-x-auto">
        <FiguresTable
          caption={`${kind}s ${by === 'quantity' ? 'by quantity' : 'by takings'}`}
          columns={[kind, 'Quantity', 'Takings']}
          rows={rows.map((row) => ({
            key: row.name,
            label: row.name,
            figures: [row.quantity, formatPounds(row.sales)],
          }))}
        />
      </div>
    </>
  );
}

/**
 * Orders by hour of day and weekday as a heat map: a table whose cells are shaded by how busy they were, so the
 * picture and its numbers are the same thing (a screen reader reads the counts, a sighted reader sees the rush).
 */
function HeatMap({ cells }: { cells: ReportAnswer['heatMap'] }) {
  if (cells.length === 0) return <p>No orders in this range.</p>;
  const most = Math.max(...cells.map((cell) => cell.orders));
  const first = Math.min(...cells.map((cell) => cell.hour));
  const last = Math.max(...cells.map((cell) => cell.hour));
  const find = (weekday: number, hour: number) => cells.find((cell) => cell.weekday === weekday && cell.hour === hour);
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-separate border-spacing-0.5 text-center text-xs sm:text-sm">
        <caption className={figuresCaptionClasses}>
          Orders by hour of day (UK time) and weekday; darker is busier
        </caption>
        <thead>
          <tr>
            <th scope="col" className="px-1 text-left">
              Hour
            </th>
            {WEEKDAYS.map((day) => (
              <th key={day} scope="col" className="px-1">
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: last - first + 1 }, (_, index) => first + index).map((hour) => (
            <tr key={hour}>
              <th scope="row" className="px-1 text-left font-normal">
                {String(hour).padStart(2, '0')}:00
              </th>
              {WEEKDAYS.map((day, index) => {
                const cell = find(index + 1, hour);
                const share = cell ? cell.orders / most : 0;
                return (
                  <td
                    key={day}
                    className="rounded px-1 py-1.5 tabular-nums"
                    style={cell ? heatCellColours(share) : { color: DARK_TEXT }}
                    title={cell ? `${cell.orders} orders, ${formatPounds(cell.sales)}` : undefined}
                  >
                    {cell?.orders ?? 0}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
