import type { CloseDayAnswer } from '@domain/contracts/close';
import { Z_CHANNEL_NAMES, Z_METHOD_NAMES } from '@domain/day-close';
import { cashVerdictText } from '@domain/day-close-text';
import { formatPounds } from '@domain/money';
import {
  FiguresTable,
  figuresCaptionClasses,
  figuresTableClasses,
  VatRatesTable,
} from '../../../../components/admin/figures-table';

type Report = CloseDayAnswer['report'];

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
      <FiguresTable
        caption="By channel"
        columns={['Channel', 'Orders', 'Takings']}
        rows={report.byChannel.map((row) => ({
          key: row.channel,
          label: Z_CHANNEL_NAMES[row.channel],
          figures: [row.orders, formatPounds(row.takings)],
        }))}
      />
      <FiguresTable
        caption="By payment method"
        columns={['Method', 'Orders', 'Takings', 'Refunds']}
        rows={report.byMethod.map((row) => ({
          key: row.method,
          label: Z_METHOD_NAMES[row.method],
          figures: [row.orders, formatPounds(row.takings), formatPounds(row.refunds)],
        }))}
      />
      {report.vat ? <VatRatesTable caption="VAT per rate" rates={report.vat.rows} total={report.vat.total} /> : null}
      <CashTable cash={report.cash} />
    </div>
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
    <table className={`${figuresTableClasses} [&_td]:text-right`}>
      <caption className={figuresCaptionClasses}>Cash count</caption>
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
