/**
 * The loyalty module's public face: the stamp card. It owns `stamp_card_settings`, `stamp_cards` and
 * `stamp_entries`. services.ts builds it and joins its ports: orders' fulfilment and staff refunds tell it of paid and
 * refunded orders (`followers`), checkout holds and re-checks a reward (`checkoutRewards`), privacy shows and erases a
 * card (`personalData`); the privacy module's proof of an address (its `AddressProof` port) sends and checks the
 * codes.
 */
export { createLoyalty, type Loyalty } from './loyalty-service';
export { loyaltyRoutes } from './loyalty-routes';
