/**
 * The shop's state for every storefront (GET /api/shop-status), and the staff's hours, pause, busy minutes and
 * slot capacity under /api/admin (requireStaff runs before each: accounts/staff-access.ts). Routes stay thin.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
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
import type { RouteApp } from '../../http/route-app';
import type { OpeningHoursService } from './opening-hours-service';

const adminErrors = errorAnswers(400, 401, 403, 503);

export async function openingHoursRoutes(
  app: RouteApp,
  { openingHours }: { openingHours: OpeningHoursService },
): Promise<void> {
  app.get(
    '/api/shop-status',
    {
      schema: {
        summary: 'The shop’s state in words (open, closed, paused) and the pickup times on offer',
        querystring: shopStatusQuery,
        response: { 200: shopStatusAnswer, ...errorAnswers(400, 503) },
      },
    },
    async (request, reply) => shopStatusHandler(openingHours, request, reply),
  );

  app.get(
    '/api/admin/opening-hours',
    {
      schema: {
        summary: 'Opening hours, date exceptions, pause, busy minutes and slot capacity',
        response: { 200: openingSettingsAnswer, ...adminErrors },
      },
    },
    async () => settingsHandler(openingHours),
  );

  const change = settingsChange(app, openingHours);
  change(
    'PUT',
    '/api/admin/opening-hours',
    'Replaces the weekly opening hours and the date exceptions',
    openingHoursBody,
    setHours,
  );
  change(
    'POST',
    '/api/admin/shop-pause',
    'Pauses online orders for 15, 30 or 60 minutes, or until resumed',
    pauseBody,
    pause,
  );
  change(
    'PUT',
    '/api/admin/shop-busy',
    'Minutes added to the as-soon-as-possible estimate while busy',
    busyBody,
    setBusy,
  );
  change(
    'PUT',
    '/api/admin/slot-capacity',
    'Drinks per 15-minute pickup slot (null: no limit)',
    capacityBody,
    setCapacity,
  );
  change(
    'PUT',
    '/api/admin/asap-wait',
    'Minutes per drink and the longest wait ASAP may promise (null: no limit)',
    asapWaitBody,
    setAsapWait,
  );
  change(
    'PUT',
    '/api/admin/shop-baristas',
    'Baristas on shift, for the as-soon-as-possible estimate',
    baristasBody,
    setBaristas,
  );

  app.post(
    '/api/admin/shop-resume',
    {
      schema: {
        summary: 'Resumes online orders',
        response: { 200: openingSettingsAnswer, ...adminErrors },
      },
    },
    async (request) => resumeHandler(openingHours, request),
  );
}

/** A change of the settings, applied for an admin: each is a named function below. */
type Change<Body extends z.ZodType> = (
  openingHours: OpeningHoursService,
  actor: Actor,
  input: z.output<Body>,
) => Promise<OpeningSettingsAnswer>;

/** Registers an admin's change to the settings, answered with the settings as they now are. */
function settingsChange(app: RouteApp, openingHours: OpeningHoursService) {
  return <Body extends z.ZodType>(
    method: 'PUT' | 'POST',
    url: string,
    summary: string,
    body: Body,
    apply: Change<Body>,
  ) =>
    app.route({
      method,
      url,
      schema: { summary, body, response: { 200: openingSettingsAnswer, ...adminErrors } },
      // Fastify has checked the body against `body`; the type provider cannot carry that through a type parameter.
      handler: async (request) => apply(openingHours, await adminOf(request), request.body as z.output<Body>),
    });
}

async function shopStatusHandler(
  openingHours: OpeningHoursService,
  request: FastifyRequest & { query: z.output<typeof shopStatusQuery> },
  reply: FastifyReply,
) {
  reply.header('cache-control', 'no-store');
  return openingHours.status(request.query.drinks ?? 1);
}

async function settingsHandler(openingHours: OpeningHoursService) {
  return openingHours.settings();
}

async function resumeHandler(openingHours: OpeningHoursService, request: FastifyRequest) {
  return openingHours.resume(await adminOf(request));
}

type Service = OpeningHoursService;

async function setHours(openingHours: Service, actor: Actor, input: z.output<typeof openingHoursBody>) {
  return openingHours.setHours(actor, input);
}

async function pause(openingHours: Service, actor: Actor, input: z.output<typeof pauseBody>) {
  return openingHours.pause(actor, input.minutes);
}

async function setBusy(openingHours: Service, actor: Actor, input: z.output<typeof busyBody>) {
  return openingHours.setBusy(actor, input.busyMinutes);
}

async function setCapacity(openingHours: Service, actor: Actor, input: z.output<typeof capacityBody>) {
  return openingHours.setCapacity(actor, input.capacity);
}

async function setAsapWait(openingHours: Service, actor: Actor, input: z.output<typeof asapWaitBody>) {
  return openingHours.setAsapWait(actor, input);
}

async function setBaristas(openingHours: Service, actor: Actor, input: z.output<typeof baristasBody>) {
  return openingHours.setBaristas(actor, input.baristas);
}
