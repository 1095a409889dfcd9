import { CHECKOUT_EXPIRED, PRICES_CHANGED } from '@domain/contracts/checkout';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { useBasket } from '../../lib/basket';
import { menuQueryKey } from '../../lib/menu/get-menu';
import { NOT_LOADED, type CardPayment } from './payment/card-payment';
import { PAYMENT_FAILED, paymentOutcome, type ProviderResult } from './payment/payment-result';
import { createPaymentIntent, PricesChangedError } from './api/create-payment-intent';
import { recheckCheckout } from './api/recheck-checkout';
import { keepCheckoutHeld } from './api/renew-checkout-hold';
import { renewCheckoutToken } from './checkout-token';
import { saveLastOrder } from './last-order';
import { useFreeOrder } from './stamp-card/use-free-order';
import { useUnlockedReward } from './stamp-card/use-unlocked-reward';

export type CheckoutPhase =
  | { kind: 'form' }
  | { kind: 'processing' }
  | { kind: 'succeeded'; paymentIntentId: string }
  | { kind: 'failed'; message: string }
  | { kind: 'cancelled' };

export type Customer = { name: string; email: string };

/**
 * The Checkout dialog's payment: the order is created and re-checked by the server, then the card is confirmed with
 * the provider, and the phase says how it ended. `card` is the provider's card field once it is ready. After a failed
 * payment, `tryAgain` shows the form again with the name and e-mail the customer typed (`customer`), the card empty.
 */
export function useCheckoutPayment() {
  const basket = useBasket();
  const queryClient = useQueryClient();
  const card = useRef<CardPayment | null>(null);
  const [phase, setPhase] = useState<CheckoutPhase>({ kind: 'form' });
  const [formError, setFormError] = useState<string | null>(null);
  const [customer, setCustomer] = useState<Customer>({ name: '', email: '' });
  // What the form holds as typed: a wallet's payment ends without the form's Pay, and Try Again shows it again.
  const typed = useRef<Customer>({ name: '', email: '' });
  // The amount on the button stays what the customer agreed to while the payment runs and after it.
  const [basketTotal, setTotal] = useState(basket.totals.total);
  // The stamp card's free drink, once its code unlocked it: the total is the server's price with it.
  const reward = useUnlockedReward();
  const total = reward.totals ? reward.totals.total : basketTotal;
  // The free drink takes the whole basket to £0.00: Place free order, without the card.
  const placeFree = useFreeOrder(reward);
  // The server priced the basket differently: fetch the menu again so the basket shows today's prices.
  const refreshMenu = () => void queryClient.invalidateQueries({ queryKey: menuQueryKey });

  const pay = async ({ name, email }: Customer, readyText?: string) => {
    setFormError(null);
    setCustomer({ name, email });
    if (placeFree) {
      setPhase({ kind: 'processing' });
      // Placed, it leaves the dialog for the order's page; refused, it is told as a failed payment is.
      await placeFree(name).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 409) refreshMenu();
        setPhase({ kind: 'failed', message: error instanceof Error ? error.message : PAYMENT_FAILED });
      });
      return;
    }
    // The provider and its card field must be ready.
    if (!card.current) {
      setFormError(NOT_LOADED);
      return;
    }
    setPhase({ kind: 'processing' });
    // Stripe's Payment Element checks what was typed before any order or payment is created.
    const invalid = await card.current.submit?.();
    if (invalid) {
      setPhase({ kind: 'form' });
      setFormError(invalid);
      return;
    }
    let started;
    try {
      started = await createPaymentIntent({
        lines: basket.lines,
        total,
        name,
        email,
        rewardToken: reward.unlocked?.token,
        readyText,
      });
      // Right before the card is confirmed, the server re-prices the order and re-checks each drink.
      await recheckCheckout(started);
    } catch (error) {
      if (error instanceof PricesChangedError) refreshMenu();
      setPhase({
        kind: 'failed',
        message: error instanceof Error && error.message ? error.message : 'Failed to create payment intent',
      });
      return;
    }
    saveLastOrder({ orderId: started.orderId, receiptToken: started.receiptToken });
    // The order holds its pickup place a few minutes at a time: renewed while the card (or a bank's check) is under way.
    const stopHolding = keepCheckoutHeld(started);
    let result: ProviderResult;
    try {
      result = card.current
        ? await card.current.confirm(started.clientSecret, { name, email })
        : { error: { message: NOT_LOADED } };
    } catch {
      result = { error: { message: PAYMENT_FAILED } };
    } finally {
      stopHolding();
    }
    const outcome = paymentOutcome(result);
    if (outcome.status === 'succeeded') {
      basket.clear();
      renewCheckoutToken();
      setPhase({ kind: 'succeeded', paymentIntentId: outcome.paymentIntentId });
    } else if (outcome.status === 'cancelled') {
      setPhase({ kind: 'cancelled' });
    } else {
      // The provider refused because the checkout changed meanwhile: the basket takes today's menu.
      if (outcome.message === PRICES_CHANGED || outcome.message === CHECKOUT_EXPIRED) refreshMenu();
      setPhase({ kind: 'failed', message: outcome.message });
    }
  };

  const tryAgain = () => {
    // The basket may have taken today's prices meanwhile: the button shows what the next attempt will charge.
    setTotal(basket.totals.total);
    // The name and e-mail as they were typed (a free drink unlocked for that e-mail stays with it).
    setCustomer(typed.current);
    setPhase({ kind: 'form' });
  };

  const keepTyped = useCallback((values: Customer) => {
    typed.current = values;
  }, []);

  /** A payment that ended elsewhere in the dialog (its Express checkout region): shown as the card's would be. */
  const ended = (end: Exclude<CheckoutPhase, { kind: 'form' | 'processing' }>) => setPhase(end);

  return {
    card,
    phase,
    formError,
    total,
    customer,
    pay,
    tryAgain,
    ended,
    keepTyped,
    processing: phase.kind === 'processing',
    reward,
    /** The basket is free with the unlocked drink: no card and no wallet. */
    free: placeFree !== null,
  };
}
