import type { CloseDayAnswer } from '@domain/contracts/close';
import { ratePercent, Z_METHOD_NAMES } from '@domain/day-close';
import { cashVerdictText } from '@domain/day-close-text';
import { formatPounds } from '@domain/money';

type Report = CloseDayAnswer['report'];

const tableClasses =
  'w-full text-left text-sm [&_td]:px-2 [&_td]:py-1.5 [&_th]:px-2 [&_th]:py-1.5 [&_tbody_tr]:border-t [&_tbody_tr]:border-tea-900/10 [&_td]:text-right';
const captionClasses = 'caption-top pb-2 text-left text-sm font-semibold text-tea-700';
const CHANNEL_NAMES = { online: 'Online', counter: 'Counter', kiosk: 'Kiosk' } as const;

/** The figures of a Z report: totals, by channel, by method, VAT per rate (registered shops only), the cash count. */
export function ZReportView({ report }: { report: Report }) {
  const totals: [string, string][] = [
    ['Orders', String(report.orders)],
    ['Gross sales', formatPounds(report.grossSales)],
    ['Discounts', formatPounds(report.discounts)],
    ['Free drinks (stamp card)', `${report.freeDrinks} · ${formatPounds(report.freeDrinksCost)}`],
    ['Takings', formatPounds(report.takings)],
    ['Refunds', `${report.refunds.count} · ${formatPounds(report.refunds.amount)}`],
    ['Net takings', formatPounds(report.netTakings)],
  ];
  return (
    <div className="mt-4 grid gap-6 lg:grid-cols-2">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm" aria-label="Z report totals">
        {totals.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-tea-700">{label}</dt>
            <dd className="text-right font-semibold tabular-nums" data-figure={label}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <table className={tableClasses}>
        <caption className={captionClasses}>By channel</caption>
        <thead>
          <tr>
            <th scope="col">Channel</th>
            <th scope="col" className="text-right">
              Orders
            </th>
            <th scope="col" className="text-right">
              Takings
            </th>
          </tr>
        </thead>
        <tbody>
          {report.byChannel.map((row) => (
            <tr key={row.channel}>
              <th scope="row" className="font-normal">
                {CHANNEL_NAMES[row.channel]}
              </th>
              <td>{row.orders}</td>
              <td>{formatPounds(row.takings)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className={tableClasses}>
        <caption className={captionClasses}>By payment method</caption>
        <thead>
          <tr>
            <th scope="col">Method</th>
            <th scope="col" className="text-right">
              Orders
            </th>
            <th scope="col" className="text-right">
              Takings
            </th>
            <th scope="col" className="text-right">
              Refunds
            </th>
          </tr>
        </thead>
        <tbody>
          {report.byMethod.map((row) => (
            <tr key={row.method}>
              <th scope="row" className="font-normal">
                {Z_METHOD_NAMES[row.method]}
              </th>
              <td>{row.orders}</td>
              <td>{formatPounds(row.takings)}</td>
              <td>{formatPounds(row.refunds)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {report.vat ? <VatTable vat={report.vat} /> : null}
      <CashTable cash={report.cash} />
    </div>
  );
}

function VatTable({ vat }: { vat: NonNullable<Report['vat']> }) {
  return (
    <table className={tableClasses}>
      <caption className={captionClasses}>VAT per rate</caption>
      <thead>
        <tr>
          <th scope="col">Rate</th>
          <th scope="col" className="text-right">
            Net
          </th>
          <th scope="col" className="text-right">
            VAT
          </th>
          <th scope="col" className="text-right">
            Gross
          </th>
        </tr>
      </thead>
      <tbody>
        {vat.rows.map((row) => (
          <tr key={row.rateBp}>
            <th scope="row" className="font-normal">
              {ratePercent(row.rateBp)}
            </th>
            <td>{formatPounds(row.netPence)}</td>
            <td>{formatPounds(row.vatPence)}</td>
            <td>{formatPounds(row.grossPence)}</td>
          </tr>
        ))}
        <tr className="font-semibold">
          <th scope="row">Total</th>
          <td>{formatPounds(vat.total.netPence)}</td>
          <td>{formatPounds(vat.total.vatPence)}</td>
          <td>{formatPounds(vat.total.grossPence)}</td>
        </tr>
      </tbody>
    </table>
  );
}

function CashTable({ cash }: { cash: Report['cash'] }) {
  const rows: [string, string][] = [
    ['Float at opening', formatPounds(cash.floatPence)],
    ['Cash taken', formatPounds(cash.cashTaken)],
    ['Cash refunded', formatPounds(cash.cashRefunded)],
    ['Expected in the drawer', formatPounds(cash.expected)],
    ['Counted', cash.counted === null ? 'Not counted' : formatPounds(cash.counted)],
  ];
  const short = cash.difference !== null && cash.difference < 0;
  return (
    <table className={tableClasses}>
      <caption className={captionClasses}>Cash count</caption>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row" className="font-normal">
              {label}
            </th>
            <td>{value}</td>
          </tr>
        ))}
        <tr>
          <th scope="row">Difference</th>
          <td className={short ? 'font-bold text-berry-700' : 'font-bold'}>{cashVerdictText(cash.difference)}</td>
        </tr>
      </tbody>
    </table>
  );
}
