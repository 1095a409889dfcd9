import { useId, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { StampCardSummary, StampCodeInput } from '../../../components/stamp-card-parts';
import { useStampCardLookup } from '../../../lib/stamp-card-lookup';
import { kioskCalls } from '../api/kiosk';
import type { KioskOrder } from '../hooks/use-kiosk-order';

/**
 * The stamp card on the kiosk's order: the customer types the counter code from their order page (large keys, no
 * camera), and the card then shows "Stamps: N of 9" and, when a free drink waits, a button to use it. The card's
 * address never reaches the kiosk. What is typed stays in this control, so a keystroke redraws it alone.
 */
export function KioskStampCard({ order }: { order: KioskOrder }) {
  const inputId = useId();
  const { typed, setTyped, error, looking, find } = useStampCardLookup(kioskCalls.stampCard, order.setStampCard);
  const card = order.stampCard;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void find(typed);
  };

  if (card) {
    return (
      <section
        aria-label="Stamp card"
        className="grid gap-3 rounded-2xl bg-white p-4 ring-1 ring-tea-900/10"
        data-kiosk-stamp-card
      >
        <StampCardSummary card={card} large />
        {card.rewardsWaiting > 0 ? (
          <Button
            variant={order.freeDrink ? 'primary' : 'secondary'}
            size="lg"
            className="h-auto min-h-16 w-full text-xl whitespace-normal"
            aria-pressed={order.freeDrink}
            onClick={() => order.setFreeDrink(!order.freeDrink)}
          >
            {order.freeDrink ? 'Free drink used: tap to undo' : 'Use free drink'}
          </Button>
        ) : (
          <p className="text-lg text-tea-700">No free drink on this card yet: this order earns its stamps.</p>
        )}
        <Button
          variant="ghost"
          size="lg"
          className="h-auto min-h-14 w-full text-lg whitespace-normal"
          onClick={() => order.setStampCard(null)}
        >
          Take the card off my order
        </Button>
      </section>
    );
  }
  return (
    <form onSubmit={submit} className="grid gap-1" aria-label="Stamp card">
      <label htmlFor={inputId} className="text-lg font-semibold text-tea-800">
        Stamp card code (optional, from your order page)
      </label>
      {/* On a phone-narrow screen the button goes under the field, so the whole code stays in view. */}
      <div className="flex flex-wrap gap-2">
        <StampCodeInput
          id={inputId}
          typed={typed}
          setTyped={setTyped}
          error={error}
          maxLength={20}
          className="h-14 min-w-48 flex-1 text-xl"
        />
        <Button
          type="submit"
          variant="secondary"
          size="lg"
          className="h-14 text-lg"
          disabled={looking || !typed.trim()}
        >
          Find my card
        </Button>
      </div>
      {error ? (
        <p id={`${inputId}-error`} role="alert" className="text-lg font-semibold text-berry-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
