/**
 * The metrics module's public file: services.ts builds the shop's figures (createShopMetrics), and app.ts registers
 * GET /metrics, from here.
 */
export { createShopMetrics, type ShopMetrics } from './metrics';
export { metricsRoutes } from './metrics-routes';
