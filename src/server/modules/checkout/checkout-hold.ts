/**
 * POST /api/checkout/hold: while the payment is under way, the paying browser (holding the order's receipt token)
 * renews the place its order holds in its pickup slot, a few minutes at a time, never past the longest hold
 * (src/domain/slot-holds.ts). A lapsed hold is not taken back (409): the payment may still go ahead, and is refused
 * before it is taken only if paid orders have filled the slot meanwhile (checkout-recheck.ts).
 */
import { HOLD_LAPSED } from '@domain/slot-holds';
import type { DbOrTx } from '../../db/client';
import { conflict, notFound } from '../../errors';
import { isOrderId, slotHolds } from '../orders';
import type { PaymentsService } from '../payments';

/** Renews an order's place in its pickup slot, for the browser holding its receipt token. */
export type HoldRenewal = ReturnType<typeof createHoldRenewal>;

export function createHoldRenewal({
  db,
  payments,
  now,
}: {
  db: DbOrTx;
  payments: Pick<PaymentsService, 'isReceiptToken'>;
  now: () => Date;
}) {
  return async function renew(orderId: string, receiptToken: string): Promise<{ heldUntil: string }> {
    const id = orderId.toLowerCase();
    if (!isOrderId(id) || !payments.isReceiptToken(id, receiptToken)) throw notFound('We could not find that order.');
    const until = await slotHolds.renewHold(db, id, now());
    if (!until) throw conflict(HOLD_LAPSED);
    return { heldUntil: until.toISOString() };
  };
}
