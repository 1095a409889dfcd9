/**
 * The catalogue module's public file: other modules, app.ts and services.ts import the catalogue from here only.
 * It owns the categories, products, promotions and product photos tables: the customer's menu (catalogue-routes, menu-service)
 * and the staff's changes to it (catalogue-admin-routes, catalogue-admin-service).
 */
export { catalogueRoutes } from './catalogue-routes';
export { catalogueAdminRoutes } from './catalogue-admin-routes';
export { photoRoutes } from './photo-routes';
export { createCatalogueAdminService, type CatalogueAdminService } from './catalogue-admin-service';
export { createMenuService, type MenuService } from './menu-service';
/** Photos' sizes are made one at a time (services.ts builds the lane). */
export { createPhotoLane, type PhotoLane } from './photo-lane';
/** Checkout prices a basket with the promotions as they are now; the stamp card's default earning categories. */
export { findProductRows, listCategories, listPromotions } from './catalogue-repository';
/** Checkout checks and prices chosen drink options against the live catalogue. */
export { loadOptionCatalogue, productGroupsOf, type OptionCatalogue } from './option-repository';
/** Printing: which lines are drinks (a cup each) and what each chosen option brings to a cup's allergens. */
export { loadDrinkFacts, type DrinkFacts } from './option-repository';
/** VAT: the classes of what a paid order's lines bought. */
export { vatClassesOf } from './vat-classes';
/** The sales report names the options it ranks. */
export { optionGroupNames } from './option-repository';
