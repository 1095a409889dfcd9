import type { FastifyReply, FastifyRequest } from 'fastify';
import { MENU_VERSION_EVENT, MENU_VERSION_HEADER } from '@domain/catalogue';
import { errorAnswers, eventStreamAnswer } from '@domain/contracts/common';
import { categoryAnswer, menuAnswer, productAnswer, promotionAnswer } from '@domain/contracts/menu';
import { z } from 'zod';
import { preferredEncoding, type Encoding } from '../../http/accept-encoding';
import type { RouteApp } from '../../http/route-app';
import { streamTopic, type LiveHub } from '../live';
import type { MenuService, MenuSnapshot } from './menu-service';

/** One encoding of the menu: its bytes, its ETag and its headers, made once per menu change. */
interface Representation {
  bytes: Buffer;
  etag: string;
  headers: Record<string, string>;
}

const representationsOf = new WeakMap<MenuSnapshot, Record<'identity' | 'br' | 'gzip', Representation>>();

function representation(snapshot: MenuSnapshot, encoding: Encoding): Representation {
  let all = representationsOf.get(snapshot);
  if (!all) {
    const make = (bytes: Buffer, name: 'br' | 'gzip' | null): Representation => {
      // Each encoding is its own representation with its own ETag.
      const etag = name ? `${snapshot.etag.slice(0, -1)}-${name}"` : snapshot.etag;
      return {
        bytes,
        etag,
        headers: {
          etag,
          [MENU_VERSION_HEADER]: snapshot.version,
          'cache-control': 'no-cache',
          vary: 'accept-encoding',
          'content-type': 'application/json; charset=utf-8',
          ...(name ? { 'content-encoding': name } : {}),
        },
      };
    };
    all = {
      identity: make(snapshot.body, null),
      br: make(snapshot.brotli, 'br'),
      gzip: make(snapshot.gzip, 'gzip'),
    };
    representationsOf.set(snapshot, all);
  }
  return all[encoding ?? 'identity'];
}

/** Public reads of the catalogue: the menu in one answer, and a live stream of its changes. */
export async function catalogueRoutes(
  app: RouteApp,
  { menu, live }: { menu: MenuService; live: LiveHub },
): Promise<void> {
  app.get(
    '/api/menu',
    {
      schema: {
        summary: 'Categories, products (once per name) and active promotions',
        // The answer goes out as bytes serialised once per change (menu-service.ts); the schema documents them.
        response: { 200: menuAnswer, ...errorAnswers(503) },
      },
    },
    (request, reply) => menuHandler(menu, request, reply),
  );

  app.get(
    '/api/menu/stream',
    {
      schema: {
        summary: 'Server-Sent Events: the menu\'s version once listening ("version"), then "menu" at every change',
        response: { 200: eventStreamAnswer },
      },
    },
    (request, reply) => menuStreamHandler(menu, live, request, reply),
  );

  app.get(
    '/api/categories',
    { schema: { summary: 'Every category', response: { 200: z.array(categoryAnswer), ...errorAnswers(503) } } },
    async () => categoriesHandler(menu),
  );
  app.get(
    '/api/products',
    { schema: { summary: 'Products, once per name', response: { 200: z.array(productAnswer), ...errorAnswers(503) } } },
    async () => productsHandler(menu),
  );
  app.get(
    '/api/promotions',
    {
      schema: { summary: 'Active promotions', response: { 200: z.array(promotionAnswer), ...errorAnswers(503) } },
    },
    async () => promotionsHandler(menu),
  );
}

/**
 * Bytes, ETag and headers are made once per menu change; a request picks them up, with no promise to wait for once
 * the menu is loaded, and Fastify sends a Buffer as it is (no serialisation).
 */
function menuHandler(menu: MenuService, request: FastifyRequest, reply: FastifyReply): void | Promise<void> {
  const answer = (snapshot: MenuSnapshot): void => {
    const chosen = representation(snapshot, preferredEncoding(request.headers['accept-encoding']));
    if (request.headers['if-none-match'] === chosen.etag) {
      // No body and no content-length (Fastify sends none for a 304): the ETag and caching headers only.
      void reply.code(304).headers(chosen.headers).removeHeader('content-type').send();
      return;
    }
    // The bytes are JSON.stringify of snapshot.menu, a MenuAnswer.
    void reply.headers(chosen.headers).send(chosen.bytes);
  };
  const snapshot = menu.ready();
  return snapshot ? answer(snapshot) : menu.get().then(answer);
}

/**
 * The menu's changes, and first (once the stream listens, so no change falls between) the menu's version: a few bytes
 * per stream, read from the snapshot every menu answer uses, so a thousand menus opening cost no menu each. A page
 * holding another version reads the menu again. A menu that cannot be read now sends no version: the changes still go.
 */
function menuStreamHandler(menu: MenuService, live: LiveHub, request: FastifyRequest, reply: FastifyReply): void {
  const view = {
    async first() {
      try {
        const { version } = menu.ready() ?? (await menu.get());
        return { event: MENU_VERSION_EVENT, data: { version } };
      } catch {
        return 'skip' as const;
      }
    },
  };
  streamTopic(request, reply, live, 'menu', request.server.shutdownSignal, undefined, view);
}

async function categoriesHandler(menu: MenuService) {
  return (await menu.get()).menu.categories;
}

async function productsHandler(menu: MenuService) {
  return (await menu.get()).menu.products;
}

async function promotionsHandler(menu: MenuService) {
  return (await menu.get()).menu.promotions;
}
