/**
 * The Checkout dialog, opened by the menu's floating Order Now: the total, Name and Email, the card
 * field of the active provider, 'Pay £x.xx' ('Processing...' while working) and Continue Shopping. Then one of the
 * outcomes: Payment Successful (the payment id; the basket cleared), Payment Failed (the message; the basket kept: Try
 * Again shows the form with the name and e-mail kept, the card empty), or Payment Cancelled (Return to Checkout).
 */
import { Dialog, DialogContent } from '../../../components/dialog';
import { closeCheckoutDialog } from '../../../lib/checkout-dialog-state';
import { usePaymentConfig } from '../../../lib/payment-config';
import { useNavigate } from '../../../lib/router';
import { useCheckoutPayment } from '../use-checkout-payment';
import { CheckoutForm } from './checkout-form';
import { CheckoutOutcome } from './checkout-outcome';
import { ExpressCheckout } from './express-checkout';

export default function CheckoutDialog() {
  const navigate = useNavigate();
  const { card, phase, formError, total, customer, pay, tryAgain, ended, keepTyped, processing, reward, free } =
    useCheckoutPayment();
  // Texts are offered with a card payment (a free order places no payment to carry the number).
  const config = usePaymentConfig();
  const readyTexts = !free && config.data?.readyTexts === true;

  const leave = (to: string) => {
    closeCheckoutDialog();
    void navigate(to);
  };

  return (
    <Dialog open onOpenChange={(open) => (!open && !processing ? closeCheckoutDialog() : undefined)}>
      <DialogContent
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
        aria-describedby={phase.kind === 'form' || processing ? 'checkout-total' : undefined}
        onInteractOutside={(event) => event.preventDefault()}
        onEscapeKeyDown={(event) => (processing ? event.preventDefault() : undefined)}
      >
        {phase.kind === 'form' || phase.kind === 'processing' ? (
          <CheckoutForm
            card={card}
            total={total}
            customer={customer}
            processing={processing}
            formError={formError}
            onPay={pay}
            onTyped={keepTyped}
            onContinueShopping={() => leave('/')}
            reward={reward}
            free={free}
            readyTexts={readyTexts}
            express={free ? null : <ExpressCheckout onEnded={ended} disabled={processing} reward={reward.unlocked} />}
          />
        ) : (
          <CheckoutOutcome phase={phase} leave={leave} tryAgain={tryAgain} />
        )}
      </DialogContent>
    </Dialog>
  );
}
