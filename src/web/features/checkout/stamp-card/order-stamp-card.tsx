/**
 * The order page's Your details, for Place Order's hosted checkout and its Express checkout: the same details as the
 * Checkout dialog (CustomerDetails: Name, Email, the stamp card's free drink, Remember me on this device), so View
 * Basket and Order again offer what Order Now does. Both fields are optional here (the hosted checkout asks for what it
 * needs): the stamp card's free drink, once unlocked, goes with Place Order and the Express checkout, and the hosted
 * checkout is for that address. Place Order keeps the details for next time when Remember me is ticked, or forgets
 * them; the sandbox's checkout page starts from them.
 *
 * The offer, with the contracts and zod it checks with, loads only once an address is typed (or remembered): the order
 * page's first load does without them, as its Place Order does (create-checkout-session.ts). What this device remembers
 * shows once the page is alive (the server-drawn page knows nothing of it).
 */
import { lazy, useState } from 'react';
import { useHydrated } from '../../../lib/use-hydrated';
import type { Customer } from '../use-checkout-payment';
import { CustomerDetails } from './customer-details';
import { useRememberMe } from './use-remember-me';
import type { RewardState } from './use-unlocked-reward';

const FreeDrinkOffer = lazy(() => import('./free-drink-offer').then((m) => ({ default: m.FreeDrinkOffer })));

const NOBODY: Customer = { name: '', email: '' };

/** Enough of an address to ask the shop about it. */
const looksLikeAddress = (text: string) => text.includes('@');

/** The order page's details: what is typed (or remembered), the Remember me box, and what Place Order keeps. */
export function useOrderCustomer() {
  const hydrated = useHydrated();
  const remember = useRememberMe(NOBODY);
  const [typed, setTyped] = useState<Customer | null>(null);
  const customer = typed ?? (hydrated ? remember.initial : NOBODY);
  return {
    customer,
    set: setTyped,
    box: hydrated ? remember.box : { ...remember.box, checked: false, remembered: false },
    forget: () => setTyped(remember.forget()),
    /** At Place Order: kept for next time when ticked (with an address to keep), forgotten when not. */
    keep() {
      if (!remember.box.checked || looksLikeAddress(customer.email)) remember.onPay(customer);
    },
  };
}

export type OrderCustomer = ReturnType<typeof useOrderCustomer>;

export function OrderStampCard({
  reward,
  customer,
  disabled = false,
}: {
  reward: RewardState;
  customer: OrderCustomer;
  disabled?: boolean;
}) {
  const { name, email } = customer.customer;
  // Once loaded, the offer stays: it is what drops a free drink when the address changes.
  const [offered, setOffered] = useState(false);
  const offer = offered || looksLikeAddress(email);

  return (
    <fieldset disabled={disabled} className="grid gap-3 border-t border-dashed border-tea-900/20 pt-4">
      {/* Floated, the legend is a row of the grid rather than a gap in the fieldset's top border. */}
      <legend className="float-left font-display text-lg font-bold">Your details</legend>
      <CustomerDetails
        idPrefix="order"
        name={{ value: name, onChange: (event) => customer.set({ name: event.target.value, email }) }}
        email={{
          value: email,
          onChange: (event) => {
            customer.set({ name, email: event.target.value });
            if (looksLikeAddress(event.target.value)) setOffered(true);
          },
        }}
        emailHint="Optional: to use a free drink from your stamp card."
        typedEmail={email}
        Offer={offer ? FreeDrinkOffer : null}
        reward={reward}
        rewardCodeId="order-reward-code"
        remember={customer.box}
        disabled={disabled}
        onForget={customer.forget}
      />
    </fieldset>
  );
}
