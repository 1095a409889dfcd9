/**
 * The customer's details, drawn the same on both ways to check out: the Checkout dialog (Order Now) and /order-online
 * (View Basket, and Order again, which lands there). Name, Email, the stamp card's free drink for that address (the
 * `offer`, which each screen loads as it can afford), and Remember me on this device with Forget my details. The
 * screen owns the values: the dialog's form checks them before paying; the order page keeps them for Place Order.
 */
import { Suspense, type ComponentProps, type ComponentType } from 'react';
import { TextField } from '../../../components/form-field';
import type { FreeDrinkOffer } from './free-drink-offer';
import { RememberMe } from './remember-me';
import type { RewardState } from './use-unlocked-reward';

type Field = ComponentProps<'input'> & { error?: string | undefined };

export function CustomerDetails({
  idPrefix,
  name,
  email,
  emailHint,
  typedEmail,
  Offer,
  reward,
  rewardCodeId,
  remember,
  disabled,
  onForget,
}: {
  /** The fields' ids: `${idPrefix}-name`, `${idPrefix}-email`. */
  idPrefix: string;
  name: Field;
  email: Field;
  emailHint?: string;
  /** What the Email field holds now: the offer asks the shop about it. */
  typedEmail: string;
  /** The free drink's offer for the address typed: FreeDrinkOffer, or lazily loaded; null while not wanted yet. */
  Offer: ComponentType<ComponentProps<typeof FreeDrinkOffer>> | null;
  reward: Pick<RewardState, 'unlocked' | 'freeAmount' | 'set'>;
  /** The code field's id: one per screen. */
  rewardCodeId: string;
  remember: { checked: boolean; remembered: boolean; onChange: (checked: boolean) => void };
  disabled: boolean;
  onForget: () => void;
}) {
  const { error: nameError, ...nameInput } = name;
  const { error: emailError, ...emailInput } = email;
  return (
    <>
      <TextField id={`${idPrefix}-name`} label="Name" autoComplete="name" error={nameError} {...nameInput} />
      <TextField
        id={`${idPrefix}-email`}
        label="Email"
        hint={emailHint}
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        error={emailError}
        {...emailInput}
      />
      {Offer ? (
        <Suspense fallback={null}>
          <Offer
            email={typedEmail}
            reward={reward.unlocked}
            freeAmount={reward.freeAmount}
            disabled={disabled}
            onReward={reward.set}
            codeId={rewardCodeId}
          />
        </Suspense>
      ) : null}
      <RememberMe {...remember} idPrefix={idPrefix} disabled={disabled} onForget={onForget} />
    </>
  );
}
