import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MenuService } from '../catalogue';
import {
  createStorefront,
  STOREFRONT_PATHS,
  type PageContext,
  type RenderPage,
  type StorefrontPage,
} from './storefront-pages';
import { preferredEncoding } from '../../http/accept-encoding';
import { redactUrl } from '../../http/log-redaction';
import { readPagePreloads } from './page-preloads';

export interface StorefrontSetup {
  /** The browser build's index.html (the page's shell). */
  template: string;
  render: RenderPage;
  /** By page path, the files of its code loaded on demand, hinted in the page (page-preloads.ts). */
  preloads?: Record<string, readonly string[]> | undefined;
}

/**
 * The production build: dist/web/index.html and the server bundle dist/ssr/entry-server.js (`npm run build`), or null
 * when either is missing (then every page is the browser-rendered shell, as in development).
 */
export async function loadStorefrontBuild(webRoot: string, ssrRoot: string): Promise<StorefrontSetup | null> {
  const templateFile = join(webRoot, 'index.html');
  const entry = join(ssrRoot, 'entry-server.js');
  if (!existsSync(templateFile) || !existsSync(entry)) return null;
  const bundle = (await import(pathToFileURL(entry).href)) as { renderPage: RenderPage };
  return {
    template: readFileSync(templateFile, 'utf8'),
    render: bundle.renderPage,
    preloads: readPagePreloads(webRoot) ?? undefined,
  };
}

/**
 * GET of each storefront page: the page drawn on the server. Should drawing fail, the shell goes out instead and the
 * browser draws the page, as it did before pages were drawn on the server.
 */
export function registerStorefrontRoutes(
  app: FastifyInstance,
  setup: StorefrontSetup,
  menu: MenuService,
  context: PageContext,
  sendShell: (reply: FastifyReply) => FastifyReply,
): void {
  const storefront = createStorefront({ ...setup, menu, context });
  registerContactFormPost(app);
  for (const path of STOREFRONT_PATHS) {
    // The web app's pages, not part of the API: left out of the OpenAPI description.
    app.get(path, { schema: { hide: true } }, async (request, reply) =>
      storefrontPageHandler(storefront, sendShell, request, reply),
    );
  }
}

/** One storefront page, compressed as the browser accepts, or 304 when the browser has it already. */
async function storefrontPageHandler(
  storefront: ReturnType<typeof createStorefront>,
  sendShell: (reply: FastifyReply) => FastifyReply,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  let page: StorefrontPage;
  try {
    page = await storefront.page(request.url);
  } catch (error) {
    request.log.error(
      { err: error, url: redactUrl(request.url) },
      'Drawing the page on the server failed: sent the shell',
    );
    return sendShell(reply);
  }
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const etag = encoding ? `${page.etag.slice(0, -1)}-${encoding}"` : page.etag;
  reply.header('etag', etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === etag) {
    // No body and no content-length (as the menu API's 304).
    reply.hijack();
    reply.raw.writeHead(304, reply.getHeaders() as Record<string, string>);
    reply.raw.end();
    return;
  }
  reply.type('text/html; charset=utf-8');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding === 'br' ? page.brotli : encoding === 'gzip' ? page.gzip : page.html);
}

/** Where the contact page shows that a message was sent (its #message-sent element, shown as the target). */
const CONTACT_SENT_ADDRESS = '/contact#message-sent';

/**
 * The contact form posts to /contact, so a message sent before the page's code runs (or without it) never puts what
 * was typed into an address, the browser's history or the server's request log. The form is a placeholder that sends
 * nothing: its body is not read (it is personal data), and the answer is the contact page showing its message.
 * The CSRF check lets this one form post through (app.ts): it changes nothing.
 */
function registerContactFormPost(app: FastifyInstance): void {
  void app.register(contactFormRoutes);
}

/** A scope of its own, so its body parsers (which read nothing) apply to this one route only. */
async function contactFormRoutes(scope: FastifyInstance): Promise<void> {
  scope.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'],
    { parseAs: 'buffer', bodyLimit: 64 * 1024 },
    ignoreBody,
  );
  scope.post('/contact', { schema: { hide: true } }, contactSentHandler);
}

function ignoreBody(_request: FastifyRequest, _body: Buffer, done: (error: null, body: undefined) => void): void {
  done(null, undefined);
}

async function contactSentHandler(_request: FastifyRequest, reply: FastifyReply) {
  return reply.redirect(CONTACT_SENT_ADDRESS, 303);
}
