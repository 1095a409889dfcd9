/**
 * The reports module's public file: the sales report and its CSV export. It owns no table: it reads the orders
 * through the orders module's sales queries (SQL aggregates) and the options' group names through the catalogue's
 * optionGroupNames, and writes nothing.
 */
export { reportRoutes } from './reports-routes';
export { buildReport, readDirectly } from './report-service';
