/**
 * Staff's printers (/api/admin/printers: list, add, delete, a test page) and reprints of an order's labels or ticket. Under
 * /api/admin, so requireStaff runs before each (accounts/staff-access.ts); every change is audited.
 */
import { errorAnswers } from '@domain/contracts/common';
import { newPrinterBody, orderLabelsAnswer, printersAnswer, reprintAnswer } from '@domain/contracts/printing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicUrlWarning } from '../../network-addresses';
import { adminOf } from '../accounts';
import type { Printing } from './printing-service';

const idParams = z.object({ id: z.uuid({ error: 'id must be a UUID.' }) });

export const printerAdminRoutes: FastifyPluginAsyncZod<{ printing: Printing; publicUrl: string }> = async (
  app,
  { printing, publicUrl },
) => {
  // Every printer's URL is built on PUBLIC_URL: a loopback one is unreachable for a printer, and the page says so.
  const listed = async () => ({ printers: await printing.list(), publicUrlWarning: publicUrlWarning(publicUrl) });

  app.get(
    '/api/admin/printers',
    {
      schema: {
        summary: 'The counter’s printers, each with its CloudPRNT URL, its status and the jobs waiting for it',
        response: { 200: printersAnswer, ...errorAnswers(401, 403, 503) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return listed();
    },
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
    async (request) => {
      await printing.add(await adminOf(request), request.body);
      return listed();
    },
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
    async (request) => {
      await printing.remove(await adminOf(request), request.params.id);
      return listed();
    },
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
    async (request) => {
      await printing.printTestPage(await adminOf(request), request.params.id);
      return listed();
    },
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
    async (request) => {
      const kind = request.params.kind === 'labels' ? 'labels' : 'tickets';
      return { queued: await printing.reprint(await adminOf(request), request.params.id, kind) };
    },
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
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { labels: await printing.labelsOf(request.params.id) };
    },
  );
};
