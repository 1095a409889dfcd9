import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorAnswers } from '@domain/contracts/common';
import { metricsAnswer, metricsHeaders } from '@domain/contracts/health';
import { AppError } from '../../errors';
import type { RouteApp } from '../../http/route-app';
import type { ShopMetrics } from './metrics';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /metrics for Prometheus: with METRICS_TOKEN set, only with `Authorization: Bearer <METRICS_TOKEN>` (401
 * otherwise); without it, off (404), so a shop never shows its figures to anyone by default.
 */
export async function metricsRoutes(app: RouteApp, options: MetricsRoutesOptions): Promise<void> {
  app.get(
    '/metrics',
    {
      schema: {
        summary: 'The shop’s figures in the Prometheus text format (Authorization: Bearer METRICS_TOKEN)',
        headers: metricsHeaders,
        response: { 200: metricsAnswer, ...errorAnswers(401, 404) },
      },
    },
    async (request, reply) => metricsHandler(options, request, reply),
  );
}

interface MetricsRoutesOptions {
  metrics: ShopMetrics;
  token: string | undefined;
}

async function metricsHandler({ metrics, token }: MetricsRoutesOptions, request: FastifyRequest, reply: FastifyReply) {
  if (!token) throw new AppError('not_found', 'Metrics are off: set METRICS_TOKEN to turn them on.');
  const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
  if (!sameToken(given, token)) {
    reply.header('www-authenticate', 'Bearer realm="metrics"');
    throw new AppError('unauthorized', 'GET /metrics needs Authorization: Bearer <METRICS_TOKEN>.');
  }
  reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store');
  return metrics.registry.metrics();
}
