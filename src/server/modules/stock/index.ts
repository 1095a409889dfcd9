/**
 * The stock module's public face: counted products (taken by a paid order in its payment's transaction, put back by
 * its refund, reset each morning at opening time) and ingredients (Out takes every product and option they go into
 * off every open menu). Owns product_stock, stock_takes, ingredients, ingredient_links, ingredient_outages and stock_refusals.
 */
export { createStockService, type StockService } from './stock-service';
export { stockRoutes } from './stock-routes';
