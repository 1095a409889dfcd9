import { describe, expect, it } from 'vitest';
import { hereFirst, hereMark, mayAnnounceArrival } from './customer-here';

const pickupAt = '2026-11-28T10:30:00.000Z';
const at = (iso: string) => new Date(iso);

describe('mayAnnounceArrival', () => {
  it('is offered for a ready order whatever the time', () => {
    expect(mayAnnounceArrival({ status: 'ready', pickupAt }, at('2026-11-28T09:00:00Z'))).toBe(true);
    expect(mayAnnounceArrival({ status: 'ready', pickupAt: null }, at('2026-11-28T09:00:00Z'))).toBe(true);
  });

  it('is offered from five minutes before the pickup time while the order is being made', () => {
    expect(mayAnnounceArrival({ status: 'confirmed', pickupAt }, at('2026-11-28T10:24:59Z'))).toBe(false);
    expect(mayAnnounceArrival({ status: 'confirmed', pickupAt }, at('2026-11-28T10:25:00Z'))).toBe(true);
    expect(mayAnnounceArrival({ status: 'pending', pickupAt }, at('2026-11-28T10:40:00Z'))).toBe(true);
    expect(mayAnnounceArrival({ status: 'pending', pickupAt: null }, at('2026-11-28T10:40:00Z'))).toBe(false);
  });

  it('is never offered once collected or refunded', () => {
    expect(mayAnnounceArrival({ status: 'completed', pickupAt }, at('2026-11-28T10:30:00Z'))).toBe(false);
    expect(mayAnnounceArrival({ status: 'refunded', pickupAt }, at('2026-11-28T10:30:00Z'))).toBe(false);
    expect(
      mayAnnounceArrival({ status: 'ready', paymentStatus: 'refunded', pickupAt }, at('2026-11-28T10:30:00Z')),
    ).toBe(false);
  });
});

describe('hereMark', () => {
  it('names the order and the first name', () => {
    expect(hereMark({ orderNumber: '#23', firstName: 'Alice' })).toBe('Here: #23 Alice');
    expect(hereMark({ orderNumber: '#23', firstName: null })).toBe('Here: #23');
  });
});

describe('hereFirst', () => {
  it('puts the orders whose customer is here first, earliest arrival first, and keeps the rest in order', () => {
    const orders = [
      { id: 'a', status: 'ready' as const, hereAt: null },
      { id: 'b', status: 'confirmed' as const, hereAt: '2026-11-28T10:31:00.000Z' },
      { id: 'c', status: 'completed' as const, hereAt: '2026-11-28T10:20:00.000Z' },
      { id: 'd', status: 'ready' as const, hereAt: '2026-11-28T10:30:00.000Z' },
      { id: 'e', status: 'pending' as const },
    ];
    expect(hereFirst(orders).map((order) => order.id)).toEqual(['d', 'b', 'a', 'c', 'e']);
  });
});
