/**
 * What the till's and the kiosk's stamp card lookups share: one limit on how often an address may look a code up,
 * and what the lookup takes and answers. Each names its own path, summary and handler.
 */
import { errorAnswers } from '@domain/contracts/common';
import { stampCardLookupAnswer, stampCardLookupBody } from '@domain/contracts/till';

/**
 * Lookups of a stamp card's code a minute from one address, right or wrong: a busy till or kiosk reads a few a minute;
 * wrong codes have a tighter limit of their own (till-stamp-card.ts).
 */
const STAMP_CARD_LOOKUPS_PER_MINUTE = 30;

export const stampCardLookupRoute = {
  method: 'POST',
  config: { rateLimit: { max: STAMP_CARD_LOOKUPS_PER_MINUTE, timeWindow: '1 minute' } },
  body: stampCardLookupBody,
  response: { 200: stampCardLookupAnswer, ...errorAnswers(400, 401, 402, 403, 404, 409, 429, 503) },
} as const;
