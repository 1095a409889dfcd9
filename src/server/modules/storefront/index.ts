/**
 * The storefront module's public file: the built web app, and the shop's customer pages (/, /menu, /order-online
 * and the static pages) drawn on the server with the current menu, and hydrated in the browser. It owns no tables.
 */
export { type StorefrontSetup } from './storefront-routes';
export { registerWebApp } from './web-app';
