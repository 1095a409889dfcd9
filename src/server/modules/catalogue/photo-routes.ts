/**
 * Product photos over HTTP: an admin uploads one (POST /api/admin/products/:id/photo, behind requireStaff as every
 * /api/admin route), and anyone reads its sizes at /photos/<id>/<width>.<format>. A size never changes once made (a
 * new photo gets a new id), so it is cached for a year and its ETag answers a repeat with 304.
 */
import { adminProductAnswer, catalogueIdParams, productPhotoBody } from '@domain/contracts/admin-catalogue';
import { errorAnswers } from '@domain/contracts/common';
import { PHOTO_FORMATS, PHOTO_WIDTHS, type PhotoFormat } from '@domain/photos';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { clientGoneSignal } from '../../http/client-gone';
import type { RouteApp } from '../../http/route-app';
import { adminOf } from '../accounts';
import type { CatalogueAdminService } from './catalogue-admin-service';
import type { MenuService } from './menu-service';

export interface PhotoRoutesOptions {
  catalogueAdmin: CatalogueAdminService;
  /** The photos' sizes are read as the menu is, by anyone. */
  menu: Pick<MenuService, 'photo'>;
}

/** The JSON of a 10 MB photo in base64 and a little more, so a bigger photo is read far enough to be told so. */
const UPLOAD_BODY_LIMIT = 17 * 1024 * 1024;
const FILE = /^(\d+)\.(avif|webp)$/;

/**
 * Uploads whose turn in the photo lane is taken. The turn is taken before the body is read: a 17 MB JSON body parsed
 * on the event loop holds up every checkout, so only the photo about to be made is read, the ones waiting stay unread
 * on their connections, and one refused with 429 is never read at all. It is given back when the answer is sent or
 * the connection closes.
 */
const heldTurns = new WeakMap<FastifyRequest, () => void>();

function photoTurnHook(catalogueAdmin: CatalogueAdminService): onRequestAsyncHookHandler {
  return async function takePhotoTurn(request, reply) {
    const release = await catalogueAdmin.enterPhotoLane(clientGoneSignal(reply));
    heldTurns.set(request, release);
    reply.raw.once('close', release);
  };
}

export async function photoRoutes(app: RouteApp, { catalogueAdmin, menu }: PhotoRoutesOptions): Promise<void> {
  app.post(
    '/api/admin/products/:id/photo',
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      onRequest: photoTurnHook(catalogueAdmin),
      schema: {
        summary:
          "Uploads a product's photo (JPEG, PNG, WebP or HEIC, 10 MB and 40 megapixels at most, base64); answers the product",
        params: catalogueIdParams,
        body: productPhotoBody,
        response: { 200: adminProductAnswer, ...errorAnswers(400, 401, 403, 404, 429, 503) },
      },
    },
    async (request, reply) => uploadPhotoHandler(catalogueAdmin, request, reply),
  );

  app.get(
    '/photos/:id/:file',
    {
      // An image, not part of the JSON API: left out of its OpenAPI description, as the shop's pages are.
      schema: {
        hide: true,
        params: z.object({ id: z.string().max(64), file: z.string().max(16) }),
      },
    },
    async (request, reply) => photoFileHandler(menu, request, reply),
  );
}

async function uploadPhotoHandler(
  catalogueAdmin: CatalogueAdminService,
  request: FastifyRequest & { params: { id: string }; body: { data: string } },
  reply: FastifyReply,
) {
  return catalogueAdmin.uploadProductPhoto(
    await adminOf(request),
    request.params.id,
    request.body.data,
    clientGoneSignal(reply),
    heldTurns.has(request),
  );
}

async function photoFileHandler(
  menu: PhotoRoutesOptions['menu'],
  request: FastifyRequest & { params: { id: string; file: string } },
  reply: FastifyReply,
) {
  const match = FILE.exec(request.params.file);
  const width = Number(match?.[1]);
  const format = match?.[2] as PhotoFormat | undefined;
  const known = format && PHOTO_FORMATS.includes(format) && (PHOTO_WIDTHS as readonly number[]).includes(width);
  const bytes = known ? await menu.photo(request.params.id, width, format) : null;
  if (!bytes) return reply.status(404).send({ error: 'No such photo.' });
  const etag = `"${request.params.id.toLowerCase()}-${width}-${format}"`;
  reply.header('etag', etag).header('cache-control', 'public, max-age=31536000, immutable');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.type(`image/${format}`).send(bytes);
}
