/**
 * The till's public face: sales rung up at the counter, priced by checkout's steps, recorded through orders with
 * their channel, and paid through the one fulfilment path (till-service.ts). Owns no table.
 */
export { createTillService, type TillService } from './till-service';
export { tillRoutes } from './till-routes';
