import type { ReportAnswer } from '@domain/contracts/reports';
import { formatPounds } from '@domain/money';
import { FiguresTable } from '../../../../components/admin/figures-table';
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
          <FiguresTable
            caption="Orders and takings by where and how they were paid"
            lead="Channel"
            columns={['Payment method', 'Orders', 'Takings']}
            rows={rows.map((row) => ({
              key: `${row.channel} ${row.method}`,
              lead: row.channel,
              label: row.method,
              figures: [row.orders, formatPounds(row.takings)],
            }))}
          />
        </div>
      )}
    </Panel>
  );
}
