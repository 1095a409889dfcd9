/**
 * Staff management of categories, products and promotions (spec §2 Admin dashboard, §4, §5, §7 calls 3 and 4).
 * Every route here sits under /api/admin, so requireAdmin runs before it (accounts/staff-access.ts); routes stay thin:
 * validate, call the service, answer.
 */
import { categoryInputSchema, productInputSchema, promotionInputSchema } from '@domain/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOf } from '../accounts';
import { listCategories, listProducts, listPromotions } from './catalogue-repository';

const errorBody = z.object({ error: z.string() }).passthrough();
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const idParams = z.object({ id: z.string().min(1).max(100) });
const timestamps = { createdAt: z.string(), updatedAt: z.string() };

export const categoryBody = z.object({
  id: z.string(),
  value: z.string(),
  displayName: z.string(),
  sortOrder: z.number(),
  ...timestamps,
});
export const productBody = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  description: z.string().nullable(),
  priceReg: z.number(),
  priceLrg: z.number(),
  image: z.string().nullable(),
  calories: z.number().nullable(),
  soldOut: z.boolean(),
  sortOrder: z.number(),
  ...timestamps,
});
export const promotionBody = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  size: z.enum(['reg', 'lrg']),
  requiredQuantity: z.number(),
  priceReg: z.number(),
  priceLrg: z.number(),
  active: z.boolean(),
  ...timestamps,
});

export const catalogueAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalogueAdmin, database } = app.services;
  const db = database.db;

  // Categories ---------------------------------------------------------------------------------------------------
  app.get(
    '/api/admin/categories',
    { schema: { summary: 'Every category', response: { 200: z.array(categoryBody), ...errors } } },
    async () => listCategories(db),
  );
  app.post(
    '/api/admin/categories',
    {
      schema: {
        summary: 'Adds a category; its id follows spec §3',
        body: categoryInputSchema,
        response: { 201: categoryBody, ...errors },
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
        response: { 200: categoryBody, ...errors },
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
        response: { 204: z.null(), ...errors },
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
        response: { 200: z.array(productBody), ...errors },
      },
    },
    async () => listProducts(db),
  );
  app.post(
    '/api/admin/products',
    { schema: { summary: 'Adds a product', body: productInputSchema, response: { 201: productBody, ...errors } } },
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
        response: { 200: productBody, ...errors },
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
        response: { 204: z.null(), ...errors },
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
    { schema: { summary: 'Every promotion, active or not', response: { 200: z.array(promotionBody), ...errors } } },
    async () => listPromotions(db),
  );
  app.post(
    '/api/admin/promotions',
    {
      schema: {
        summary: 'Adds a promotion (one active per category and size)',
        body: promotionInputSchema,
        response: { 201: promotionBody, ...errors },
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
        response: { 200: promotionBody, ...errors },
      },
    },
    async (request) => catalogueAdmin.updatePromotion(await adminOf(request), request.params.id, request.body),
  );
  app.delete(
    '/api/admin/promotions/:id',
    { schema: { summary: 'Deletes a promotion', params: idParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await catalogueAdmin.deletePromotion(await adminOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
