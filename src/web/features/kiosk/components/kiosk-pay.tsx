import type { KioskState } from '@domain/contracts/kiosk';
import { formatPounds } from '@domain/money';
import { CreditCard, Store } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/button';
import { TestCards } from '../../../components/test-cards';
import type { KioskOrder } from '../hooks/use-kiosk-order';

/** How often an order waiting for a real reader's card is read again. */
const POLL_MS = 1_500;

/** A step's heading takes the focus when the step opens, so a screen reader starts reading there. */
function StepHeading({ children }: { children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h2 ref={ref} tabIndex={-1} className="font-display text-4xl font-bold text-tea-900 outline-none">
      {children}
    </h2>
  );
}

/**
 * The README's test cards, each a tap: on the Sandbox reader, or (Stripe's test mode) handed to Stripe's simulated
 * reader beside the kiosk, whose answer comes as Stripe's event while the kiosk reads the order.
 */
function TestCardReader({ order, title, intro }: { order: KioskOrder; title: string; intro: string }) {
  return (
    <section
      aria-labelledby="kiosk-reader-title"
      className="grid gap-3 rounded-3xl bg-white p-5 ring-1 ring-tea-900/10"
    >
      <h3 id="kiosk-reader-title" className="text-2xl font-bold">
        {title}
      </h3>
      <p className="text-lg text-tea-800">{intro}</p>
      <TestCards busy={order.busy} onTap={order.tap} large />
    </section>
  );
}

/** Paying: by card on the reader beside the kiosk, or at the counter; a declined card says why and offers both again. */
export function KioskPay({
  order,
  cards,
  testCards,
}: {
  order: KioskOrder;
  cards: KioskState['cards'];
  testCards: boolean;
}) {
  const total = order.order?.total ?? order.price.total;
  const message = order.card?.message ?? null;
  const waiting = order.card !== null && message === null;
  const { poll } = order;
  useEffect(() => {
    if (!waiting || cards !== 'stripe') return;
    const timer = setInterval(() => void poll(), POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, cards, poll]);
  return (
    <section aria-labelledby="kiosk-pay-title" className="mx-auto grid w-full max-w-2xl min-w-0 gap-5">
      <div id="kiosk-pay-title">
        <StepHeading>{`Pay ${formatPounds(total)}`}</StepHeading>
      </div>
      {message ? (
        <p role="alert" className="rounded-2xl bg-berry-50 px-4 py-3 text-2xl font-semibold text-berry-700">
          {message}
        </p>
      ) : null}
      {waiting && cards === 'sandbox' ? (
        <TestCardReader order={order} title="Sandbox reader" intro="Tap a test card on the reader:" />
      ) : null}
      {waiting && cards === 'stripe' ? (
        <p className="rounded-3xl bg-white p-5 text-2xl font-semibold">Tap, insert or swipe your card on the reader.</p>
      ) : null}
      {waiting && cards === 'stripe' && testCards ? (
        <TestCardReader order={order} title="Stripe test mode" intro="Hand a test card to Stripe's simulated reader:" />
      ) : null}
      {!waiting ? (
        <div className="grid gap-3 sm:grid-cols-2">
          {cards !== 'none' ? (
            <Button
              variant="accent"
              size="lg"
              className="h-20 text-2xl"
              disabled={order.busy}
              onClick={order.payByCard}
            >
              <CreditCard aria-hidden className="size-7" />
              {message ? 'Try again' : 'Pay by card'}
            </Button>
          ) : null}
          <Button size="lg" className="h-20 text-2xl" disabled={order.busy} onClick={order.payAtCounter}>
            <Store aria-hidden className="size-7" />
            Pay at the counter
          </Button>
        </div>
      ) : null}
      <Button variant="secondary" size="lg" className="h-16 text-xl" disabled={order.busy} onClick={order.changeOrder}>
        Change my order
      </Button>
    </section>
  );
}

/** Paid, or sent to the counter: the number or reference, large, and a new order. */
export function KioskDone({ order }: { order: KioskOrder }) {
  const answer = order.order!;
  const paid = order.step === 'paid';
  return (
    <section className="mx-auto grid w-full max-w-2xl justify-items-center gap-6 rounded-3xl bg-white p-5 text-center sm:p-8">
      <StepHeading>{paid ? 'Thank you! Your order is paid' : 'Please pay at the counter'}</StepHeading>
      <p className="grid gap-1">
        <span className="text-2xl font-semibold text-tea-800">{paid ? 'Your order number' : 'Your reference'}</span>
        <span className="font-display text-7xl font-bold text-tea-900 tabular-nums sm:text-9xl" data-kiosk-number>
          {paid ? answer.orderNumber : answer.reference}
        </span>
        <span className="text-2xl text-tea-800">
          {paid
            ? 'We are making your drinks now. We will call your number.'
            : `Tell the staff your reference and pay ${formatPounds(answer.total)}. We make your drinks once it is paid.`}
        </span>
      </p>
      <Button size="lg" className="h-18 w-full text-2xl" onClick={() => void order.startOver()}>
        Start a new order
      </Button>
    </section>
  );
}
