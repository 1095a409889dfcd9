/**
 * Stripe's Express Checkout Element (Apple Pay, Google Pay, Link: whatever the device and account offer), loaded only
 * when Stripe is the provider. Deferred: the element is shown for the basket's total before any payment exists. A
 * tap opens the wallet's sheet with the lines and the discount as display items and asks for the customer's name and
 * e-mail; when the customer confirms on the device, elements.submit(), then the server creates and prices the
 * payment (create at confirm), then stripe.confirmPayment pays it. A refusal is shown on the sheet and on the page.
 */
import { Elements, ExpressCheckoutElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeExpressCheckoutElementConfirmEvent } from '@stripe/stripe-js';
import { useMemo } from 'react';
import { SHOP } from '../../../lib/shop-details';
import { returnUrl, stripeFor, stripeResult } from './stripe-loader';
import type { WalletLine, WalletPay } from './wallet-payment';

function ExpressButtons({ lines, pay }: { lines: readonly WalletLine[]; pay: WalletPay }) {
  const stripe = useStripe();
  const elements = useElements();

  const confirm = async (event: StripeExpressCheckoutElementConfirmEvent) => {
    if (!stripe || !elements) return event.paymentFailed({ reason: 'fail' });
    const { error } = await elements.submit();
    if (error) return event.paymentFailed({ reason: 'fail', message: error.message });
    const email = event.billingDetails?.email ?? '';
    // The wallet gives the name with the billing contact; a wallet that gives none is named by its e-mail.
    const contact = { name: event.billingDetails?.name?.trim() || email.split('@')[0] || 'Wallet customer', email };
    const end = await pay(contact, async (started) =>
      stripeResult(
        await stripe.confirmPayment({
          elements,
          clientSecret: started.clientSecret,
          confirmParams: { return_url: returnUrl() },
          redirect: 'if_required',
        }),
      ),
    );
    if (end.kind !== 'succeeded')
      event.paymentFailed({ reason: 'fail', message: end.kind === 'failed' ? end.message : undefined });
  };

  return (
    <ExpressCheckoutElement
      options={{
        buttonHeight: 48,
        buttonType: { applePay: 'buy', googlePay: 'buy' },
        // The sheet shows the shop's name, and gives the customer's name (with the billing contact) and e-mail.
        business: { name: SHOP.name },
        emailRequired: true,
        billingAddressRequired: true,
      }}
      onClick={({ resolve }) =>
        resolve({ emailRequired: true, lineItems: lines.map((line) => ({ name: line.name, amount: line.amount })) })
      }
      onConfirm={(event) => void confirm(event)}
    />
  );
}

export default function StripeExpressCheckout({
  publishableKey,
  total,
  lines,
  pay,
}: {
  publishableKey: string;
  /** Pence: the sheet's total, the sum of `lines`. */
  total: number;
  lines: readonly WalletLine[];
  pay: WalletPay;
}) {
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripe} options={{ mode: 'payment', amount: total, currency: 'gbp' }}>
      <ExpressButtons lines={lines} pay={pay} />
    </Elements>
  );
}
