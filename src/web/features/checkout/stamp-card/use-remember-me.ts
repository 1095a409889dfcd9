import { useState } from 'react';
import type { Customer } from '../use-checkout-payment';
import { forgetCustomer, rememberCustomer, rememberedCustomer } from './remembered-customer';

/**
 * The Checkout form's Remember me: its first values (what the customer typed before, else what this browser
 * remembers), the box (ticked only when details are remembered already), and at Pay the details kept or forgotten
 * as the box says.
 */
export function useRememberMe(typedBefore: Customer) {
  const [remembered, setRemembered] = useState(() => rememberedCustomer());
  const [checked, setChecked] = useState(remembered !== null);
  const initial = typedBefore.email || typedBefore.name ? typedBefore : (remembered ?? typedBefore);
  return {
    initial,
    box: { checked, remembered: remembered !== null, onChange: setChecked },
    /** At Pay: kept for next time when ticked, forgotten when not. */
    onPay(customer: Customer): Customer {
      if (checked) rememberCustomer(customer);
      else forgetCustomer();
      setRemembered(checked ? customer : null);
      return customer;
    },
    /** Forget: nothing stays in this browser, and the fields are emptied. */
    forget(): Customer {
      forgetCustomer();
      setRemembered(null);
      setChecked(false);
      return { name: '', email: '' };
    },
  };
}
