/**
 * The sandbox's in-page card field: inputs labelled Card number, Expiry (MM/YY) and CVC, and the 3-D
 * Secure challenge when the card asks for it. What is typed goes to the sandbox once, to pay, and is kept nowhere.
 */
import { FlaskConical } from 'lucide-react';
import { useImperativeHandle, useState, type Ref } from 'react';
import type { CardPayment } from './card-payment';
import { authenticateSandboxPayment, confirmSandboxPayment, type SandboxCard } from './sandbox-api';
import { CardInputs, EMPTY_CARD } from './card-inputs';
import { useSandboxChallenge } from './sandbox-challenge';

export function SandboxCardFields({
  ref,
  idPrefix,
  disabled,
  amountText,
}: {
  ref?: Ref<CardPayment | null>;
  idPrefix: string;
  disabled?: boolean;
  /** "£7.00", for the authentication challenge. */
  amountText: string;
}) {
  const [card, setCard] = useState<SandboxCard>(EMPTY_CARD);
  const challenge = useSandboxChallenge(amountText);

  useImperativeHandle(
    ref,
    () => ({
      async confirm(clientSecret) {
        const result = await confirmSandboxPayment(clientSecret, card);
        if (result.paymentIntent?.status !== 'requires_action') return result;
        return authenticateSandboxPayment(clientSecret, await challenge.ask());
      },
    }),
    [card, challenge],
  );

  return (
    <fieldset className="grid grid-cols-2 gap-3" disabled={disabled}>
      <legend className="sr-only">Card details</legend>
      <CardInputs idPrefix={idPrefix} card={card} onChange={setCard} />
      <p className="col-span-2 flex items-start gap-2 rounded-xl bg-taro-50 px-3 py-2 text-sm text-taro-700 ring-1 ring-taro-200">
        <FlaskConical aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>
          Test mode: no real card is charged. Pay with 4242 4242 4242 4242, any future date and any 3-digit CVC.
        </span>
      </p>
      {challenge.dialog}
    </fieldset>
  );
}
