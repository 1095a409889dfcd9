import { describe, expect, it } from 'vitest';
import {
  HOLD_MINUTES,
  LONGEST_HOLD_MINUTES,
  heldCupsAllowed,
  holdEnd,
  holdLive,
  mayHold,
  renewedHold,
  roomForPayment,
} from './slot-holds';

const MINUTE = 60_000;
const start = new Date('2026-11-23T12:00:00Z');
const after = (minutes: number) => new Date(start.getTime() + minutes * MINUTE);

describe('slot holds', () => {
  it('holds a place for a few minutes, not half an hour', () => {
    expect(HOLD_MINUTES).toBe(5);
    expect(holdEnd(start, start)).toEqual(after(5));
    expect(holdLive({ until: after(5) }, after(4.9))).toBe(true);
    expect(holdLive({ until: after(5) }, after(5))).toBe(false);
  });

  it('renews a live hold from now, never past the longest hold from when it began', () => {
    expect(renewedHold({ since: start, until: after(5) }, after(4))).toEqual(after(9));
    expect(renewedHold({ since: start, until: after(28) }, after(27))).toEqual(after(LONGEST_HOLD_MINUTES));
    // Renewing at the longest end changes nothing; renewing never shortens a hold.
    expect(renewedHold({ since: start, until: after(30) }, after(29))).toEqual(after(30));
    expect(renewedHold({ since: start, until: after(9) }, after(1))).toEqual(after(9));
  });

  it('never takes back a lapsed hold', () => {
    expect(renewedHold({ since: start, until: after(5) }, after(5))).toBeNull();
    expect(renewedHold({ since: start, until: after(5) }, after(12))).toBeNull();
  });

  it('lets one address hold 20 cups at once, or two slots worth when a slot takes more', () => {
    expect(heldCupsAllowed(4)).toBe(20);
    expect(mayHold(4, 16, 4)).toBe(true);
    expect(mayHold(4, 20, 1)).toBe(false);
    expect(mayHold(4, 18, 3)).toBe(false);
    expect(heldCupsAllowed(30)).toBe(60);
    expect(mayHold(30, 30, 30)).toBe(true);
    expect(mayHold(30, 31, 30)).toBe(false);
  });

  it('limits nothing without a slot capacity (holds then block nobody)', () => {
    expect(heldCupsAllowed(null)).toBeNull();
    expect(mayHold(null, 1_000, 50)).toBe(true);
  });

  it('counts paid cups first: a payment fits when the paid cups leave room, whatever is held', () => {
    expect(roomForPayment(4, 0, 4)).toBe(true);
    expect(roomForPayment(4, 2, 2)).toBe(true);
    expect(roomForPayment(4, 2, 3)).toBe(false);
    expect(roomForPayment(null, 99, 99)).toBe(true);
  });
});
