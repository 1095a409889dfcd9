import type { DealSchedule } from './deal-schedule';
import type { Pence } from './money';
import type { Size } from './sizes';

/** A "buy N for £X" offer on one category and size. */
export interface Promotion {
  id: string;
  title: string;
  description: string;
  category: string;
  size: Size;
  /** At least 1; a missing value reads as 1. */
  requiredQuantity: number;
  /** Bundle price when size is reg. */
  priceReg: Pence;
  /** Bundle price when size is lrg. */
  priceLrg: Pence;
  active: boolean;
  /** When it runs, on the shop's clock (deal-schedule.ts); absent: whenever it is active. */
  schedule?: DealSchedule | undefined;
}

/**
 * A deal as the menu carries it: one running at the moment the menu was drawn (the server leaves out the others),
 * with what it says when it stops today ("Until 17:00"), else null.
 */
export interface MenuPromotion extends Omit<Promotion, 'schedule'> {
  until: string | null;
}

/** The price of one bundle: the regular or large price depending on the promotion's size. */
export function bundlePrice(promotion: Pick<Promotion, 'size' | 'priceReg' | 'priceLrg'>): Pence {
  return promotion.size === 'reg' ? promotion.priceReg : promotion.priceLrg;
}

export function promotionKey(category: string, size: Size): string {
  return `${category}\u0000${size}`;
}
