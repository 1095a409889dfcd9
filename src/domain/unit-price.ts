import type { Product } from './catalogue';
import type { Pence } from './money';
import type { Size } from './sizes';

/**
 * The price of one unit of a product at a size (spec §3: priceReg, priceLrg). The one place the browser's menu and
 * basket and the server's checkout read it, so drink options can later add their surcharges here.
 */
export function unitPrice(product: Pick<Product, 'priceReg' | 'priceLrg'>, size: Size): Pence {
  return size === 'reg' ? product.priceReg : product.priceLrg;
}
