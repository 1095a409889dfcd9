import { describe, expect, it, vi } from 'vitest';
import { placeOrder } from './create-checkout-session';
import { twoTaroMilkTeas } from '../../../test/checkout-basket';
import { respondWith as respond } from '../../../test/fake-fetch';

const lines = twoTaroMilkTeas;

// The order page shows the thrown message as it is, in its alert toast; toThrow(new Error(…)) matches it exactly.
/** The alert's words: the same opening, then the reason. */
const checkoutError = (reason: string) => new Error(`An error occurred while processing your checkout: ${reason}`);

describe('placeOrder alerts', () => {
  // 'Server returned {status}' when an error answer carries no error text; the server's error text when it has one;
  // 'Stripe session URL not returned' when a successful answer has no url.
  it.each([
    [502, '<html>Bad gateway</html>', 'Server returned 502'],
    [500, '{}', 'Server returned 500'],
    [400, '{"error":"Invalid cart items"}', 'Invalid cart items'],
    [200, '{"id":"cs_test_1"}', 'Stripe session URL not returned'],
    [200, '{"url":""}', 'Stripe session URL not returned'],
  ])('answered %i %s, it says "%s"', async (status, body, reason) => {
    respond(status, body);
    await expect(placeOrder(lines)).rejects.toThrow(checkoutError(reason));
  });

  it("says 'No valid items in cart' without asking the server", async () => {
    const fetchMock = respond(200, '{"url":"https://checkout.example/cs_1"}');
    await expect(placeOrder([])).rejects.toThrow(checkoutError('No valid items in cart'));
    await expect(placeOrder([{ ...lines[0]!, price: 0 }])).rejects.toThrow(checkoutError('No valid items in cart'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('goes to the hosted checkout page the answer names', async () => {
    const fetchMock = respond(200, '{"total":900,"url":"https://checkout.example/cs_1"}');
    const assign = vi.fn();
    vi.stubGlobal('window', { location: { assign } });
    await placeOrder(lines);
    expect(assign).toHaveBeenCalledWith('https://checkout.example/cs_1');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/create-checkout-session');
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      cartItems: [{ id: 'p1', name: 'Taro Milk Tea', size: 'reg', price: 450, quantity: 2 }],
    });
    expect(body).not.toHaveProperty('reward');
  });

  it('sends the free drink unlocked on the order page: its address and token, nothing else', async () => {
    const fetchMock = respond(200, '{"total":450,"url":"https://checkout.example/cs_2"}');
    vi.stubGlobal('window', { location: { assign: vi.fn() } });
    const unlocked = { email: 'regular@example.com', token: 'reward-token-0123456789', categories: ['milk-tea'] };
    await placeOrder(lines, unlocked);
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]?.body)) as Record<string, unknown>;
    expect(body.reward).toEqual({ email: 'regular@example.com', token: 'reward-token-0123456789' });
  });
});
