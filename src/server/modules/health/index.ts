/**
 * The health module's public file: app.ts registers the health routes from here. The resilience
 * tests (outages, SIGTERM, slow provider and mail server, load) sit beside them.
 */
export { healthRoutes } from './health-routes';
