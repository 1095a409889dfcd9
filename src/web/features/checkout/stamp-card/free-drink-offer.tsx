/**
 * The stamp card's offer, in the Checkout dialog and in the order page's Your details: for any address typed while
 * the stamp card is on, "Free drink on your stamp card?" with Use it (the shop tells nobody whose card is full); Use
 * it e-mails the address, with a 6-digit code when its card has a free drink, and the right code unlocks the free
 * drink for this checkout (the screen then shows the Free drink (stamp card) line and the total the server will
 * charge). Another address drops it.
 */
import { emailSchema } from '@domain/schemas';
import { formatPounds } from '@domain/money';
import { FREE_DRINK_LINE } from '@domain/pricing';
import { Gift } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/button';
import { TextField, textState } from '../../../components/form-field';
import { findReward, sendRewardCode, unlockReward } from './reward-api';

/** The free drink unlocked for an address: the token the checkout sends, the drinks it may be. */
export interface UnlockedReward {
  email: string;
  token: string;
  categories: string[];
}

/** What the shop said about an address: a free drink may be asked for (offer), or the e-mail was sent (code), or neither. */
type Step = { email: string; kind: 'none' | 'offer' } | { email: string; kind: 'code'; sent: string };

/** How long the address must stay unchanged before the shop is asked about it. */
const TYPING_PAUSE_MS = 400;

export function FreeDrinkOffer({
  email,
  reward,
  freeAmount,
  disabled,
  onReward,
  codeId = 'checkout-reward-code',
}: {
  /** The code field's id: one per screen that offers the drink. */
  codeId?: string;
  /** The address in the Email field as typed. */
  email: string;
  reward: UnlockedReward | null;
  /** What the free drink takes off this basket, or null when no drink of it can be free. */
  freeAmount: number | null;
  disabled: boolean;
  onReward: (reward: UnlockedReward | null) => void;
}) {
  const [said, setSaid] = useState<Step | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const address = emailSchema.safeParse(email);
  const valid = address.success ? address.data : null;
  // Only what was said about the address in the field now counts.
  const step: Step['kind'] = said && said.email === valid ? said.kind : 'none';

  useEffect(() => {
    // A free drink unlocked for another address is not this one's.
    if (reward && reward.email !== valid) onReward(null);
    if (!valid || reward?.email === valid) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      findReward(valid, abort.signal)
        .then((answer) => setSaid({ email: valid, kind: answer.stampCardOn ? 'offer' : 'none' }))
        .catch(() => setSaid(null));
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [valid, reward, onReward]);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  const askForCode = () =>
    run(async () => {
      if (!valid) return;
      const sent = await sendRewardCode(valid);
      setCode('');
      setSaid({ email: valid, kind: 'code', sent: sent.message });
    });
  const unlock = () =>
    run(async () => {
      if (!valid) return;
      const unlocked = await unlockReward(valid, code);
      onReward({ email: valid, token: unlocked.rewardToken, categories: unlocked.categories });
      setSaid({ email: valid, kind: 'offer' });
    });

  if (reward && reward.email === valid) {
    return (
      <section aria-label="Stamp card" className="rounded-2xl bg-matcha-50 p-3 ring-1 ring-matcha-600/30">
        <p className="flex items-baseline justify-between gap-3 font-semibold text-matcha-800">
          <span>{FREE_DRINK_LINE}</span>
          <span className="whitespace-nowrap tabular-nums">
            {freeAmount === null ? '' : `-${formatPounds(freeAmount)}`}
          </span>
        </p>
        {freeAmount === null ? (
          <p className="mt-1 text-sm text-berry-700">None of the drinks in your basket can be your free drink.</p>
        ) : null}
        <Button variant="ghost" size="sm" className="mt-1 -ml-3.5" disabled={disabled} onClick={() => onReward(null)}>
          Keep it for next time
        </Button>
      </section>
    );
  }
  if (step === 'none' || !said) return null;
  return (
    <section aria-label="Stamp card" className="rounded-2xl bg-matcha-50 p-3 ring-1 ring-matcha-600/30">
      <p className="flex items-center gap-2 font-semibold text-matcha-800">
        <Gift aria-hidden className="size-5" />
        Free drink on your stamp card?
      </p>
      {said.kind !== 'code' ? (
        <Button
          variant="accent"
          size="sm"
          className="mt-2"
          disabled={disabled || busy}
          onClick={() => void askForCode()}
        >
          Use it
        </Button>
      ) : (
        <div className="mt-2 grid gap-2">
          <p className="text-sm text-tea-800">{said.sent}</p>
          <div className="flex items-end gap-2">
            <TextField
              id={codeId}
              label="6-digit code"
              inputMode="numeric"
              autoComplete="one-time-code"
              frameClassName="min-w-0 flex-1"
              disabled={disabled || busy}
              {...textState(code, setCode)}
              onKeyDown={(event) => {
                // Enter unlocks the drink; it must not submit the payment form around it.
                if (event.key !== 'Enter') return;
                event.preventDefault();
                void unlock();
              }}
            />
            <Button variant="accent" disabled={disabled || busy} onClick={() => void unlock()}>
              Unlock
            </Button>
          </div>
        </div>
      )}
      {error ? (
        <p role="alert" className="mt-2 text-sm font-medium text-berry-700">
          {error}
        </p>
      ) : null}
    </section>
  );
}
