/** The basket's public face: screens use these and nothing else from this folder. */
export { BasketProvider, useBasket, type Basket } from './basket-provider';
export type { LineRef } from './basket-reducer';
export { BASKET_STORAGE_KEY } from './basket-storage';
