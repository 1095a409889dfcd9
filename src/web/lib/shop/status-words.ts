import { readyInPhrase } from '@domain/asap-wait';
import type { ShopStatusAnswer } from '@domain/contracts/opening-hours';

/**
 * What the status bar under the header says: the state ("Open until 22:00", the pause message, "Closed · opens …")
 * and, while the shop takes orders (open and not paused), the wait the counter's queue makes: "Ready in about 12 min".
 * Past the Longest ASAP wait the wait is still said: it is why the Pickup time select starts with a later slot.
 */
export function statusBarWords(status: Pick<ShopStatusAnswer, 'open' | 'paused' | 'text' | 'pickup'>): {
  state: string;
  wait: string | null;
} {
  const taking = status.open && !status.paused;
  return { state: status.text, wait: taking ? readyInPhrase(status.pickup.asapMinutes) : null };
}
