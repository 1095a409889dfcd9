/**
 * The built web app (dist/web) and the storefront's pages drawn on the server (dist/ssr): hashed assets cached for a
 * year, everything else revalidated; a page that no route or file matches gets index.html, and the browser's router
 * takes it from there.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MenuService } from '../catalogue';
import type { PageContext } from './storefront-pages';
import { loadStorefrontBuild, registerStorefrontRoutes, type StorefrontSetup } from './storefront-routes';

const webRoot = fileURLToPath(new URL('../../../../dist/web', import.meta.url));
const ssrRoot = fileURLToPath(new URL('../../../../dist/ssr', import.meta.url));

export interface WebAppOptions {
  /** Serve the built web app from dist/web (default: when it exists). */
  serveWeb?: boolean | undefined;
  /** The storefront drawn on the server (default: the build in dist/web and dist/ssr, when both exist). */
  storefront?: StorefrontSetup | undefined;
  menu: MenuService;
  /** What a server-drawn page knows besides the menu (GET /api/payments/config's answer). */
  context: PageContext;
}

/** Register after every API route: its catch-all GET answers what nothing else did. */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  const { menu, context } = options;
  if (!(options.serveWeb ?? existsSync(webRoot))) {
    // Tests of the drawn pages without the browser build: the template is the shell.
    if (options.storefront) {
      const { template } = options.storefront;
      registerStorefrontRoutes(app, options.storefront, menu, context, (reply) =>
        reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(template),
      );
    }
    return;
  }
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(reply, path) {
      reply.header(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      );
    },
  });
  const sendIndex = (reply: FastifyReply) => reply.header('cache-control', 'no-cache').sendFile('index.html', webRoot);
  // The storefront's pages drawn on the server; without a server build, / is the shell as before.
  const storefront = options.storefront ?? (await loadStorefrontBuild(webRoot, ssrRoot));
  if (storefront) registerStorefrontRoutes(app, storefront, menu, context, sendIndex);
  // The web app's pages, not part of the API: left out of the OpenAPI description.
  else app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  // A GET that no route or file matched (the error handler already owns the not-found handler, which Fastify
  // lets a context set only once).
  app.get('/*', { schema: { hide: true } }, async (request, reply) => unmatchedGetHandler(sendIndex, request, reply));
}

/** The shell for a page of the web app (the browser draws it), a 404 in words for anything else. */
async function unmatchedGetHandler(
  sendIndex: (reply: FastifyReply) => FastifyReply,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const accepts = request.headers.accept ?? '';
  if (request.method === 'GET' && !request.url.startsWith('/api/') && accepts.includes('text/html')) {
    // A customer's private order page (and its receipt's Order again link) is never indexed.
    if (request.url.startsWith('/track/') || request.url.startsWith('/order-again/'))
      reply.header('x-robots-tag', 'noindex, nofollow');
    return sendIndex(reply);
  }
  return reply.status(404).send({ error: `No such address: ${request.method} ${request.url.split('?')[0]}` });
}
