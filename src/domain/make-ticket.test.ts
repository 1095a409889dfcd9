import { describe, expect, it } from 'vitest';
import { ticketClock, ticketClockStart, ticketClockWords, ticketTone } from './make-ticket';

const at = (hh: number, mm: number) => new Date(Date.UTC(2026, 5, 1, hh, mm));

describe('a make screen ticket', () => {
  it('starts an ASAP order’s clock when it was paid, a scheduled one its prep time before pickup', () => {
    expect(ticketClockStart({ paidAt: at(9, 0), pickupAsap: true, pickupAt: null }, 10)).toEqual(at(9, 0));
    expect(ticketClockStart({ paidAt: at(9, 0), pickupAsap: false, pickupAt: at(15, 0) }, 10)).toEqual(at(14, 50));
    // Paid for a slot closer than the prep time: its clock runs from the payment.
    expect(ticketClockStart({ paidAt: at(14, 55), pickupAsap: false, pickupAt: at(15, 0) }, 10)).toEqual(at(14, 55));
  });

  it('turns amber past the prep time and red past twice that', () => {
    expect(ticketTone(-1, 10)).toBe('due-later');
    expect(ticketTone(0, 10)).toBe('on-time');
    expect(ticketTone(10 * 60_000, 10)).toBe('on-time');
    expect(ticketTone(10 * 60_000 + 1, 10)).toBe('late');
    expect(ticketTone(20 * 60_000, 10)).toBe('late');
    expect(ticketTone(20 * 60_000 + 1, 10)).toBe('very-late');
  });

  it('reads its clock as minutes and seconds, and in words', () => {
    expect(ticketClock(42_000)).toBe('0:42');
    expect(ticketClock(12 * 60_000 + 5_900)).toBe('12:05');
    expect(ticketClock(3_723_000)).toBe('1:02:03');
    expect(ticketClock(-11.5 * 60_000)).toBe('in 12 min');
    expect(ticketClockWords(4 * 60_000 + 30_000)).toBe('4 minutes waiting');
    expect(ticketClockWords(60_000)).toBe('1 minute waiting');
    expect(ticketClockWords(-11.5 * 60_000)).toBe('due in 12 minutes');
  });
});
