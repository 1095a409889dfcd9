/** GET /api/health (liveness) and /api/ready (readiness). */
import { z } from 'zod';

export const healthAnswer = z.object({ status: z.literal('ok') });
export const readyAnswer = z.object({ status: z.literal('ready') });
