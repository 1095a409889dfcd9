/**
 * Builds the Pearl server. It only wires; in this order (fastify/demo's habit):
 *   1. external plugins: errors, security headers, cookies, rate limits, CSRF, the OpenAPI description;
 *   2. the services, built once in services.ts, started when the server is ready and stopped when it closes;
 *   3. the routes, each plugin handed the services it uses;
 *   4. the built web app and the storefront's drawn pages (the storefront module).
 */
import { setMaxListeners } from 'node:events';
import type { Agent } from 'node:https';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from './db/client';
import type { Config } from './env';
import { registerCsrfProtection } from './http/csrf';
import { registerErrorHandler } from './http/error-handler';
import { logSafeError } from './http/log-safe-error';
import { openApiRoutes, registerOpenApi } from './http/openapi';
import { redactLogMessages, serializeRequest } from './http/log-redaction';
import { registerSecurityHeaders } from './http/security-headers';
import { registerRequestContext, requestId } from './http/request-context';
import { catalogueAdminRoutes, catalogueRoutes, photoRoutes } from './modules/catalogue';
import {
  accountRoutes,
  counterDeviceRoutes,
  DEVICE_COOKIE,
  registerStaffAccess,
  staffRoutes,
  userAdminRoutes,
} from './modules/accounts';
import { auditRoutes } from './modules/audit';
import { healthRoutes } from './modules/health';
import { staffOrderRoutes, trackingRoutes } from './modules/orders';
import { checkoutRoutes } from './modules/checkout';
import { makersQueueRoutes } from './modules/counter';
import { kioskRoutes, tillRoutes } from './modules/till';
import { paymentRoutes, readerRoutes, sandboxRoutes, testPaymentRoutes } from './modules/payments';
import { privacyRoutes } from './modules/privacy';
import { pushRoutes } from './modules/notifications';
import { loyaltyRoutes } from './modules/loyalty';
import { metricsRoutes, type ShopMetrics } from './modules/metrics';
import { reportRoutes } from './modules/reports';
import { closeRoutes } from './modules/close';
import { openingHoursRoutes } from './modules/opening-hours';
import { cloudPrntRoutes, printerAdminRoutes } from './modules/printing';
import { registerWebApp, type StorefrontSetup } from './modules/storefront';
import { stockRoutes } from './modules/stock';
import { vatRoutes } from './modules/vat';
import { createServices, type Services } from './services';

declare module 'fastify' {
  interface FastifyInstance {
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
  /** The shop's clock for opening hours, pickup times and deals (default: the real one); tests pass a fake one. */
  now?: () => Date;
  /**
   * The storefront drawn on the server (default: the build in dist/web and dist/ssr, when the web app is
   * served and both exist); tests pass the renderer from source.
   */
  storefront?: StorefrontSetup;
  /** The connections ready pushes go out on; tests pass one trusting their own push service's certificate. */
  pushAgent?: Agent;
}

/** The server and the services it was built with (tests reach the services here, never through the server). */
export interface Shop {
  app: FastifyInstance;
  services: Services;
}

export async function buildApp(options: BuildOptions): Promise<Shop> {
  const { config, database } = options;
  const app = createServer(options);
  const services = await createServices({
    config,
    database,
    now: options.now,
    log: app.log,
    pushAgent: options.pushAgent,
  });
  await registerPlugins(app, config, services.metrics);
  app.addHook('onReady', async () => services.start());
  app.addHook('onClose', async () => services.stop());
  await registerRoutes(app, services);
  await registerWebApp(app, {
    serveWeb: options.serveWeb,
    storefront: options.storefront,
    menu: services.menu,
    // What a server-drawn page knows besides the menu: GET /api/payments/config's answer, and the shop's status now.
    context: {
      paymentConfig: services.payments.browserConfig,
      // The status band is drawn with the page.
      shopStatus: () => services.openingHours.status(),
    },
  });
  return { app, services };
}

function createServer(options: BuildOptions): FastifyInstance {
  const { config } = options;
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
            // A message that quotes an address (Fastify's own warnings name the raw URL) hides its secret segments.
            hooks: { logMethod: redactLogMessages },
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
  return app;
}

/** 1. External plugins. */
async function registerPlugins(app: FastifyInstance, config: Config, metrics: ShopMetrics): Promise<void> {
  registerRequestContext(app);
  metrics.register(app);
  registerErrorHandler(app);
  await registerSecurityHeaders(app, config);
  await app.register(cookie, { secret: config.sessionSecret });
  // Limits are set per route (checkout); nothing is limited unless it says so.
  await app.register(rateLimit, { global: false });
  // Webhooks are verified by signature, not by origin.
  // The contact form's post changes nothing and reads no body (storefront module): a form may send it.
  // A CloudPRNT printer sends no cookie: its secret address is its credential (printing module).
  registerCsrfProtection(
    app,
    config,
    (url) => url.startsWith('/api/webhooks/') || url === '/contact' || url.startsWith('/cloudprnt/'),
  );
  // The OpenAPI description collects every route registered after it (GET /api/openapi.json).
  await registerOpenApi(app);
}

/**
 * 3. Routes, each given what it uses. Every /api/admin route gets requireStaff, with the permission its role table
 * names, in front of it, whoever registers it.
 */
async function registerRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { config, database, live, menu, audit, payments, lanes, checkout, recheck, renewHold, accounts } = services;
  registerStaffAccess(app, { sessions: accounts });
  await app.register(healthRoutes, { database });
  await app.register(catalogueRoutes, { menu, live });
  await app.register(paymentRoutes, { payments, lanes });
  await app.register(sandboxRoutes, { payments, lanes });
  await app.register(checkoutRoutes, { checkout, recheck, renewHold, config });
  await app.register(accountRoutes, { accounts, config });
  await app.register(userAdminRoutes, { accounts });
  await app.register(staffRoutes, { staff: services.staff });
  await app.register(counterDeviceRoutes, { counterDevices: services.counterDevices, config });
  await app.register(catalogueAdminRoutes, { catalogueAdmin: services.catalogueAdmin });
  await app.register(photoRoutes, { catalogueAdmin: services.catalogueAdmin, menu });
  await app.register(testPaymentRoutes, { payments, audit, config });
  await app.register(readerRoutes, { payments });
  await app.register(staffOrderRoutes, { staffOrders: services.staffOrders, live });
  await app.register(tillRoutes, { till: services.till });
  await app.register(kioskRoutes, { kiosk: services.kiosk, deviceCookie: DEVICE_COOKIE });
  await app.register(trackingRoutes, { tracking: services.tracking, live });
  await app.register(pushRoutes, { push: services.push });
  await app.register(auditRoutes, { audit });
  await app.register(reportRoutes, { reportLane: services.reportLane, sales: services.sales, vat: services.vat });
  await app.register(closeRoutes, { dayClose: services.dayClose });
  await app.register(privacyRoutes, { privacy: services.privacy });
  await app.register(loyaltyRoutes, { loyalty: services.loyalty });
  await app.register(openingHoursRoutes, { openingHours: services.openingHours });
  await app.register(printerAdminRoutes, { printing: services.printing, publicUrl: config.publicUrl });
  await app.register(cloudPrntRoutes, { printing: services.printing });
  await app.register(makersQueueRoutes, { queue: services.makersQueue });
  await app.register(stockRoutes, { stock: services.stock });
  await app.register(vatRoutes, { vat: services.vat });
  await app.register(metricsRoutes, { metrics: services.metrics, token: config.metricsToken });
  await app.register(openApiRoutes);
}
