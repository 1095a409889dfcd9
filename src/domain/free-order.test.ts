import { describe, expect, it } from 'vitest';
import { chargeRefusal, isFreeOrder, UNDER_MINIMUM_CHARGE } from './free-order';

const basket = (subtotal: number, discount: number, free: number | null) => ({
  subtotal,
  discount,
  total: subtotal - discount - (free ?? 0),
  freeDrink: free === null ? null : { amount: free },
});

describe('a free order', () => {
  it('is a basket the stamp card’s free drink alone takes to £0.00', () => {
    expect(isFreeOrder(basket(390, 0, 390))).toBe(true);
    expect(chargeRefusal(basket(390, 0, 390))).toBeNull();
  });

  it('is not a basket that still costs something, or that a promotion takes to nothing', () => {
    expect(isFreeOrder(basket(460, 0, 390))).toBe(false);
    expect(isFreeOrder(basket(400, 10, 390))).toBe(false);
    expect(isFreeOrder(basket(0, 0, null))).toBe(false);
    expect(isFreeOrder(basket(390, 390, null))).toBe(false);
  });

  it('leaves every other basket under £0.30 refused with today’s sentence', () => {
    expect(chargeRefusal(basket(410, 0, 390))).toBe(UNDER_MINIMUM_CHARGE);
    expect(chargeRefusal(basket(400, 10, 390))).toBe(UNDER_MINIMUM_CHARGE);
    expect(chargeRefusal(basket(29, 0, null))).toBe(UNDER_MINIMUM_CHARGE);
    expect(chargeRefusal(basket(30, 0, null))).toBeNull();
    expect(chargeRefusal(basket(420, 0, 390))).toBeNull();
  });
});
