import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_PAYMENT_STATUSES, ORDER_STATUSES } from './order-status';
import {
  TRACKING_DAYS,
  expectedReadyAt,
  firstName,
  isTrackable,
  isTrackingToken,
  trackingSteps,
  trackingTitle,
} from './order-tracking';

const labels = (status: (typeof ORDER_STATUSES)[number]) =>
  trackingSteps({ status, paymentStatus: 'paid' }).map((step) => `${step.label}:${step.state}`);

describe('order tracking steps', () => {
  it.each([
    ['pending', 'Received:current, Confirmed:upcoming, Ready for pickup:upcoming, Collected:upcoming'],
    ['confirmed', 'Received:done, Confirmed:current, Ready for pickup:upcoming, Collected:upcoming'],
    ['ready', 'Received:done, Confirmed:done, Ready for pickup:current, Collected:upcoming'],
    ['completed', 'Received:done, Confirmed:done, Ready for pickup:done, Collected:current'],
  ] as const)(
    'names the steps Received, Confirmed, Ready for pickup, Collected and marks %s as current',
    (status, steps) => {
      expect(labels(status).join(', ')).toBe(steps);
    },
  );

  it('ends in Refunded when the order or its payment was refunded', () => {
    expect(labels('refunded')).toEqual(['Received:done', 'Refunded:current']);
    expect(trackingSteps({ status: 'ready', paymentStatus: 'refunded' }).at(-1)).toMatchObject({
      label: 'Refunded',
      state: 'current',
    });
  });

  it('always has exactly one current step', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ORDER_STATUSES), fc.constantFrom(...CUSTOMER_PAYMENT_STATUSES), (status, pay) => {
        expect(trackingSteps({ status, paymentStatus: pay }).filter((s) => s.state === 'current')).toHaveLength(1);
      }),
    );
  });

  it('titles the tab with the status', () => {
    expect(trackingTitle({ status: 'ready', paymentStatus: 'paid', number: '3f2a9c1e' })).toBe(
      'Ready for pickup · Order 3f2a9c1e · Pearl',
    );
  });

  it(`works for ${TRACKING_DAYS} days after payment, never before it`, () => {
    const paid = new Date('2026-01-01T10:00:00Z');
    expect(isTrackable(paid, new Date('2026-01-31T10:00:00Z'))).toBe(true);
    expect(isTrackable(paid, new Date('2026-01-31T10:00:01Z'))).toBe(false);
    expect(isTrackable(null, paid)).toBe(false);
  });

  it('accepts only 43-character base64url tokens', () => {
    expect(isTrackingToken('a'.repeat(43))).toBe(true);
    expect(isTrackingToken('a'.repeat(42))).toBe(false);
    expect(isTrackingToken(`${'a'.repeat(42)}/`)).toBe(false);
  });

  it('shows the first name only', () => {
    expect(firstName('  Ada   Lovelace ')).toBe('Ada');
    expect(firstName(null)).toBeNull();
    expect(firstName('  ')).toBeNull();
  });
});

describe('when the order page says the order will be ready', () => {
  const estimate = '2026-11-23T12:12:00.000Z';
  const staffTime = '2026-11-23T12:20:00.000Z';

  it('uses the ASAP estimate the order was placed with until staff confirm their own', () => {
    expect(expectedReadyAt({ pickupAsap: true, pickupAt: estimate, readyAt: null })).toBe(estimate);
    expect(expectedReadyAt({ pickupAsap: true, pickupAt: estimate, readyAt: staffTime })).toBe(staffTime);
  });

  it('says nothing of a scheduled order before staff confirm (it has its slot)', () => {
    expect(expectedReadyAt({ pickupAsap: false, pickupAt: estimate, readyAt: null })).toBeNull();
    expect(expectedReadyAt({ pickupAsap: true, pickupAt: null, readyAt: null })).toBeNull();
  });
});
