import { describe, expect, it } from 'vitest';
import { customerLabel, describeHistoryEntry, statusClasses, statusLabel } from './order-format';

describe('orders dashboard formats', () => {
  it('colours refunded red, completed green and the rest yellow', () => {
    expect(statusClasses('refunded')).toContain('berry');
    expect(statusClasses('completed')).toContain('matcha');
    expect(statusClasses('pending')).toContain('yellow');
    expect(statusClasses('confirmed')).toContain('yellow');
    expect(statusClasses('ready')).toContain('sky');
    expect(statusLabel('ready')).toBe('Ready for pickup');
    expect(statusLabel('completed')).toBe('Completed');
    expect(
      describeHistoryEntry({
        action: 'order.ready',
        actorEmail: 'a@p.example',
        details: { notified: true },
        at: '2026-01-10T12:00:00.000Z',
      }),
    ).toBe('Marked as ready by a@p.example, customer e-mailed');
  });

  it('words the history', () => {
    const at = '2026-01-10T12:00:00.000Z';
    expect(describeHistoryEntry({ action: 'order.paid', actorEmail: null, details: { amount: 700 }, at })).toBe(
      'Paid (£7.00)',
    );
    expect(describeHistoryEntry({ action: 'order.cup_made', actorEmail: 'b@p.example', details: { cup: 2 }, at })).toBe(
      'Cup 2 made by b@p.example',
    );
    expect(describeHistoryEntry({ action: 'order.recall', actorEmail: 'b@p.example', details: {}, at })).toBe(
      'Recalled by b@p.example',
    );
    expect(
      describeHistoryEntry({
        action: 'order.confirm',
        actorEmail: 'a@p.example',
        details: { prepTime: 10, notified: true },
        at,
      }),
    ).toBe('Confirmed by a@p.example (prep time 10 min), customer e-mailed');
    expect(
      describeHistoryEntry({
        action: 'order.prep_time',
        actorEmail: 'a@p.example',
        details: { from: null, to: 5 },
        at,
      }),
    ).toBe('Prep time set to 5 min by a@p.example');
    expect(
      describeHistoryEntry({ action: 'order.prep_time', actorEmail: 'a@p.example', details: { from: 5, to: 8 }, at }),
    ).toBe('Prep time changed from 5 min to 8 min by a@p.example');
    expect(
      describeHistoryEntry({
        action: 'order.refund',
        actorEmail: 'a@p.example',
        details: { amount: 700, notified: true },
        at,
      }),
    ).toBe('Refunded £7.00 by a@p.example, customer e-mailed');
  });
});

describe('customerLabel', () => {
  it('names a walk-in who gave no name as such, and an erased online order as erased', () => {
    expect(customerLabel({ customerName: null, customerEmail: null, channel: 'counter' })).toBe('Walk-in');
    expect(customerLabel({ customerName: null, customerEmail: null, channel: 'online' })).toBe(
      'Customer details erased',
    );
    expect(customerLabel({ customerName: 'Sam', customerEmail: null, channel: 'counter' })).toBe('Sam');
  });
});
