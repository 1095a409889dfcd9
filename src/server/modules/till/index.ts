/**
 * The till's public face: sales rung up at the counter, priced by checkout's steps, recorded through orders with
 * their channel, and paid through the one fulfilment path (till-service.ts); and the self-order kiosk, whose orders
 * are the till's sales with the channel kiosk (kiosk-service.ts). Owns no table.
 */
export { createTillService, type TillService } from './till-service';
export { tillRoutes } from './till-routes';
export { createKioskService, type KioskService } from './kiosk-service';
export { kioskRoutes } from './kiosk-routes';
