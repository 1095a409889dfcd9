/** The basket's public face: screens use these and nothing else from this folder. */
export { BasketProvider, useBasket } from './basket-provider';
export type { LineRef } from './basket-reducer';
export { useDealNudges } from './use-deal-nudges';
export { takeOrderAgainNotes, useOrderAgain } from './order-again';
