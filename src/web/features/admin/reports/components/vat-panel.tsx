import type { ReportAnswer } from '@domain/contracts/reports';
import { formatPounds } from '@domain/money';
import { vatRateLabel } from '@domain/vat';
import { captionClasses, Panel, tableClasses } from './report-panel';

/**
 * The range's VAT, as the accountant reads it: per rate the net, the VAT and the gross (sales on the days paid less
 * refunds on the days made), and in all. Shown only when the shop is VAT-registered.
 */
export function VatPanel({ vat }: { vat: NonNullable<ReportAnswer['vat']> }) {
  return (
    <Panel id="report-vat" title="VAT">
      <p className="text-sm text-tea-800">
        VAT number {vat.vatNumber}. Prices include VAT; refunds count on the day made.
      </p>
      {vat.rates.length === 0 ? (
        <p>No sales or refunds in this range.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className={tableClasses}>
            <caption className={captionClasses}>VAT by rate</caption>
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
            <tbody className="tabular-nums">
              {vat.rates.map((row) => (
                <tr key={row.rateBp}>
                  <th scope="row" className="font-normal">
                    {vatRateLabel(row.rateBp)}
                  </th>
                  <td className="text-right">{formatPounds(row.netPence)}</td>
                  <td className="text-right">{formatPounds(row.vatPence)}</td>
                  <td className="text-right">{formatPounds(row.grossPence)}</td>
                </tr>
              ))}
              <tr className="font-semibold">
                <th scope="row">Total</th>
                <td className="text-right">{formatPounds(vat.netPence)}</td>
                <td className="text-right">{formatPounds(vat.vatPence)}</td>
                <td className="text-right">{formatPounds(vat.grossPence)}</td>
              </tr>
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}
