import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { streamTopic } from '../live';

const errorBody = z.object({ error: z.string() });

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
        response: { 200: z.any(), 503: errorBody },
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
      if (!encoding) return reply.send(snapshot.body);
      return reply.header('content-encoding', encoding).send(encoding === 'br' ? snapshot.brotli : snapshot.gzip);
    },
  );

  app.get(
    '/api/menu/stream',
    { schema: { summary: 'Server-Sent Events: "menu" whenever the catalogue changes' } },
    (request, reply) => {
      streamTopic(request, reply, live, 'menu', app.shutdownSignal);
    },
  );

  app.get(
    '/api/categories',
    { schema: { response: { 200: z.any() } } },
    async () => (await menu.get()).menu.categories,
  );
  app.get('/api/products', { schema: { response: { 200: z.any() } } }, async () => (await menu.get()).menu.products);
  app.get(
    '/api/promotions',
    { schema: { response: { 200: z.any() } } },
    async () => (await menu.get()).menu.promotions,
  );
};
