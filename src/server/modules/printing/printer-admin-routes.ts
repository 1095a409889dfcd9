/**
 * Staff's printers (/api/admin/printers: list, add, delete, a test page) and reprints of an order's labels or ticket. Under
 * /api/admin, so requireStaff runs before each (accounts/staff-access.ts); every change is audited.
 */
import { errorAnswers } from '@domain/contracts/common';
import {
  newPrinterBody,
  orderLabelsAnswer,
  printersAnswer,
  reprintAnswer,
  type NewPrinter,
} from '@domain/contracts/printing';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RouteApp } from '../../http/route-app';
import { publicUrlWarning } from '../../network-addresses';
import { adminOf } from '../accounts';
import type { Printing } from './printing-service';

const idParams = z.object({ id: z.uuid({ error: 'id must be a UUID.' }) });

interface PrinterAdminRoutesOptions {
  printing: Printing;
  publicUrl: string;
}

export async function printerAdminRoutes(app: RouteApp, options: PrinterAdminRoutesOptions): Promise<void> {
  app.get(
    '/api/admin/printers',
    {
      schema: {
        summary: 'The counter’s printers, each with its CloudPRNT URL, its status and the jobs waiting for it',
        response: { 200: printersAnswer, ...errorAnswers(401, 403, 503) },
      },
    },
    async (_request, reply) => listPrintersHandler(options, reply),
  );

  app.post(
    '/api/admin/printers',
    {
      schema: {
        summary: 'Adds a printer: it gets its own secret CloudPRNT URL',
        body: newPrinterBody,
        response: { 200: printersAnswer, ...errorAnswers(400, 401, 403, 503) },
      },
    },
    async (request) => addPrinterHandler(options, request),
  );

  app.delete(
    '/api/admin/printers/:id',
    {
      schema: {
        summary: 'Deletes a printer and the jobs waiting for it',
        params: idParams,
        response: { 200: printersAnswer, ...errorAnswers(400, 401, 403, 404, 503) },
      },
    },
    async (request) => removePrinterHandler(options, request),
  );

  app.post(
    '/api/admin/printers/:id/test',
    {
      schema: {
        summary:
          'Prints a test page on one printer: a label or a ticket, as it prints, with the shop’s name and the time',
        params: idParams,
        response: { 200: printersAnswer, ...errorAnswers(400, 401, 403, 404, 503) },
      },
    },
    async (request) => testPageHandler(options, request),
  );

  app.post(
    '/api/admin/orders/:id/print/:kind',
    {
      schema: {
        summary: 'Prints an order’s labels or its ticket again, on every printer that takes them',
        params: idParams.extend({ kind: z.enum(['labels', 'ticket']) }),
        response: { 200: reprintAnswer, ...errorAnswers(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => reprintHandler(options, request),
  );

  app.get(
    '/api/admin/orders/:id/labels',
    {
      schema: {
        summary: 'An order’s cup labels, for printing from the counter’s computer on a label printer installed there',
        params: idParams,
        response: { 200: orderLabelsAnswer, ...errorAnswers(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request, reply) => labelsHandler(options, request, reply),
  );
}

type IdRequest<Params = unknown, Body = unknown> = FastifyRequest & { params: { id: string } & Params; body: Body };

/** The printers as the page lists them, after any change too. */
async function listed({ printing, publicUrl }: PrinterAdminRoutesOptions) {
  // Every printer's URL is built on PUBLIC_URL: a loopback one is unreachable for a printer, and the page says so.
  return { printers: await printing.list(), publicUrlWarning: publicUrlWarning(publicUrl) };
}

async function listPrintersHandler(options: PrinterAdminRoutesOptions, reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
  return listed(options);
}

async function addPrinterHandler(options: PrinterAdminRoutesOptions, request: FastifyRequest & { body: NewPrinter }) {
  await options.printing.add(await adminOf(request), request.body);
  return listed(options);
}

async function removePrinterHandler(options: PrinterAdminRoutesOptions, request: IdRequest) {
  await options.printing.remove(await adminOf(request), request.params.id);
  return listed(options);
}

/** POST /api/admin/printers/:id/test: a test page in that printer's queue; answers the printers. */
async function testPageHandler(options: PrinterAdminRoutesOptions, request: IdRequest) {
  await options.printing.printTestPage(await adminOf(request), request.params.id);
  return listed(options);
}

async function reprintHandler({ printing }: PrinterAdminRoutesOptions, request: IdRequest<{ kind: string }>) {
  const kind = request.params.kind === 'labels' ? 'labels' : 'tickets';
  return { queued: await printing.reprint(await adminOf(request), request.params.id, kind) };
}

async function labelsHandler({ printing }: PrinterAdminRoutesOptions, request: IdRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
  return { labels: await printing.labelsOf(request.params.id) };
}
