import { describe, expect, it } from 'vitest';
import { PRICES_CHANGED } from '@domain/contracts/checkout';
import { PricesChangedError } from './create-payment-intent';
import { CHECKOUT_COULD_NOT_BE_CHECKED, recheckCheckout } from './recheck-checkout';
import { firstRequest, respondWith as respond } from '../../../test/fake-fetch';

const started = { orderId: 'o1', receiptToken: 'r1' };

describe('recheckCheckout (right before the card is confirmed)', () => {
  it('asks the server with the order and its receipt token, and goes on when the checkout still holds', async () => {
    const fetchMock = respond(200, '{"ok":true,"total":700}');
    await expect(recheckCheckout(started)).resolves.toBeUndefined();
    const { url, method, headers, body } = firstRequest(fetchMock);
    expect(`${method} ${url} ${headers['x-receipt-token']}`).toBe('POST /api/checkout/recheck r1');
    expect(body).toEqual({ orderId: 'o1' });
  });

  it("stops with the server's words as a price change (409), so the basket is refreshed", async () => {
    respond(409, JSON.stringify({ error: PRICES_CHANGED }));
    const promise = recheckCheckout(started);
    await expect(promise).rejects.toBeInstanceOf(PricesChangedError);
    await expect(promise).rejects.toThrow(PRICES_CHANGED);
  });

  it('does not go on to pay when the check could not be made', async () => {
    respond(503, '<html>down</html>');
    await expect(recheckCheckout(started)).rejects.toThrow(CHECKOUT_COULD_NOT_BE_CHECKED);
  });
});
