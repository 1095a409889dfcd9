import { describe, expect, it } from 'vitest';
import { outboxRounds } from './outbox-rounds';

describe('outbox rounds', () => {
  it('runs one flush at a time, and a flush asked for meanwhile adds one more round to it', async () => {
    const sentInRound: number[] = [];
    let release!: () => void;
    const firstRoundHeld = new Promise<void>((resolve) => (release = resolve));
    const rounds = outboxRounds(async () => {
      if (sentInRound.length === 0) await firstRoundHeld;
      sentInRound.push(2);
      return 2;
    });
    const first = rounds.flush();
    const second = rounds.flush();
    const third = rounds.flush();
    expect(second).toBe(first);
    expect(third).toBe(first);
    release();
    // The first round, then one more for the flushes asked for while it ran (however many they were).
    await expect(first).resolves.toBe(4);
    expect(sentInRound).toEqual([2, 2]);
    // Once over, a flush is a new run.
    await expect(rounds.flush()).resolves.toBe(2);
  });

  it('lets the next flush run after a failed one, and idle() does not throw for it', async () => {
    let fail = true;
    const rounds = outboxRounds(async () => {
      if (fail) throw new Error('smtp down');
      return 1;
    });
    const failed = rounds.flush();
    await expect(rounds.idle()).resolves.toBeUndefined();
    await expect(failed).rejects.toThrow('smtp down');
    fail = false;
    await expect(rounds.flush()).resolves.toBe(1);
  });
});
