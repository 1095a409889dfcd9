import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '@domain/contracts/common';
import { healthAnswer, readyAnswer } from '@domain/contracts/health';
import { SchemaNotReadyError, type Database } from '../../db/client';

/**
 * Liveness (the process answers) and readiness (it can reach its database, and that database has Pearl's schema with
 * every migration of this build recorded: an empty or half-migrated database is not ready).
 */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Pick<Database, 'ping'> }> = async (app, { database }) => {
  app.get(
    '/api/health',
    { schema: { summary: 'Liveness: the process answers', response: { 200: healthAnswer } } },
    async () => ({
      status: 'ok' as const,
    }),
  );

  app.get(
    '/api/ready',
    {
      schema: {
        summary: 'Readiness: the database can be reached',
        response: { 200: readyAnswer, ...errorAnswers(503) },
      },
    },
    async (_request, reply) => {
      if (app.shutdownSignal.aborted) return reply.status(503).send({ error: 'The shop is shutting down.' });
      try {
        await Promise.race([
          database.ping(),
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
