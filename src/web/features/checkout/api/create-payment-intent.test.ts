import { describe, expect, it, vi } from 'vitest';
import { createPaymentIntent, PricesChangedError } from './create-payment-intent';
import { twoTaroMilkTeasFor } from '../../../test/checkout-basket';
import { respondWith as respond } from '../../../test/fake-fetch';

const input = twoTaroMilkTeasFor('Ada Lovelace', 'ada@example.com');

describe('createPaymentIntent errors', () => {
  it("says 'Failed to create payment intent' when the network fails", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(createPaymentIntent(input)).rejects.toThrow(new Error('Failed to create payment intent'));
  });

  // 'Failed to create payment intent' for an error answer without an error text; the server's error text when the
  // answer has one; 'No client secret returned from server' when a successful answer lacks one.
  it.each([
    [500, '<html>Internal error</html>', 'Failed to create payment intent'],
    [502, '{"error":""}', 'Failed to create payment intent'],
    [400, '{"error":"Please enter a valid e-mail address."}', 'Please enter a valid e-mail address.'],
    [
      200,
      '{"orderId":"o1","paymentIntentId":"pi_1","amount":900,"total":9,"receiptToken":"r"}',
      'No client secret returned from server',
    ],
    [200, 'not json', 'No client secret returned from server'],
  ])('answered %i %s, it says "%s"', async (status, body, message) => {
    respond(status, body);
    await expect(createPaymentIntent(input)).rejects.toThrow(new Error(message));
  });

  it('marks a price change (409) so the menu can be fetched again, with the server text', async () => {
    respond(409, '{"error":"Prices have changed. Please review your basket."}');
    const promise = createPaymentIntent(input);
    await expect(promise).rejects.toBeInstanceOf(PricesChangedError);
    await expect(promise).rejects.toThrow('Prices have changed. Please review your basket.');
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
