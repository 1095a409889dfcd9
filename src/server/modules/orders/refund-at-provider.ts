/**
 * Asking the provider for a whole refund, shared by the counter's Refund and the refund of a payment that met stock
 * already gone.
 */
import { setTimeout } from 'node:timers/promises';
import { isRefunded } from '@domain/order-status';
import type { StaffOrder } from '@domain/staff-orders';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { PaymentProviderError, type PaymentsService, type Refund } from '../payments';
import { findCustomerOrderRow, staffOrderOf } from './find-orders';

/** How often a refund that met a concurrent refund of the same order asks again (about 2 s in all). */
const REFUND_RETRIES = 12;

function isConcurrentRefund(error: unknown): boolean {
  return (
    error instanceof PaymentProviderError &&
    (error.code === 'charge_already_refunded' || error.code === 'idempotency_key_in_use' || error.status === 409)
  );
}

/**
 * The whole payment back through the provider, with the order's own idempotency key (two clicks or a retry are one
 * refund). A concurrent refund of this order holds the key (Stripe: idempotency_key_in_use) or has just refunded the
 * payment: once it is done, the same key answers with its refund, or the order is found refunded.
 */
export async function refundAtProvider(
  db: Db,
  payments: Pick<PaymentsService, 'refund'>,
  orderId: string,
  paymentIntentId: string,
): Promise<{ refund: Refund } | { order: StaffOrder }> {
  for (let attempt = 0; ; attempt++) {
    try {
      return {
        refund: await payments.refund({ paymentIntentId, idempotencyKey: `refund:${orderId}` }),
      };
    } catch (error) {
      if (attempt < REFUND_RETRIES && isConcurrentRefund(error)) {
        await setTimeout(25 * (attempt + 1));
        const now = await findCustomerOrderRow(db, orderId);
        if (now && isRefunded(now)) return { order: await staffOrderOf(db, now) };
        continue;
      }
      const message =
        error instanceof PaymentProviderError
          ? error.message
          : 'The payment provider could not be reached. Please try again.';
      throw new AppError('payment_failed', `The refund did not go through: ${message}`);
    }
  }
}
