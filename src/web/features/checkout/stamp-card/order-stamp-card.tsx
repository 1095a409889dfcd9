/**
 * The order page's Stamp card area, for Place Order's hosted checkout (which asks for the e-mail only on its own
 * page): the customer's e-mail, then the Checkout dialog's offer (Free drink on your stamp card?, Use it, the code). The free
 * drink unlocked here goes with Place Order and with the Express checkout, and the hosted checkout is then for this
 * address. A customer remembered on this device finds their e-mail there already.
 *
 * The offer, with the contracts and zod it checks with, loads only once an address is typed (or remembered): the order
 * page's first load does without them, as its Place Order does (create-checkout-session.ts).
 */
import { lazy, Suspense, useState } from 'react';
import { TextField } from '../../../components/form-field';
import { useHydrated } from '../../../lib/use-hydrated';
import { rememberedCustomer } from './remembered-customer';
import type { RewardState } from './use-unlocked-reward';

const FreeDrinkOffer = lazy(() => import('./free-drink-offer').then((m) => ({ default: m.FreeDrinkOffer })));

/** Enough of an address to ask the shop about it. */
const looksLikeAddress = (text: string) => text.includes('@');

export function OrderStampCard({ reward, disabled = false }: { reward: RewardState; disabled?: boolean }) {
  const hydrated = useHydrated();
  const [remembered] = useState(() => rememberedCustomer()?.email ?? '');
  const [typed, setTyped] = useState<string | null>(null);
  // What this device remembers shows once the page is alive (the server-drawn page knows nothing of it).
  const email = typed ?? (hydrated ? remembered : '');
  // Once loaded, the offer stays: it is what drops a free drink when the address changes.
  const [offered, setOffered] = useState(false);
  const offer = offered || looksLikeAddress(email);

  return (
    <fieldset disabled={disabled} className="grid gap-3 border-t border-dashed border-tea-900/20 pt-4">
      {/* Floated, the legend is a row of the grid rather than a gap in the fieldset's top border. */}
      <legend className="float-left font-display text-lg font-bold">Stamp card</legend>
      <TextField
        id="order-stamp-email"
        label="Email"
        hint="Optional: to use a free drink from your stamp card."
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        value={email}
        onChange={(event) => {
          setTyped(event.target.value);
          if (looksLikeAddress(event.target.value)) setOffered(true);
        }}
      />
      {offer ? (
        <Suspense fallback={null}>
          <FreeDrinkOffer
            email={email}
            reward={reward.unlocked}
            freeAmount={reward.freeAmount}
            disabled={disabled}
            onReward={reward.set}
            codeId="order-reward-code"
          />
        </Suspense>
      ) : null}
    </fieldset>
  );
}
