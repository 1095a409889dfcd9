/** The Z report as plain text: the e-mail to the owner, line by line as the page shows it. */
import { cashVerdict, Z_CHANNEL_NAMES, Z_METHOD_NAMES, type ZReport } from './day-close';
import { formatPounds } from './money';
import { vatRateLabel } from './vat';

/** "Over by £1.20", "Short by £0.50", "Exact", or "Not counted". */
export function cashVerdictText(difference: number | null): string {
  const verdict = cashVerdict(difference);
  if (verdict === null || difference === null) return 'Not counted';
  if (verdict === 'exact') return 'Exact';
  return `${verdict === 'over' ? 'Over' : 'Short'} by ${formatPounds(Math.abs(difference))}`;
}

export function zReportText(report: ZReport, signature: string): string {
  const money = formatPounds;
  const lines = [
    `Z report for ${report.day}`,
    signature,
    '',
    `Orders: ${report.orders}`,
    `Gross sales: ${money(report.grossSales)}`,
    `Discounts: ${money(report.discounts)}`,
    `Free drinks: ${report.freeDrinks} (${money(report.freeDrinksCost)})`,
    `Takings: ${money(report.takings)}`,
    `Refunds: ${report.refunds.count} (${money(report.refunds.amount)})`,
    `Net takings: ${money(report.netTakings)}`,
    '',
    'By channel:',
    ...report.byChannel.map((row) => `  ${Z_CHANNEL_NAMES[row.channel]}: ${row.orders} orders, ${money(row.takings)}`),
    'By method:',
    ...report.byMethod.map(
      (row) =>
        `  ${Z_METHOD_NAMES[row.method]}: ${row.orders} orders, ${money(row.takings)}, refunds ${money(row.refunds)}`,
    ),
  ];
  if (report.vat) {
    lines.push('', 'VAT (net, VAT, gross):');
    for (const row of report.vat.rows)
      lines.push(
        `  ${vatRateLabel(row.rateBp)}: ${money(row.netPence)}, ${money(row.vatPence)}, ${money(row.grossPence)}`,
      );
    const total = report.vat.total;
    lines.push(`  Total: ${money(total.netPence)}, ${money(total.vatPence)}, ${money(total.grossPence)}`);
  }
  const cash = report.cash;
  lines.push(
    '',
    'Cash count:',
    `  Float at opening: ${money(cash.floatPence)}`,
    `  Cash taken: ${money(cash.cashTaken)}`,
    `  Cash refunded: ${money(cash.cashRefunded)}`,
    `  Expected in the drawer: ${money(cash.expected)}`,
    `  Counted: ${cash.counted === null ? 'Not counted' : money(cash.counted)}`,
    `  Difference: ${cashVerdictText(cash.difference)}`,
  );
  return lines.join('\n') + '\n';
}
