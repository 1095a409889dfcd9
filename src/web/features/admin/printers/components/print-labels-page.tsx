import { orderLabelsAnswer } from '@domain/contracts/printing';
import { useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { useEffect } from 'react';
import { Button, buttonClasses } from '../../../../components/button';
import { Link, useParams } from '../../../../lib/router';
import { useStaffFetch } from '../../../../lib/admin/staff-fetch';
import { SaveError } from '../../../../components/admin/save-error';

/**
 * Print labels on a counter without a CloudPRNT printer: the order's cup labels, one to a page sized to the label
 * (58 mm × 40 mm, CSS @page), for a label printer installed on the counter's computer. The print dialog opens by
 * itself; on screen the labels are shown as they will print, with Print and Back to Orders.
 */
export default function PrintLabelsPage() {
  const { id = '' } = useParams();
  const staffFetch = useStaffFetch();
  const labels = useQuery({
    queryKey: ['admin', 'orders', 'labels', id],
    queryFn: ({ signal }) =>
      staffFetch(`/api/admin/orders/${encodeURIComponent(id)}/labels`, { answer: orderLabelsAnswer, signal }),
  });
  const ready = labels.isSuccess && labels.data.labels.length > 0;
  useEffect(() => {
    if (ready) window.print();
  }, [ready]);

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 print:m-0 print:max-w-none print:p-0">
      <style>{'@page { size: 58mm 40mm; margin: 0; }'}</style>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <h1 className="font-display text-3xl font-extrabold">Cup labels</h1>
        <div className="flex gap-2">
          <Button variant="primary" disabled={!ready} onClick={() => window.print()}>
            <Printer aria-hidden className="size-4" />
            Print
          </Button>
          <Link to="/orders" className={buttonClasses({ variant: 'ghost' })}>
            Back to Orders
          </Link>
        </div>
      </div>
      {labels.isPending ? (
        <p role="status">Loading the labels…</p>
      ) : labels.isError ? (
        <SaveError title="The labels could not be loaded." detail={labels.error.message} />
      ) : labels.data.labels.length === 0 ? (
        <p role="status">This order has no drinks to label (sweets go on the ticket only).</p>
      ) : (
        <ol aria-label="Labels" className="grid gap-4 print:block">
          {labels.data.labels.map((label) => (
            <li
              key={label.cup}
              className="h-[40mm] w-[58mm] overflow-hidden bg-white p-[2mm] text-[9pt] leading-tight text-black ring-1 ring-tea-900/20 print:break-after-page print:ring-0"
            >
              <p className="flex justify-between text-[11pt] font-bold">
                <span>#{label.orderNumber}</span>
                <span>{label.cup}</span>
              </p>
              <p className="text-[12pt] font-bold">{label.firstName}</p>
              <p className="font-bold">
                {label.drink} ({label.size.toUpperCase()})
              </p>
              <p>{label.options.join(' · ')}</p>
              <p className="font-bold">Pickup: {label.pickup}</p>
              {label.allergens.length ? <p className="font-bold">Allergens: {label.allergens.join(', ')}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
