/**
 * The stamp card over HTTP (thin routes: validate, call the service, answer):
 *   GET/PUT /api/admin/stamp-card            the settings (staff; saving is audited)
 *   POST    /api/stamp-card/reward { email }  does the address have a free drink? (the Checkout dialog asks)
 *   POST    /api/stamp-card/code   { email }  Use it: the data page's 6-digit code e-mailed, with its limits
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

export const REWARD_CODE_SENT =
  'We have e-mailed a 6-digit code to this address. Enter it below within 10 minutes to use your free drink.';

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
        summary: 'Whether the address has a free drink waiting on its stamp card',
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
        summary: 'E-mails a 6-digit code to the address (the data page’s code and limits)',
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
