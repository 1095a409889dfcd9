import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { PAYMENT_WAIT_ASKS, sessionWait, verifySessionQuery, type SessionVerification } from './verify-session';

const awaiting: SessionVerification = { sessionId: 'cs_1', paid: false, paymentStatus: 'awaiting_payment' };
const paid: SessionVerification = { sessionId: 'cs_1', paid: true, paymentStatus: 'paid', orderNumber: 'AB12CD34' };
const failed: SessionVerification = { sessionId: 'cs_1', paid: false, paymentStatus: 'failed', error: 'Card declined' };

// How the wait goes from ask to ask is tested once, in payment-wait.test.ts.
const after = (answers: number, data: SessionVerification) =>
  ({ data, dataUpdateCount: answers, errorUpdateCount: 0, fetchStatus: 'idle' }) as const;

describe('verifySessionQuery', () => {
  it('asks GET /api/verify-session for the session', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => Response.json(paid));
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient();
    await expect(client.fetchQuery(verifySessionQuery('cs_1&x', { waitForPayment: true }))).resolves.toEqual(paid);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/verify-session?session_id=cs_1%26x');
  });

  it('does not ask without a session id, retries a failed ask once, and not on focus', () => {
    expect(verifySessionQuery(null, { waitForPayment: true }).enabled).toBe(false);
    expect(verifySessionQuery('cs_1', { waitForPayment: true })).toMatchObject({
      enabled: true,
      retry: 1,
      refetchOnWindowFocus: false,
    });
  });

  it('asks again as the success page waits, and not where the page does not wait (the cancel page)', () => {
    expect(verifySessionQuery('cs_1', { waitForPayment: true }).refetchInterval).toBe(sessionWait.refetchInterval);
    expect(verifySessionQuery('cs_1', { waitForPayment: false }).refetchInterval).toBe(false);
  });
});

describe('the success page waiting for the payment', () => {
  it(`waits while the payment is awaited, ${PAYMENT_WAIT_ASKS} asks in all`, () => {
    expect(sessionWait.waitingForPayment(after(1, awaiting))).toBe(true);
    expect(sessionWait.asksAgain(after(PAYMENT_WAIT_ASKS - 1, awaiting))).toBe(true);
    expect(sessionWait.asksAgain(after(PAYMENT_WAIT_ASKS, awaiting))).toBe(false);
  });

  it('stops waiting once the payment is settled either way', () => {
    expect(sessionWait.waitingForPayment(after(1, paid))).toBe(false);
    expect(sessionWait.waitingForPayment(after(1, failed))).toBe(false);
  });
});
