import { formatPounds } from '@domain/money';
import { vatRateLabel } from '@domain/vat';
import type { ReactNode } from 'react';

/** The staff pages' tables of figures (reports, the day's close): small, ruled rows. */
export const figuresTableClasses =
  'w-full text-left text-sm [&_td]:px-2 [&_td]:py-1.5 [&_th]:px-2 [&_th]:py-1.5 [&_tbody_tr]:border-t [&_tbody_tr]:border-tea-900/10';
export const figuresCaptionClasses = 'caption-top pb-2 text-left text-sm font-semibold text-tea-700';

/** One row: what it is about (its row heading), then its figures. */
export interface FiguresRow {
  key: string | number;
  label: ReactNode;
  figures: readonly ReactNode[];
  /** A word before the row's heading, under the table's `lead` column (the channel before a payment method). */
  lead?: ReactNode;
}

/**
 * A table of figures: a caption, a heading a column, a row a thing named first and its figures right-aligned after
 * it, and the total in bold last when there is one. The columns' headings name the figures in the rows' order.
 */
export function FiguresTable({
  caption,
  lead,
  columns,
  rows,
  total,
}: {
  caption: ReactNode;
  /** The heading of a column of words before the rows' headings, if there is one. */
  lead?: string;
  columns: readonly [string, ...string[]];
  rows: readonly FiguresRow[];
  total?: readonly ReactNode[];
}) {
  const [first, ...figures] = columns;
  return (
    <table className={`${figuresTableClasses} tabular-nums [&_td]:text-right`}>
      <caption className={figuresCaptionClasses}>{caption}</caption>
      <thead>
        <tr>
          {lead ? <th scope="col">{lead}</th> : null}
          <th scope="col">{first}</th>
          {figures.map((name) => (
            <th key={name} scope="col" className="text-right">
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            {lead ? <td className="text-left!">{row.lead}</td> : null}
            <th scope="row" className="font-normal">
              {row.label}
            </th>
            {row.figures.map((figure, index) => (
              <td key={index}>{figure}</td>
            ))}
          </tr>
        ))}
        {total ? (
          <tr className="font-semibold">
            <th scope="row">Total</th>
            {total.map((figure, index) => (
              <td key={index}>{figure}</td>
            ))}
          </tr>
        ) : null}
      </tbody>
    </table>
  );
}

/** Net, VAT and gross of a rate, a day or in all, in pence. */
interface VatAmounts {
  netPence: number;
  vatPence: number;
  grossPence: number;
}

const amounts = (row: VatAmounts) => [row.netPence, row.vatPence, row.grossPence].map(formatPounds);

/**
 * VAT as the accountant reads it: a row a rate ("20%") or a day, with its net, VAT and gross, and the total when
 * given. The Z report, the VAT summary and the sales report's VAT panel all show it this way.
 */
export function VatRatesTable(
  props: { caption: ReactNode; total?: VatAmounts } & (
    { rates: readonly (VatAmounts & { rateBp: number })[] } | { days: readonly (VatAmounts & { day: string })[] }
  ),
) {
  const rows =
    'rates' in props
      ? props.rates.map((row) => ({ label: vatRateLabel(row.rateBp), ...row }))
      : props.days.map((row) => ({ label: row.day, ...row }));
  return (
    <FiguresTable
      caption={props.caption}
      columns={['rates' in props ? 'Rate' : 'Day', 'Net', 'VAT', 'Gross']}
      rows={rows.map((row) => ({ key: row.label, label: row.label, figures: amounts(row) }))}
      total={props.total ? amounts(props.total) : undefined}
    />
  );
}
