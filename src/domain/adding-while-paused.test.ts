import { describe, expect, it } from 'vitest';
import { addWhilePaused, laterPickupNote, NOT_TAKING_ORDERS } from './adding-while-paused';

const slot = (label: string) => ({ start: '2026-11-23T14:30:00.000Z', label });

describe('Add on the menu while online orders are paused', () => {
  it('works as usual while not paused, or before the status is known', () => {
    expect(addWhilePaused(undefined)).toEqual({ kind: 'as-usual' });
    expect(addWhilePaused({ paused: false, pickup: { slots: [] } })).toEqual({ kind: 'as-usual' });
  });

  it('orders for a later pickup time when the pause leaves one, naming the first', () => {
    expect(addWhilePaused({ paused: true, pickup: { slots: [slot('14:30'), slot('14:45')] } })).toEqual({
      kind: 'later-pickup',
      first: '14:30',
    });
    expect(laterPickupNote('Tue 10:00')).toBe(
      'Online orders are paused: this drink will be for a later pickup time (the first is Tue 10:00).',
    );
  });

  it('is not offered when no later time exists, with the reason', () => {
    expect(addWhilePaused({ paused: true, pickup: { slots: [] } })).toEqual({ kind: 'not-taking' });
    expect(NOT_TAKING_ORDERS).toBe('Not taking online orders right now');
  });
});
