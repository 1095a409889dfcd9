import { shownStatus } from '@domain/order-status';
import { TRACKING_STEP_LABELS, expectedReadyAt, trackingSteps, trackingTitle } from '@domain/order-tracking';
import { pickupSentence } from '@domain/pickup-label';
import { CircleAlert, LoaderCircle, ReceiptText, RefreshCw, RotateCcw } from 'lucide-react';
import { Link, useParams } from '../../../lib/router';
import { Button, buttonClasses } from '../../../components/button';
import { OrderLinesSummary } from '../../../components/order-lines-summary';
import { PageLoading } from '../../../components/page-loading';
import { cn } from '../../../lib/cn';
import { POLL_EVERY_MS, type LiveMode } from '../../../lib/live-fallback';
import { formatReadyAt } from '../../../lib/shop-time';
import { isNotFound, useTrackedOrder, type TrackedOrder } from '../api/get-tracked-order';
import { useOrderLive } from '../hooks/use-order-live';
import { ImHere } from './im-here';
import { NotifyControl } from './notify-control';
import { ProgressSteps } from './progress-steps';
import { CardSection } from '../../../components/card-section';
import { useOrderAgain } from '../../../lib/basket';
import { useHideGeneralWait } from '../../../lib/shop/general-wait';
import { StampCardPanel } from './stamp-card-panel';

/** What the current step means, in a sentence. */
function statusSentence(order: TrackedOrder): string {
  const readyAt = expectedReadyAt(order);
  const ready = readyAt ? ` Ready at about ${formatReadyAt(readyAt)}.` : '';
  switch (shownStatus(order)) {
    case 'pending':
      return `We have your order.${ready} We will confirm it shortly.`;
    case 'confirmed':
      return `We are making your order.${ready}`;
    case 'ready':
      return `Your order is ready for pickup at ${order.pickupPlace}.`;
    case 'completed':
      return 'You have collected your order. Enjoy your drinks!';
    case 'refunded':
      return 'This order has been refunded to the card you paid with.';
  }
}

/** No page to show: a wrong link, or one that stopped working (30 days after the order, or the data erased). */
function NotFound() {
  return (
    <div className="bg-gradient-to-br from-taro-100 via-cream-100 to-berry-50 px-4 py-12 sm:py-20">
      <title>Order not found · Pearl</title>
      <meta name="robots" content="noindex" />
      <div className="mx-auto max-w-lg rounded-3xl bg-cream-50 p-6 text-center shadow-xl shadow-tea-900/10 ring-1 ring-tea-900/5 sm:p-10">
        <span className="mx-auto inline-flex size-16 items-center justify-center rounded-full bg-berry-100 text-berry-700">
          <CircleAlert aria-hidden className="size-9" />
        </span>
        <h1 className="mt-4 font-display text-3xl font-extrabold tracking-tight sm:text-4xl">
          We can&apos;t find this order
        </h1>
        <p className="mt-3 text-lg text-tea-800">
          The link may be mistyped, or it has stopped working: order links last 30 days, and end when you delete your
          data. Your receipt e-mail has your order number; ask us at the counter.
        </p>
        <div className="mt-8 flex justify-center">
          <Link to="/menu" className={buttonClasses({ size: 'lg' })}>
            Back to Menu
          </Link>
        </div>
      </div>
    </div>
  );
}

/** How the page follows the order: live, reconnecting, or (the stream refused or failing) asking every 30 s. */
function LiveLine({ mode }: { mode: LiveMode }) {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-tea-700">
      {mode === 'live' ? (
        <>
          <span aria-hidden className="size-2.5 shrink-0 rounded-full bg-matcha-600" /> Live: this page updates by
          itself
        </>
      ) : mode === 'polling' ? (
        <>
          <RefreshCw aria-hidden className="size-4 shrink-0" /> Live updates are paused; this page checks for changes
          every {POLL_EVERY_MS / 1000} seconds.
        </>
      ) : (
        <>
          <LoaderCircle aria-hidden className="size-4 shrink-0 motion-safe:animate-spin" /> Connecting…
        </>
      )}
    </p>
  );
}

/** /track/:token: the customer's private, live order page. */
export default function TrackingPage() {
  const { token = '' } = useParams();
  const order = useTrackedOrder(token);
  const live = useOrderLive(token);
  const again = useOrderAgain();
  // Ready or collected, the order is past any wait: the bar above says no general "Ready in about …".
  const shown = order.data ? shownStatus(order.data) : null;
  useHideGeneralWait(shown === 'ready' || shown === 'completed');

  if (order.isPending) return <PageLoading />;
  if (isNotFound(order.error)) return <NotFound />;
  if (!order.data)
    return (
      <div className="mx-auto max-w-lg px-4 py-16 text-center">
        <title>Your order · Pearl</title>
        <p role="alert" className="text-lg font-semibold text-berry-700">
          {order.error?.message ?? 'Something went wrong.'}
        </p>
        <Button className="mt-6" onClick={() => void order.refetch()}>
          Try again
        </Button>
      </div>
    );
  const data = order.data;
  const status = shownStatus(data);

  return (
    <div className="bg-gradient-to-br from-taro-100 via-cream-100 to-berry-50 px-4 py-8 sm:py-14">
      <title>{trackingTitle(data)}</title>
      <meta name="robots" content="noindex" />
      {/* The shop becomes installable here only, never on a first visit: its manifest is linked from this page. */}
      <link rel="manifest" href="/manifest.webmanifest" />
      <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
      <div className="mx-auto grid max-w-2xl gap-5">
        <section
          aria-labelledby="order-status-heading"
          className="rounded-3xl bg-cream-50 p-5 shadow-xl shadow-tea-900/10 ring-1 ring-tea-900/5 sm:p-8"
        >
          <p className="text-tea-800">{data.firstName ? `Hi ${data.firstName}, this is your order` : 'Your order'}</p>
          <h1 id="order-status-heading" className="font-display text-3xl font-extrabold tracking-tight sm:text-4xl">
            Order <span className="font-mono">{data.number}</span>
          </h1>
          <div role="status" aria-live="polite" className="mt-4">
            <p
              className={cn(
                'font-display text-2xl font-bold',
                status === 'ready' ? 'text-matcha-700' : status === 'refunded' ? 'text-berry-700' : 'text-taro-700',
              )}
            >
              {TRACKING_STEP_LABELS[status]}
            </p>
            <p className="mt-1 text-lg text-tea-900">{statusSentence(data)}</p>
          </div>
          <div className="mt-6">
            <ProgressSteps steps={trackingSteps(data)} />
          </div>
          <div className="mt-5 empty:hidden">
            <ImHere order={data} token={token} />
          </div>
          <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-tea-900/10 pt-4">
            <NotifyControl order={data} token={token} />
            <LiveLine mode={live} />
          </div>
        </section>

        <CardSection
          id="order-details-heading"
          title="Your order"
          className="rounded-3xl bg-white p-5 ring-1 ring-tea-900/10 sm:p-8"
          headingClassName="font-display text-xl font-bold"
        >
          <dl className="mt-3 grid gap-1 text-tea-900 sm:grid-cols-[auto_1fr] sm:gap-x-4">
            <dt className="font-semibold">Pickup time</dt>
            <dd>{pickupSentence(data)}</dd>
            <dt className="font-semibold">Pickup place</dt>
            <dd>{data.pickupPlace}</dd>
            {data.paidWith ? (
              <>
                <dt className="font-semibold">Paid with</dt>
                <dd>{data.paidWith}</dd>
              </>
            ) : null}
          </dl>
          <OrderLinesSummary className="mt-4" order={data} />
          <div className="mt-5 flex flex-wrap gap-3">
            <Button
              variant="accent"
              size="lg"
              className="w-full sm:w-auto"
              disabled={!again}
              onClick={() => again?.(data.lines)}
            >
              <RotateCcw aria-hidden className="size-5" />
              Order again
            </Button>
            {data.vat ? (
              <Link
                to={`/track/${encodeURIComponent(token)}/vat-receipt`}
                className={buttonClasses({ variant: 'secondary', size: 'lg', className: 'w-full sm:w-auto' })}
              >
                <ReceiptText aria-hidden className="size-5" />
                VAT receipt
              </Link>
            ) : null}
          </div>
        </CardSection>
        {data.stampCard ? <StampCardPanel card={data.stampCard} code={data.stampCode} /> : null}
        <p className="text-center text-sm text-tea-700">
          Keep this link to yourself: anyone with it can see this order. It works for 30 days.
        </p>
      </div>
    </div>
  );
}
