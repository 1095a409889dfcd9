import type { ReportAnswer } from '@domain/contracts/reports';
import { formatPounds } from '@domain/money';
import { figuresCaptionClasses, figuresTableClasses } from '../../../../components/admin/figures-table';
import { Panel } from './report-panel';

/**
 * Where the range's orders were placed (online, counter, kiosk) and how they were paid (card, Apple Pay, Google Pay,
 * Link, the test wallet, cash), with counts and takings.
 */
export function PaymentMethodsPanel({ rows }: { rows: ReportAnswer['paymentMethods'] }) {
  return (
    <Panel id="report-payment-methods" title="Payment methods">
      {rows.length === 0 ? (
        <p>No orders paid in this range.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className={figuresTableClasses}>
            <caption className={figuresCaptionClasses}>Orders and takings by where and how they were paid</caption>
            <thead>
              <tr>
                <th scope="col">Channel</th>
                <th scope="col">Payment method</th>
                <th scope="col">Orders</th>
                <th scope="col">Takings</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.channel} ${row.method}`}>
                  <td>{row.channel}</td>
                  <th scope="row" className="font-normal">
                    {row.method}
                  </th>
                  <td>{row.orders}</td>
                  <td>{formatPounds(row.takings)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}
