import { Dialog, DialogContent } from '../../../components/dialog';
import { useNavigate } from '../../../lib/router';
import { showWalletOutcome, useWalletOutcome } from '../wallet-outcome';
import { CheckoutOutcome } from './checkout-outcome';

/** The end of a wallet payment made outside the Checkout dialog: the same outcomes a card payment ends in. */
export default function WalletOutcomeDialog() {
  const navigate = useNavigate();
  const end = useWalletOutcome();
  if (!end) return null;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : showWalletOutcome(null))}>
      {/* Payment Successful lists the drinks: on a phone it scrolls within the screen. */}
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <CheckoutOutcome
          phase={end}
          leave={(to) => {
            showWalletOutcome(null);
            void navigate(to);
          }}
          tryAgain={() => showWalletOutcome(null)}
        />
      </DialogContent>
    </Dialog>
  );
}
