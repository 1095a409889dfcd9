import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  asapChoiceLabel,
  asapWaitMinutes,
  asapWithinCeiling,
  DEFAULT_BARISTAS,
  DEFAULT_MINUTES_PER_DRINK,
  readyInPhrase,
} from './asap-wait';
import { baristasSchema, longestAsapWaitSchema, minutesPerDrinkSchema } from './asap-wait-schema';

const wait = (cupsWaiting: number, minutesPerDrink: number, baristas: number, busyMinutes = 0, prepMinutes = 10) =>
  asapWaitMinutes({ cupsWaiting, minutesPerDrink, baristas, busyMinutes, prepMinutes });

describe('asapWaitMinutes: the worked cases', () => {
  it('6 cups at 2 minutes with 1 barista is 12 minutes', () => {
    expect(wait(6, 2, 1)).toBe(12);
  });

  it('shares the queue between baristas, rounding up to a whole minute', () => {
    expect(wait(12, 2, 2)).toBe(12);
    expect(wait(7, 3, 2, 0, 0)).toBe(11); // 21 ÷ 2 = 10.5 → 11
  });

  it('is never less than the prep time: an empty counter still takes it', () => {
    expect(wait(0, 2, 1)).toBe(10);
    expect(wait(3, 2, 1)).toBe(10);
    expect(wait(6, 2, 1, 0, 15)).toBe(15);
  });

  it('adds the busy minutes on top, queue or not, as the Busy control promises', () => {
    expect(wait(6, 2, 1, 15)).toBe(27);
    expect(wait(0, 2, 1, 30)).toBe(40);
    expect(wait(3, 2, 1, 5)).toBe(15);
  });

  it('reads a nonsense barista count as one barista and a negative queue as empty', () => {
    expect(wait(6, 2, 0)).toBe(12);
    expect(wait(-4, 2, 1)).toBe(10);
  });

  it('never falls as the queue grows, and falls as baristas join', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 200 }),
        fc.nat({ max: 10 }),
        fc.integer({ min: 1, max: 10 }),
        fc.nat({ max: 60 }),
        fc.nat({ max: 60 }),
        (cups, perDrink, baristas, busy, prep) => {
          const now = wait(cups, perDrink, baristas, busy, prep);
          expect(wait(cups + 1, perDrink, baristas, busy, prep)).toBeGreaterThanOrEqual(now);
          expect(wait(cups, perDrink, baristas + 1, busy, prep)).toBeLessThanOrEqual(now);
          expect(now).toBeGreaterThanOrEqual(prep + busy);
          expect(Number.isInteger(now)).toBe(true);
        },
      ),
    );
  });
});

describe('the Longest ASAP wait', () => {
  it('offers ASAP up to and including the ceiling, and always when it is off', () => {
    expect(asapWithinCeiling(45, 45)).toBe(true);
    expect(asapWithinCeiling(46, 45)).toBe(false);
    expect(asapWithinCeiling(500, null)).toBe(true);
  });
});

describe('the settings', () => {
  it('default to 2 minutes per drink and 1 barista', () => {
    expect([DEFAULT_MINUTES_PER_DRINK, DEFAULT_BARISTAS]).toEqual([2, 1]);
  });

  it('take whole minutes and baristas in range, with readable refusals', () => {
    expect(minutesPerDrinkSchema.parse(2)).toBe(2);
    expect(minutesPerDrinkSchema.safeParse(1.5).error?.issues[0]?.message).toBe(
      'Minutes per drink must be a whole number.',
    );
    expect(baristasSchema.safeParse(0).error?.issues[0]?.message).toBe('At least 1 barista must be on shift.');
    expect(longestAsapWaitSchema.parse(null)).toBeNull();
    expect(longestAsapWaitSchema.parse(45)).toBe(45);
    expect(longestAsapWaitSchema.safeParse(2).error?.issues[0]?.message).toBe(
      'Longest ASAP wait must be at least 5 minutes (or off).',
    );
  });
});

describe('the words', () => {
  it('say the wait as the storefront and the Pickup time select show it', () => {
    expect(readyInPhrase(12)).toBe('Ready in about 12 min');
    expect(asapChoiceLabel(12)).toBe('As soon as possible (about 12 min)');
  });
});
