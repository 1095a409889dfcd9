import { zodResolver } from '@hookform/resolvers/zod';
import { formatPounds } from '@domain/money';
import { ukMobileNumber, UK_MOBILE_ERROR } from '@domain/phone';
import { customerNameSchema, emailSchema } from '@domain/schemas';
import { Lock } from 'lucide-react';
import { useEffect, type ReactNode, type RefObject } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/button';
import { DialogDescription, DialogTitle } from '../../../components/dialog';
import { PickupTimeSelect } from '../../../components/pickup-time-select';
import { CardPaymentField } from '../payment/card-payment-field';
import { PaymentAlert } from '../payment/payment-alert';
import { useBasket } from '../../../lib/basket';
import type { CardPayment } from '../payment/card-payment';
import type { Customer } from '../use-checkout-payment';
import { CheckoutLines } from './checkout-lines';
import { ReadyTextField } from './ready-text-field';
import { FreeDrinkOffer, type UnlockedReward } from '../stamp-card/free-drink-offer';
import { useRememberMe } from '../stamp-card/use-remember-me';
import { CustomerDetails } from '../stamp-card/customer-details';

const customerSchema = z
  .object({ name: customerNameSchema, email: emailSchema, readyText: z.boolean(), mobile: z.string() })
  .superRefine((typed, context) => {
    if (typed.readyText && !ukMobileNumber(typed.mobile))
      context.addIssue({ code: 'custom', path: ['mobile'], message: UK_MOBILE_ERROR });
  });

/**
 * The dialog's form: the item count and total, the lines, Pickup time, Name and Email, the provider's card field,
 * 'Pay £x.xx' ('Processing...' while working) and Continue Shopping. A basket the free drink takes to £0.00 asks for no
 * card: 'Place free order'.
 */
export function CheckoutForm({
  card,
  total,
  customer,
  processing,
  formError,
  onPay,
  onTyped,
  onContinueShopping,
  reward,
  free = false,
  express,
  readyTexts = false,
}: {
  card: RefObject<CardPayment | null>;
  total: number;
  /** What the customer typed before (after a failed payment), or empty. */
  customer: Customer;
  processing: boolean;
  formError: string | null;
  /** With the UK mobile (E.164) the customer asked to be texted on when it is ready, if they did. */
  onPay: (customer: Customer, readyText?: string) => Promise<void>;
  /** Told what the Name and Email fields hold, as they change. */
  onTyped?: (customer: Customer) => void;
  onContinueShopping: () => void;
  /** The stamp card's free drink: unlocked (or not), what it takes off, and how to change it. */
  reward: { unlocked: UnlockedReward | null; freeAmount: number | null; set: (reward: UnlockedReward | null) => void };
  /** The free drink takes the whole basket to £0.00: no card field, and the button places the free order. */
  free?: boolean;
  /** The Express checkout region, at the top of the form. */
  express?: ReactNode;
  /** The shop sends texts: "Text me when it's ready" is offered. */
  readyTexts?: boolean;
}) {
  const basket = useBasket();
  const remember = useRememberMe(customer);
  const form = useForm<z.input<typeof customerSchema>, unknown, z.output<typeof customerSchema>>({
    resolver: zodResolver(customerSchema),
    defaultValues: { ...remember.initial, readyText: false, mobile: '' },
  });
  const { errors } = form.formState;
  const email = useWatch({ control: form.control, name: 'email' });
  const name = useWatch({ control: form.control, name: 'name' });
  const readyText = useWatch({ control: form.control, name: 'readyText' });
  useEffect(() => onTyped?.({ name, email }), [name, email, onTyped]);
  const items = basket.totals.itemCount;

  return (
    <form
      onSubmit={(event) =>
        void form.handleSubmit(({ readyText: wanted, mobile, ...typed }) =>
          // The number goes with this order only: Remember me keeps the name and e-mail, never the number.
          onPay(remember.onPay(typed), (readyTexts && wanted && ukMobileNumber(mobile)) || undefined),
        )(event)
      }
      noValidate
      aria-busy={processing}
    >
      <DialogTitle>Checkout</DialogTitle>
      <DialogDescription id="checkout-total" className="flex items-baseline justify-between gap-3">
        <span>
          {items} {items === 1 ? 'item' : 'items'}
        </span>
        <span className="font-display text-2xl font-bold text-tea-900">Total {formatPounds(total)}</span>
      </DialogDescription>
      <div className="mt-4">{express}</div>
      <CheckoutLines lines={basket.lines} />
      <fieldset disabled={processing} className="mt-5 grid gap-3">
        <legend className="sr-only">Your details</legend>
        <PickupTimeSelect id="checkout-pickup" drinks={items} />
        <CustomerDetails
          idPrefix="checkout"
          name={{ ...form.register('name'), error: errors.name?.message }}
          email={{ ...form.register('email'), error: errors.email?.message }}
          typedEmail={email}
          Offer={FreeDrinkOffer}
          reward={reward}
          rewardCodeId="checkout-reward-code"
          remember={remember.box}
          disabled={processing}
          onForget={() => form.reset({ ...remember.forget(), readyText: false, mobile: '' })}
        />
        {readyTexts ? (
          <ReadyTextField
            idPrefix="checkout"
            checked={readyText}
            onChecked={(checked) => form.setValue('readyText', checked)}
            number={{ ...form.register('mobile'), error: errors.mobile?.message }}
            disabled={processing}
          />
        ) : null}
      </fieldset>
      {free ? null : (
        <div className="mt-4">
          <CardPaymentField
            ref={card}
            idPrefix="checkout"
            disabled={processing}
            amountText={formatPounds(total)}
            amount={total}
          />
        </div>
      )}
      {formError ? <PaymentAlert className="mt-4">{formError}</PaymentAlert> : null}
      <div className="mt-6 grid gap-3">
        <Button type="submit" size="lg" disabled={processing}>
          <Lock aria-hidden className="size-4" />
          {processing ? 'Processing...' : free ? 'Place free order' : `Pay ${formatPounds(total)}`}
        </Button>
        <Button variant="secondary" size="lg" disabled={processing} onClick={onContinueShopping}>
          Continue Shopping
        </Button>
      </div>
    </form>
  );
}
