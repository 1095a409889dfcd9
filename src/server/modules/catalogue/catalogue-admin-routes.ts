/**
 * Staff management of categories, products and promotions.
 * Every route here sits under /api/admin, so requireStaff runs before it (accounts/staff-access.ts); routes stay thin:
 * validate, call the service, answer.
 */
import { categoryInputSchema, productInputSchema, promotionInputSchema } from '@domain/schemas';
import {
  adminCategoryAnswer,
  adminProductAnswer,
  adminPromotionAnswer,
  catalogueIdParams as idParams,
  productOrderInput,
  type ProductOrderInput,
} from '@domain/contracts/admin-catalogue';
import type { RouteApp } from '../../http/route-app';
import { noContent } from '@domain/contracts/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { adminOf } from '../accounts';
import type { CatalogueAdminService } from './catalogue-admin-service';
import { adminErrors, collectionRoutes } from './collection-routes';
import { optionAdminRoutes, type OptionAdminRoutesOptions } from './option-admin-routes';

/** PUT /api/admin/product-order: a category's products in the order the menu shows them. */
async function reorderProductsHandler(
  catalogueAdmin: CatalogueAdminService,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  await catalogueAdmin.reorderProducts(await adminOf(request), request.body as ProductOrderInput);
  return reply.status(204).send(null);
}

export async function catalogueAdminRoutes(app: RouteApp, options: OptionAdminRoutesOptions): Promise<void> {
  const { catalogueAdmin } = options;
  // Drink options sit beside the rest of the catalogue.
  await app.register(optionAdminRoutes, options);

  collectionRoutes(app, {
    path: '/api/admin/categories',
    params: idParams,
    answer: adminCategoryAnswer,
    input: categoryInputSchema,
    change: categoryInputSchema.partial(),
    summaries: {
      list: 'Every category',
      add: 'Adds a category; its id follows the category id rule',
      change: 'Changes a category (fields merged)',
      remove: 'Deletes a category no product or promotion uses',
    },
    list: () => catalogueAdmin.listCategories(),
    add: (admin, input) => catalogueAdmin.createCategory(admin, input),
    update: (admin, id, input) => catalogueAdmin.updateCategory(admin, id, input),
    remove: (admin, id) => catalogueAdmin.deleteCategory(admin, id),
  });
  collectionRoutes(app, {
    path: '/api/admin/products',
    params: idParams,
    answer: adminProductAnswer,
    input: productInputSchema,
    change: productInputSchema.partial(),
    summaries: {
      list: 'Every product (the page shows each name once)',
      add: 'Adds a product',
      change: 'Changes a product (fields merged), e.g. { soldOut: true }',
      remove: 'Deletes a product (placed orders keep their own copy of it)',
    },
    list: () => catalogueAdmin.listProducts(),
    add: (admin, input) => catalogueAdmin.createProduct(admin, input),
    update: (admin, id, input) => catalogueAdmin.updateProduct(admin, id, input),
    remove: (admin, id) => catalogueAdmin.deleteProduct(admin, id),
  });
  app.put(
    '/api/admin/product-order',
    {
      schema: {
        summary: "Puts a category's products in this order (every product of the category once)",
        body: productOrderInput,
        response: { 204: noContent, ...adminErrors },
      },
    },
    reorderProductsHandler.bind(null, catalogueAdmin),
  );
  collectionRoutes(app, {
    path: '/api/admin/promotions',
    params: idParams,
    answer: adminPromotionAnswer,
    input: promotionInputSchema,
    change: promotionInputSchema.partial(),
    summaries: {
      list: 'Every promotion, active or not',
      add: 'Adds a promotion (one active per category and size)',
      change: 'Changes a promotion (fields merged)',
      remove: 'Deletes a promotion',
    },
    list: () => catalogueAdmin.listPromotions(),
    add: (admin, input) => catalogueAdmin.createPromotion(admin, input),
    update: (admin, id, input) => catalogueAdmin.updatePromotion(admin, id, input),
    remove: (admin, id) => catalogueAdmin.deletePromotion(admin, id),
  });
}
