import type { MenuPromotion } from '@domain/promotion';
import { describe, expect, it } from 'vitest';
import { promotionsInMenuOrder } from './promotions-in-menu-order';

const promotion = (id: string, category: string, size: 'reg' | 'lrg', active = true): MenuPromotion => ({
  id,
  title: id,
  description: '',
  category,
  size,
  requiredQuantity: 2,
  priceReg: 700,
  priceLrg: 850,
  active,
  until: null,
});

describe('promotionsInMenuOrder', () => {
  it('orders deals like the categories on the menu and leaves inactive ones out', () => {
    const categories = [
      { id: 'sweets', value: 'sweets', displayName: 'Sweets', sortOrder: 3 },
      { id: 'tea', value: 'tea', displayName: 'Tea', sortOrder: 1 },
    ];
    const promotions = [
      promotion('sweets', 'sweets', 'reg'),
      promotion('tea-lrg', 'tea', 'lrg'),
      promotion('tea-reg', 'tea', 'reg'),
      promotion('unknown', 'gone', 'reg'),
      promotion('off', 'tea', 'reg', false),
    ];
    expect(promotionsInMenuOrder({ categories, promotions }).map((p) => p.id)).toEqual([
      'tea-reg',
      'tea-lrg',
      'sweets',
      'unknown',
    ]);
  });
});
