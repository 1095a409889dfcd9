import { roleMay } from '@domain/staff-roles';
import { useSession } from '../../../../lib/session/use-session';
import { formatPounds } from '@domain/money';
import { orderLabel } from '@domain/order-number';
import { FREE_DRINK_LINE } from '@domain/pricing';
import { canComplete, canConfirm, canMarkReady, canRefund, parsePrepTime } from '@domain/order-status';
import { pickupBadge } from '@domain/pickup-label';
import type { StaffOrder } from '@domain/staff-orders';
import { useId, useState } from 'react';
import { Button } from '../../../../components/button';
import { ConfirmDialog } from '../../../../components/admin/confirm-dialog';
import { useToast } from '../../../../components/toast';
import { cn } from '../../../../lib/cn';
import { useChangeOrder } from '../api/change-order';
import { formatCreatedAt, formatReadyAt } from '../../../../lib/shop-time';
import { customerLabel } from '../order-format';
import { PaymentMethodLine } from './payment-marks';
import { OrderBadges, OrderItems, OrderNumberTitle } from './order-card-parts';
import { HistoryPanel, HistoryToggle } from './order-history';
import { PrepTimeField } from './prep-time-field';
import { PrintButtons } from './print-buttons';

/** The steps forward an order can take from the dashboard, in the order their buttons stand, and what staff are told. */
const STEPS = [
  {
    action: 'confirm',
    can: canConfirm,
    variant: 'accent',
    words: 'Confirm & Notify',
    done: (label: string) => `Order ${label} confirmed; the customer has been e-mailed.`,
  },
  {
    action: 'ready',
    can: canMarkReady,
    variant: 'accent',
    words: 'Mark as Ready',
    done: (label: string) => `Order ${label} is ready; the customer has been e-mailed.`,
  },
  {
    action: 'complete',
    can: canComplete,
    variant: 'primary',
    words: 'Mark as Completed',
    done: (label: string) => `Order ${label} completed.`,
  },
] as const;

/** One order on the dashboard: number, customer, items, total, status, prep time, created time, actions. */
export function OrderCard({ order, highlighted }: { order: StaffOrder; highlighted: boolean }) {
  const change = useChangeOrder(order.id);
  const toast = useToast();
  const [refundOpen, setRefundOpen] = useState(false);
  // Refunds are a Manager's or an Owner's: a Barista is not offered the button (the server refuses it too).
  const mayRefund = roleMay(useSession().data?.user?.role, 'refunds');
  const [prepText, setPrepText] = useState(order.prepTime === null ? '' : String(order.prepTime));
  const headingId = `order-${order.id}`;
  const [historyOpen, setHistoryOpen] = useState(false);
  const historyId = useId();

  const run = (action: 'confirm' | 'ready' | 'complete' | 'refund', done: string) =>
    change.mutate(action === 'confirm' ? { action, prepTime: parsePrepTime(prepText) ?? undefined } : { action }, {
      onSuccess: () => toast({ title: done, tone: 'success' }),
      onError: (error) => toast({ title: 'That did not work.', description: error.message }),
      onSettled: () => setRefundOpen(false),
    });

  return (
    <li
      aria-labelledby={headingId}
      className={cn(
        'flex flex-col gap-1.5 rounded-2xl bg-white px-3 py-2.5 ring-1 ring-tea-900/10 transition-shadow sm:px-4',
        highlighted && 'ring-2 ring-berry-500 shadow-lg shadow-berry-500/20',
      )}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 id={headingId} className="font-display text-lg font-bold">
          <OrderNumberTitle order={order} />
          {highlighted ? (
            <span className="ml-2 rounded-full bg-berry-600 px-2 py-0.5 align-middle text-xs font-bold text-white">
              New
            </span>
          ) : null}
        </h2>
        <span className="rounded-full bg-matcha-100 px-2.5 py-0.5 text-sm font-bold text-tea-900">
          {pickupBadge(order, new Date())}
        </span>
        <OrderBadges order={order} />
        <p className="ml-auto text-lg font-bold">
          <span className="sr-only">Total: </span>
          {formatPounds(order.totalAmount)}
        </p>
        <HistoryToggle open={historyOpen} setOpen={setHistoryOpen} panelId={historyId} />
      </div>

      <div className="min-w-0 text-sm text-tea-700 [overflow-wrap:anywhere]">
        <span className="text-base font-semibold text-tea-900">{customerLabel(order)}</span>
        {order.customerName && order.customerEmail ? <> · {order.customerEmail}</> : null}
        {' · '}Created <time dateTime={order.createdAt}>{formatCreatedAt(order.createdAt)}</time>
        <PaymentMethodLine order={order} />
      </div>
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <OrderItems items={order.items} />
          {order.freeDrink > 0 ? (
            <p className="text-sm font-semibold text-matcha-700">
              {FREE_DRINK_LINE}: -{formatPounds(order.freeDrink)}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <PrepTimeField order={order} text={prepText} setText={setPrepText} />
          {order.readyAt && order.status === 'confirmed' ? (
            <p className="text-sm text-tea-700">Ready around {formatReadyAt(order.readyAt)}</p>
          ) : null}
        </div>
      </div>

      <div className="flex flex-wrap items-center justify-end gap-2 border-t border-tea-900/10 pt-2">
        <div className="flex flex-wrap items-center gap-1.5">
          {STEPS.filter((step) => step.can(order)).map((step) => (
            <Button
              key={step.action}
              size="sm"
              variant={step.variant}
              disabled={change.isPending}
              onClick={() => run(step.action, step.done(orderLabel(order)))}
            >
              {step.words}
            </Button>
          ))}
          {canRefund(order) ? <PrintButtons orderId={order.id} number={orderLabel(order)} /> : null}
          {canRefund(order) && mayRefund ? (
            <Button size="sm" variant="danger" disabled={change.isPending} onClick={() => setRefundOpen(true)}>
              Refund
            </Button>
          ) : null}
        </div>
      </div>

      <HistoryPanel orderId={order.id} open={historyOpen} id={historyId} />

      <ConfirmDialog
        open={refundOpen}
        onOpenChange={setRefundOpen}
        title={`Refund order ${orderLabel(order)}?`}
        description={
          <>
            {/* A free order took no money: what goes back is the stamp card's free drink. */}
            {order.totalAmount === 0
              ? 'Nothing was paid: the free drink goes back to the stamp card'
              : `${formatPounds(order.totalAmount)} goes back to the card ${order.customerName ? `${order.customerName} ` : ''}paid with`}
            , and the customer is e-mailed. This cannot be undone.
          </>
        }
        pending={change.isPending}
        onConfirm={() => run('refund', `Order ${orderLabel(order)} refunded.`)}
        confirm={`Refund ${formatPounds(order.totalAmount)}`}
      />
    </li>
  );
}
