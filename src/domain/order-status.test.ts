import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_PAYMENT_STATUSES,
  ORDER_STATUSES,
  canComplete,
  canConfirm,
  canEditPrepTime,
  canMarkReady,
  canReadyNow,
  canRecall,
  canRefund,
  cupWorkRefusal,
  matchesStatusFilter,
  PAYMENT_STATUSES,
  orderNumber,
  parsePrepTime,
  refusalOf,
  statusAfter,
  shownStatus,
  statusColour,
  type OrderAction,
  type OrderState,
  type OrderStatus,
} from './order-status';

const paid = (status: OrderState['status']): OrderState => ({ status, paymentStatus: 'paid' });
const anyOrder = fc.record({
  status: fc.constantFrom(...ORDER_STATUSES),
  paymentStatus: fc.constantFrom(...CUSTOMER_PAYMENT_STATUSES),
});

/** Each counter move, the statuses of a paid order it is offered from, and the status it leaves behind. */
const MOVES: readonly {
  action: Exclude<OrderAction, 'prep_time'>;
  allowed: (order: OrderState) => boolean;
  from: readonly OrderStatus[];
  to: OrderStatus;
}[] = [
  { action: 'confirm', allowed: canConfirm, from: ['pending'], to: 'confirmed' },
  { action: 'ready', allowed: canMarkReady, from: ['confirmed'], to: 'ready' },
  { action: 'ready_now', allowed: canReadyNow, from: ['pending', 'confirmed'], to: 'ready' },
  { action: 'recall', allowed: canRecall, from: ['ready'], to: 'confirmed' },
  { action: 'complete', allowed: canComplete, from: ['pending', 'confirmed', 'ready'], to: 'completed' },
  { action: 'refund', allowed: canRefund, from: ['pending', 'confirmed', 'ready', 'completed'], to: 'refunded' },
];

describe('order status', () => {
  it.each(MOVES)('offers $action only from $from, and leaves the order $to', ({ action, allowed, from, to }) => {
    for (const status of ORDER_STATUSES) expect(allowed(paid(status)), status).toBe(from.includes(status));
    expect(statusAfter(action)).toBe(to);
  });

  it('lets prep time change only while pending or confirmed', () => {
    for (const status of ORDER_STATUSES)
      expect(canEditPrepTime(paid(status)), status).toBe(status === 'pending' || status === 'confirmed');
  });

  it.each([
    ['ready', paid('pending'), 'Only a confirmed order can be marked as ready; this one is pending.'],
    ['ready_now', paid('pending'), null],
    ['ready_now', paid('ready'), 'This order is already ready for pickup.'],
    [
      'ready_now',
      paid('completed'),
      'Only a pending or confirmed order can be marked as ready; this one is completed.',
    ],
    [
      'ready_now',
      { status: 'confirmed', paymentStatus: 'refunded' },
      'This order has been refunded, so it cannot be marked as ready. A refund is final.',
    ],
    ['recall', paid('completed'), 'Only an order ready for pickup can be recalled; this one is completed.'],
    ['refund', { status: 'completed', paymentStatus: 'refunded' }, 'This order has already been refunded.'],
    [
      'complete',
      { status: 'completed', paymentStatus: 'refunded' },
      'This order has been refunded, so it cannot be completed. A refund is final.',
    ],
  ] as const)('answers %s on %j with %j', (action, order, refusal) => {
    expect(refusalOf(action, order)).toBe(refusal);
  });

  it('refunds a payment held for review too', () => {
    expect(canRefund({ status: 'pending', paymentStatus: 'needs_review' })).toBe(true);
  });

  it('keeps a refund final: a refunded order is offered no move, and shows as refunded', () => {
    const refunded = ORDER_STATUSES.map((status): OrderState => ({ status, paymentStatus: 'refunded' }));
    for (const order of [paid('refunded'), ...refunded]) {
      for (const { action, allowed } of MOVES) expect(allowed(order), `${action} ${order.status}`).toBe(false);
      expect(canEditPrepTime(order)).toBe(false);
      expect(shownStatus(order)).toBe('refunded');
    }
    expect(shownStatus(paid('completed'))).toBe('completed');
  });

  it('explains every refusal and allows every action it does not refuse', () => {
    fc.assert(
      fc.property(
        anyOrder,
        fc.constantFrom('confirm', 'ready', 'complete', 'refund', 'prep_time' as const),
        (order, action) => {
          const allowed = {
            confirm: canConfirm,
            ready: canMarkReady,
            complete: canComplete,
            refund: canRefund,
            prep_time: canEditPrepTime,
          }[action](order);
          const refusal = refusalOf(action, order);
          expect(refusal === null).toBe(allowed);
          if (refusal) expect(refusal).toMatch(/\.$/);
        },
      ),
    );
  });

  it('never allows an action that leaves the status as it was, except a prep time change', () => {
    fc.assert(
      fc.property(anyOrder, fc.constantFrom('confirm', 'ready', 'complete', 'refund' as const), (order, action) => {
        if (refusalOf(action, order) === null) expect(statusAfter(action)).not.toBe(order.status);
      }),
    );
  });

  it.each([
    ['15', 15],
    [0, 0],
    [' 7 ', 7],
    ['-1', null],
    ['2.5', null],
    ['', null],
    ['abc', null],
    [1e9, null],
    [null, null],
  ])('takes prep time as whole minutes of at least 0: %j is %j', (input, minutes) => {
    expect(parsePrepTime(input)).toBe(minutes);
  });

  it.each([
    ['ready', 'blue'],
    ['refunded', 'red'],
    ['completed', 'green'],
    ['pending', 'yellow'],
    ['confirmed', 'yellow'],
  ] as const)('colours %s %s', (status, colour) => {
    expect(statusColour(status)).toBe(colour);
  });

  it('shows the first 8 characters of the id as the order number', () => {
    expect(orderNumber('3f2a9c1e-0000-4000-8000-000000000000')).toBe('3f2a9c1e');
  });

  it('filters paid and refunded orders', () => {
    expect(matchesStatusFilter(paid('pending'), 'paid')).toBe(true);
    expect(matchesStatusFilter(paid('pending'), 'refunded')).toBe(false);
    expect(matchesStatusFilter({ status: 'refunded', paymentStatus: 'refunded' }, 'refunded')).toBe(true);
    expect(matchesStatusFilter({ status: 'completed', paymentStatus: 'refunded' }, 'paid')).toBe(false);
    fc.assert(fc.property(anyOrder, (order) => matchesStatusFilter(order, 'all')));
    expect(matchesStatusFilter(paid('ready'), 'ready')).toBe(true);
    expect(matchesStatusFilter(paid('confirmed'), 'ready')).toBe(false);
    expect(matchesStatusFilter({ status: 'ready', paymentStatus: 'refunded' }, 'ready')).toBe(false);
  });

  it('prints and makes only a paid customer order, and says why not for any other', () => {
    for (const work of ['print', 'labels', 'made'] as const) {
      for (const status of ['pending', 'confirmed', 'ready', 'completed'] as const)
        expect(cupWorkRefusal(paid(status), work)).toBeNull();
      expect(cupWorkRefusal({ status: null, paymentStatus: 'awaiting_payment' }, work)).toMatch(/has not been paid/);
      expect(cupWorkRefusal({ status: null, paymentStatus: 'needs_review' }, work)).toMatch(/being checked/);
      expect(cupWorkRefusal({ status: 'refunded', paymentStatus: 'refunded' }, work)).toMatch(/been refunded/);
      expect(cupWorkRefusal({ status: 'pending', paymentStatus: 'refunded' }, work)).toMatch(/been refunded/);
      // A test payment's order is paid but never a customer order.
      expect(cupWorkRefusal({ status: null, paymentStatus: 'paid' }, work)).toMatch(/has not been paid/);
    }
    fc.assert(
      fc.property(
        fc.constantFrom(...PAYMENT_STATUSES),
        fc.constantFrom(null, ...ORDER_STATUSES),
        (paymentStatus, status) =>
          (cupWorkRefusal({ status, paymentStatus }, 'made') === null) ===
          (paymentStatus === 'paid' && status !== null && status !== 'refunded'),
      ),
    );
    expect(cupWorkRefusal({ status: null, paymentStatus: 'failed' }, 'labels')).toBe(
      'This order has not been paid, so its labels cannot be printed.',
    );
  });
});
