/**
 * The shop's figures in the Prometheus text format (prom-client), one registry per server (tests run several in one
 * process). Counted as they happen: requests by route (rate and latency), checkouts started, paid and failed. Read
 * when scraped: open live streams, orders by status, the mail outbox, the database connections; plus Node's own
 * (CPU, memory, event loop lag) with prom-client's default metrics. README "What to alert on" says what to watch.
 */
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/client';
import { openStreamCounts, type LiveHub } from '../live';
import { outboxFigures } from '../mail';
import { orderFigures } from '../orders';
import type { FulfilmentOutcome } from '../payments';

/** The routes that start a checkout (each 200 is one checkout started). */
const CHECKOUT_ROUTES = new Set(['/api/create-payment-intent', '/api/create-checkout-session']);

export interface ShopMetrics {
  registry: Registry;
  /** Called with what fulfilment made of each payment event: counts checkouts paid and failed. */
  fulfilled(outcome: FulfilmentOutcome): void;
  /** Request rate and latency by route, and checkouts started (an onResponse hook). */
  register(app: FastifyInstance): void;
  /** A customer alert (a ready push) sent, failed (to retry or given up), or gone (the browser unsubscribed). */
  alerted(channel: string, outcome: string): void;
}

/** Node's own figures, once per process (each would start its own event loop monitor), shared by its servers. */
let processRegistry: Registry | null = null;

export function createShopMetrics(database: Database, live: LiveHub): ShopMetrics {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, prefix: 'pearl_' });
  }
  const own = new Registry();

  const requests = new Histogram({
    name: 'pearl_http_request_duration_seconds',
    help: 'HTTP requests by route (the pattern, e.g. /api/admin/orders/:id/confirm), method and status, and how long they took',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [own],
  });
  const checkouts = new Counter({
    name: 'pearl_checkouts_total',
    help: 'Checkouts by outcome: started (an order and its payment created), paid, failed (the payment failed)',
    labelNames: ['outcome'] as const,
    registers: [own],
  });
  for (const outcome of ['started', 'paid', 'failed']) checkouts.inc({ outcome }, 0);
  const alerts = new Counter({
    name: 'pearl_customer_alerts_total',
    help: 'Ready alerts by channel (push, sms) and outcome: sent, failed (retried or given up), gone (unsubscribed: 404/410)',
    labelNames: ['channel', 'outcome'] as const,
    registers: [own],
  });
  for (const channel of ['push', 'sms'])
    for (const outcome of ['sent', 'failed', 'gone']) alerts.inc({ channel, outcome }, 0);

  /** A gauge of counts by one label, read afresh at each scrape (a value gone since the last one drops out). */
  const countsBy = (name: string, help: string, label: string, read: () => Promise<[string, number][]>) =>
    new Gauge({
      name,
      help,
      labelNames: [label],
      registers: [own],
      async collect() {
        const counts = await read();
        this.reset();
        for (const [value, count] of counts) this.set({ [label]: value }, count);
      },
    });

  countsBy(
    'pearl_live_stream_connections',
    'Live update streams open on this instance, by topic (menu: customers, orders: staff dashboards)',
    'topic',
    async () => (['menu', 'orders'] as const).map((topic) => [topic, openStreamCounts(live).get(topic) ?? 0]),
  );
  countsBy(
    'pearl_orders',
    "Customers' orders by status (pending, confirmed, ready, completed, cancelled)",
    'status',
    async () => (await orderFigures(database.db)).byStatus.map((row) => [row.status, row.count]),
  );
  countsBy(
    'pearl_order_payments',
    'Every order (checkouts included) by payment status (awaiting_payment, paid, failed, cancelled, refunded, …)',
    'payment_status',
    async () => (await orderFigures(database.db)).byPaymentStatus.map((row) => [row.paymentStatus, row.count]),
  );
  countsBy(
    'pearl_mail_outbox',
    'E-mails in the outbox by status: queued (to send or retry), sending, sent, failed (given up)',
    'status',
    async () => {
      const rows = await outboxFigures(database.db);
      return ['queued', 'sending', 'sent', 'failed'].map((status) => [
        status,
        rows.find((row) => row.status === status)?.count ?? 0,
      ]);
    },
  );
  new Gauge({
    name: 'pearl_mail_outbox_retrying',
    help: 'Queued e-mails that failed at least once and wait for a retry (the mail server refuses or does not answer)',
    registers: [own],
    async collect() {
      const rows = await outboxFigures(database.db);
      this.set(rows.find((row) => row.status === 'queued')?.retrying ?? 0);
    },
  });
  new Gauge({
    name: 'pearl_db_connections',
    help: "The database connections of this instance's pool by state: total, idle, max, waiting (requests waiting for one)",
    labelNames: ['state'] as const,
    registers: [own],
    collect() {
      const stats = database.stats();
      for (const state of ['total', 'idle', 'max', 'waiting'] as const) this.set({ state }, stats[state]);
    },
  });
  new Counter({
    name: 'pearl_db_errors_total',
    help: 'Database queries and connections that failed on this instance since it started',
    registers: [own],
    collect() {
      this.reset();
      this.inc(database.stats().errors);
    },
  });

  return {
    registry: Registry.merge([own, processRegistry]),
    fulfilled(outcome) {
      if (outcome === 'paid' || outcome === 'failed') checkouts.inc({ outcome });
    },
    alerted(channel, outcome) {
      alerts.inc({ channel, outcome });
    },
    register(server) {
      // Every answer passes here, so the hook is synchronous and each (route, method, status) keeps its
      // labelled histogram child: an observation is a map lookup and a bucket increment, with no label object made
      // and hashed per request.
      const children = new Map<string, Map<string, Map<number, { observe(value: number): void }>>>();
      server.addHook('onResponse', (request, reply, done) => {
        // Unmatched addresses share one label, so a scan of random paths cannot make up new series.
        const route = request.routeOptions.url ?? 'unmatched';
        const status = reply.statusCode;
        let byMethod = children.get(route);
        if (!byMethod) children.set(route, (byMethod = new Map()));
        let byStatus = byMethod.get(request.method);
        if (!byStatus) byMethod.set(request.method, (byStatus = new Map()));
        let child = byStatus.get(status);
        if (!child) {
          child = requests.labels({ method: request.method, route, status_code: String(status) });
          byStatus.set(status, child);
        }
        child.observe(reply.elapsedTime / 1000);
        if (status === 200 && request.method === 'POST' && CHECKOUT_ROUTES.has(route)) {
          checkouts.inc({ outcome: 'started' });
        }
        done();
      });
    },
  };
}
