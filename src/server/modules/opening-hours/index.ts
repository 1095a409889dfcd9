/**
 * The opening-hours module's public file: other modules, app.ts, services.ts, the seed and scripts import it from here
 * only. It owns the weekly_hours, date_exceptions and shop_state tables: the hours, the pause, busy minutes and the
 * slot capacity. Checkout checks a pickup time and records its order under `reserve`.
 */
export {
  createOpeningHoursService,
  seedOpeningHours,
  type OpeningHoursService,
  type ReservedPickup,
} from './opening-hours-service';
export { openingHoursRoutes } from './opening-hours-routes';
