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
  type OrderState,
} from './order-status';

const paid = (status: OrderState['status']): OrderState => ({ status, paymentStatus: 'paid' });
const anyOrder = fc.record({
  status: fc.constantFrom(...ORDER_STATUSES),
  paymentStatus: fc.constantFrom(...CUSTOMER_PAYMENT_STATUSES),
});

describe('order status', () => {
  it('confirms only a pending order', () => {
    expect(canConfirm(paid('pending'))).toBe(true);
    for (const status of ['confirmed', 'ready', 'completed', 'refunded'] as const)
      expect(canConfirm(paid(status))).toBe(false);
    expect(statusAfter('confirm')).toBe('confirmed');
  });

  it('marks only a confirmed order as ready', () => {
    expect(canMarkReady(paid('confirmed'))).toBe(true);
    for (const status of ['pending', 'ready', 'completed', 'refunded'] as const)
      expect(canMarkReady(paid(status))).toBe(false);
    expect(canMarkReady({ status: 'confirmed', paymentStatus: 'refunded' })).toBe(false);
    expect(refusalOf('ready', paid('pending'))).toBe(
      'Only a confirmed order can be marked as ready; this one is pending.',
    );
    expect(statusAfter('ready')).toBe('ready');
  });

  it('makes a pending or confirmed order ready from the make screen, and refuses the rest with a sentence', () => {
    expect(canReadyNow(paid('pending'))).toBe(true);
    expect(canReadyNow(paid('confirmed'))).toBe(true);
    for (const status of ['ready', 'completed', 'refunded'] as const) expect(canReadyNow(paid(status))).toBe(false);
    expect(canReadyNow({ status: 'pending', paymentStatus: 'refunded' })).toBe(false);
    expect(refusalOf('ready_now', paid('pending'))).toBeNull();
    expect(refusalOf('ready_now', paid('ready'))).toBe('This order is already ready for pickup.');
    expect(refusalOf('ready_now', paid('completed'))).toBe(
      'Only a pending or confirmed order can be marked as ready; this one is completed.',
    );
    expect(refusalOf('ready_now', { status: 'confirmed', paymentStatus: 'refunded' })).toMatch(/refunded/);
    expect(statusAfter('ready_now')).toBe('ready');
  });

  it('recalls only an order ready for pickup, back to confirmed', () => {
    expect(canRecall(paid('ready'))).toBe(true);
    for (const status of ['pending', 'confirmed', 'completed', 'refunded'] as const)
      expect(canRecall(paid(status))).toBe(false);
    expect(canRecall({ status: 'ready', paymentStatus: 'refunded' })).toBe(false);
    expect(refusalOf('recall', paid('completed'))).toBe(
      'Only an order ready for pickup can be recalled; this one is completed.',
    );
    expect(statusAfter('recall')).toBe('confirmed');
  });

  it('refunds from any paid state, ready included', () => {
    expect(canRefund(paid('ready'))).toBe(true);
    expect(canComplete(paid('ready'))).toBe(true);
    expect(canEditPrepTime(paid('ready'))).toBe(false);
  });

  it('completes any order that is not completed yet', () => {
    expect(canComplete(paid('pending'))).toBe(true);
    expect(canComplete(paid('confirmed'))).toBe(true);
    expect(canComplete(paid('refunded'))).toBe(false);
    expect(canComplete(paid('completed'))).toBe(false);
    expect(statusAfter('complete')).toBe('completed');
  });

  it('lets prep time change only while pending or confirmed', () => {
    expect(canEditPrepTime(paid('pending'))).toBe(true);
    expect(canEditPrepTime(paid('confirmed'))).toBe(true);
    expect(canEditPrepTime(paid('completed'))).toBe(false);
    expect(canEditPrepTime(paid('refunded'))).toBe(false);
  });

  it('refunds a paid order once', () => {
    expect(canRefund(paid('pending'))).toBe(true);
    expect(canRefund(paid('completed'))).toBe(true);
    expect(canRefund({ status: 'pending', paymentStatus: 'needs_review' })).toBe(true);
    expect(canRefund(paid('refunded'))).toBe(false);
    expect(canRefund({ status: 'completed', paymentStatus: 'refunded' })).toBe(false);
    expect(refusalOf('refund', { status: 'completed', paymentStatus: 'refunded' })).toBe(
      'This order has already been refunded.',
    );
    expect(statusAfter('refund')).toBe('refunded');
  });

  it('keeps a refund final: a refunded order is never confirmed or completed, and shows as refunded', () => {
    const paymentRefunded = { status: 'completed', paymentStatus: 'refunded' } as const;
    for (const order of [
      paid('refunded'),
      paymentRefunded,
      { status: 'pending', paymentStatus: 'refunded' } as const,
    ]) {
      expect(canConfirm(order)).toBe(false);
      expect(canComplete(order)).toBe(false);
      expect(canEditPrepTime(order)).toBe(false);
      expect(shownStatus(order)).toBe('refunded');
    }
    expect(refusalOf('complete', paymentRefunded)).toBe(
      'This order has been refunded, so it cannot be completed. A refund is final.',
    );
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

  it('takes prep time as whole minutes of at least 0', () => {
    expect(parsePrepTime('15')).toBe(15);
    expect(parsePrepTime(0)).toBe(0);
    expect(parsePrepTime(' 7 ')).toBe(7);
    expect(parsePrepTime('-1')).toBeNull();
    expect(parsePrepTime('2.5')).toBeNull();
    expect(parsePrepTime('')).toBeNull();
    expect(parsePrepTime('abc')).toBeNull();
    expect(parsePrepTime(1e9)).toBeNull();
    expect(parsePrepTime(null)).toBeNull();
  });

  it('colours refunded red, completed green, ready blue and the rest yellow', () => {
    expect(statusColour('ready')).toBe('blue');
    expect(statusColour('refunded')).toBe('red');
    expect(statusColour('completed')).toBe('green');
    expect(statusColour('pending')).toBe('yellow');
    expect(statusColour('confirmed')).toBe('yellow');
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
