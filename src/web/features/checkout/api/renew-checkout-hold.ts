import { renewHoldAnswer } from '@domain/contracts/checkout';
import { HOLD_RENEW_SECONDS } from '@domain/slot-holds';
import { postForStartedOrder, type StartedOrder } from './started-order';

/**
 * POST /api/checkout/hold: keeps the order's place in its pickup slot while the payment is under way (the card's
 * confirmation, a bank's authentication). The server holds a place a few minutes at a time; a renewal that fails
 * changes nothing for the customer (the payment is re-checked by the server before it is taken), so it is quiet.
 */
export async function renewCheckoutHold(started: StartedOrder): Promise<void> {
  try {
    await postForStartedOrder('/api/checkout/hold', renewHoldAnswer, started);
  } catch {
    // A lapsed hold or a lost connection: the next renewal, or the server's check before payment, decides.
  }
}

/** Renews the hold every HOLD_RENEW_SECONDS until the returned function is called (when the payment has ended). */
export function keepCheckoutHeld(started: StartedOrder): () => void {
  const timer = setInterval(() => void renewCheckoutHold(started), HOLD_RENEW_SECONDS * 1_000);
  return () => clearInterval(timer);
}
