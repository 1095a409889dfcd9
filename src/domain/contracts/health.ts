/** GET /api/health (liveness) and /api/ready (readiness). */
import { z } from 'zod';

export const healthAnswer = z.object({ status: z.literal('ok') });
export const readyAnswer = z.object({ status: z.literal('ready') });

/** GET /metrics: the Prometheus text format (text/plain; version=0.0.4), for a scraper holding METRICS_TOKEN. */
export const metricsHeaders = z.object({ authorization: z.string().max(500).optional() }).loose();
export const metricsAnswer = z.string();
