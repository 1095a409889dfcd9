import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_PAYMENT_STATUSES,
  ORDER_STATUSES,
  ORDER_STATUS_TRANSITIONS,
  canComplete,
  canConfirm,
  canMoveOrder,
  PAYABLE_PAYMENT_STATUSES,
  PAYMENT_STATUSES,
  PAYMENT_TRANSITIONS,
  REFUNDABLE_PAYMENT_STATUSES,
  UNPAID_PAYMENT_STATUSES,
  canMovePayment,
  isCustomerPaymentStatus,
  isPayable,
  isPaymentStatus,
  isUnpaid,
  orderNumber,
  paymentStatusesBefore,
  type PaymentStatus,
} from './order-status';

describe('payment lifecycle (a payment event moves an order only forward)', () => {
  it('names every payment state once, and every set is made of them', () => {
    expect(new Set(PAYMENT_STATUSES).size).toBe(PAYMENT_STATUSES.length);
    for (const set of [PAYABLE_PAYMENT_STATUSES, UNPAID_PAYMENT_STATUSES, REFUNDABLE_PAYMENT_STATUSES]) {
      for (const status of set) expect(PAYMENT_STATUSES).toContain(status);
    }
  });

  it('splits the states into unpaid checkout attempts and paid customer orders, with nothing in both or neither', () => {
    const unpaid = new Set<PaymentStatus>(UNPAID_PAYMENT_STATUSES);
    const paid = new Set<PaymentStatus>(CUSTOMER_PAYMENT_STATUSES);
    for (const status of PAYMENT_STATUSES) expect(unpaid.has(status) !== paid.has(status)).toBe(true);
    expect([...UNPAID_PAYMENT_STATUSES].sort()).toEqual(['awaiting_payment', 'cancelled', 'failed']);
    expect([...CUSTOMER_PAYMENT_STATUSES].sort()).toEqual(['needs_review', 'paid', 'refunded']);
  });

  it('keeps payable attempts (a retry pays them) inside the unpaid ones', () => {
    expect([...PAYABLE_PAYMENT_STATUSES].sort()).toEqual(['awaiting_payment', 'failed']);
    for (const status of PAYABLE_PAYMENT_STATUSES) expect(isUnpaid({ paymentStatus: status })).toBe(true);
    expect(isPayable({ paymentStatus: 'cancelled' })).toBe(false);
    expect(isUnpaid({ paymentStatus: 'cancelled' })).toBe(true);
  });

  it('allows the moves fulfilment makes', () => {
    expect(paymentStatusesBefore('paid').sort()).toEqual([...UNPAID_PAYMENT_STATUSES].sort());
    expect(paymentStatusesBefore('needs_review').sort()).toEqual([...UNPAID_PAYMENT_STATUSES].sort());
    expect(paymentStatusesBefore('failed').sort()).toEqual([...PAYABLE_PAYMENT_STATUSES].sort());
    expect(paymentStatusesBefore('cancelled').sort()).toEqual([...PAYABLE_PAYMENT_STATUSES].sort());
    expect(paymentStatusesBefore('refunded').sort()).toEqual([...REFUNDABLE_PAYMENT_STATUSES].sort());
  });

  it('refuses the moves that would undo money taken or given back', () => {
    expect(canMovePayment('paid', 'failed')).toBe(false);
    expect(canMovePayment('paid', 'cancelled')).toBe(false);
    expect(canMovePayment('paid', 'paid')).toBe(false);
    expect(canMovePayment('needs_review', 'paid')).toBe(false);
    expect(canMovePayment('cancelled', 'failed')).toBe(false);
    for (const to of PAYMENT_STATUSES) expect(canMovePayment('refunded', to)).toBe(false);
    for (const to of PAYMENT_STATUSES) expect(canMovePayment(to, 'awaiting_payment')).toBe(false);
  });

  it('never moves a paid order back to unpaid, whatever the moves', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PAYMENT_STATUSES), { maxLength: 12 }), (targets) => {
        let state: PaymentStatus = 'awaiting_payment';
        let wasPaid = false;
        for (const to of targets) {
          if (!canMovePayment(state, to)) continue;
          state = to;
          wasPaid ||= isCustomerPaymentStatus(state);
          if (wasPaid) expect(isCustomerPaymentStatus(state)).toBe(true);
        }
      }),
    );
  });

  it('knows its own words and no others', () => {
    for (const status of PAYMENT_STATUSES) expect(isPaymentStatus(status)).toBe(true);
    for (const other of ['', 'PAID', 'succeeded', 'pending', null, 1]) expect(isPaymentStatus(other)).toBe(false);
    expect(Object.keys(PAYMENT_TRANSITIONS).sort()).toEqual([...PAYMENT_STATUSES].sort());
  });

  it('moves an order at the counter only along the allowed moves', () => {
    expect(Object.keys(ORDER_STATUS_TRANSITIONS).sort()).toEqual([...ORDER_STATUSES].sort());
    for (const from of ORDER_STATUSES) {
      expect(canMoveOrder(from, 'confirmed')).toBe(from === 'pending');
      expect(canMoveOrder(from, 'completed')).toBe(from !== 'completed' && from !== 'refunded');
      expect(canMoveOrder(from, 'refunded')).toBe(from !== 'refunded');
      expect(canMoveOrder(from, 'pending')).toBe(false);
      expect(canConfirm({ status: from })).toBe(canMoveOrder(from, 'confirmed'));
      expect(canComplete({ status: from })).toBe(canMoveOrder(from, 'completed'));
    }
  });

  it('numbers an order by the first 8 characters of its id', () => {
    expect(orderNumber('0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0')).toBe('0f1e2d3c');
  });
});
