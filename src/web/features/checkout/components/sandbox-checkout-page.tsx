/**
 * The sandbox's hosted checkout page, standing in for Stripe Checkout: clearly a separate, test-mode
 * payment page, with the lines, the total, Email, Name, Card number, Expiry and CVC, a 'Pay £x.xx' button and a
 * Cancel link. It returns to /success?session_id=… or /cancel?session_id=…, as Stripe Checkout does.
 */
import { FREE_DRINK_LINE } from '@domain/pricing';
import { hostedDiscountName } from '@domain/stamp-card';
import { formatPounds } from '@domain/money';
import { customerNameSchema, emailSchema } from '@domain/schemas';
import { ArrowLeft, FlaskConical, Lock } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useParams } from '../../../lib/router';
import { Button, buttonClasses } from '../../../components/button';
import { TextField, textState } from '../../../components/form-field';
import { CardInputs, EMPTY_CARD } from '../payment/card-inputs';
import { PaymentAlert } from '../payment/payment-alert';
import { useSandboxChallenge } from '../payment/sandbox-challenge';
import { PAYMENT_FAILED } from '../payment/payment-result';
import { authenticateSandboxPayment, type SandboxCard } from '../payment/sandbox-api';
import { useSandboxCheckout, type SandboxCheckout } from '../api/get-sandbox-checkout';
import { paySandboxCheckout } from '../api/pay-sandbox-checkout';
import { rememberedCustomer } from '../stamp-card/remembered-customer';

function TestModeBar() {
  return (
    <header className="bg-tea-900 text-cream-50">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <p className="flex items-center gap-2 font-display text-base font-bold sm:text-lg">
          <FlaskConical aria-hidden className="size-5 text-berry-100" />
          Sandbox Checkout — test mode
        </p>
        <span className="rounded-full bg-berry-100 px-3 py-1 text-xs font-extrabold uppercase tracking-[0.16em] text-berry-700">
          Test mode · no real payment
        </span>
      </div>
    </header>
  );
}

function Shell({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-[repeating-linear-gradient(135deg,var(--color-cream-100)_0_24px,var(--color-cream-200)_24px_26px)]">
      <title>Sandbox Checkout — test mode</title>
      <TestModeBar />
      <main className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">{children}</main>
    </div>
  );
}

/** What a session that can no longer be paid says, and which of its addresses the link goes back to. */
const ENDED = {
  expired: {
    title: 'Checkout expired',
    text: 'This checkout session has expired.',
    link: 'Back to the shop',
    to: 'cancelUrl',
  },
  complete: {
    title: 'Already paid',
    text: 'This checkout session has been paid.',
    link: 'See your order',
    to: 'successUrl',
  },
} as const;

function Message({ title, text, href, link }: { title: string; text: string; href: string; link: string }) {
  return (
    <div className="mx-auto max-w-md rounded-3xl bg-white p-6 text-center shadow-lg ring-1 ring-tea-900/10">
      <h1 className="font-display text-2xl font-bold">{title}</h1>
      <p role="alert" className="mt-2 text-tea-800">
        {text}
      </p>
      <a href={href} className={buttonClasses({ className: 'mt-6' })}>
        {link}
      </a>
    </div>
  );
}

/** Why the e-mail cannot be changed: the free drink was unlocked for it (the only checkout made for an address). */
function fixedEmailHint(session: SandboxCheckout): string {
  return session.discount?.promotions.includes(FREE_DRINK_LINE)
    ? 'Your free drink is for this address.'
    : 'This checkout is for this address.';
}

function PaymentForm({ session }: { session: SandboxCheckout }) {
  const total = formatPounds(session.amount);
  // Details remembered on this device (Remember me, in the Checkout dialog or on the order page) fill the form, as they
  // fill the dialog's; a checkout made for an address (the free drink's) keeps that address.
  const [remembered] = useState(rememberedCustomer);
  const [email, setEmail] = useState(session.customerEmail ?? remembered?.email ?? '');
  const [name, setName] = useState(remembered?.name ?? '');
  const [card, setCard] = useState<SandboxCard>(EMPTY_CARD);
  const [errors, setErrors] = useState<{ email?: string; name?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);
  const challenge = useSandboxChallenge(total);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checkedEmail = emailSchema.safeParse(email);
    const checkedName = customerNameSchema.safeParse(name);
    const found = {
      email: checkedEmail.success ? undefined : checkedEmail.error.issues[0]?.message,
      name: checkedName.success ? undefined : checkedName.error.issues[0]?.message,
    };
    setErrors(found);
    if (!checkedEmail.success || !checkedName.success) return;
    setFailure(null);
    setProcessing(true);
    try {
      let result = await paySandboxCheckout(session.id, { email: checkedEmail.data, name: checkedName.data, card });
      if (result.paymentIntent?.status === 'requires_action' && result.clientSecret) {
        result = await authenticateSandboxPayment(result.clientSecret, await challenge.ask());
      }
      if (result.paymentIntent?.status === 'succeeded' || (result.paymentIntent && result.redirectUrl)) {
        window.location.assign(result.redirectUrl ?? session.successUrl);
        return;
      }
      // As on Stripe's page, a declined card is shown here and another card can be tried.
      setFailure(result.error?.message || PAYMENT_FAILED);
    } catch {
      setFailure(PAYMENT_FAILED);
    }
    setProcessing(false);
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_26rem] lg:items-start">
      <section aria-labelledby="summary-title" className="rounded-3xl bg-white/90 p-6 shadow-sm ring-1 ring-tea-900/10">
        <p className="text-sm font-semibold uppercase tracking-wide text-tea-700">Pay Pearl Bubble Tea</p>
        <h1 id="summary-title" className="mt-1 font-display text-4xl font-extrabold tabular-nums">
          {total}
        </h1>
        <ul className="mt-5 divide-y divide-tea-900/10" aria-label="Your order">
          {session.lines.map((line, index) => (
            <li key={index} className="flex items-baseline justify-between gap-3 py-2.5">
              <span>
                <span className="font-semibold">{line.name}</span>
                <span className="ml-2 whitespace-nowrap text-sm text-tea-700">
                  Qty {line.quantity}
                  {line.unitAmount !== undefined && line.quantity > 1 ? ` × ${formatPounds(line.unitAmount)}` : ''}
                </span>
              </span>
              <span className="tabular-nums">{formatPounds(line.amount)}</span>
            </li>
          ))}
        </ul>
        {/* The lines at their menu prices, then the promotions on a line of their own, as the order page shows them. */}
        <dl className="mt-2 grid gap-2 border-t border-tea-900/20 pt-3">
          {session.discount ? (
            <>
              <div className="flex items-baseline justify-between gap-3">
                <dt>Subtotal</dt>
                <dd className="tabular-nums">{formatPounds(session.subtotal)}</dd>
              </div>
              <div className="grid grid-cols-[1fr_auto] gap-x-3 rounded-2xl bg-matcha-50 px-3 py-2 text-matcha-700 ring-1 ring-matcha-100">
                <dt className="font-semibold">{hostedDiscountName(session.discount.promotions)}</dt>
                <dd className="font-semibold tabular-nums">{formatPounds(-session.discount.amount)}</dd>
                {/* The names, unless the line's own name says them all already (the free drink alone). */}
                {session.discount.promotions.join(', ') !== hostedDiscountName(session.discount.promotions) ? (
                  <dd className="col-span-2 text-sm">{session.discount.promotions.join(', ')}</dd>
                ) : null}
              </div>
            </>
          ) : null}
          <div className="flex items-baseline justify-between gap-3 font-bold">
            <dt>Total due</dt>
            <dd className="tabular-nums">{total}</dd>
          </div>
        </dl>
        {session.pickup ? (
          // The pickup time chosen before Place Order, which the session was created with.
          <p className="mt-3 rounded-2xl bg-cream-100 px-3 py-2 font-semibold">{session.pickup}</p>
        ) : null}
      </section>

      <section aria-labelledby="pay-title" className="rounded-3xl bg-white p-6 shadow-lg ring-1 ring-tea-900/10">
        <h2 id="pay-title" className="font-display text-xl font-bold">
          Pay with card
        </h2>
        <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 grid gap-3" aria-busy={processing}>
          <fieldset disabled={processing} className="grid grid-cols-2 gap-3">
            <legend className="sr-only">Contact and card details</legend>
            <TextField
              id="sandbox-email"
              label="Email"
              type="email"
              autoComplete="email"
              frameClassName="col-span-2"
              error={errors.email}
              {...textState(email, setEmail)}
              // As Stripe Checkout shows an e-mail the session was made for: there, not to be changed.
              readOnly={session.emailFixed}
              className={session.emailFixed ? 'bg-cream-100' : undefined}
              hint={session.emailFixed ? fixedEmailHint(session) : undefined}
            />
            <TextField
              id="sandbox-name"
              label="Name"
              autoComplete="cc-name"
              frameClassName="col-span-2"
              error={errors.name}
              {...textState(name, setName)}
            />
            <CardInputs idPrefix="sandbox" card={card} onChange={setCard} />
          </fieldset>
          {failure ? <PaymentAlert>{failure}</PaymentAlert> : null}
          <Button type="submit" size="lg" variant="accent" disabled={processing} className="mt-2">
            <Lock aria-hidden className="size-4" />
            {processing ? 'Processing...' : `Pay ${total}`}
          </Button>
          <a href={session.cancelUrl} className={buttonClasses({ variant: 'ghost', className: 'justify-self-center' })}>
            <ArrowLeft aria-hidden className="size-4" />
            Cancel
          </a>
          <p className="text-center text-sm text-tea-700">
            Test cards only: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined; 4000 0025 0000 3155 asks for
            authentication. Any future expiry, any 3-digit CVC.
          </p>
        </form>
        {challenge.dialog}
      </section>
    </div>
  );
}

/** /checkout/sandbox/:sessionId */
export default function SandboxCheckoutPage() {
  const { sessionId = '' } = useParams();
  const session = useSandboxCheckout(sessionId);

  let body;
  if (session.isPending) {
    body = (
      <p role="status" className="text-center text-tea-700">
        Loading the checkout…
      </p>
    );
  } else if (!session.data) {
    body = (
      <Message
        title="Checkout not found"
        text={session.error?.message ?? 'This checkout session does not exist.'}
        href="/order-online"
        link="Back to the shop"
      />
    );
  } else if (session.data.status === 'expired' || session.data.status === 'complete') {
    const ended = ENDED[session.data.status];
    body = <Message {...ended} href={session.data[ended.to]} />;
  } else {
    body = <PaymentForm session={session.data} />;
  }
  return <Shell>{body}</Shell>;
}
