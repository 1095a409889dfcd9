import { describe, expect, it } from 'vitest';
import { pickupBadge, pickupPromise, pickupSentence } from './pickup-label';

const now = new Date('2026-11-23T12:00:00Z');

describe('an order’s pickup time in words', () => {
  it('reads ASAP for as-soon-as-possible and old orders', () => {
    expect(pickupBadge({ pickupAsap: true, pickupAt: '2026-11-23T12:10:00Z' }, now)).toBe('ASAP');
    expect(pickupBadge({ pickupAsap: false, pickupAt: null }, now)).toBe('ASAP');
    expect(pickupSentence({ pickupAsap: true, pickupAt: null })).toBe('As soon as possible');
  });

  it('reads the slot, with its day when not today, in London time', () => {
    expect(pickupBadge({ pickupAsap: false, pickupAt: '2026-11-23T15:15:00Z' }, now)).toBe('Pickup 15:15');
    expect(pickupBadge({ pickupAsap: false, pickupAt: '2026-11-24T10:00:00Z' }, now)).toBe('Pickup Tue 10:00');
    expect(pickupSentence({ pickupAsap: false, pickupAt: '2026-07-01T09:00:00Z' })).toBe('Wednesday 1 July at 10:00');
  });

  it('tells a customer who just paid when to come: the ASAP estimate as a clock time, else the slot', () => {
    expect(pickupPromise({ pickupAsap: true, pickupAt: '2026-11-23T14:35:00Z' })).toBe('Ready at about 14:35');
    expect(pickupPromise({ pickupAsap: true, pickupAt: '2026-07-01T13:35:00Z' })).toBe('Ready at about 14:35');
    expect(pickupPromise({ pickupAsap: false, pickupAt: '2026-07-01T09:00:00Z' })).toBe(
      'Pickup Wednesday 1 July at 10:00',
    );
    expect(pickupPromise({ pickupAsap: true, pickupAt: null })).toBe('As soon as possible');
  });
});
