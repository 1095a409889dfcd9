/**
 * The counter module's public face: what the makers work from. It owns `cups_made` (the Made marks) and serves the
 * make screen's queue, Made, Ready and Recall (`/api/admin/queue`). It reads and moves orders only through the
 * MakersOrders port it declares, which the orders module implements (`makersOrders`, joined in services.ts); a cup is
 * counted as printing counts it (printing's index).
 */
export { createMakersQueue, type MakersQueueService } from './makers-queue';
export { makersQueueRoutes } from './queue-routes';
