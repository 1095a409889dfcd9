import type { Product } from './catalogue';
import { optionPrice, type DrinkOption } from './drink-options';
import type { Pence } from './money';
import type { Size } from './sizes';

/** The price of a product at a size alone (priceReg, priceLrg): the part a promotion's bundle replaces. */
export function sizePrice(product: Pick<Product, 'priceReg' | 'priceLrg'>, size: Size): Pence {
  return size === 'reg' ? product.priceReg : product.priceLrg;
}

/**
 * The price of one unit of a product at a size with its chosen options: the size price plus each option's surcharge
 * at that size. The one place the browser's menu and basket and the server's checkout read it.
 */
export function unitPrice(
  product: Pick<Product, 'priceReg' | 'priceLrg'>,
  size: Size,
  options: readonly Pick<DrinkOption, 'priceReg' | 'priceLrg'>[] = [],
): Pence {
  return options.reduce((sum, option) => sum + optionPrice(option, size), sizePrice(product, size));
}
