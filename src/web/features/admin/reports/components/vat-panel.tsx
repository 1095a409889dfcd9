import type { ReportAnswer } from '@domain/contracts/reports';
import { VatRatesTable } from '../../../../components/admin/figures-table';
import { Panel } from './report-panel';

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
          <VatRatesTable caption="VAT by rate" rates={vat.rates} total={vat} />
        </div>
      )}
    </Panel>
  );
}
