/** Test support for the checkout calls' tests (production code never imports it). */
import type { BasketLine } from '@domain/basket';

/** A basket of two REG Taro Milk Teas at £4.50: £9.00. */
export const twoTaroMilkTeas: BasketLine[] = [
  { id: 'p1', name: 'Taro Milk Tea', size: 'reg', price: 450, quantity: 2, category: 'Milk Tea' },
];

/** What a checkout sends for that basket: its lines, the £9.00 its sheet showed, and the customer's contact. */
export function twoTaroMilkTeasFor(name: string, email: string) {
  return { lines: twoTaroMilkTeas, total: 900, name, email };
}
