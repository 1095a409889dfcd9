/**
 * The Express checkout region, on /order-online above Place Order and at the top of the Checkout dialog: Stripe's
 * Express Checkout Element, or in the sandbox the Test wallet. Paying there takes one tap and one confirmation, with
 * nothing typed: the wallet gives the customer's name and e-mail, and the pickup time chosen on the page goes with it,
 * as does the stamp card's free drink unlocked on the screen (for the wallet's e-mail only: the server refuses another).
 * How it ended goes to `onEnded` (the Checkout dialog shows it in place of its form), or without one to
 * ExpressCheckoutOutcome (wallet-outcome.ts), with the same outcomes as a card payment: a page mounts it beside its
 * region, since a paid basket is cleared and the panel holding the region goes with it. The buttons are a chunk of
 * their own; their place is kept while it loads, so nothing below moves.
 */
import { lazy, Suspense } from 'react';
import { usePaymentConfig } from '../../../lib/payment-config';
import type { WalletEnd } from '../payment/wallet-payment';
import { useBasket } from '../../../lib/basket';
import type { UnlockedReward } from '../stamp-card/free-drink-offer';
import { useWalletOutcome } from '../wallet-outcome';

const ExpressCheckoutButtons = lazy(() => import('./express-checkout-buttons'));
const WalletOutcomeDialog = lazy(() => import('./wallet-outcome-dialog'));

/** How a wallet payment made in a page's Express checkout region ended (its code loads only then). */
export function ExpressCheckoutOutcome() {
  if (!useWalletOutcome()) return null;
  return (
    <Suspense fallback={null}>
      <WalletOutcomeDialog />
    </Suspense>
  );
}

export function ExpressCheckout({
  onEnded,
  disabled,
  reward,
}: {
  onEnded?: (end: WalletEnd) => void;
  disabled?: boolean;
  /** The stamp card's free drink unlocked on this screen: the wallet pays with it too. */
  reward?: UnlockedReward | null;
}) {
  const config = usePaymentConfig();
  const total = useBasket().totals.total;
  if (!config.data || total <= 0) return null;
  return (
    <section aria-labelledby="express-checkout-title" className="grid gap-2">
      <h2 id="express-checkout-title" className="text-sm font-semibold text-tea-800">
        Express checkout
      </h2>
      <Suspense fallback={<div className="h-12" />}>
        <ExpressCheckoutButtons config={config.data} onEnded={onEnded} disabled={disabled} reward={reward} />
      </Suspense>
    </section>
  );
}
