import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../env';
import { PAGE_BOOT_SCRIPT_HASH } from './page-boot';

// helmet itself rather than @fastify/helmet: that plugin makes helmet's middleware again for every request, parsing
// the whole policy each time (a fifth of the menu API's time); helmet's answer is now taken once at start
// and set as one ready object per request.

/**
 * Security headers on every answer, with a Content-Security-Policy that allows only what Pearl loads: its own
 * scripts and styles, Stripe's origins only when Stripe is the active provider, and the map embed (which the page
 * loads only after cookies are accepted).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  // Stripe's integration security guide: Stripe.js and its frames come from js.stripe.com and its subdomains, 3-D
  // Secure from hooks.stripe.com, and the API is api.stripe.com.
  const stripe = config.stripe ? ['https://js.stripe.com', 'https://*.js.stripe.com'] : [];
  const stripeFrames = config.stripe
    ? ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com']
    : [];
  const stripeConnect = config.stripe ? ['https://api.stripe.com'] : [];
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The one inline script: the server-drawn pages' boot (page-boot.ts), allowed by its hash.
        scriptSrc: ["'self'", PAGE_BOOT_SCRIPT_HASH, ...stripe],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...stripeConnect],
        // The contact page's map is the only frame Pearl shows (and only once cookies are accepted).
        frameSrc: ['https://www.openstreetmap.org', ...stripeFrames],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        ...(config.production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: config.production ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  // Every directive is a fixed string (no per-request nonce), so helmet's answer is the same for every request: it is
  // worked out once here, on a recording response, and each request gets the ready header object (helmet's
  // middleware re-joins the whole policy and makes a dozen header calls per request otherwise).
  const headers = await helmetHeaders(setHeaders);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

type Middleware = ReturnType<typeof helmet>;

/** The headers helmet's middleware sets, by running it once on a response that only records them. */
async function helmetHeaders(middleware: Middleware): Promise<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  await new Promise<void>((resolve, reject) =>
    middleware({} as Parameters<Middleware>[0], recorder as unknown as Parameters<Middleware>[1], (error?: unknown) =>
      error ? reject(error as Error) : resolve(),
    ),
  );
  return Object.freeze(headers) as Record<string, string>;
}
