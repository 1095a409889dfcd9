import { describe, expect, it } from 'vitest';
import {
  ALWAYS,
  daysSummary,
  dealRunning,
  dealUntil,
  nextDealChange,
  runningDeals,
  scheduleSummary,
  type DealSchedule,
} from './deal-schedule';
import { dealScheduleSchema } from './schemas';
import { fruitTeaPromotion } from './test-fixtures';

/** Happy hour: Mon–Fri 15:00–17:00. */
const happyHour: DealSchedule = { ...ALWAYS, days: [1, 2, 3, 4, 5], startTime: '15:00', endTime: '17:00' };

const mondayNight: DealSchedule = { ...ALWAYS, days: [1] };
const december: DealSchedule = { ...ALWAYS, startsOn: '2026-12-01', endsOn: '2026-12-24' };
const fromJuly: DealSchedule = { ...ALWAYS, startsOn: '2026-07-01' };
const oneToHalfPast: DealSchedule = { ...ALWAYS, startTime: '01:00', endTime: '01:30' };

describe('whether a deal runs at a shop time', () => {
  it.each([
    // Monday 23 November 2026, winter: London is UTC. Runs at 16:59, not at 17:00 or 17:01.
    { why: 'a happy hour from its start', schedule: happyHour, at: '2026-11-23T15:00:00Z', runs: true },
    { why: 'a happy hour to its last minute', schedule: happyHour, at: '2026-11-23T16:59:00Z', runs: true },
    { why: 'a happy hour not at its end', schedule: happyHour, at: '2026-11-23T17:00:00Z', runs: false },
    { why: 'a happy hour not after its end', schedule: happyHour, at: '2026-11-23T17:01:00Z', runs: false },
    { why: 'a happy hour not before its start', schedule: happyHour, at: '2026-11-23T14:59:00Z', runs: false },
    // Monday 6 July 2026: 16:59 BST is 15:59 UTC; 17:01 BST is 16:01 UTC. The shop's clock, not the server's UTC.
    { why: 'summer time: 16:59 BST', schedule: happyHour, at: '2026-07-06T15:59:00Z', runs: true },
    { why: 'summer time: 17:01 BST', schedule: happyHour, at: '2026-07-06T16:01:00Z', runs: false },
    { why: 'summer time: 14:59 BST', schedule: happyHour, at: '2026-07-06T13:59:00Z', runs: false },
    // Only on its days of the week, judged by the shop's date.
    { why: 'not on a Saturday', schedule: happyHour, at: '2026-11-28T16:00:00Z', runs: false },
    { why: '00:30 on Monday in London (Sunday in UTC)', schedule: mondayNight, at: '2026-07-05T23:30:00Z', runs: true },
    { why: '23:30 on Sunday in London', schedule: mondayNight, at: '2026-07-05T22:30:00Z', runs: false },
    // From its first day to its last, both included, by the shop's date.
    { why: 'not the day before its first', schedule: december, at: '2026-11-30T23:59:00Z', runs: false },
    { why: 'from its first day', schedule: december, at: '2026-12-01T00:00:00Z', runs: true },
    { why: 'to the end of its last day', schedule: december, at: '2026-12-24T23:59:00Z', runs: true },
    { why: 'not the day after its last', schedule: december, at: '2026-12-25T00:00:00Z', runs: false },
    { why: '1 July in London is 30 June in UTC', schedule: fromJuly, at: '2026-06-30T23:30:00Z', runs: true },
    // 25 October 2026 has two 01:15s: BST (00:15 UTC) and GMT (01:15 UTC).
    { why: 'the first 01:15 of October', schedule: oneToHalfPast, at: '2026-10-25T00:15:00Z', runs: true },
    { why: 'the second 01:15 of October', schedule: oneToHalfPast, at: '2026-10-25T01:15:00Z', runs: true },
    // 29 March 2026: the clocks jump from 01:00 GMT to 02:00 BST, so there is no 01:30; 01:00 UTC is 02:00 BST.
    { why: '00:59 before the March jump', schedule: oneToHalfPast, at: '2026-03-29T00:59:00Z', runs: false },
    { why: '02:00 BST after the March jump', schedule: oneToHalfPast, at: '2026-03-29T01:00:00Z', runs: false },
  ])('$why: at $at it runs: $runs', ({ schedule, at, runs }) => {
    expect(dealRunning(schedule, new Date(at))).toBe(runs);
  });

  it('always runs without a schedule, and prices only active, running deals', () => {
    expect(dealRunning(undefined, new Date('2026-11-28T03:00:00Z'))).toBe(true);
    expect(dealRunning(ALWAYS, new Date('2026-11-28T03:00:00Z'))).toBe(true);
    const deals = [
      fruitTeaPromotion({ id: 'always' }),
      fruitTeaPromotion({ id: 'happy', schedule: happyHour }),
      fruitTeaPromotion({ id: 'off', active: false }),
    ];
    const ids = (at: string) => runningDeals(deals, new Date(at)).map((deal) => deal.id);
    expect(ids('2026-11-23T16:59:00Z')).toEqual(['always', 'happy']);
    expect(ids('2026-11-23T17:01:00Z')).toEqual(['always']);
  });
});

describe('what the menu says of a deal that ends today', () => {
  it('says "Until 17:00" while a happy hour runs, nothing once it is over', () => {
    expect(dealUntil(happyHour, new Date('2026-11-23T16:00:00Z'))).toBe('Until 17:00');
    expect(dealUntil(happyHour, new Date('2026-11-23T17:01:00Z'))).toBeNull();
  });

  it('says "Until midnight" on a deal’s last day, and nothing while it goes on tomorrow', () => {
    const christmas: DealSchedule = { ...ALWAYS, endsOn: '2026-12-24' };
    expect(dealUntil(christmas, new Date('2026-12-24T10:00:00Z'))).toBe('Until midnight');
    expect(dealUntil(christmas, new Date('2026-12-23T10:00:00Z'))).toBeNull();
    expect(dealUntil({ ...ALWAYS, days: [5] }, new Date('2026-11-27T10:00:00Z'))).toBe('Until midnight');
    expect(dealUntil(ALWAYS, new Date('2026-11-27T10:00:00Z'))).toBeNull();
    expect(dealUntil(undefined, new Date('2026-11-27T10:00:00Z'))).toBeNull();
  });

  it('treats a window to 24:00 followed by one from 00:00 as one run through the night', () => {
    const allDay: DealSchedule = { ...ALWAYS, days: [4, 5], startTime: '00:00', endTime: '24:00' };
    // Thursday 26 November goes on into Friday; Friday's ends at midnight.
    expect(dealUntil(allDay, new Date('2026-11-26T20:00:00Z'))).toBeNull();
    expect(dealUntil(allDay, new Date('2026-11-27T20:00:00Z'))).toBe('Until midnight');
    expect(dealUntil({ ...ALWAYS, startTime: '18:00', endTime: '24:00' }, new Date('2026-11-27T20:00:00Z'))).toBe(
      'Until midnight',
    );
  });
});

describe('when the menu next changes', () => {
  it.each([
    ['2026-11-23T12:00:00Z', '2026-11-23T15:00:00.000Z'],
    ['2026-11-23T16:59:00Z', '2026-11-23T17:00:00.000Z'],
    ['2026-11-23T17:01:00Z', '2026-11-24T00:00:00.000Z'],
    // In summer the shop's midnight is 23:00 UTC, and 17:00 BST is 16:00 UTC.
    ['2026-07-06T12:00:00Z', '2026-07-06T14:00:00.000Z'],
    ['2026-07-06T16:30:00Z', '2026-07-06T23:00:00.000Z'],
  ])('is the next start or end of today still to come, else the shop’s next midnight: at %s, %s', (now, next) => {
    expect(nextDealChange([happyHour, undefined], new Date(now))?.toISOString()).toBe(next);
  });

  it('is never when no deal has a schedule', () => {
    expect(nextDealChange([undefined, ALWAYS], new Date('2026-11-23T12:00:00Z'))).toBeNull();
  });
});

describe('a schedule in words', () => {
  it('names runs of days, single days and every day', () => {
    expect(daysSummary([1, 2, 3, 4, 5])).toBe('Mon–Fri');
    expect(daysSummary([0, 6])).toBe('Sat, Sun');
    expect(daysSummary([5, 6, 0])).toBe('Fri–Sun');
    expect(daysSummary([1, 3, 5])).toBe('Mon, Wed, Fri');
    expect(daysSummary([0, 1, 2, 3, 4, 5, 6])).toBe('Every day');
  });

  it('says the days, the hours and the dates', () => {
    expect(scheduleSummary(happyHour)).toBe('Mon–Fri 15:00–17:00');
    expect(scheduleSummary({ ...ALWAYS, startsOn: '2026-12-01', endsOn: '2026-12-24' })).toBe(
      'Every day, from 1 Dec 2026 to 24 Dec 2026',
    );
    expect(scheduleSummary(ALWAYS)).toBe('Always');
    expect(scheduleSummary(undefined)).toBe('Always');
  });
});

describe('a schedule as staff send it', () => {
  const valid = { startsOn: null, endsOn: null, days: [5, 1, 1], startTime: '15:00', endTime: '17:00' };
  const messages = (input: unknown) =>
    dealScheduleSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

  it('takes a happy hour, its days once each in order', () => {
    expect(dealScheduleSchema.parse(valid).days).toEqual([1, 5]);
    expect(messages({ ...valid, endTime: '24:00' })).toEqual([]);
  });

  it('refuses half a window, an end before its start, an end date before the start, no day, a bad time', () => {
    expect(messages({ ...valid, endTime: null })).toEqual(['Give both a start and an end time, or neither.']);
    expect(messages({ ...valid, endTime: '14:00' })).toEqual(['End time must be after the start time.']);
    expect(messages({ ...valid, startsOn: '2026-12-02', endsOn: '2026-12-01' })).toEqual([
      'End date must be on or after the start date.',
    ]);
    expect(messages({ ...valid, days: [] })).toEqual(['Choose at least one day.']);
    expect(messages({ ...valid, startTime: '25:00' })).toEqual(['Start time must be a time like 15:00.']);
    expect(messages({ ...valid, startsOn: '2026-02-30' })).toEqual(['Date must be a real calendar date.']);
  });
});
