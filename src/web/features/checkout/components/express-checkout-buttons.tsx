/**
 * The Express checkout region's buttons (a chunk of their own, so /order-online's first paint does not wait for the
 * payment code): Stripe's Express Checkout Element, or in the sandbox the Test wallet.
 */
import { lazy, Suspense } from 'react';
import { TestWallet } from '../payment/test-wallet';
import type { WalletEnd } from '../payment/wallet-payment';
import type { PaymentConfig } from '../../../lib/payment-config';
import { useBasket } from '../../../lib/basket';
import type { UnlockedReward } from '../stamp-card/free-drink-offer';
import { useFreeDrinkTotals } from '../stamp-card/use-free-drink-totals';
import { useWalletPayment } from '../use-wallet-payment';
import { walletLines } from '../wallet-lines';
import { showWalletOutcome } from '../wallet-outcome';

const StripeExpressCheckout = lazy(() => import('../payment/stripe-express-checkout'));

export default function ExpressCheckoutButtons({
  config,
  onEnded,
  disabled,
  reward,
}: {
  config: PaymentConfig;
  onEnded?: ((end: WalletEnd) => void) | undefined;
  disabled?: boolean | undefined;
  reward?: UnlockedReward | null | undefined;
}) {
  const basket = useBasket();
  // With the free drink unlocked on this screen, the sheet shows the total the server will charge with it.
  const free = useFreeDrinkTotals(reward ?? null);
  const totals = free ?? basket.totals;
  const total = totals.total;
  const pay = useWalletPayment(onEnded ?? showWalletOutcome, { total, rewardToken: reward?.token });
  const lines = walletLines(basket.lines, totals);
  if (config.provider === 'sandbox') return <TestWallet total={total} lines={lines} pay={pay} disabled={disabled} />;
  return (
    <Suspense fallback={<div className="h-12" />}>
      <StripeExpressCheckout publishableKey={config.publishableKey} total={total} lines={lines} pay={pay} />
    </Suspense>
  );
}
