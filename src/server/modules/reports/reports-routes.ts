/**
 * The sales report: GET /api/admin/reports?from&to and its CSV, GET /api/admin/reports/export.csv. Under
 * /api/admin, so requireStaff runs before them (accounts/staff-access.ts): Managers and Owners. Read-only.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { errorAnswers } from '@domain/contracts/common';
import { csvAnswer, reportAnswer, reportQuery } from '@domain/contracts/reports';
import { inReportLane, type ReportLane } from '../../db/report-lane';
import { clientGoneSignal } from '../../http/client-gone';
import type { RouteApp } from '../../http/route-app';
import { buildReport, exportCsv, type ReportVat } from './report-service';
import type { SalesReads } from './sales-reads';

const errors = errorAnswers(400, 401, 403, 429, 503);

/** What the report routes read with: the report lane, the orders' sales reads, and VAT's figures when it is there. */
interface ReportDeps {
  reportLane: ReportLane;
  sales: SalesReads;
  vat?: ReportVat;
}

export async function reportRoutes(app: RouteApp, deps: ReportDeps): Promise<void> {
  app.get(
    '/api/admin/reports',
    {
      schema: {
        summary: 'The sales report of a range of dates in the shop’s time zone, with the previous period’s figures',
        querystring: reportQuery,
        response: { 200: reportAnswer, ...errors },
      },
    },
    async (request, reply) => reportHandler(deps, request, reply),
  );

  app.get(
    '/api/admin/reports/export.csv',
    {
      schema: {
        summary: 'The range’s orders as CSV for the accountant, one row per order',
        querystring: reportQuery,
        response: { 200: csvAnswer, ...errors },
      },
    },
    async (request, reply) => exportCsvHandler(deps, request, reply),
  );
}

type ReportRequest = FastifyRequest & { query: z.output<typeof reportQuery> };

async function reportHandler({ reportLane, sales, vat }: ReportDeps, request: ReportRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
  return inReportLane(reportLane, clientGoneSignal(reply), (reader) => buildReport(reader, request.query, sales, vat));
}

async function exportCsvHandler({ reportLane, sales, vat }: ReportDeps, request: ReportRequest, reply: FastifyReply) {
  const { from, to } = request.query;
  // The turn is held until the stream ends (exportCsv leaves it), not until this handler returns.
  const report = await reportLane.enter(clientGoneSignal(reply));
  const csv = await exportCsv(report, request.query, sales, vat);
  reply
    .header('cache-control', 'no-store')
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="pearl-orders-${from}-to-${to}.csv"`);
  // A stream is sent as it is read (chunked), never serialised whole.
  return reply.send(csv as never);
}
