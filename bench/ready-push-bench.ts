/**
 * The ready push of `npm run bench`: 200 paid orders, each followed by a browser subscribed to its push, all confirmed,
 * then all made ready at once through the staff API, as a rush at the counter would. What is measured: from each
 * Mark as Ready sent to its push arriving at the push service (a local HTTPS one, its certificate made with openssl and
 * given to the shop through NODE_EXTRA_CA_CERTS), p95 within a second, every push sent exactly once. The shop runs
 * outside production here, so that it may push to this machine.
 */
import { startPushService, makeCertificate, testBrowser } from '../src/server/test/push-service-stand-in';
import { menuProducts, payOne, percentile, signIn, type Staff } from './checkout-bench';
import { startProcess } from './server-process';

const ORDERS = 200;
/** From Mark as Ready to the push request leaving the shop, in the burst. */
const P95_BUDGET_MS = 1000;
/** How many of the setting-up calls (checkouts, subscriptions, confirmations) run at once. */
const AT_ONCE = 10;

type Row = Record<string, string | number>;

/** Runs `work` for 0…count-1, AT_ONCE at a time. */
async function inTurns<T>(count: number, work: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      while (next < count) {
        const i = next++;
        results[i] = await work(i);
      }
    }),
  );
  return results;
}

/** Each order's calls come from an address of their own through the proxy the bench server trusts (per-address limits). */
const addressOf = (i: number) => `10.44.${i >> 8}.${i & 255}`;

export async function benchReadyPushes(label: string, env: Record<string, string>, staff: Staff): Promise<Row> {
  const certificate = makeCertificate();
  const service = await startPushService(certificate);
  const server = await startProcess(
    'src/server/main.ts',
    { ...env, NODE_ENV: 'development', NODE_EXTRA_CA_CERTS: certificate.certFile },
    '/api/ready',
  );
  try {
    const { url } = server;
    const products = await menuProducts(url);
    const { cookie, csrf } = await signIn(url, staff);
    const staffPost = (path: string, body?: unknown) =>
      fetch(`${url}${path}`, {
        method: 'POST',
        headers: { cookie, 'x-csrf-token': csrf, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });

    const orders = await inTurns(ORDERS, async (i) => {
      const paid = await payOne(url, products, 10_000 + i);
      const confirmation = await fetch(`${url}/api/order-confirmation/${paid.orderId}`, {
        headers: { 'x-receipt-token': paid.receiptToken, 'x-forwarded-for': addressOf(i) },
      });
      const { trackingToken } = (await confirmation.json()) as { trackingToken: string };
      const subscribed = await fetch(`${url}/api/track/${trackingToken}/push`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': addressOf(i) },
        body: JSON.stringify(testBrowser().subscription(`${service.origin}/push/${paid.orderId}`)),
      });
      if (subscribed.status !== 201)
        throw new Error(`bench: subscribe ${subscribed.status}: ${await subscribed.text()}`);
      const confirmed = await staffPost(`/api/admin/orders/${paid.orderId}/confirm`, { prepTime: 5 });
      if (!confirmed.ok) throw new Error(`bench: confirm ${confirmed.status}: ${await confirmed.text()}`);
      return paid.orderId;
    });

    const sentAt = new Map<string, number>();
    const answerMs: number[] = [];
    const answers = await Promise.all(
      orders.map(async (orderId) => {
        const at = Date.now();
        sentAt.set(`/push/${orderId}`, at);
        const ready = await staffPost(`/api/admin/orders/${orderId}/ready`);
        await ready.arrayBuffer();
        answerMs.push(Date.now() - at);
        return ready.status;
      }),
    );
    const deadline = Date.now() + 30_000;
    while (service.received.length < ORDERS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    // Time for a push sent twice to show itself.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const delays = service.received.map((push) => push.at - (sentAt.get(push.path) ?? push.at));
    const p95 = percentile(delays, 95);
    const distinct = new Set(service.received.map((push) => push.path)).size;
    const refused = answers.filter((status) => status !== 200).length;
    return {
      measure: `Mark as Ready → its push leaving the shop, ${ORDERS} orders at once — ${label}`,
      'requests/s': '',
      'p50 ms': Math.round(percentile(delays, 50)),
      'p99 ms': Math.round(percentile(delays, 99)),
      'errors / unexpected': `${refused}/${service.received.length - distinct}`,
      budget: `p95 ${Math.round(p95)} ms ≤ ${P95_BUDGET_MS} ms, each sent once: ${
        p95 <= P95_BUDGET_MS && distinct === ORDERS && service.received.length === ORDERS ? 'met' : 'NOT MET'
      }`,
      // How long Ready itself took to answer in the burst: the push leaves after its transaction commits.
      note: `${service.received.length} pushes received for ${ORDERS} orders; Mark as Ready answered in p95 ${Math.round(
        percentile(answerMs, 95),
      )} ms (errors: Ready refused; unexpected: pushes sent twice)`,
    };
  } finally {
    await server.stop();
    await service.close();
  }
}
