/**
 * Builds the Pearl server. Plugins are registered in this order (fastify/demo's habit):
 *   1. external plugins: errors, security headers, cookies, rate limits;
 *   2. the app's own services: database, live updates, menu;
 *   3. routes, then the built web app with its fallback to index.html.
 */
import { setMaxListeners } from 'node:events';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from './db/client';
import { createWorkLanes, lanePlaces, type WorkLanes } from './db/work-lanes';
import type { Config } from './env';
import { registerCsrfProtection } from './http/csrf';
import { registerErrorHandler } from './http/error-handler';
import { logSafeError } from './http/log-safe-error';
import { openApiRoutes, registerOpenApi } from './http/openapi';
import { serializeRequest } from './http/log-redaction';
import { registerSecurityHeaders } from './http/security-headers';
import { registerRequestContext, requestId } from './http/request-context';
import {
  catalogueAdminRoutes,
  catalogueRoutes,
  createCatalogueAdminService,
  createMenuService,
  type CatalogueAdminService,
  type MenuService,
} from './modules/catalogue';
import { accountRoutes, registerStaffAccess, userAdminRoutes } from './modules/accounts';
import { auditRoutes, createAuditService, type AuditService } from './modules/audit';
import { healthRoutes } from './modules/health';
import {
  createOrderFulfilment,
  insertTestOrder,
  setProviderRef,
  staffOrderRoutes,
  trackingRoutes,
} from './modules/orders';
import { createLiveHub, type LiveHub } from './modules/live';
import { createMailer, type Mailer } from './modules/mail';
import { checkoutRoutes, createPaymentGuard } from './modules/checkout';
import {
  createPaymentsService,
  paymentRoutes,
  sandboxRoutes,
  testPaymentRoutes,
  type PaymentFulfilment,
  type PaymentsService,
} from './modules/payments';
import { privacyRoutes } from './modules/privacy';
import { createShopMetrics, metricsRoutes } from './modules/metrics';
import { reportRoutes } from './modules/reports';
import { createOpeningHoursService, openingHoursRoutes, type OpeningHoursService } from './modules/opening-hours';
import { loadStorefrontBuild, registerStorefrontRoutes, type StorefrontSetup } from './modules/storefront';

export interface Services {
  config: Config;
  database: Database;
  live: LiveHub;
  menu: MenuService;
  /** Staff changes to categories, products and promotions. */
  catalogueAdmin: CatalogueAdminService;
  /** Who changed what, when: recorded by each module in the change's transaction, read by the staff activity list. */
  audit: AuditService;
  mailer: Mailer;
  /** The active payment provider (sandbox or Stripe) and the one fulfilment path of payment events. */
  payments: PaymentsService;
  /** Opening hours, pause and pickup times, on the injected clock. */
  openingHours: OpeningHoursService;
  /** Payments completing (urgent) go ahead of checkouts starting (ordinary) for the database's places. */
  lanes: WorkLanes;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    /** Aborted when the server starts shutting down: long-lived streams end on it. */
    shutdownSignal: AbortSignal;
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Serve the built web app from dist/web (default: when it exists). */
  serveWeb?: boolean;
  logger?: boolean;
  /** Where the log lines go (default: standard output); tests read them from here. */
  logStream?: { write(line: string): void };
  /** The clock of opening hours and pickup times (default: the real one); tests pass a fake one. */
  now?: () => Date;
  /**
   * The storefront drawn on the server (default: the build in dist/web and dist/ssr, when the web app is
   * served and both exist); tests pass the renderer from source.
   */
  storefront?: StorefrontSetup;
}

const webRoot = fileURLToPath(new URL('../../dist/web', import.meta.url));
const ssrRoot = fileURLToPath(new URL('../../dist/ssr', import.meta.url));

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            // Never log what a customer or an admin typed into a secret field.
            redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["stripe-signature"]'],
            // Request lines without tracking tokens, session ids or what a form put into the query string; a failed
            // query's SQL and parameters never reach the log.
            serializers: { req: serializeRequest, err: logSafeError },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    bodyLimit: 64 * 1024,
    // Only the listed proxies, never `true`: with `true` the left-most X-Forwarded-For entry, which the client writes,
    // would be taken as its address, and the sign-in, checkout and data-page limits per address would be a formality.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    return503OnClosing: true,
    // Every log line of a request carries its reqId (the proxy's X-Request-Id, or a new UUID): http/request-context.ts.
    genReqId: requestId,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const shutdown = new AbortController();
  // Every open live stream (each customer's menu, each staff dashboard) listens for it: no limit of 10 listeners.
  setMaxListeners(0, shutdown.signal);
  app.decorate('shutdownSignal', shutdown.signal);
  app.addHook('preClose', async () => shutdown.abort());

  // 1. External plugins.
  registerRequestContext(app);
  const metrics = createShopMetrics(database);
  metrics.register(app);
  registerErrorHandler(app);
  await registerSecurityHeaders(app, config);
  await app.register(cookie, { secret: config.sessionSecret });
  // Limits are set per route (checkout); nothing is limited unless it says so.
  await app.register(rateLimit, { global: false });
  // Webhooks are verified by signature, not by origin.
  // The contact form's post changes nothing and reads no body (storefront module): a form may send it.
  registerCsrfProtection(app, config, (url) => url.startsWith('/api/webhooks/') || url === '/contact');
  // The OpenAPI description collects every route registered after it (GET /api/openapi.json).
  await registerOpenApi(app);

  // 2. Services.
  const live = await createLiveHub(database, app.log, { streamsPerAddress: config.liveStreamsPerAddress });
  const menu = createMenuService({ db: database.db, live });
  const audit = createAuditService({ db: database.db });
  const catalogueAdmin = createCatalogueAdminService({ db: database.db, menu, audit });
  const mailer = createMailer({
    db: database.db,
    from: config.mailFrom,
    smtpUrl: config.smtpUrl,
    outboxDir: join(config.dataDir, 'outbox'),
    log: app.log,
  });
  const openingHours = createOpeningHoursService({
    db: database.db,
    live,
    audit,
    now: options.now ?? (() => new Date()),
  });
  const fulfilment = createOrderFulfilment({
    db: database.db,
    mailer,
    live,
    publicUrl: config.publicUrl,
    log: app.log,
    pause: openingHours,
    hours: openingHours,
  });
  // Payments' fulfilment port: orders' fulfilment, each outcome counted by the metrics.
  const countedFulfilment: PaymentFulfilment = {
    async handleEvent(event) {
      const outcome = await fulfilment.handleEvent(event);
      metrics.fulfilled(outcome);
      return outcome;
    },
  };
  const payments = await createPaymentsService({
    config,
    db: database.db,
    fulfilment: countedFulfilment,
    // The sandbox re-prices and re-checks the order right before it takes a payment.
    guard: createPaymentGuard(database.db, openingHours),
    orders: { insertTestOrder, setProviderRef },
    log: app.log,
  });
  const lanes = createWorkLanes(lanePlaces(database.stats().max));
  // What a server-drawn page knows besides the menu (GET /api/payments/config's answer).
  const pageContext = { paymentConfig: payments.browserConfig };
  app.decorate('services', {
    config,
    database,
    live,
    menu,
    catalogueAdmin,
    audit,
    mailer,
    payments,
    openingHours,
    lanes,
  });
  app.addHook('onReady', async () => {
    mailer.start();
    payments.start();
  });
  app.addHook('onClose', async () => {
    await payments.stop();
    await mailer.stop();
    await live.close();
  });

  // 3. Routes. Every /api/admin route gets requireAdmin in front of it, whoever registers it (staff-access.ts).
  registerStaffAccess(app);
  await app.register(healthRoutes);
  await app.register(catalogueRoutes);
  await app.register(paymentRoutes);
  await app.register(sandboxRoutes);
  await app.register(checkoutRoutes);
  await app.register(accountRoutes);
  await app.register(userAdminRoutes);
  await app.register(catalogueAdminRoutes);
  await app.register(testPaymentRoutes);
  await app.register(staffOrderRoutes);
  await app.register(trackingRoutes);
  await app.register(auditRoutes);
  await app.register(reportRoutes);
  await app.register(privacyRoutes);
  await app.register(openingHoursRoutes);
  await app.register(metricsRoutes(metrics, config.metricsToken));
  await app.register(openApiRoutes);

  // 4. The web app: hashed assets cached for a year, everything else revalidated; unknown pages get index.html
  // and the browser's router sends them to /.
  const serveWeb = options.serveWeb ?? existsSync(webRoot);
  if (serveWeb) {
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
    const sendIndex = (reply: import('fastify').FastifyReply) =>
      reply.header('cache-control', 'no-cache').sendFile('index.html', webRoot);
    // The storefront's pages drawn on the server; without a server build, / is the shell as before.
    const storefront = options.storefront ?? (await loadStorefrontBuild(webRoot, ssrRoot));
    if (storefront) registerStorefrontRoutes(app, storefront, menu, pageContext, sendIndex);
    // The web app's pages, not part of the API: left out of the OpenAPI description.
    else app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
    // A GET that no route or file matched (the error handler already owns the not-found handler, which Fastify
    // lets a context set only once).
    app.get('/*', { schema: { hide: true } }, (request, reply) => {
      const accepts = request.headers.accept ?? '';
      if (request.method === 'GET' && !request.url.startsWith('/api/') && accepts.includes('text/html')) {
        // A customer's private order page is never indexed.
        if (request.url.startsWith('/track/')) reply.header('x-robots-tag', 'noindex, nofollow');
        return sendIndex(reply);
      }
      return reply.status(404).send({ error: `No such address: ${request.method} ${request.url.split('?')[0]}` });
    });
  } else if (options.storefront) {
    // Tests of the drawn pages without the browser build: the template is the shell.
    const { template } = options.storefront;
    registerStorefrontRoutes(app, options.storefront, menu, pageContext, (reply) =>
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(template),
    );
  }

  return app;
}
