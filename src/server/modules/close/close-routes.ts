/**
 * The day's close over HTTP (thin routes: validate, call the service, answer). Under /api/admin, so requireStaff runs
 * before them with the permission staff-route-permissions.ts names (reports: Managers and Owners):
 *   GET  /api/admin/close?day                 the day's Z report: live, or as it was closed
 *   PUT  /api/admin/close/float {day, floatPence}
 *   POST /api/admin/close {day, countedPence}  Close the day (once; 409 after)
 *   POST /api/admin/close/email {day}          a closed day's report to the owners, through the outbox
 *   GET  /api/admin/close/export.csv?from&to&format=xero|quickbooks
 *   GET  /api/admin/close/vat-summary?quarter=YYYY-MM
 */
import { errorAnswers } from '@domain/contracts/common';
import {
  closeBody,
  closeDayAnswer,
  closeDayQuery,
  emailAnswer,
  emailBody,
  exportQuery,
  floatBody,
  vatSummaryAnswer,
  vatSummaryQuery,
} from '@domain/contracts/close';
import { csvAnswer } from '@domain/contracts/reports';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { RouteApp } from '../../http/route-app';
import { adminOf } from '../accounts';
import type { DayCloseService } from './day-close-service';

type Deps = { dayClose: DayCloseService };

export async function closeRoutes(app: RouteApp, { dayClose }: Deps): Promise<void> {
  app.get(
    '/api/admin/close',
    {
      schema: {
        summary: 'A shop day’s Z report: as it stands, or as it was stored when the day was closed',
        querystring: closeDayQuery,
        response: { 200: closeDayAnswer, ...errorAnswers(400, 401, 403, 503) },
      },
    },
    async (request, reply) => dayHandler(dayClose, request, reply),
  );

  app.put(
    '/api/admin/close/float',
    {
      schema: {
        summary: 'Sets the cash float put in the drawer at opening (audited; refused once the day is closed)',
        body: floatBody,
        response: { 200: closeDayAnswer, ...errorAnswers(400, 401, 403, 409, 503) },
      },
    },
    async (request) => floatHandler(dayClose, request),
  );

  app.post(
    '/api/admin/close',
    {
      schema: {
        summary: 'Close the day: stores its Z report as it stands with the counted cash, signed; once only',
        body: closeBody,
        response: { 200: closeDayAnswer, ...errorAnswers(400, 401, 403, 409, 503) },
      },
    },
    async (request) => closeHandler(dayClose, request),
  );

  app.post(
    '/api/admin/close/email',
    {
      schema: {
        summary: 'E-mails a closed day’s Z report to the shop’s owners',
        body: emailBody,
        response: { 200: emailAnswer, ...errorAnswers(400, 401, 403, 409, 503) },
      },
    },
    async (request) => emailHandler(dayClose, request),
  );

  app.get(
    '/api/admin/close/export.csv',
    {
      schema: {
        summary: 'The range’s sales for the accountant, a line a day a rate, as Xero or QuickBooks Online import them',
        querystring: exportQuery,
        response: { 200: csvAnswer, ...errorAnswers(400, 401, 403, 503) },
      },
    },
    async (request, reply) => exportHandler(dayClose, request, reply),
  );

  app.get(
    '/api/admin/close/vat-summary',
    {
      schema: {
        summary: 'The VAT summary of a quarter: box 6 (sales excluding VAT) and box 1 (VAT due), day by day',
        querystring: vatSummaryQuery,
        response: { 200: vatSummaryAnswer, ...errorAnswers(400, 401, 403, 409, 503) },
      },
    },
    async (request, reply) => vatSummaryHandler(dayClose, request, reply),
  );
}

type WithBody<T extends z.ZodType> = FastifyRequest & { body: z.output<T> };
type WithQuery<T extends z.ZodType> = FastifyRequest & { query: z.output<T> };

async function dayHandler(dayClose: DayCloseService, request: WithQuery<typeof closeDayQuery>, reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
  return dayClose.day(request.query.day);
}

async function floatHandler(dayClose: DayCloseService, request: WithBody<typeof floatBody>) {
  return dayClose.setFloat(request.body.day, request.body.floatPence, await adminOf(request));
}

async function closeHandler(dayClose: DayCloseService, request: WithBody<typeof closeBody>) {
  return dayClose.close(request.body.day, request.body.countedPence, await adminOf(request));
}

async function emailHandler(dayClose: DayCloseService, request: WithBody<typeof emailBody>) {
  return dayClose.email(request.body.day, await adminOf(request));
}

async function exportHandler(dayClose: DayCloseService, request: WithQuery<typeof exportQuery>, reply: FastifyReply) {
  const { from, to, format } = request.query;
  const csv = await dayClose.exportCsv({ from, to }, format);
  return reply
    .header('cache-control', 'no-store')
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="pearl-${format}-${from}-to-${to}.csv"`)
    .send(csv);
}

async function vatSummaryHandler(
  dayClose: DayCloseService,
  request: WithQuery<typeof vatSummaryQuery>,
  reply: FastifyReply,
) {
  reply.header('cache-control', 'no-store');
  return dayClose.vatSummary(request.query.quarter);
}
