import { Printer } from 'lucide-react';
import { Button } from '../../../../components/button';
import { useToast } from '../../../../components/toast';
import { useNavigate } from '../../../../lib/router';
import { usePrinters } from '../../../../lib/admin/printers';
import { useReprint } from '../api/reprint';

/** Print labels and Print ticket on an order card: the order's prints again, on the printers that take them. */
export function PrintButtons({ orderId, number }: { orderId: string; number: string }) {
  const reprint = useReprint(orderId);
  const printers = usePrinters();
  const navigate = useNavigate();
  const toast = useToast();
  // Without a CloudPRNT printer for labels, they print from this computer, on a label printer installed here.
  const labelsHere = printers.isSuccess && !printers.data.printers.some((printer) => printer.jobs !== 'tickets');
  const print = (kind: 'labels' | 'ticket') =>
    reprint.mutate(kind, {
      onSuccess: ({ queued }) =>
        toast(
          queued > 0
            ? { title: `Order ${number}: ${kind} sent to the printer.`, tone: 'success' }
            : {
                title: `No printer takes ${kind === 'labels' ? 'cup labels' : 'order tickets'}.`,
                description: 'Add one under Printers on the admin dashboard.',
              },
        ),
      onError: (failure) =>
        toast({ title: `Order ${number}: the ${kind} were not sent.`, description: failure.message }),
    });
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        disabled={reprint.isPending}
        onClick={() => (labelsHere ? navigate(`/orders/${orderId}/labels`) : print('labels'))}
      >
        <Printer aria-hidden className="size-4" />
        Print labels
      </Button>
      <Button size="sm" variant="secondary" disabled={reprint.isPending} onClick={() => print('ticket')}>
        <Printer aria-hidden className="size-4" />
        Print ticket
      </Button>
    </>
  );
}
