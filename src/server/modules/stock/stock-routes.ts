/**
 * Stock over HTTP (thin routes: validate, call the service, answer). Every route sits under /api/admin, behind
 * requireStaff with the permission staff-route-permissions.ts names:
 *   GET    /api/admin/stock                    ingredients and counted products (catalogue)
 *   POST   /api/admin/ingredients              a new ingredient with what it goes into (catalogue)
 *   PUT    /api/admin/ingredients/:id          its name and links (catalogue)
 *   DELETE /api/admin/ingredients/:id          (catalogue)
 *   POST   /api/admin/ingredients/:id/out      Out: every linked product and option sold out (counter)
 *   POST   /api/admin/ingredients/:id/back-in  Back in (counter)
 *   PUT    /api/admin/stock/products/:id       Stock: N and Reset each morning to N (catalogue)
 *   GET    /api/admin/stock/board              what is out and what is low, for the make screen (counter)
 *   GET    /api/admin/stock/outages            each ingredient's time out today and this week (reports)
 *   GET    /api/admin/stock/refusals           orders refused for stock today and this week (reports)
 * Every change is audited with the person who made it (adminOf).
 */
import { errorAnswers, noContent } from '@domain/contracts/common';
import {
  idParams,
  ingredientBody,
  productStockBody,
  stockAnswer,
  stockBoardAnswer,
  stockOutagesAnswer,
  stockRefusalsAnswer,
} from '@domain/contracts/stock';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { RouteApp } from '../../http/route-app';
import { adminOf } from '../accounts';
import type { StockService } from './stock-service';

type WithParams = FastifyRequest & { params: z.output<typeof idParams> };
type WithBody<T extends z.ZodType> = WithParams & { body: z.output<T> };

export async function stockRoutes(app: RouteApp, { stock }: { stock: StockService }): Promise<void> {
  app.get(
    '/api/admin/stock',
    {
      schema: {
        summary: 'Ingredients and counted products',
        response: { 200: stockAnswer, ...errorAnswers(401, 403, 503) },
      },
    },
    async () => stockHandler(stock),
  );
  app.post(
    '/api/admin/ingredients',
    {
      schema: {
        summary: 'Adds an ingredient with the products and options it goes into',
        body: ingredientBody,
        response: { 200: stockAnswer, ...errorAnswers(400, 401, 403, 409, 503) },
      },
    },
    async (request) => addIngredientHandler(stock, request),
  );
  app.put(
    '/api/admin/ingredients/:id',
    {
      schema: {
        summary: 'Renames an ingredient or changes what it goes into',
        params: idParams,
        body: ingredientBody,
        response: { 200: stockAnswer, ...errorAnswers(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => saveIngredientHandler(stock, request),
  );
  app.delete(
    '/api/admin/ingredients/:id',
    {
      schema: {
        summary: 'Deletes an ingredient',
        params: idParams,
        response: { 204: noContent, ...errorAnswers(400, 401, 403, 404, 503) },
      },
    },
    async (request, reply) => deleteIngredientHandler(stock, request, reply),
  );
  for (const [path, out] of [
    ['/api/admin/ingredients/:id/out', true],
    ['/api/admin/ingredients/:id/back-in', false],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          summary: out ? 'Out: every product and option it goes into is sold out' : 'Back in: they are on sale again',
          params: idParams,
          response: { 200: stockBoardAnswer, ...errorAnswers(400, 401, 403, 404, 503) },
        },
      },
      (out ? outHandler : backInHandler).bind(null, stock),
    );
  }
  app.put(
    '/api/admin/stock/products/:id',
    {
      schema: {
        summary: 'Stock: N (null: not counted) and Reset each morning to N (null: no reset)',
        params: idParams,
        body: productStockBody,
        response: { 200: stockAnswer, ...errorAnswers(400, 401, 403, 404, 503) },
      },
    },
    async (request) => productStockHandler(stock, request),
  );
  app.get(
    '/api/admin/stock/outages',
    {
      schema: {
        summary: 'Each ingredient’s time out today and in the last 7 days, as sentences',
        response: { 200: stockOutagesAnswer, ...errorAnswers(401, 403, 503) },
      },
    },
    async () => outagesHandler(stock),
  );
  app.get(
    '/api/admin/stock/refusals',
    {
      schema: {
        summary: 'Orders refused for stock today and in the last 7 days: checkouts refused, payments refunded, and why',
        response: { 200: stockRefusalsAnswer, ...errorAnswers(401, 403, 503) },
      },
    },
    async () => refusalsHandler(stock),
  );
  app.get(
    '/api/admin/stock/board',
    {
      schema: {
        summary: 'What is out and what is low (at most 3 left), for the make screen',
        response: { 200: stockBoardAnswer, ...errorAnswers(401, 403, 503) },
      },
    },
    async () => boardHandler(stock),
  );
}

async function stockHandler(stock: StockService) {
  const [all, counted] = await Promise.all([stock.ingredients(), stock.counts()]);
  return {
    ingredients: all.map((row) => ({
      id: row.id,
      name: row.name,
      out: row.out,
      outSince: row.outSince?.toISOString() ?? null,
      productIds: [...row.productIds],
      optionIds: [...row.optionIds],
    })),
    counted,
  };
}

async function addIngredientHandler(
  stock: StockService,
  request: FastifyRequest & { body: z.output<typeof ingredientBody> },
) {
  await stock.saveIngredient(null, request.body, await adminOf(request));
  return stockHandler(stock);
}

async function saveIngredientHandler(stock: StockService, request: WithBody<typeof ingredientBody>) {
  await stock.saveIngredient(request.params.id, request.body, await adminOf(request));
  return stockHandler(stock);
}

async function deleteIngredientHandler(stock: StockService, request: WithParams, reply: FastifyReply) {
  await stock.removeIngredient(request.params.id, await adminOf(request));
  return reply.code(204).send(null);
}

async function outHandler(stock: StockService, request: WithParams) {
  await stock.setOut(request.params.id, true, await adminOf(request));
  return stock.board();
}

async function backInHandler(stock: StockService, request: WithParams) {
  await stock.setOut(request.params.id, false, await adminOf(request));
  return stock.board();
}

async function productStockHandler(stock: StockService, request: WithBody<typeof productStockBody>) {
  await stock.setCount(
    request.params.id,
    { onHand: request.body.stock, resetTo: request.body.resetTo },
    await adminOf(request),
  );
  return stockHandler(stock);
}

async function boardHandler(stock: StockService) {
  return stock.board();
}

async function outagesHandler(stock: StockService) {
  return stock.outages();
}

async function refusalsHandler(stock: StockService) {
  return stock.refusals();
}
