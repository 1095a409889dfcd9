import { describe, expect, it } from 'vitest';
import {
  PAUSED_MESSAGE,
  isPaused,
  openIntervals,
  pauseFor,
  shopDate,
  shopInstant,
  shopStatus,
  shopTime,
} from './opening-hours';
import { DEMO_OPENING_HOURS, type DateException, type Pause, type WeeklySchedule } from './opening-hours-schema';

// 23 November 2026 is a Monday, in GMT (London = UTC). Summer dates are in BST (London = UTC+1).
const at = (iso: string) => new Date(iso);
const demo = DEMO_OPENING_HOURS.weekly;
const status = (now: string, options: { weekly?: WeeklySchedule; exceptions?: DateException[]; pause?: Pause } = {}) =>
  shopStatus(options.weekly ?? demo, options.exceptions ?? [], options.pause ?? null, at(now));

function weekWith(overrides: Partial<Record<number, WeeklySchedule[number]>>): WeeklySchedule {
  return demo.map((ranges, day) => overrides[day] ?? ranges) as WeeklySchedule;
}

describe('shop time (Europe/London)', () => {
  it('turns local times into instants on both sides of the clock changes', () => {
    expect(shopInstant('2026-11-23', '10:00').toISOString()).toBe('2026-11-23T10:00:00.000Z');
    expect(shopInstant('2026-07-01', '10:00').toISOString()).toBe('2026-07-01T09:00:00.000Z');
    expect(shopInstant('2026-07-01', '24:00').toISOString()).toBe('2026-07-01T23:00:00.000Z');
    // 29 March 2026: 01:00 GMT becomes 02:00 BST; 25 October 2026: 02:00 BST becomes 01:00 GMT.
    expect(shopInstant('2026-03-29', '00:30').toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(shopInstant('2026-03-29', '02:00').toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(shopInstant('2026-10-25', '00:30').toISOString()).toBe('2026-10-24T23:30:00.000Z');
    expect(shopInstant('2026-10-25', '02:00').toISOString()).toBe('2026-10-25T02:00:00.000Z');
    expect(shopDate(at('2026-10-24T23:30:00Z'))).toBe('2026-10-25');
    expect(shopTime(at('2026-10-24T23:30:00Z'))).toBe('00:30');
  });

  it('reads the clock right on either side of each change, whichever side was read first (the offset is kept per hour)', () => {
    // 28 March 2027: 00:59 GMT, then 02:00 BST one minute later; 31 October 2027: 01:59 BST, then 01:00 GMT.
    const sides = [
      ['2027-03-28T00:59:59Z', '2027-03-28 00:59'],
      ['2027-03-28T01:00:00Z', '2027-03-28 02:00'],
      ['2027-10-31T00:59:59Z', '2027-10-31 01:59'],
      ['2027-10-31T01:00:00Z', '2027-10-31 01:00'],
    ] as const;
    for (const order of [sides, [...sides].reverse()]) {
      for (const [instant, clock] of order) expect(`${shopDate(at(instant))} ${shopTime(at(instant))}`).toBe(clock);
    }
  });

  it('makes an all-day opening 23 hours long in March and 25 in October', () => {
    const allDay = weekWith({ 0: [{ open: '00:00', close: '24:00' }] });
    const hours = (from: string) => {
      const [day] = openIntervals(allDay, [], at(from), 1);
      return (day!.end.getTime() - day!.start.getTime()) / 3_600_000;
    };
    expect(hours('2026-03-29T12:00:00Z')).toBe(23);
    expect(hours('2026-10-25T12:00:00Z')).toBe(25);
    expect(hours('2026-11-29T12:00:00Z')).toBe(24);
  });

  it('joins ranges that touch, across midnight too', () => {
    const weekly = weekWith({ 5: [{ open: '18:00', close: '24:00' }], 6: [{ open: '00:00', close: '02:00' }] });
    const intervals = openIntervals(weekly, [], at('2026-11-27T12:00:00Z'), 2);
    expect(intervals.map((o) => [o.start.toISOString(), o.end.toISOString()])).toEqual([
      ['2026-11-27T18:00:00.000Z', '2026-11-28T02:00:00.000Z'],
    ]);
  });
});

describe('shopStatus', () => {
  it('says "Open until 22:00" during hours, in winter and in summer', () => {
    expect(status('2026-11-23T14:10:00Z')).toEqual({ open: true, paused: false, text: 'Open until 22:00' });
    expect(status('2026-07-01T20:59:00Z').text).toBe('Open until 22:00');
    expect(status('2026-11-23T10:00:00Z').text).toBe('Open until 22:00');
  });

  it('says when it opens: later today, tomorrow, on a weekday within the week, or a date beyond it', () => {
    expect(status('2026-11-23T08:10:00Z')).toEqual({ open: false, paused: false, text: 'Closed · opens at 10:00' });
    expect(status('2026-11-23T22:00:00Z').text).toBe('Closed · opens tomorrow at 10:00');
    // Summer: 21:00 UTC is 22:00 in London, so closed.
    expect(status('2026-07-01T21:00:00Z').text).toBe('Closed · opens tomorrow at 10:00');
    const closedThursday = weekWith({ 4: [] });
    expect(status('2026-11-25T22:30:00Z', { weekly: closedThursday }).text).toBe('Closed · opens Friday at 10:00');
    const holiday: DateException[] = ['24', '25', '26', '27', '28', '29', '30']
      .map((day) => `2026-11-${day}`)
      .concat(['2026-12-01', '2026-12-02'])
      .map((date) => ({ date, closed: true, note: 'Holiday' }));
    expect(status('2026-11-23T22:30:00Z', { exceptions: holiday }).text).toBe(
      'Closed · opens on Thursday 3 December at 10:00',
    );
    expect(status('2026-11-23T22:30:00Z', { weekly: [[], [], [], [], [], [], []] }).text).toBe('Closed');
  });

  it('follows a closed-day exception and special hours', () => {
    const christmas: DateException[] = [
      { date: '2026-12-24', closed: false, hours: [{ open: '10:00', close: '15:00' }], note: 'Christmas Eve' },
      { date: '2026-12-25', closed: true, note: 'Christmas Day' },
    ];
    expect(status('2026-12-24T14:00:00Z', { exceptions: christmas }).text).toBe('Open until 15:00');
    expect(status('2026-12-24T16:00:00Z', { exceptions: christmas }).text).toBe('Closed · opens Saturday at 10:00');
    expect(status('2026-12-25T12:00:00Z', { exceptions: christmas }).text).toBe('Closed · opens tomorrow at 10:00');
  });

  it('says midnight, or the real close when the night goes on past it', () => {
    const lateFriday = weekWith({ 5: [{ open: '18:00', close: '24:00' }] });
    expect(status('2026-11-27T23:00:00Z', { weekly: lateFriday }).text).toBe('Open until midnight');
    const pastMidnight = weekWith({ 5: [{ open: '18:00', close: '24:00' }], 6: [{ open: '00:00', close: '02:00' }] });
    expect(status('2026-11-27T23:00:00Z', { weekly: pastMidnight }).text).toBe('Open until 02:00');
    expect(status('2026-11-28T01:00:00Z', { weekly: pastMidnight }).text).toBe('Open until 02:00');
  });

  it('opens at the right local time on the days the clocks change', () => {
    // 29 March 2026, 09:30 BST (08:30 UTC): opens at 10:00 BST (09:00 UTC).
    expect(status('2026-03-29T08:30:00Z').text).toBe('Closed · opens at 10:00');
    expect(status('2026-03-29T09:00:00Z').text).toBe('Open until 22:00');
    // Saturday 28 March 22:30 GMT: tomorrow's 10:00 is BST.
    expect(status('2026-03-28T22:30:00Z').text).toBe('Closed · opens tomorrow at 10:00');
    // 25 October 2026, 09:30 GMT: opens at 10:00 GMT; 22:00 is 22:00 UTC.
    expect(status('2026-10-25T09:30:00Z').text).toBe('Closed · opens at 10:00');
    expect(status('2026-10-25T21:59:00Z').text).toBe('Open until 22:00');
    expect(status('2026-10-25T22:00:00Z').text).toBe('Closed · opens tomorrow at 10:00');
  });

  it('gives the pause message word for word, with the time it resumes when known', () => {
    const now = '2026-11-23T14:10:00Z';
    expect(status(now, { pause: { until: null } })).toEqual({ open: false, paused: true, text: PAUSED_MESSAGE });
    expect(PAUSED_MESSAGE).toBe("We're not taking online orders right now");
    expect(status(now, { pause: { until: at('2026-11-23T14:30:00Z') } }).text).toBe(
      "We're not taking online orders right now · back at 14:30",
    );
    expect(status('2026-11-23T23:50:00Z', { pause: pauseFor(30, at('2026-11-23T23:50:00Z')) }).text).toBe(
      "We're not taking online orders right now · back tomorrow at 00:20",
    );
    // The pause is over by itself once its time is up.
    expect(status('2026-11-23T14:30:00Z', { pause: { until: at('2026-11-23T14:30:00Z') } }).text).toBe(
      'Open until 22:00',
    );
  });

  it('pauses for 15, 30 or 60 minutes, or until resumed', () => {
    const now = at('2026-11-23T14:00:00Z');
    expect(pauseFor(15, now)).toEqual({ until: at('2026-11-23T14:15:00Z') });
    expect(pauseFor(null, now)).toEqual({ until: null });
    expect(isPaused(pauseFor(60, now), at('2026-11-23T14:59:59Z'))).toBe(true);
    expect(isPaused(pauseFor(60, now), at('2026-11-23T15:00:00Z'))).toBe(false);
    expect(isPaused({ until: null }, at('2030-01-01T00:00:00Z'))).toBe(true);
    expect(isPaused(null, now)).toBe(false);
  });
});
