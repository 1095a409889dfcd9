import { renewHoldAnswer } from '@domain/contracts/checkout';
import { HOLD_RENEW_SECONDS } from '@domain/slot-holds';
import { apiFetch } from '../../../lib/api-client';

/**
 * POST /api/checkout/hold: keeps the order's place in its pickup slot while the payment is under way (the card's
 * confirmation, a bank's authentication). The server holds a place a few minutes at a time; a renewal that fails
 * changes nothing for the customer (the payment is re-checked by the server before it is taken), so it is quiet.
 */
export async function renewCheckoutHold(started: { orderId: string; receiptToken: string }): Promise<void> {
  try {
    await apiFetch('/api/checkout/hold', {
      answer: renewHoldAnswer,
      method: 'POST',
      json: { orderId: started.orderId },
      headers: { 'x-receipt-token': started.receiptToken },
    });
  } catch {
    // A lapsed hold or a lost connection: the next renewal, or the server's check before payment, decides.
  }
}

/** Renews the hold every HOLD_RENEW_SECONDS until the returned function is called (when the payment has ended). */
export function keepCheckoutHeld(started: { orderId: string; receiptToken: string }): () => void {
  const timer = setInterval(() => void renewCheckoutHold(started), HOLD_RENEW_SECONDS * 1_000);
  return () => clearInterval(timer);
}
