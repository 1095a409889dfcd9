/**
 * The shop's state for every storefront (GET /api/shop-status), and the staff's hours, pause, busy minutes and
 * slot capacity under /api/admin (requireStaff runs before each: accounts/staff-access.ts). Routes stay thin.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorAnswers } from '@domain/contracts/common';
import {
  asapWaitBody,
  baristasBody,
  busyBody,
  capacityBody,
  openingHoursBody,
  openingSettingsAnswer,
  pauseBody,
  shopStatusAnswer,
  shopStatusQuery,
  type OpeningSettingsAnswer,
} from '@domain/contracts/opening-hours';
import { adminOf } from '../accounts';
import type { Actor } from '../audit';
import type { OpeningHoursService } from './opening-hours-service';

const adminErrors = errorAnswers(400, 401, 403, 503);

export const openingHoursRoutes: FastifyPluginAsyncZod<{ openingHours: OpeningHoursService }> = async (
  app,
  { openingHours },
) => {
  app.get(
    '/api/shop-status',
    {
      schema: {
        summary: 'The shop’s state in words (open, closed, paused) and the pickup times on offer',
        querystring: shopStatusQuery,
        response: { 200: shopStatusAnswer, ...errorAnswers(400, 503) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return openingHours.status(request.query.drinks ?? 1);
    },
  );

  app.get(
    '/api/admin/opening-hours',
    {
      schema: {
        summary: 'Opening hours, date exceptions, pause, busy minutes and slot capacity',
        response: { 200: openingSettingsAnswer, ...adminErrors },
      },
    },
    async () => openingHours.settings(),
  );

  /** An admin's change to the settings, answered with the settings as they now are. */
  const change = <Body extends z.ZodType>(
    method: 'PUT' | 'POST',
    url: string,
    summary: string,
    body: Body,
    apply: (actor: Actor, input: z.output<Body>) => Promise<OpeningSettingsAnswer>,
  ) =>
    app.route({
      method,
      url,
      schema: { summary, body, response: { 200: openingSettingsAnswer, ...adminErrors } },
      // Fastify has checked the body against `body`; the type provider cannot carry that through a type parameter.
      handler: async (request) => apply(await adminOf(request), request.body as z.output<Body>),
    });

  change(
    'PUT',
    '/api/admin/opening-hours',
    'Replaces the weekly opening hours and the date exceptions',
    openingHoursBody,
    (actor, input) => openingHours.setHours(actor, input),
  );
  change(
    'POST',
    '/api/admin/shop-pause',
    'Pauses online orders for 15, 30 or 60 minutes, or until resumed',
    pauseBody,
    (actor, input) => openingHours.pause(actor, input.minutes),
  );
  change(
    'PUT',
    '/api/admin/shop-busy',
    'Minutes added to the as-soon-as-possible estimate while busy',
    busyBody,
    (actor, input) => openingHours.setBusy(actor, input.busyMinutes),
  );
  change(
    'PUT',
    '/api/admin/slot-capacity',
    'Drinks per 15-minute pickup slot (null: no limit)',
    capacityBody,
    (actor, input) => openingHours.setCapacity(actor, input.capacity),
  );
  change(
    'PUT',
    '/api/admin/asap-wait',
    'Minutes per drink and the longest wait ASAP may promise (null: no limit)',
    asapWaitBody,
    (actor, input) => openingHours.setAsapWait(actor, input),
  );
  change(
    'PUT',
    '/api/admin/shop-baristas',
    'Baristas on shift, for the as-soon-as-possible estimate',
    baristasBody,
    (actor, input) => openingHours.setBaristas(actor, input.baristas),
  );

  app.post(
    '/api/admin/shop-resume',
    {
      schema: {
        summary: 'Resumes online orders',
        response: { 200: openingSettingsAnswer, ...adminErrors },
      },
    },
    async (request) => openingHours.resume(await adminOf(request)),
  );
};
