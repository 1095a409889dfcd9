import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SchemaNotReadyError } from '../../db/client';

/**
 * Liveness (the process answers) and readiness (it can reach its database, and that database has Pearl's schema with
 * every migration of this build recorded: an empty or half-migrated database is not ready).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/health', { schema: { response: { 200: z.object({ status: z.literal('ok') }) } } }, async () => ({
    status: 'ok' as const,
  }));

  app.get(
    '/api/ready',
    { schema: { response: { 200: z.object({ status: z.literal('ready') }), 503: z.object({ error: z.string() }) } } },
    async (_request, reply) => {
      if (app.shutdownSignal.aborted) return reply.status(503).send({ error: 'The shop is shutting down.' });
      try {
        await Promise.race([
          app.services.database.ping(),
          new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 3_000).unref()),
        ]);
        return { status: 'ready' as const };
      } catch (error) {
        reply.header('retry-after', '5');
        if (error instanceof SchemaNotReadyError) {
          return reply.status(503).send({ error: 'The database is not set up yet: its migrations have not run.' });
        }
        return reply.status(503).send({ error: 'The database cannot be reached.' });
      }
    },
  );
};
