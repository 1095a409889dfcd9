/**
 * The storefront module's public file: the shop's customer pages (/, /menu, /order-online and the static
 * pages) drawn on the server with the current menu, and hydrated in the browser. It owns no tables.
 */
export { loadStorefrontBuild, registerStorefrontRoutes, type StorefrontSetup } from './storefront-routes';
