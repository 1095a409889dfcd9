/**
 * The close module's public file: the day's close (/admin/close). It owns cash_floats and closed_days; it reads the
 * day's takings through the orders module (dayTakingsOf) and VAT through the VatFigures port services.ts joins to the
 * VAT module, and e-mails through the mail module's outbox.
 */
export { closeRoutes } from './close-routes';
export { createDayCloseService, type DayCloseService, type VatFigures } from './day-close-service';
