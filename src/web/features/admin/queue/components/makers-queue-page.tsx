import type { MakersQueue } from '@domain/contracts/printing';
import { Check, TriangleAlert } from 'lucide-react';
import { Button, buttonClasses } from '../../../../components/button';
import { useToast } from '../../../../components/toast';
import { Link } from '../../../../lib/router';
import { useChangeOrder } from '../../orders/api/change-order';
import { useOrderAlertSound } from '../../orders/hooks/use-order-alert';
import { useOrdersLive } from '../../orders/hooks/use-orders-live';
import { PrinterAlerts } from '../../components/printer-alerts';
import { SaveError } from '../../components/save-error';
import { useMakersQueue, useMarkMade } from '../api/queue';

type QueueOrder = MakersQueue['orders'][number];

function CupTile({ order, cup }: { order: QueueOrder; cup: QueueOrder['cups'][number] }) {
  const markMade = useMarkMade();
  const toast = useToast();
  const label = `${cup.drink} ${cup.cup} for order #${order.number}`;
  return (
    <li
      className={`flex flex-col gap-3 rounded-3xl p-5 ring-2 ${cup.made ? 'bg-matcha-100 ring-matcha-700/30' : 'bg-white ring-tea-900/15'}`}
    >
      <div className="flex items-baseline justify-between gap-3">
        <span className="font-mono text-xl font-bold">#{order.number}</span>
        <span className="rounded-full bg-tea-900 px-3 py-1 text-lg font-bold text-white">{cup.cup}</span>
      </div>
      <p className="text-2xl leading-tight font-extrabold">
        {cup.drink} <span className="text-tea-700">({cup.size.toUpperCase()})</span>
      </p>
      <ul className="text-xl leading-snug">
        {cup.options.map((option) => (
          <li key={option}>{option}</li>
        ))}
      </ul>
      {cup.allergens.length ? (
        <p className="flex items-center gap-2 font-bold text-berry-700">
          <TriangleAlert aria-hidden className="size-5" /> Allergens: {cup.allergens.join(', ')}
        </p>
      ) : null}
      <div className="mt-auto">
        {cup.made ? (
          <p className="flex items-center gap-2 text-xl font-bold text-matcha-700">
            <Check aria-hidden className="size-6" /> Made
          </p>
        ) : (
          <Button
            size="lg"
            variant="primary"
            className="w-full text-xl"
            aria-label={`Made: ${label}`}
            disabled={markMade.isPending}
            onClick={() =>
              markMade.mutate(
                { orderId: order.id, cup: cup.index },
                {
                  onError: (failure) => toast({ title: 'The cup was not marked made.', description: failure.message }),
                },
              )
            }
          >
            Made
          </Button>
        )}
      </div>
    </li>
  );
}

function OrderGroup({ order }: { order: QueueOrder }) {
  const change = useChangeOrder(order.id);
  const toast = useToast();
  const allMade = order.cups.every((cup) => cup.made);
  const headingId = `queue-order-${order.id}`;
  return (
    <section aria-labelledby={headingId} className="rounded-3xl bg-cream-50 p-4 ring-1 ring-tea-900/10 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-2xl font-extrabold">
          #{order.number} · {order.firstName || 'Customer'} · {order.pickup}
        </h2>
        {allMade && order.status === 'confirmed' ? (
          <Button
            size="lg"
            variant="accent"
            disabled={change.isPending}
            onClick={() =>
              change.mutate(
                { action: 'ready' },
                {
                  onSuccess: () =>
                    toast({
                      title: `Order #${order.number} is ready; the customer has been e-mailed.`,
                      tone: 'success',
                    }),
                  onError: (failure) =>
                    toast({ title: 'The order was not marked ready.', description: failure.message }),
                },
              )
            }
          >
            Mark as Ready
          </Button>
        ) : allMade ? (
          <p className="font-semibold text-tea-700">All made: confirm it on the dashboard to mark it ready.</p>
        ) : null}
      </div>
      <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {order.cups.map((cup) => (
          <CupTile key={cup.index} order={order} cup={cup} />
        ))}
      </ul>
    </section>
  );
}

/** /orders/queue, the makers' queue: one tile per cup, in pickup order, readable at arm's length on a tablet. */
export default function MakersQueuePage() {
  const queue = useMakersQueue();
  useOrdersLive(() => undefined);
  const { beep } = useOrderAlertSound();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl font-extrabold tracking-tight sm:text-4xl">Make Queue</h1>
        <Link to="/orders" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
          Back to Orders
        </Link>
      </div>
      <PrinterAlerts beep={beep} />
      <div className="mt-6 grid grid-cols-1 gap-6">
        {queue.isPending ? (
          <p role="status" className="text-xl text-tea-700">
            Loading the queue…
          </p>
        ) : queue.isError ? (
          <SaveError title="The queue could not be loaded." detail={queue.error.message} />
        ) : queue.data.orders.length === 0 ? (
          <p role="status" className="py-10 text-center text-2xl text-tea-700">
            Nothing to make. New paid orders appear here.
          </p>
        ) : (
          queue.data.orders.map((order) => <OrderGroup key={order.id} order={order} />)
        )}
      </div>
    </div>
  );
}
