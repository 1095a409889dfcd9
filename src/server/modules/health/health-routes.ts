import type { FastifyReply } from 'fastify';
import { errorAnswers } from '@domain/contracts/common';
import { healthAnswer, readyAnswer } from '@domain/contracts/health';
import { SchemaNotReadyError, type Database } from '../../db/client';
import type { RouteApp } from '../../http/route-app';

/**
 * Liveness (the process answers) and readiness (it can reach its database, and that database has Pearl's schema with
 * every migration of this build recorded: an empty or half-migrated database is not ready).
 */
export async function healthRoutes(app: RouteApp, { database }: { database: Pick<Database, 'ping'> }): Promise<void> {
  app.get(
    '/api/health',
    { schema: { summary: 'Liveness: the process answers', response: { 200: healthAnswer } } },
    livenessHandler,
  );

  app.get(
    '/api/ready',
    {
      schema: {
        summary: 'Readiness: the database can be reached',
        response: { 200: readyAnswer, ...errorAnswers(503) },
      },
    },
    async (_request, reply) => readinessHandler(app.shutdownSignal, database, reply),
  );
}

async function livenessHandler() {
  return { status: 'ok' as const };
}

async function readinessHandler(shutdown: AbortSignal, database: Pick<Database, 'ping'>, reply: FastifyReply) {
  if (shutdown.aborted) return reply.status(503).send({ error: 'The shop is shutting down.' });
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
}
