import { describe, expect, it } from 'vitest';
import { effectivePickup, pickupSelectGroups, pickupSelectOptions } from './pickup-choice';

const slots = [
  { start: '2026-11-24T10:00:00.000Z', label: 'Tue 10:00' },
  { start: '2026-11-24T10:15:00.000Z', label: 'Tue 10:15' },
];

describe('the Pickup time select', () => {
  it('offers As soon as possible with the wait first when open, and defaults to it', () => {
    const pickup = { asap: true, asapMinutes: 12, slots };
    expect(pickupSelectOptions(pickup).map((option) => option.label)).toEqual([
      'As soon as possible (about 12 min)',
      'Tue 10:00',
      'Tue 10:15',
    ]);
    expect(effectivePickup(pickup, undefined)).toBe('asap');
    expect(effectivePickup(pickup, slots[1]!.start)).toBe(slots[1]!.start);
  });

  it('defaults to the first slot when ASAP is not offered, and drops a choice no longer offered', () => {
    const pickup = { asap: false, asapMinutes: 50, slots };
    expect(pickupSelectOptions(pickup).map((option) => option.label)).toEqual(['Tue 10:00', 'Tue 10:15']);
    expect(effectivePickup(pickup, undefined)).toBe(slots[0]!.start);
    expect(effectivePickup(pickup, 'asap')).toBe(slots[0]!.start);
    expect(effectivePickup({ asap: false, asapMinutes: 10, slots: [] }, undefined)).toBeUndefined();
  });

  it('groups the slots by day under As soon as possible, each named by its time', () => {
    const groups = pickupSelectGroups({ asap: true, asapMinutes: 12, slots }, new Date('2026-11-23T12:00:00Z'));
    expect(groups.asap).toEqual({ value: 'asap', label: 'As soon as possible (about 12 min)' });
    expect(groups.days).toEqual([
      {
        date: '2026-11-24',
        label: 'Tomorrow',
        slots: [
          { start: slots[0]!.start, time: '10:00' },
          { start: slots[1]!.start, time: '10:15' },
        ],
      },
    ]);
    expect(pickupSelectGroups({ asap: false, asapMinutes: 50, slots: [] }, new Date()).asap).toBeNull();
  });
});
