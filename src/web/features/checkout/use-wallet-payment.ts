import { CHECKOUT_EXPIRED, PRICES_CHANGED } from '@domain/contracts/checkout';
import { useQueryClient } from '@tanstack/react-query';
import { useBasket } from '../../lib/basket';
import { menuQueryKey } from '../../lib/menu/get-menu';
import { PAYMENT_FAILED, paymentOutcome, type ProviderResult } from './payment/payment-result';
import type { WalletEnd, WalletPay } from './payment/wallet-payment';
import { createAtConfirm } from './api/create-at-confirm';
import { PricesChangedError } from './api/create-payment-intent';
import { renewCheckoutToken } from './checkout-token';
import { saveLastOrder } from './last-order';

/**
 * A wallet's payment (Stripe's Express Checkout Element, or the sandbox's Test wallet), as the card's ends: the server
 * creates the order and its payment only once the wallet was approved (create at confirm), the wallet confirms it,
 * and the end is told to `onEnded` (Payment Successful, Payment Failed with the reason, Payment Cancelled). A paid
 * basket is cleared; a refused one is kept, and takes today's menu when the prices changed.
 */
export function useWalletPayment(
  onEnded: (end: WalletEnd) => void,
  /** What the sheet showed: the total (the free drink's when one is used) and the free drink's token. */
  sheet: { total: number; rewardToken?: string | undefined },
): WalletPay {
  const basket = useBasket();
  const queryClient = useQueryClient();
  const refreshMenu = () => void queryClient.invalidateQueries({ queryKey: menuQueryKey });

  return async (contact, confirm) => {
    const end = (result: WalletEnd) => {
      onEnded(result);
      return result;
    };
    let started;
    try {
      started = await createAtConfirm({ lines: basket.lines, ...sheet, ...contact });
    } catch (error) {
      if (error instanceof PricesChangedError) refreshMenu();
      return end({ kind: 'failed', message: error instanceof Error && error.message ? error.message : PAYMENT_FAILED });
    }
    saveLastOrder({ orderId: started.orderId, receiptToken: started.receiptToken });
    let result: ProviderResult;
    try {
      result = await confirm(started);
    } catch {
      result = { error: { message: PAYMENT_FAILED } };
    }
    const outcome = paymentOutcome(result);
    if (outcome.status === 'succeeded') {
      basket.clear();
      renewCheckoutToken();
      return end({ kind: 'succeeded', paymentIntentId: outcome.paymentIntentId });
    }
    if (outcome.status === 'cancelled') return end({ kind: 'cancelled' });
    if (outcome.message === PRICES_CHANGED || outcome.message === CHECKOUT_EXPIRED) refreshMenu();
    return end({ kind: 'failed', message: outcome.message });
  };
}
