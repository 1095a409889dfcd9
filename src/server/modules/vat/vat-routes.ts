/**
 * VAT over HTTP (thin routes: validate, call the service, answer):
 *   GET/PUT /api/admin/vat/settings   the VAT number, the default class and the exports' account codes (audited)
 */
import { errorAnswers } from '@domain/contracts/common';
import { vatSettingsAnswer, vatSettingsBody } from '@domain/contracts/vat';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { adminOf } from '../accounts';
import type { RouteApp } from '../../http/route-app';
import type { VatService } from './vat-service';

export async function vatRoutes(app: RouteApp, { vat }: { vat: VatService }): Promise<void> {
  app.get(
    '/api/admin/vat/settings',
    {
      schema: {
        summary: 'The shop’s VAT settings: its VAT number (null: not registered), default class and account codes',
        response: { 200: vatSettingsAnswer, ...errorAnswers(401, 403, 503) },
      },
    },
    async () => settingsHandler(vat),
  );

  app.put(
    '/api/admin/vat/settings',
    {
      schema: {
        summary: 'Saves the shop’s VAT settings (audited); an empty VAT number unregisters the shop',
        body: vatSettingsBody,
        response: { 200: vatSettingsAnswer, ...errorAnswers(400, 401, 403, 503) },
      },
    },
    async (request) => saveSettingsHandler(vat, request),
  );
}

type WithBody<T extends z.ZodType> = FastifyRequest & { body: z.output<T> };

async function settingsHandler(vat: VatService) {
  return vat.settings();
}

async function saveSettingsHandler(vat: VatService, request: WithBody<typeof vatSettingsBody>) {
  return vat.saveSettings(request.body, await adminOf(request));
}
