import type { Product } from './catalogue';
import { optionPrice, type ChosenOption, type DrinkOption } from './drink-options';
import type { Pence } from './money';
import type { Size } from './sizes';

/** The price of a product at a size alone (priceReg, priceLrg): the part a promotion's bundle replaces. */
export function sizePrice(product: Pick<Product, 'priceReg' | 'priceLrg'>, size: Size): Pence {
  return size === 'reg' ? product.priceReg : product.priceLrg;
}

/**
 * An option as a price reads it: from the catalogue (priced by size), or as a line keeps it once chosen (its
 * surcharge already at the line's size).
 */
export type PricedOption = Pick<DrinkOption, 'priceReg' | 'priceLrg'> | Pick<ChosenOption, 'price'>;

/**
 * The price of one unit of a product at a size with its chosen options: the size price plus each option's surcharge
 * at that size. The one place the browser's menu and basket and the server's checkout read it.
 */
export function unitPrice(
  product: Pick<Product, 'priceReg' | 'priceLrg'>,
  size: Size,
  options: readonly PricedOption[] = [],
): Pence {
  return options.reduce(
    (sum, option) => sum + ('price' in option ? option.price : optionPrice(option, size)),
    sizePrice(product, size),
  );
}
