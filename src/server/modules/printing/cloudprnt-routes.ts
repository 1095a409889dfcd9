/**
 * A CloudPRNT server at each printer's secret address. The printer (mC-Print3, TSP100IV, mC-Label3) polls it:
 * - POST with its status: the answer says whether a job is ready, in which media types, and the job's token; until
 *   the printer has said what it is, the answer also asks it (client actions: model, version, media types, poll
 *   interval), and it answers in its next POST;
 * - GET ?uid=…&type=…&mac=…&token=…: the job in the type it chose (a PNG at its width, or plain text);
 * - DELETE ?code=…&token=…: it printed (a 2xx code) or could not (any other code: the job is offered again).
 * The address's secret is the printer's only credential: an unknown address answers 404 with nothing in it. No
 * cookie is involved, so cross-site request forgery does not apply (app.ts exempts the path).
 */
import { CLIENT_ACTIONS_ASKED } from '@domain/cloudprnt';
import { jobAsText } from '@domain/printing';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RouteApp } from '../../http/route-app';
import { jobAsPng } from './print-image';
import type { Printing } from './printing-service';

const params = z.object({ secret: z.string().max(100) });
const token = z.string().max(100);

export async function cloudPrntRoutes(app: RouteApp, { printing }: { printing: Printing }): Promise<void> {
  app.post(
    '/cloudprnt/:secret',
    {
      schema: {
        summary: 'CloudPRNT poll: the printer reports its status and hears whether a job is ready',
        hide: true,
        params,
        body: z.looseObject({}).optional(),
      },
    },
    async (request, reply) => pollHandler(printing, request, reply),
  );

  app.get(
    '/cloudprnt/:secret',
    {
      schema: {
        summary: 'CloudPRNT job: the job offered under its token, in the media type the printer chose',
        hide: true,
        params,
        querystring: z.looseObject({ type: z.string().max(100).optional(), token: token.optional() }),
      },
    },
    async (request, reply) => jobHandler(printing, request, reply),
  );

  app.delete(
    '/cloudprnt/:secret',
    {
      schema: {
        summary: 'CloudPRNT confirmation: the printer printed the job (2xx code) or could not',
        hide: true,
        params,
        querystring: z.looseObject({ code: z.string().max(100).optional(), token: token.optional() }),
      },
    },
    async (request, reply) => confirmHandler(printing, request, reply),
  );
}

/** What an unknown address answers: 404, with nothing in it. */
const nothing = (reply: FastifyReply) => reply.code(404).send();

type PrinterRequest<Query = unknown> = FastifyRequest & { params: { secret: string }; query: Query };

async function pollHandler(
  printing: Printing,
  request: PrinterRequest & { body?: Record<string, unknown> | undefined },
  reply: FastifyReply,
) {
  const answer = await printing.poll(request.params.secret, request.body ?? {});
  if (answer === 'unknown') return nothing(reply);
  reply.header('cache-control', 'no-store');
  const { offer, ask, mediaTypes } = answer;
  return {
    ...(offer ? { jobReady: true, mediaTypes, jobToken: offer.token, deleteMethod: 'DELETE' } : { jobReady: false }),
    // The printer answers in its next poll, sent at once rather than after its interval.
    ...(ask && { clientAction: CLIENT_ACTIONS_ASKED.map((action) => ({ request: action, options: '' })) }),
  };
}

async function jobHandler(
  printing: Printing,
  request: PrinterRequest<{ type?: string | undefined; token?: string | undefined }>,
  reply: FastifyReply,
) {
  const found = await printing.job(request.params.secret, request.query.token ?? '');
  if (!found) return nothing(reply);
  const type = (request.query.type ?? 'text/plain').split(';')[0]!.trim().toLowerCase();
  reply.header('cache-control', 'no-store');
  if (type === 'image/png') return reply.type('image/png').send(Buffer.from(await jobAsPng(found.job, found.widthMm)));
  if (type === 'text/plain') return reply.type('text/plain; charset=utf-8').send(jobAsText(found.job, found.widthMm));
  return reply.code(415).send();
}

async function confirmHandler(
  printing: Printing,
  request: PrinterRequest<{ code?: string | undefined; token?: string | undefined }>,
  reply: FastifyReply,
) {
  const done = await printing.confirm(request.params.secret, request.query.token ?? '', request.query.code ?? '');
  if (!done) return nothing(reply);
  return reply.code(200).send();
}
