import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

/** An order the checkout has started, and the token that proves this browser started it. */
export interface StartedOrder {
  orderId: string;
  receiptToken: string;
}

/** POST about a started order while its payment is under way: the order in the body, its receipt token in a header. */
export function postForStartedOrder<S extends z.ZodType>(path: string, answer: S, started: StartedOrder) {
  return apiFetch(path, {
    answer,
    method: 'POST',
    json: { orderId: started.orderId },
    headers: { 'x-receipt-token': started.receiptToken },
  });
}
