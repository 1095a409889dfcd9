/**
 * The shop's state for every storefront (GET /api/shop-status), and the staff's hours, pause, busy minutes and
 * slot capacity under /api/admin (requireAdmin runs before each: accounts/staff-access.ts). Routes stay thin.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
} from '@domain/contracts/opening-hours';
import { adminOf } from '../accounts';
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

  app.put(
    '/api/admin/opening-hours',
    {
      schema: {
        summary: 'Replaces the weekly opening hours and the date exceptions',
        body: openingHoursBody,
        response: { 200: openingSettingsAnswer, ...adminErrors },
      },
    },
    async (request) => openingHours.setHours(await adminOf(request), request.body),
  );

  app.post(
    '/api/admin/shop-pause',
    {
      schema: {
        summary: 'Pauses online orders for 15, 30 or 60 minutes, or until resumed',
        body: pauseBody,
        response: { 200: openingSettingsAnswer, ...adminErrors },
      },
    },
    async (request) => openingHours.pause(await adminOf(request), request.body.minutes),
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

  app.put(
    '/api/admin/shop-busy',
    {
      schema: {
        summary: 'Minutes added to the as-soon-as-possible estimate while busy',
        body: busyBody,
        response: { 200: openingSettingsAnswer, ...adminErrors },
      },
    },
    async (request) => openingHours.setBusy(await adminOf(request), request.body.busyMinutes),
  );

  app.put(
    '/api/admin/slot-capacity',
    {
      schema: {
        summary: 'Drinks per 15-minute pickup slot (null: no limit)',
        body: capacityBody,
        response: { 200: openingSettingsAnswer, ...adminErrors },
      },
    },
    async (request) => openingHours.setCapacity(await adminOf(request), request.body.capacity),
  );

  app.put(
    '/api/admin/asap-wait',
    {
      schema: {
        summary: 'Minutes per drink and the longest wait ASAP may promise (null: no limit)',
        body: asapWaitBody,
        response: { 200: openingSettingsAnswer, ...adminErrors },
      },
    },
    async (request) => openingHours.setAsapWait(await adminOf(request), request.body),
  );

  app.put(
    '/api/admin/shop-baristas',
    {
      schema: {
        summary: 'Baristas on shift, for the as-soon-as-possible estimate',
        body: baristasBody,
        response: { 200: openingSettingsAnswer, ...adminErrors },
      },
    },
    async (request) => openingHours.setBaristas(await adminOf(request), request.body.baristas),
  );
};
