/**
 * The reports module's public file: the sales report and its CSV export. It owns no table: it only READS
 * the orders module's orders and order_lines (and catalogue's option_groups for the options' group names), in SQL
 * aggregates, and never writes them (ARCHITECTURE.md "Who owns which table").
 */
export { reportRoutes } from './reports-routes';
export { buildReport } from './report-service';
