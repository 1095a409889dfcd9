import type { BasketLine } from '@domain/basket';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPaymentIntent, PricesChangedError } from './create-payment-intent';
import { respondWith as respond } from '../../../test/fake-fetch';

const input = {
  lines: [
    { id: 'p1', name: 'Taro Milk Tea', size: 'reg', price: 450, quantity: 2, category: 'Milk Tea' },
  ] as BasketLine[],
  total: 900,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
};

describe('createPaymentIntent errors', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("says 'Failed to create payment intent' when the network fails", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(createPaymentIntent(input)).rejects.toThrow(new Error('Failed to create payment intent'));
  });

  it("says 'Failed to create payment intent' for an error answer without an error text", async () => {
    respond(500, '<html>Internal error</html>');
    await expect(createPaymentIntent(input)).rejects.toThrow(new Error('Failed to create payment intent'));
    respond(502, '{"error":""}');
    await expect(createPaymentIntent(input)).rejects.toThrow(new Error('Failed to create payment intent'));
  });

  it("shows the server's error text when the answer has one", async () => {
    respond(400, '{"error":"Please enter a valid e-mail address."}');
    await expect(createPaymentIntent(input)).rejects.toThrow(new Error('Please enter a valid e-mail address.'));
  });

  it('marks a price change (409) so the menu can be fetched again, with the server text', async () => {
    respond(409, '{"error":"Prices have changed. Please review your basket."}');
    const promise = createPaymentIntent(input);
    await expect(promise).rejects.toBeInstanceOf(PricesChangedError);
    await expect(promise).rejects.toThrow('Prices have changed. Please review your basket.');
  });

  it("says 'No client secret returned from server' when a successful answer lacks one", async () => {
    respond(200, '{"orderId":"o1","paymentIntentId":"pi_1","amount":900,"total":9,"receiptToken":"r"}');
    await expect(createPaymentIntent(input)).rejects.toThrow(new Error('No client secret returned from server'));
    respond(200, 'not json');
    await expect(createPaymentIntent(input)).rejects.toThrow(new Error('No client secret returned from server'));
  });

  it('returns what the server started, having sent the total in pounds and the lines', async () => {
    const started = {
      clientSecret: 'pi_1_secret_x',
      orderId: 'o1',
      paymentIntentId: 'pi_1',
      amount: 900,
      total: 9,
      receiptToken: 'r',
    };
    const fetchMock = respond(200, JSON.stringify(started));
    await expect(createPaymentIntent(input)).resolves.toEqual(started);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/create-payment-intent');
    const body = JSON.parse(String(init?.body));
    expect(body).toMatchObject({ amount: 9, name: 'Ada Lovelace', email: 'ada@example.com' });
    expect(JSON.parse(body.metadata.cartItems)).toEqual([
      { id: 'p1', name: 'Taro Milk Tea', size: 'reg', price: 450, quantity: 2 },
    ]);
  });
});
