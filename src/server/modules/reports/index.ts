/**
 * The reports module's public file: the sales report and its CSV export. It owns no table: it reads the orders
 * through its SalesReads port (the orders module's SQL aggregates, `salesReads`, joined in services.ts) and the
 * options' group names through the catalogue's optionGroupNames, and writes nothing.
 */
export { reportRoutes } from './reports-routes';
export { buildReport, readDirectly } from './report-service';
export type { ExportPageEnd, SalesReads } from './sales-reads';
