/**
 * The vat module's public face. It owns `vat_settings` and `order_vat`. services.ts builds the VatService and joins
 * it to orders as a follower of paid and refunded orders (the figures are written in the payment's or the refund's
 * transaction) and to the catalogue for the classes of what a line bought (`VatClassSource`, order-vat.ts). Its
 * readers: `registration`, `settings`, `dayTotals`, `rangeVat`, `orderVat`, `receiptVat`, `ordersVat`.
 */
export { VatService } from './vat-service';
export { vatRoutes } from './vat-routes';
