import { useToast } from '../../../components/toast';
import { openCheckoutDialog } from '../../../lib/checkout-dialog-state';
import { useBasket } from '../../../lib/basket';

/**
 * The menu's floating Order Now: opens the Checkout dialog (the total and the card form). With an empty
 * basket it alerts 'Your cart is empty!' instead.
 */
export function useOrderNow(): { onOrderNow: () => void } {
  const { totals } = useBasket();
  const toast = useToast();
  return {
    onOrderNow() {
      if (totals.itemCount === 0) {
        toast({ title: 'Your cart is empty!', tone: 'alert' });
        return;
      }
      openCheckoutDialog();
    },
  };
}
