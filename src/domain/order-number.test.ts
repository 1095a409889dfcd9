import { describe, expect, it } from 'vitest';
import { dayNumberLabel, orderLabel, orderLabelWithId, orderNumberDay, orderNumberQuery } from './order-number';

describe('orderNumberDay: numbering starts again at midnight in London', () => {
  it.each([
    // In winter (GMT) the shop day turns at midnight UTC.
    ['2026-01-15T23:59:59Z', '2026-01-15'],
    ['2026-01-16T00:00:00Z', '2026-01-16'],
    // In summer (BST) an order paid at 23:30 UTC is already the next shop day.
    ['2026-07-15T22:59:59Z', '2026-07-15'],
    ['2026-07-15T23:00:00Z', '2026-07-16'],
    ['2026-07-15T23:30:00Z', '2026-07-16'],
    // The spring clock change (29 March 2026) keeps one day of 23 hours: 00:30 GMT and 03:30 BST (02:30 UTC) are
    // the same shop day, which ends at 23:00 UTC.
    ['2026-03-29T00:30:00Z', '2026-03-29'],
    ['2026-03-29T02:30:00Z', '2026-03-29'],
    ['2026-03-29T22:59:00Z', '2026-03-29'],
    ['2026-03-29T23:00:00Z', '2026-03-30'],
    // The evening before, still GMT: midnight in London is midnight UTC.
    ['2026-03-28T23:59:00Z', '2026-03-28'],
    // The autumn clock change (25 October 2026) keeps one day of 25 hours, the repeated hour included: 01:30
    // happens twice, at 00:30 UTC (BST) and at 01:30 UTC (GMT), both on the 25th.
    ['2026-10-24T23:00:00Z', '2026-10-25'],
    ['2026-10-25T00:30:00Z', '2026-10-25'],
    ['2026-10-25T01:30:00Z', '2026-10-25'],
    ['2026-10-25T23:59:00Z', '2026-10-25'],
    ['2026-10-26T00:00:00Z', '2026-10-26'],
  ])('an order paid at %s is numbered on shop day %s', (paidAt, day) => {
    expect(orderNumberDay(new Date(paidAt))).toBe(day);
  });
});

describe('how the number reads', () => {
  const id = 'fbb5f967-1234-4abc-8def-0123456789ab';

  it('a numbered order reads "#12"', () => {
    expect(dayNumberLabel(12)).toBe('#12');
    expect(orderLabel({ id, dayNumber: 12 })).toBe('#12');
  });

  it('an order without a number (unpaid, a test payment) reads as the first 8 characters of its id', () => {
    expect(orderLabel({ id, dayNumber: null })).toBe('fbb5f967');
  });

  it('for staff reading it later, with the id’s first 8 characters beside it', () => {
    expect(orderLabelWithId({ id, dayNumber: 12 })).toBe('#12 (fbb5f967)');
    expect(orderLabelWithId({ id, dayNumber: null })).toBe('fbb5f967');
  });
});

describe('orderNumberQuery: staff search by the number', () => {
  it('reads "#12", "# 12", "12" and " 12 " as 12', () => {
    for (const text of ['#12', '# 12', '12', ' 12 ']) expect(orderNumberQuery(text)).toBe(12);
  });

  it('leaves names, e-mails, ids and impossible numbers to the text search', () => {
    for (const text of ['ann', 'ann12@example.com', '#', '#0', '0', '12a', 'fbb5f967', '1234567', '-3', '1.5'])
      expect(orderNumberQuery(text)).toBeNull();
  });
});
