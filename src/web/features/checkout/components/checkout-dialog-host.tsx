import { lazy, Suspense, useEffect } from 'react';
import { useCheckoutDialogOpen } from '../../../lib/checkout-dialog-state';
import { useBasket } from '../../../lib/basket';

const loadDialog = () => import('./checkout-dialog');
const CheckoutDialog = lazy(loadDialog);

/**
 * Renders the Checkout dialog while the menu's Order Now has it open. The dialog's code (with the form library and
 * the shared schemas, some 50 KB of gzip) is fetched in the background as soon as the basket holds something, so it
 * opens at once, and a visit that only looks at the menu never downloads it.
 */
export function CheckoutDialogHost() {
  const open = useCheckoutDialogOpen();
  const hasItems = useBasket().lines.length > 0;
  useEffect(() => {
    if (!hasItems) return;
    const timer = window.setTimeout(() => void loadDialog().catch(() => {}), 500);
    return () => window.clearTimeout(timer);
  }, [hasItems]);
  return open ? (
    <Suspense fallback={null}>
      <CheckoutDialog />
    </Suspense>
  ) : null;
}
