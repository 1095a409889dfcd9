/**
 * A free order: a basket that the stamp card's free drink alone takes to £0.00 (free-order.ts in the domain). It is
 * priced and recorded as every checkout is (its pickup time checked, the card's reward held in the same transaction,
 * so of two at once the second is told 409), and then, with nothing to charge, it is handed to fulfilment by the one
 * path every payment event takes (payments.fulfil → orders' fulfilment): the order is paid with the method Free
 * (stamp card), and so numbered, queued for the makers and the printers, shown on the dashboard, e-mailed its receipt,
 * and its reward spent, exactly as a paid order is.
 */
import { REWARD_GONE } from '@domain/contracts/loyalty';
import type { FreeOrderAnswer } from '@domain/contracts/free-order';
import { FREE_ORDER_METHOD } from '@domain/free-order';
import { orderLabel } from '@domain/order-number';
import { conflict } from '../../errors';
import { orderRecords, type OrderRow } from '../orders';
import { inShopPaymentEvent } from '../payments';
import type { CheckoutContext } from './checkout-payment';

/** What a free order is placed with: the basket, the customer, the free drink and the pickup time. */
export interface FreeOrderInput {
  cartItems: unknown;
  /** The name is absent from /order-online, which asks only for the stamp card's e-mail. */
  customer: { name: string | null; email: string };
  /** The free drink, unlocked with the code e-mailed to the customer's address. */
  rewardToken: string;
  checkoutToken?: string | undefined;
  pickupTime?: string | undefined;
  clientIp?: string;
  clientGone?: AbortSignal;
}

/**
 * The recorded free order made paid through fulfilment. Only the call whose event paid it is answered with the order:
 * another that met the same order (the same basket placed twice at once) is told the reward was used (409).
 */
export async function fulfilFreeOrderStep(ctx: CheckoutContext, recorded: OrderRow): Promise<FreeOrderAnswer> {
  const outcome = await ctx.payments.fulfil(
    // Its id is the order's own, so however often it is handed over the order is paid once.
    inShopPaymentEvent(ctx.provider.name, recorded, {
      id: `free:${recorded.id}`,
      providerType: 'free_order',
      method: FREE_ORDER_METHOD,
    }),
  );
  if (outcome !== 'paid') throw conflict(REWARD_GONE);
  const order = (await orderRecords.findOrder(ctx.db, recorded.id))!;
  return {
    orderId: order.id,
    orderNumber: orderLabel(order),
    total: order.totalAmount,
    trackingToken: order.trackingToken!,
    receiptToken: ctx.payments.receiptToken(order.id),
  };
}
