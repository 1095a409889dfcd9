/**
 * The morning reset's timer: it applies a reset already due when it starts, wakes at the next opening time on the
 * shop's clock (today's, else tomorrow's), looks again at least hourly, and stops waking when stopped.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DbOrTx } from '../../db/client';
import { nextOpening, scheduleMorningReset } from './morning-reset';

const db = {} as DbOrTx;
/** The shop opens at 10:00 London time every day except on the dates listed as closed. */
const opening = (closed: string[] = []) => ({
  opensOn: async (_db: DbOrTx, date: string) => (closed.includes(date) ? null : new Date(`${date}T10:00:00Z`)),
});

describe('the morning reset timer', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-24T08:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('finds the next opening time: today before opening, tomorrow after it, none when closed both days', async () => {
    const clock = (at: string, closed?: string[]) => ({ now: () => new Date(at), opening: opening(closed) });
    expect(await nextOpening(db, clock('2026-11-24T08:00:00Z'))).toEqual(new Date('2026-11-24T10:00:00Z'));
    expect(await nextOpening(db, clock('2026-11-24T10:00:00Z'))).toEqual(new Date('2026-11-25T10:00:00Z'));
    expect(await nextOpening(db, clock('2026-11-24T12:00:00Z', ['2026-11-25']))).toBeNull();
  });

  it('applies at start, then at opening time, and never after stop', async () => {
    const applied: string[] = [];
    const reset = scheduleMorningReset({
      db,
      clock: { now: () => new Date(), opening: opening() },
      apply: async () => applied.push(new Date().toISOString()),
    });
    reset.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(applied).toEqual(['2026-11-24T08:00:00.000Z']);

    // Two hours to opening: it looks again after an hour (the hours may have changed), then wakes at 10:00.
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(applied).toEqual(['2026-11-24T08:00:00.000Z', '2026-11-24T09:00:00.000Z']);
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(applied.at(-1)).toBe('2026-11-24T10:00:00.000Z');

    const count = applied.length;
    await reset.stop();
    await vi.advanceTimersByTimeAsync(48 * 60 * 60_000);
    expect(applied).toHaveLength(count);
  });
});
