/**
 * The Express checkout region's buttons (a chunk of their own, so /order-online's first paint does not wait for the
 * payment code): Stripe's Express Checkout Element, or in the sandbox the Test wallet.
 */
import { sizeCode } from '@domain/sizes';
import { lazy, Suspense } from 'react';
import { TestWallet } from '../../../components/payment/test-wallet';
import type { WalletEnd, WalletLine } from '../../../components/payment/wallet-payment';
import type { PaymentConfig } from '../../../components/payment/get-payment-config';
import { useBasket } from '../../../lib/basket';
import { useWalletPayment } from '../use-wallet-payment';
import { showWalletOutcome } from '../wallet-outcome';

const StripeExpressCheckout = lazy(() => import('../../../components/payment/stripe-express-checkout'));

/** The wallet sheet's display items: each line at its menu price, then the promotions as one negative line. */
function useWalletLines(): WalletLine[] {
  const { lines, totals } = useBasket();
  const items = lines.map((line, index) => ({
    name: `${line.quantity} × ${line.name} (${sizeCode(line.size)})`,
    amount: totals.lines[index]?.lineSubtotal ?? line.price * line.quantity,
  }));
  return totals.discount > 0 ? [...items, { name: 'Promotion Discount', amount: -totals.discount }] : items;
}

export default function ExpressCheckoutButtons({
  config,
  onEnded,
  disabled,
}: {
  config: PaymentConfig;
  onEnded?: ((end: WalletEnd) => void) | undefined;
  disabled?: boolean | undefined;
}) {
  const total = useBasket().totals.total;
  const pay = useWalletPayment(onEnded ?? showWalletOutcome);
  const lines = useWalletLines();
  if (config.provider === 'sandbox') return <TestWallet total={total} lines={lines} pay={pay} disabled={disabled} />;
  return (
    <Suspense fallback={<div className="h-12" />}>
      <StripeExpressCheckout publishableKey={config.publishableKey} total={total} lines={lines} pay={pay} />
    </Suspense>
  );
}
