import { REWARD_OTHER_ADDRESS } from '@domain/contracts/loyalty';
import { describe, expect, it } from 'vitest';
import { twoTaroMilkTeasFor } from '../../../test/checkout-basket';
import { firstRequest, respondWith } from '../../../test/fake-fetch';
import { createAtConfirm } from './create-at-confirm';
import { PricesChangedError } from './create-payment-intent';

const input = twoTaroMilkTeasFor('Wallet Customer', 'wallet@example.com');

describe('createAtConfirm', () => {
  it('sends the total in pence, the lines, the wallet’s contact and the checkout token', async () => {
    const fetchMock = respondWith(
      200,
      '{"clientSecret":"pi_1_secret_x","orderId":"o1","paymentIntentId":"pi_1","amount":900,"total":900,"receiptToken":"r"}',
    );
    expect(await createAtConfirm(input)).toMatchObject({ clientSecret: 'pi_1_secret_x', orderId: 'o1' });
    const request = firstRequest(fetchMock);
    expect(request.url).toBe('/api/checkout/create-at-confirm');
    expect(request.method).toBe('POST');
    expect(request.body).toMatchObject({
      total: 900,
      cartItems: [{ id: 'p1', name: 'Taro Milk Tea', size: 'reg', price: 450, quantity: 2 }],
      name: 'Wallet Customer',
      email: 'wallet@example.com',
      checkoutToken: expect.any(String),
    });
    expect(request.body).not.toHaveProperty('rewardToken');
  });

  it('sends the stamp card’s free drink with the total the sheet showed with it', async () => {
    const fetchMock = respondWith(
      200,
      '{"clientSecret":"pi_2_secret_x","orderId":"o2","paymentIntentId":"pi_2","amount":450,"total":450,"receiptToken":"r"}',
    );
    await createAtConfirm({ ...input, total: 450, rewardToken: 'reward-token-0123456789' });
    expect(firstRequest(fetchMock).body).toMatchObject({ total: 450, rewardToken: 'reward-token-0123456789' });
  });

  it('gives a free drink unlocked for another address back in the server’s words', async () => {
    respondWith(400, JSON.stringify({ error: REWARD_OTHER_ADDRESS }));
    await expect(createAtConfirm({ ...input, rewardToken: 'reward-token-0123456789' })).rejects.toThrow(
      REWARD_OTHER_ADDRESS,
    );
  });

  it('gives a closed shop’s refusal (409) in the server’s words, as a card checkout does', async () => {
    respondWith(409, '{"error":"We\'re not taking online orders right now."}');
    const promise = createAtConfirm(input);
    await expect(promise).rejects.toBeInstanceOf(PricesChangedError);
    await expect(promise).rejects.toThrow("We're not taking online orders right now.");
  });
});
