import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers, eventStreamAnswer } from '@domain/contracts/common';
import { categoryAnswer, menuAnswer, productAnswer, promotionAnswer, type MenuAnswer } from '@domain/contracts/menu';
import { z } from 'zod';
import { streamTopic } from '../live';

/** Brotli when the client takes it, else gzip, else none (a q=0 refuses an encoding). */
function preferredEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const accepted = new Set(
    header
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)))
      .map(([name]) => name!.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** Public reads of the catalogue: the menu in one answer, and a live stream of its changes. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { menu, live } = app.services;

  app.get(
    '/api/menu',
    {
      schema: {
        summary: 'Categories, products (once per name) and active promotions',
        // The answer goes out as bytes serialised once per change (menu-service.ts); the schema documents them.
        response: { 200: menuAnswer, ...errorAnswers(503) },
      },
    },
    async (request, reply) => {
      const snapshot = await menu.get();
      // Compressed bytes made once per change; each encoding is its own representation with its own ETag.
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      const etag = encoding ? `${snapshot.etag.slice(0, -1)}-${encoding}"` : snapshot.etag;
      reply.header('etag', etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
      if (request.headers['if-none-match'] === etag) {
        // No body and no content-length: a 304 that announced one would leave clients waiting for it.
        reply.hijack();
        reply.raw.writeHead(304, reply.getHeaders() as Record<string, string>);
        reply.raw.end();
        return;
      }
      // Already serialised JSON: send the bytes as they are.
      reply.type('application/json; charset=utf-8');
      // The bytes are JSON.stringify of snapshot.menu, a MenuAnswer; Fastify sends a Buffer without serialising it.
      const bytes = encoding === 'br' ? snapshot.brotli : encoding === 'gzip' ? snapshot.gzip : snapshot.body;
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(bytes as unknown as MenuAnswer);
    },
  );

  app.get(
    '/api/menu/stream',
    {
      schema: {
        summary: 'Server-Sent Events: "menu" whenever the catalogue changes',
        response: { 200: eventStreamAnswer },
      },
    },
    (request, reply) => {
      streamTopic(request, reply, live, 'menu', app.shutdownSignal);
    },
  );

  app.get(
    '/api/categories',
    { schema: { summary: 'Every category', response: { 200: z.array(categoryAnswer), ...errorAnswers(503) } } },
    async () => (await menu.get()).menu.categories,
  );
  app.get(
    '/api/products',
    { schema: { summary: 'Products, once per name', response: { 200: z.array(productAnswer), ...errorAnswers(503) } } },
    async () => (await menu.get()).menu.products,
  );
  app.get(
    '/api/promotions',
    {
      schema: { summary: 'Active promotions', response: { 200: z.array(promotionAnswer), ...errorAnswers(503) } },
    },
    async () => (await menu.get()).menu.promotions,
  );
};
