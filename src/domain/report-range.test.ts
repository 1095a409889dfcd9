import { describe, expect, it } from 'vitest';
import {
  percentChange,
  presetRange,
  previousRange,
  rangeDays,
  rangeInstants,
  reportGranularity,
  reportRangeSchema,
} from './report-range';

// 2026-10-25 is the last Sunday of October: the clocks go back from 02:00 BST to 01:00 GMT.
const afternoon = new Date('2026-10-27T15:00:00Z');

describe('presetRange', () => {
  it('reads today in London, not UTC', () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (BST).
    expect(presetRange('today', new Date('2026-06-30T23:30:00Z'))).toEqual({ from: '2026-07-01', to: '2026-07-01' });
    expect(presetRange('yesterday', new Date('2026-06-30T23:30:00Z'))).toEqual({
      from: '2026-06-30',
      to: '2026-06-30',
    });
  });

  it('knows the last 7 days, this month and last month', () => {
    expect(presetRange('last7', afternoon)).toEqual({ from: '2026-10-21', to: '2026-10-27' });
    expect(presetRange('thisMonth', afternoon)).toEqual({ from: '2026-10-01', to: '2026-10-27' });
    expect(presetRange('lastMonth', afternoon)).toEqual({ from: '2026-09-01', to: '2026-09-30' });
    expect(presetRange('lastMonth', new Date('2026-03-10T12:00:00Z'))).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(presetRange('lastMonth', new Date('2027-01-01T00:30:00Z'))).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    });
  });
});

describe('rangeInstants', () => {
  it('runs from local midnight to the next local midnight', () => {
    expect(rangeInstants({ from: '2026-07-01', to: '2026-07-01' })).toEqual({
      start: new Date('2026-06-30T23:00:00Z'),
      end: new Date('2026-07-01T23:00:00Z'),
    });
  });

  it('gives the day the clocks go back 25 hours and the day they go forward 23', () => {
    const back = rangeInstants({ from: '2026-10-25', to: '2026-10-25' });
    expect(back).toEqual({ start: new Date('2026-10-24T23:00:00Z'), end: new Date('2026-10-26T00:00:00Z') });
    expect(back.end.getTime() - back.start.getTime()).toBe(25 * 3600_000);
    const forward = rangeInstants({ from: '2026-03-29', to: '2026-03-29' });
    expect(forward.end.getTime() - forward.start.getTime()).toBe(23 * 3600_000);
  });

  it('puts 23:30 on the night the clocks go back on that date', () => {
    const order = new Date('2026-10-25T23:30:00Z'); // 23:30 GMT, after the change
    const day = rangeInstants({ from: '2026-10-25', to: '2026-10-25' });
    expect(order >= day.start && order < day.end).toBe(true);
    const next = rangeInstants({ from: '2026-10-26', to: '2026-10-26' });
    expect(order >= next.start && order < next.end).toBe(false);
  });
});

describe('previousRange', () => {
  it('is the same number of days just before', () => {
    expect(previousRange({ from: '2026-10-27', to: '2026-10-27' })).toEqual({ from: '2026-10-26', to: '2026-10-26' });
    expect(previousRange({ from: '2026-10-21', to: '2026-10-27' })).toEqual({ from: '2026-10-14', to: '2026-10-20' });
    expect(previousRange({ from: '2026-03-01', to: '2026-03-31' })).toEqual({ from: '2026-01-29', to: '2026-02-28' });
    expect(rangeDays({ from: '2026-03-01', to: '2026-03-31' })).toBe(31);
  });
});

describe('reportRangeSchema', () => {
  it('accepts two dates in order and refuses the rest with a reason', () => {
    expect(reportRangeSchema.safeParse({ from: '2026-10-01', to: '2026-10-31' }).success).toBe(true);
    const backwards = reportRangeSchema.safeParse({ from: '2026-10-31', to: '2026-10-01' });
    expect(backwards.error?.issues[0]?.message).toBe('from must be on or before to.');
    const tooLong = reportRangeSchema.safeParse({ from: '2024-01-01', to: '2026-01-01' });
    expect(tooLong.error?.issues[0]?.message).toBe('A report covers at most 400 days.');
    expect(reportRangeSchema.safeParse({ from: '2026-02-30', to: '2026-03-01' }).success).toBe(false);
  });

  it('refuses dates outside the report years, whose previous period or closing midnight no database holds', () => {
    const message = 'Reports cover dates from 2000-01-01 to 2099-12-31.';
    for (const [from, to] of [
      ['9999-12-31', '9999-12-31'],
      ['2026-12-01', '2100-01-01'],
      ['1999-12-31', '2000-01-02'],
    ] as const) {
      const answer = reportRangeSchema.safeParse({ from, to });
      expect(answer.error?.issues[0]?.message, `${from}..${to}`).toBe(message);
    }
    expect(reportRangeSchema.safeParse({ from: '2000-01-01', to: '2000-01-01' }).success).toBe(true);
    expect(reportRangeSchema.safeParse({ from: '2099-12-31', to: '2099-12-31' }).success).toBe(true);
  });
});

describe('reportGranularity and percentChange', () => {
  it('shows one day by the hour, and a change only when there is something to compare with', () => {
    expect(reportGranularity({ from: '2026-10-25', to: '2026-10-25' })).toBe('hour');
    expect(reportGranularity({ from: '2026-10-25', to: '2026-10-26' })).toBe('day');
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(50, 100)).toBe(-50);
    expect(percentChange(10, 0)).toBeNull();
  });
});
