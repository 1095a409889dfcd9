import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOLD_MINUTES, HOLD_RENEW_SECONDS } from '@domain/slot-holds';
import { keepCheckoutHeld, renewCheckoutHold } from './renew-checkout-hold';
import { firstRequest, respondWith as respond } from '../../../test/fake-fetch';

const started = { orderId: 'o1', receiptToken: 'r1' };

describe('renewing the pickup place while the payment is under way', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks the server with the order and its receipt token', async () => {
    const fetchMock = respond(200, '{"heldUntil":"2026-11-23T12:09:00.000Z"}');
    await renewCheckoutHold(started);
    const { url, method, headers, body } = firstRequest(fetchMock);
    expect(`${method} ${url} ${headers['x-receipt-token']}`).toBe('POST /api/checkout/hold r1');
    expect(body).toEqual({ orderId: 'o1' });
  });

  it('stays quiet when the hold has lapsed or the shop cannot be reached', async () => {
    respond(409, '{"error":"This checkout no longer holds its pickup time."}');
    await expect(renewCheckoutHold(started)).resolves.toBeUndefined();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    await expect(renewCheckoutHold(started)).resolves.toBeUndefined();
  });

  it('renews well inside the hold, and stops when the payment has ended', async () => {
    expect(HOLD_RENEW_SECONDS * 2).toBeLessThan(HOLD_MINUTES * 60);
    const fetchMock = respond(200, '{"heldUntil":"2026-11-23T12:09:00.000Z"}');
    const stop = keepCheckoutHeld(started);
    await vi.advanceTimersByTimeAsync(HOLD_RENEW_SECONDS * 1_000 * 3);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(HOLD_RENEW_SECONDS * 1_000 * 3);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
