/**
 * The printing module's public face. It owns `printers` and `print_jobs`: the counter's CloudPRNT printers and the
 * labels and tickets waiting for them. services.ts builds it and hands its `followers` to orders' fulfilment and
 * staff refunds, so a paid order's prints are queued in the payment's own transaction.
 */
export { createPrinting as createPrintingService, type Printing } from './printing-service';
export { cloudPrntRoutes } from './cloudprnt-routes';
export { printerAdminRoutes } from './printer-admin-routes';
/** The makers' queue (counter) counts an order's cups as its labels do, and refuses cup work as printing does. */
export { printedOrder, printedOrders } from './printed-order';
export { refuseCupWork } from './cup-work';
