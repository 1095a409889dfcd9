import type { BasketPrice } from '@domain/pricing';
import { useState } from 'react';
import type { UnlockedReward } from './free-drink-offer';
import { useFreeDrinkTotals } from './use-free-drink-totals';

/** The stamp card's free drink of one screen: unlocked (or not) with its code, and the basket priced with it. */
export interface RewardState {
  unlocked: UnlockedReward | null;
  set: (reward: UnlockedReward | null) => void;
  /** The basket as the server will price it with the free drink; null while none is unlocked. */
  totals: BasketPrice | null;
  /** What the free drink takes off, or null when no drink of the basket can be free (or none is unlocked). */
  freeAmount: number | null;
}

/**
 * The free drink unlocked on a screen (the Checkout dialog, the order page), for every way of paying there: the card,
 * the wallet and the hosted checkout all send it, and show the total it gives.
 */
export function useUnlockedReward(): RewardState {
  const [unlocked, set] = useState<UnlockedReward | null>(null);
  const totals = useFreeDrinkTotals(unlocked);
  return { unlocked, set, totals, freeAmount: totals?.freeDrink?.amount ?? null };
}
