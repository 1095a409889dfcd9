import { describe, expect, it } from 'vitest';
import { confirmedPushMessage, readyAlertText, readyPushMessage } from './ready-alert';

const order = {
  number: '#23',
  items: [
    { name: 'Taro Milk Tea', size: 'lrg' as const, quantity: 1 },
    { name: 'Brown Sugar Boba', size: 'reg' as const, quantity: 2 },
  ],
};

describe('the ready alert', () => {
  it('names the order and its drinks, and opens the order page', () => {
    expect(readyAlertText(order)).toBe('Your order #23 is ready: Taro Milk Tea (LRG), 2 × Brown Sugar Boba (REG)');
    expect(readyPushMessage(order, '/track/abc')).toEqual({
      title: 'Pearl Bubble Tea',
      body: 'Your order #23 is ready: Taro Milk Tea (LRG), 2 × Brown Sugar Boba (REG)',
      url: '/track/abc',
      tag: 'pearl-order-#23',
    });
  });

  it('cuts a long order to fit a lock screen', () => {
    const long = { number: '#1', items: Array.from({ length: 12 }, () => ({ ...order.items[0]! })) };
    const text = readyAlertText(long);
    expect(text.length).toBeLessThanOrEqual(120);
    expect(text.endsWith('…')).toBe(true);
  });
});

describe('the confirmed alert', () => {
  it('says the order is being made, with the ready time when there is one, and replaces itself on the lock screen', () => {
    expect(confirmedPushMessage({ number: '#23' }, '10:45', '/track/abc')).toEqual({
      title: 'Pearl Bubble Tea',
      body: 'We are making your order #23: ready at about 10:45.',
      url: '/track/abc',
      tag: 'pearl-order-#23',
    });
    expect(confirmedPushMessage({ number: '#23' }, null, '/track/abc').body).toBe('We are making your order #23.');
  });
});
