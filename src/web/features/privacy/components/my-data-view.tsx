import { formatPounds } from '@domain/money';
import { rewardWaitingText, stampsLabel } from '@domain/stamp-card';
import { Receipt } from 'lucide-react';
import { useEffect } from 'react';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useMyData, type MyOrder } from '../api/get-my-data';
import { formatCreatedAt, formatReadyAt } from '../../../lib/shop-time';
import { foundOrdersText, lineText, statusLabel, statusTone } from '../my-data-format';
import { DeleteMyDataDialog } from './delete-my-data-dialog';
import { FormError } from './form-error';

const toneClasses = {
  red: 'bg-berry-100 text-berry-700',
  green: 'bg-matcha-100 text-matcha-700',
  yellow: 'bg-amber-100 text-amber-900',
} as const;

/** Step 3: what is held under the address ('Found N order(s).'), and Delete My Data. */
export function MyDataView({
  access,
  onDeleted,
  onAccessLost,
}: {
  access: { accessToken: string; grant: number };
  onDeleted: (anonymisedOrders: number) => void;
  onAccessLost: (message: string) => void;
}) {
  const data = useMyData(access);

  // An access token that has run out sends the person back for a new code, with the server's reason.
  const lost = data.error instanceof ApiError && data.error.status === 401 ? data.error.message : null;
  useEffect(() => {
    if (lost) onAccessLost(lost);
  }, [lost, onAccessLost]);

  if (data.isPending) {
    return (
      <p role="status" className="animate-shimmer text-lg text-tea-700">
        Looking up your orders...
      </p>
    );
  }
  if (data.error) return <FormError>{data.error.message}</FormError>;

  const { email, orders, unpaidAttempts, accessExpiresAt, stampCard } = data.data;
  return (
    <div className="grid gap-6">
      <div>
        <p className="font-display text-2xl font-bold" aria-live="polite">
          {foundOrdersText(orders.length)}
        </p>
        <p className="mt-1 text-tea-700">
          Held under <strong className="break-all text-tea-900">{email}</strong>. You can see this until{' '}
          {formatReadyAt(accessExpiresAt)}.
        </p>
      </div>

      {orders.length > 0 ? (
        <ul className="grid gap-4" aria-label="Your orders">
          {orders.map((order) => (
            <OrderCard key={order.number} order={order} />
          ))}
        </ul>
      ) : null}

      {stampCard ? (
        <section aria-labelledby="my-stamp-card" className="rounded-2xl bg-white p-4 ring-1 ring-tea-900/10">
          <h3 id="my-stamp-card" className="font-display text-lg font-bold">
            Your stamp card
          </h3>
          <p className="mt-1 text-tea-800">
            {stampsLabel(stampCard)}. {rewardWaitingText(stampCard) ?? ''} Delete My Data deletes the card too.
          </p>
        </section>
      ) : null}

      {unpaidAttempts > 0 ? (
        <p className="rounded-2xl bg-cream-200/70 p-4 text-tea-800">
          We also hold your name and e-mail address on {unpaidAttempts} checkout{' '}
          {unpaidAttempts === 1 ? 'attempt that was' : 'attempts that were'} never paid. Delete My Data removes them
          from those too.
        </p>
      ) : null}

      <div className="flex flex-col gap-3 border-t border-tea-900/10 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-tea-700">
          {orders.length + unpaidAttempts > 0
            ? 'Want us to forget you? Your name and e-mail address can be removed from all of the above.'
            : 'We hold no orders under this address.'}
        </p>
        <DeleteMyDataDialog
          accessToken={access.accessToken}
          email={email}
          orderCount={orders.length}
          unpaidAttempts={unpaidAttempts}
          onDeleted={onDeleted}
          onAccessLost={onAccessLost}
        />
      </div>
    </div>
  );
}

function OrderCard({ order }: { order: MyOrder }) {
  const tone = statusTone(order.status);
  return (
    <li className="rounded-2xl bg-cream-50 p-4 ring-1 ring-tea-900/10 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="flex items-center gap-3">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-taro-100 text-taro-700">
            <Receipt aria-hidden className="size-5" />
          </span>
          <div>
            <h3 className="font-display text-lg font-bold">
              Order <span className="font-mono">#{order.number}</span>
            </h3>
            <p className="text-sm text-tea-700">
              <time dateTime={order.createdAt}>{formatCreatedAt(order.createdAt)}</time>
            </p>
          </div>
        </div>
        <span className={cn('rounded-full px-3 py-1 text-sm font-semibold', toneClasses[tone])}>
          {statusLabel(order.status)}
        </span>
      </div>
      <ul className="mt-3 grid gap-1 text-tea-800" aria-label={`Items in order ${order.number}`}>
        {order.lines.map((line, index) => (
          <li key={index}>{lineText(line)}</li>
        ))}
      </ul>
      <dl className="mt-3 flex flex-wrap justify-between gap-x-6 gap-y-1 border-t border-dashed border-tea-900/15 pt-3">
        <div className="flex gap-2">
          <dt className="text-tea-700">Name</dt>
          <dd className="font-medium">{order.customerName ?? '—'}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-tea-700">Total</dt>
          <dd className="font-bold">{formatPounds(order.total)}</dd>
        </div>
      </dl>
    </li>
  );
}
