/**
 * The printing module's public face. It owns `printers` and `print_jobs`: the counter's CloudPRNT printers and the
 * labels and tickets waiting for them; and `cups_made`, the makers' queue's Made marks. services.ts builds it and hands its `followers` to orders' fulfilment and
 * staff refunds, so a paid order's prints are queued in the payment's own transaction.
 */
export { createPrinting as createPrintingService, type Printing } from './printing-service';
export { cloudPrntRoutes } from './cloudprnt-routes';
export { printerAdminRoutes } from './printer-admin-routes';
export { createMakersQueue, type MakersQueueService } from './makers-queue';
export { makersQueueRoutes } from './queue-routes';
