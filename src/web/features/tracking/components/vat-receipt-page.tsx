import { PICKUP_PLACE } from '@domain/order-tracking';
import { shopLongDateTime } from '@domain/shop-time';
import { vatReceiptRows } from '@domain/vat';
import { Printer } from 'lucide-react';
import { Button, buttonClasses } from '../../../components/button';
import { OrderLinesSummary } from '../../../components/order-lines-summary';
import { PageLoading } from '../../../components/page-loading';
import { cn } from '../../../lib/cn';
import { Link, useParams } from '../../../lib/router';
import { isNotFound, useTrackedOrder } from '../api/get-tracked-order';

/** Where a VAT receipt cannot be given: no such order, or the shop is not VAT-registered. */
function NoVatReceipt({ token, message }: { token: string; message: string }) {
  return (
    <div className="mx-auto max-w-lg px-4 py-16 text-center">
      <title>VAT receipt · Pearl</title>
      <meta name="robots" content="noindex" />
      <p role="alert" className="text-lg font-semibold text-tea-900">
        {message}
      </p>
      {token ? (
        <Link to={`/track/${encodeURIComponent(token)}`} className={buttonClasses({ className: 'mt-6' })}>
          Back to your order
        </Link>
      ) : null}
    </div>
  );
}

/**
 * /track/:token/vat-receipt: the order as a simplified VAT invoice, to print. The shop's name, address and VAT number,
 * when it was paid, what was bought, and per rate the net, the VAT and the gross, all as stored at payment.
 */
export default function VatReceiptPage() {
  const { token = '' } = useParams();
  const order = useTrackedOrder(token);

  if (order.isPending) return <PageLoading />;
  if (isNotFound(order.error)) return <NoVatReceipt token="" message="We can't find this order." />;
  if (!order.data) return <NoVatReceipt token={token} message={order.error?.message ?? 'Something went wrong.'} />;
  const data = order.data;
  if (!data.vat) return <NoVatReceipt token={token} message="This shop does not give VAT receipts." />;

  return (
    <div className="bg-cream-100 px-4 py-8 print:bg-white print:p-0 sm:py-14">
      <title>{`VAT receipt ${data.number} · Pearl`}</title>
      <meta name="robots" content="noindex" />
      <article
        aria-labelledby="vat-receipt-heading"
        className="mx-auto max-w-xl rounded-3xl bg-white p-6 shadow-sm ring-1 ring-tea-900/10 print:max-w-none print:rounded-none print:shadow-none print:ring-0 sm:p-8"
      >
        <h1 id="vat-receipt-heading" className="font-display text-3xl font-extrabold tracking-tight">
          VAT receipt
        </h1>
        <p className="mt-2 text-tea-900">{PICKUP_PLACE}</p>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-tea-900">
          <dt className="font-semibold">VAT number</dt>
          <dd>{data.vat.vatNumber}</dd>
          <dt className="font-semibold">Order</dt>
          <dd className="font-mono">{data.number}</dd>
          <dt className="font-semibold">Paid</dt>
          <dd>{shopLongDateTime(data.paidAt)}</dd>
        </dl>
        <OrderLinesSummary className="mt-5" order={data} />
        <VatTable rates={data.vat.rates} />
        <p className="mt-4 text-sm text-tea-800">Prices include VAT.</p>
        <div className="mt-6 flex flex-wrap gap-3 print:hidden">
          <Button onClick={() => window.print()}>
            <Printer aria-hidden className="size-5" />
            Print
          </Button>
          <Link to={`/track/${encodeURIComponent(token)}`} className={buttonClasses({ variant: 'secondary' })}>
            Back to your order
          </Link>
        </div>
      </article>
    </div>
  );
}

/** The rate names its row; the sums stand right-aligned, and the last column needs no gap after it. */
const VAT_COLUMNS = ['Rate', 'Net', 'VAT', 'Gross'] as const;

function VatTable({ rates }: { rates: Parameters<typeof vatReceiptRows>[0] }) {
  return (
    <table className="mt-5 w-full border-collapse text-left tabular-nums">
      <caption className="mb-1 text-left font-semibold text-tea-900">VAT by rate</caption>
      <thead>
        <tr className="border-b border-tea-900/20 text-sm text-tea-800">
          {VAT_COLUMNS.map((column, index) => (
            <th
              key={column}
              scope="col"
              className={cn('py-1 font-semibold', index > 0 && 'text-right', index < VAT_COLUMNS.length - 1 && 'pr-2')}
            >
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {vatReceiptRows(rates).map((row) => (
          <tr key={row.rate} className="border-b border-tea-900/10">
            <th scope="row" className="py-1 pr-2 font-medium">
              {row.rate}
            </th>
            <td className="py-1 pr-2 text-right">{row.net}</td>
            <td className="py-1 pr-2 text-right">{row.vat}</td>
            <td className="py-1 text-right">{row.gross}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
