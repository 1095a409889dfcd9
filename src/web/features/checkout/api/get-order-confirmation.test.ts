import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import {
  CONFIRMATION_ASKS,
  confirmationWait,
  orderConfirmationQuery,
  type OrderConfirmation,
} from './get-order-confirmation';

const order = { orderId: '0f8c2a1e-5b6d-4c3a-9e7f-1a2b3c4d5e6f', receiptToken: 'receipt-token' };

const confirmation = (paid: boolean): OrderConfirmation => ({
  orderId: order.orderId,
  orderNumber: '0F8C2A1E',
  paid,
  paymentStatus: paid ? 'paid' : 'awaiting_payment',
  customerName: 'Ada',
  lines: [],
  subtotal: 450,
  discount: 0,
  freeDrink: 0,
  total: 450,
  paidAt: paid ? '2025-01-01T12:00:00.000Z' : null,
  pickupAsap: true,
  pickupAt: null,
});

describe('orderConfirmationQuery', () => {
  it('asks GET /api/order-confirmation/:orderId with the receipt token', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => Response.json(confirmation(true)));
    vi.stubGlobal('fetch', fetchMock);
    const answer = await new QueryClient().fetchQuery(orderConfirmationQuery(order));
    expect(answer).toEqual(confirmation(true));
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/order-confirmation/${order.orderId}`);
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ 'x-receipt-token': 'receipt-token' });
  });

  it('is off without an order of this browser; otherwise retries once, asks again as the page waits, not on focus', () => {
    expect(orderConfirmationQuery(null).enabled).toBe(false);
    expect(orderConfirmationQuery(order)).toMatchObject({
      enabled: true,
      retry: 1,
      refetchOnWindowFocus: false,
      refetchInterval: confirmationWait.refetchInterval,
    });
  });
});

describe('the confirmation page waiting for the payment', () => {
  // How the wait goes from ask to ask is tested once, in payment-wait.test.ts.
  const afterUnpaid = (answers: number) =>
    ({ data: confirmation(false), dataUpdateCount: answers, errorUpdateCount: 0, fetchStatus: 'idle' }) as const;

  it(`waits while the order is unpaid, ${CONFIRMATION_ASKS} asks in all`, () => {
    expect(confirmationWait.waitingForPayment(afterUnpaid(1))).toBe(true);
    expect(confirmationWait.asksAgain(afterUnpaid(CONFIRMATION_ASKS - 1))).toBe(true);
    expect(confirmationWait.asksAgain(afterUnpaid(CONFIRMATION_ASKS))).toBe(false);
  });

  it('stops waiting once the order is paid', () => {
    const paid = { ...afterUnpaid(1), data: confirmation(true) };
    expect(confirmationWait.waitingForPayment(paid)).toBe(false);
  });
});
