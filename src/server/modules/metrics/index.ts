/**
 * The metrics module's public file: app.ts builds the shop's figures (createShopMetrics) and registers GET /metrics
 * from here.
 */
export { createShopMetrics } from './metrics';
export { metricsRoutes } from './metrics-routes';
