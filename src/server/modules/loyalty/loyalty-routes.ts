/**
 * The stamp card over HTTP (thin routes: validate, call the service, answer):
 *   GET/PUT /api/admin/stamp-card            the settings (staff; saving is audited)
 *   POST    /api/stamp-card/reward { email }  is the stamp card on? (the same answer for every address)
 *   POST    /api/stamp-card/code   { email }  Use it: an e-mail with the data page's limits, the same answer for
 *                                             every address; only a card with a free drink gets the 6-digit code
 *   POST    /api/stamp-card/unlock { email, code } → a token the checkout sends to use the free drink
 */
import { errorAnswers } from '@domain/contracts/common';
import {
  rewardCodeBody,
  rewardQueryAnswer,
  rewardQueryBody,
  rewardUnlockAnswer,
  rewardUnlockBody,
  stampCardSettingsAnswer,
  stampCardSettingsBody,
} from '@domain/contracts/loyalty';
import { codeSentAnswer, tooManyCodesAnswer } from '@domain/contracts/privacy';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { adminOf } from '../accounts';
import { codeRequestAnswer } from '../privacy';
import type { RouteApp } from '../../http/route-app';
import type { Loyalty } from './loyalty-service';

/** Said for every address alike: whether its card has a free drink is told only in the e-mail. */
export const REWARD_CODE_SENT =
  'We have e-mailed this address. If its stamp card has a free drink, the e-mail holds a 6-digit code: enter it below within 10 minutes.';

/** Lookups of an address's reward one network may make a minute: enough for typing, too few to go fishing. */
const REWARD_LOOKUPS_PER_MINUTE = 20;

// Codes, tokens and whether an address has a reward: never kept by a browser's or a proxy's cache.
const noStore = { onSend: noStoreHook };

async function noStoreHook(_request: unknown, reply: { header(name: string, value: string): unknown }) {
  reply.header('cache-control', 'no-store');
}

export async function loyaltyRoutes(app: RouteApp, { loyalty }: { loyalty: Loyalty }): Promise<void> {
  app.get(
    '/api/admin/stamp-card',
    {
      schema: {
        summary: 'The stamp card’s settings: on or off, stamps for a free drink, the categories that earn stamps',
        response: { 200: stampCardSettingsAnswer, ...errorAnswers(401, 403, 503) },
      },
    },
    async () => settingsHandler(loyalty),
  );

  app.put(
    '/api/admin/stamp-card',
    {
      schema: {
        summary: 'Saves the stamp card’s settings (audited)',
        body: stampCardSettingsBody,
        response: { 200: stampCardSettingsAnswer, ...errorAnswers(400, 401, 403, 503) },
      },
    },
    async (request) => saveSettingsHandler(loyalty, request),
  );

  app.post(
    '/api/stamp-card/reward',
    {
      config: { rateLimit: { max: REWARD_LOOKUPS_PER_MINUTE, timeWindow: '1 minute' } },
      ...noStore,
      schema: {
        summary:
          'Whether the stamp card is on, and which drinks a free one may be: the same answer for every address (whose card is full is told only by e-mail)',
        body: rewardQueryBody,
        response: { 200: rewardQueryAnswer, ...errorAnswers(400, 429, 503) },
      },
    },
    async (request) => rewardHandler(loyalty, request),
  );

  app.post(
    '/api/stamp-card/code',
    {
      ...noStore,
      schema: {
        summary:
          'E-mails the address (the data page’s limits): the 6-digit code when its card has a free drink, else a word that none waits; the same answer for every address',
        body: rewardCodeBody,
        response: { 202: codeSentAnswer, 429: tooManyCodesAnswer, ...errorAnswers(400, 503) },
      },
    },
    async (request, reply) => rewardCodeHandler(loyalty, request, reply),
  );

  app.post(
    '/api/stamp-card/unlock',
    {
      ...noStore,
      schema: {
        summary: 'A right code unlocks the free drink for a checkout with this address',
        body: rewardUnlockBody,
        response: { 200: rewardUnlockAnswer, ...errorAnswers(400, 409, 503) },
      },
    },
    async (request) => unlockHandler(loyalty, request),
  );
}

type WithBody<T extends z.ZodType> = FastifyRequest & { body: z.output<T> };

async function settingsHandler(loyalty: Loyalty) {
  return loyalty.settings();
}

async function saveSettingsHandler(loyalty: Loyalty, request: WithBody<typeof stampCardSettingsBody>) {
  await loyalty.saveSettings(await adminOf(request), request.body);
  return loyalty.settings();
}

async function rewardHandler(loyalty: Loyalty, request: WithBody<typeof rewardQueryBody>) {
  return loyalty.rewardFor(request.body.email);
}

async function rewardCodeHandler(loyalty: Loyalty, request: WithBody<typeof rewardCodeBody>, reply: FastifyReply) {
  return codeRequestAnswer(reply, await loyalty.requestCode(request.body.email, request.ip), REWARD_CODE_SENT);
}

async function unlockHandler(loyalty: Loyalty, request: WithBody<typeof rewardUnlockBody>) {
  return loyalty.unlock(request.body.email, request.body.code);
}
