import { formatPounds } from '@domain/money';
import { orderLabel } from '@domain/order-number';
import type { OrderSort, OrderStatusFilter } from '@domain/order-status';
import { roleMay } from '@domain/staff-roles';
import { staffOrderAnswer, type StaffOrderAnswer } from '@domain/contracts/orders';
import { X } from 'lucide-react';
import { useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import { POLL_EVERY_MS } from '../../../../lib/live-fallback';
import { Link } from '../../../../lib/router';
import { buttonClasses } from '../../../../components/button';
import { useStaffFetch } from '../../../../lib/admin/staff-fetch';
import { useSession } from '../../../../lib/session/use-session';
import { inputClasses, textState } from '../../../../components/form-field';
import { FilterSelect } from '../../../../components/filter-select';
import { Labelled } from '../../../../components/labelled';
import { useStaffOrders } from '../api/get-orders';
import { useOrderAlertSound } from '../../../../lib/admin/use-order-alert';
import { useOrdersLive } from '../../../../lib/admin/use-orders-live';
import { customerLabel } from '../order-format';
import { OrderCard } from './order-card';
import { StatusCounts } from './status-counts';
import { PauseControl } from '../../../../components/admin/pause-control';
import { SoundSwitch } from '../../../../components/admin/sound-switch';
import { StaffScreenSwitch } from '../../../../components/admin/staff-screen-switch';
import { PrinterAlerts } from '../../../../components/admin/printer-alerts';
import { HereAlerts } from '../../../../components/admin/here-alerts';
import { hereFirst } from '@domain/customer-here';
import { BusyControl } from './busy-control';
import { BaristasControl } from './baristas-control';

const SORT_LABELS: Record<OrderSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  highest: 'Highest total',
  lowest: 'Lowest total',
  pickup: 'Pickup time',
};
const STATUS_LABELS: Record<OrderStatusFilter, string> = {
  all: 'All',
  paid: 'Paid',
  ready: 'Ready for pickup',
  refunded: 'Refunded',
};
/** How long a new order stays highlighted. */
const HIGHLIGHT_MS = 60_000;

/**
 * The bar that stays in view at the top of the screen while the list scrolls: the switch to the make screen, the
 * new-order sound's switch and, for a role that reaches it, the way back to the admin dashboard.
 */
function DashboardBar({ muted, setMuted }: { muted: boolean; setMuted: (muted: boolean) => void }) {
  const admin = roleMay(useSession().data?.user?.role, 'catalogue');
  return (
    <div className="sticky top-0 z-10 -mx-4 flex flex-wrap items-center gap-2 bg-cream-100/95 px-4 py-2 backdrop-blur sm:-mx-6 sm:px-6">
      <StaffScreenSwitch current="orders" />
      <div className="ml-auto flex flex-wrap gap-2">
        <SoundSwitch muted={muted} setMuted={setMuted} />
        {admin ? (
          <Link to="/admin" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
            Back to Admin
          </Link>
        ) : null}
      </div>
    </div>
  );
}

/** /orders: live customer orders with sort, status filter and search; a sound and a banner for new ones. */
export default function OrdersPage() {
  const [sort, setSort] = useState<OrderSort>('newest');
  const [status, setStatus] = useState<OrderStatusFilter>('all');
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search);
  const orders = useStaffOrders({ sort, status, q });
  const { muted, setMuted, beep, hereBeep } = useOrderAlertSound();
  const [arrival, setArrival] = useState<StaffOrderAnswer | null>(null);
  const [highlighted, setHighlighted] = useState<Record<string, number>>({});
  const staffFetch = useStaffFetch();
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);

  const onPaid = useCallback(
    (orderId: string) => {
      beep();
      setHighlighted((current) => ({ ...current, [orderId]: Date.now() }));
      timers.current.push(
        window.setTimeout(() => setHighlighted(({ [orderId]: _gone, ...rest }) => rest), HIGHLIGHT_MS),
      );
      staffFetch(`/api/admin/orders/${orderId}`, { answer: staffOrderAnswer })
        .then(setArrival)
        .catch(() => setArrival(null));
    },
    [beep, staffFetch],
  );
  const live = useOrdersLive(onPaid);

  return (
    <div className="mx-auto max-w-5xl px-4 pt-6 pb-8 sm:px-6">
      <h1 className="font-display text-3xl font-extrabold tracking-tight sm:text-4xl">Orders Dashboard</h1>
      <DashboardBar muted={muted} setMuted={setMuted} />

      <div className="mt-2 flex flex-wrap items-end justify-between gap-3">
        <PauseControl />
        <div className="flex flex-wrap items-end gap-3">
          <BusyControl />
          <BaristasControl />
        </div>
      </div>

      <PrinterAlerts beep={beep} />
      <HereAlerts beep={hereBeep} />

      <p role="status" className="mt-3 text-sm text-tea-700 empty:hidden">
        {live === 'polling'
          ? `Live updates are paused; this list checks for changes every ${POLL_EVERY_MS / 1000} seconds, and new orders make no sound.`
          : null}
      </p>

      <div role="status" aria-live="polite" className="empty:hidden">
        {arrival ? (
          <div className="mt-4 flex items-center justify-between gap-3 rounded-2xl bg-berry-600 px-4 py-3 font-semibold text-white shadow-lg shadow-berry-700/25">
            <span>
              New order {orderLabel(arrival)} from {customerLabel(arrival)}: {formatPounds(arrival.totalAmount)}
            </span>
            <button
              type="button"
              aria-label="Dismiss the new order alert"
              onClick={() => setArrival(null)}
              className="rounded-full p-1 hover:bg-white/15"
            >
              <X aria-hidden className="size-5" />
            </button>
          </div>
        ) : null}
      </div>

      <div className="mt-5 grid grid-cols-2 gap-3 rounded-2xl bg-cream-50 p-4 ring-1 ring-tea-900/5 sm:grid-cols-[1fr_auto_auto]">
        <Labelled id="orders-search" label="Search" small className="col-span-2 sm:col-span-1">
          <input
            id="orders-search"
            type="search"
            {...textState(search, setSearch)}
            placeholder="Email, name or order number"
            className={inputClasses}
          />
        </Labelled>
        <FilterSelect id="orders-sort" label="Sort" value={sort} options={SORT_LABELS} onChange={setSort} />
        <FilterSelect id="orders-status" label="Status" value={status} options={STATUS_LABELS} onChange={setStatus} />
      </div>

      <div className="mt-6">
        {orders.isPending ? (
          <p role="status" className="py-10 text-center text-lg text-tea-700">
            Loading Orders...
          </p>
        ) : orders.isError ? (
          <p role="alert" className="py-10 text-center text-lg font-semibold text-berry-700">
            Error fetching orders. Please try again later.
          </p>
        ) : orders.data.length === 0 ? (
          <p className="py-10 text-center text-lg text-tea-700">No orders found.</p>
        ) : (
          <>
            <StatusCounts orders={orders.data} />
            <ul aria-label="Orders" className={`grid gap-2 ${orders.isPlaceholderData ? 'opacity-70' : ''}`}>
              {/* A customer at the counter: their order leads what is left to hand over. */}
              {hereFirst(orders.data).map((order) => (
                <OrderCard key={order.id} order={order} highlighted={order.id in highlighted} />
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
