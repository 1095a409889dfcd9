/**
 * Staff management of categories, products and promotions (§4, §5, §7 calls 3 and 4).
 * Every route here sits under /api/admin, so requireAdmin runs before it (accounts/staff-access.ts); routes stay thin:
 * validate, call the service, answer.
 */
import { categoryInputSchema, productInputSchema, promotionInputSchema } from '@domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCategoryAnswer,
  adminProductAnswer,
  adminPromotionAnswer,
  catalogueIdParams as idParams,
} from '@domain/contracts/admin-catalogue';
import { errorAnswers, noContent } from '@domain/contracts/common';
import { adminOf } from '../accounts';
import { listCategories, listProducts, listPromotions } from './catalogue-repository';
import { optionAdminRoutes, type OptionAdminRoutesOptions } from './option-admin-routes';

const errors = errorAnswers(400, 401, 403, 404, 409, 503);

export const catalogueAdminRoutes: FastifyPluginAsyncZod<OptionAdminRoutesOptions> = async (app, options) => {
  const { catalogueAdmin, db } = options;
  // Drink options sit beside the rest of the catalogue.
  await app.register(optionAdminRoutes, options);

  // Categories ---------------------------------------------------------------------------------------------------
  app.get(
    '/api/admin/categories',
    { schema: { summary: 'Every category', response: { 200: z.array(adminCategoryAnswer), ...errors } } },
    async () => listCategories(db),
  );
  app.post(
    '/api/admin/categories',
    {
      schema: {
        summary: 'Adds a category; its id follows the category id rule',
        body: categoryInputSchema,
        response: { 201: adminCategoryAnswer, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await catalogueAdmin.createCategory(await adminOf(request), request.body)),
  );
  app.put(
    '/api/admin/categories/:id',
    {
      schema: {
        summary: 'Changes a category (fields merged)',
        params: idParams,
        body: categoryInputSchema.partial(),
        response: { 200: adminCategoryAnswer, ...errors },
      },
    },
    async (request) => catalogueAdmin.updateCategory(await adminOf(request), request.params.id, request.body),
  );
  app.delete(
    '/api/admin/categories/:id',
    {
      schema: {
        summary: 'Deletes a category no product or promotion uses',
        params: idParams,
        response: { 204: noContent, ...errors },
      },
    },
    async (request, reply) => {
      await catalogueAdmin.deleteCategory(await adminOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  // Products -----------------------------------------------------------------------------------------------------
  app.get(
    '/api/admin/products',
    {
      schema: {
        summary: 'Every product (the page shows each name once)',
        response: { 200: z.array(adminProductAnswer), ...errors },
      },
    },
    async () => listProducts(db),
  );
  app.post(
    '/api/admin/products',
    {
      schema: { summary: 'Adds a product', body: productInputSchema, response: { 201: adminProductAnswer, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await catalogueAdmin.createProduct(await adminOf(request), request.body)),
  );
  app.put(
    '/api/admin/products/:id',
    {
      schema: {
        summary: 'Changes a product (fields merged), e.g. { soldOut: true }',
        params: idParams,
        body: productInputSchema.partial(),
        response: { 200: adminProductAnswer, ...errors },
      },
    },
    async (request) => catalogueAdmin.updateProduct(await adminOf(request), request.params.id, request.body),
  );
  app.delete(
    '/api/admin/products/:id',
    {
      schema: {
        summary: 'Deletes a product (placed orders keep their own copy of it)',
        params: idParams,
        response: { 204: noContent, ...errors },
      },
    },
    async (request, reply) => {
      await catalogueAdmin.deleteProduct(await adminOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  // Promotions ---------------------------------------------------------------------------------------------------
  app.get(
    '/api/admin/promotions',
    {
      schema: {
        summary: 'Every promotion, active or not',
        response: { 200: z.array(adminPromotionAnswer), ...errors },
      },
    },
    async () => listPromotions(db),
  );
  app.post(
    '/api/admin/promotions',
    {
      schema: {
        summary: 'Adds a promotion (one active per category and size)',
        body: promotionInputSchema,
        response: { 201: adminPromotionAnswer, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await catalogueAdmin.createPromotion(await adminOf(request), request.body)),
  );
  app.put(
    '/api/admin/promotions/:id',
    {
      schema: {
        summary: 'Changes a promotion (fields merged)',
        params: idParams,
        body: promotionInputSchema.partial(),
        response: { 200: adminPromotionAnswer, ...errors },
      },
    },
    async (request) => catalogueAdmin.updatePromotion(await adminOf(request), request.params.id, request.body),
  );
  app.delete(
    '/api/admin/promotions/:id',
    { schema: { summary: 'Deletes a promotion', params: idParams, response: { 204: noContent, ...errors } } },
    async (request, reply) => {
      await catalogueAdmin.deletePromotion(await adminOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
