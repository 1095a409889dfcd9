/**
 * What one Mark as Ready costs the database, counted in statements (each one round trip to PostgreSQL, BEGIN and
 * COMMIT included), never timed: from the staff session's check, through the ready move's transaction (the order
 * locked and changed, the e-mail and the push queued, the audit row, the dashboards' announcement), to the push sent
 * after the commit and what became of it recorded. In a rush the Readies queue behind each other for the database, so
 * a statement added here is paid two hundred times over: this test fails when the count grows. Also: a Ready whose
 * order three browsers follow costs what one browser's does (their pushes are queued and finished together).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerAlerts, pushSubscriptions } from '../../db/schema';
import { call, type TestServer } from '../../test/build';
import { makeNumberedTaroOrder } from '../../test/factories';
import { testDatabaseKinds } from '../../test/test-database';
import { useStaffServer } from '../../test/server-fixtures';
import { waitFor } from '../../test/checkout-support';
import { testBrowser } from '../../test/push-service-stand-in';
import { usePushService } from '../../test/push-service-fixture';
import { countRequests, recordStatement, shortly } from '../../test/statement-count';

const kinds = await testDatabaseKinds();

/**
 * The statements of one Mark as Ready, however many browsers follow the order: the session (1); the transaction
 * (BEGIN, the order locked and changed, its lines and watchers read for the e-mail and the answer, the e-mail queued,
 * the pushes queued already claimed, the audit row, both announcements in one, COMMIT: 10); after the commit, what
 * became of its pushes, their browsers let go with it (1). It was 25 for one browser and 3 more for each further one.
 */
const MARK_AS_READY_STATEMENTS = 12;

const pushService = usePushService();
/** Every statement the servers send is counted; their pushes go to the stand-in. */
const serverOptions = { pushAgent: pushService.pushAgent, onStatement: recordStatement };

let numbers = 7_000;

describe.each(kinds)('the statements of one Mark as Ready on %s', (kind) => {
  let shop: TestServer;
  let staff: Record<string, string>;
  useStaffServer(kind, (built) => ({ server: shop, staff } = built), serverOptions);

  /** A confirmed order with an e-mail address, followed by `browsers` browsers; answers it and its pushes so far. */
  async function confirmedOrderFollowedBy(browsers: number) {
    const order = await makeNumberedTaroOrder(shop.database.db, ++numbers, `ann-${numbers}@example.com`);
    const paths = Array.from({ length: browsers }, (_, i) => `/push/statements-${order.id}-${i}`);
    for (const path of paths) {
      const body = testBrowser().subscription(`${pushService.origin}${path}`);
      expect((await call(shop, 'POST', `/api/track/${order.trackingToken}/push`, { body })).status).toBe(201);
    }
    const confirmed = await call(shop, 'POST', `/api/admin/orders/${order.id}/confirm`, {
      body: { prepTime: 5 },
      headers: staff,
    });
    expect(confirmed.status).toBe(200);
    const received = () => pushService.pushesTo(paths);
    return { order, received };
  }

  /** Marks the order ready; answers the statements that cost, once its pushes were sent and recorded. */
  async function statementsOfReady(orderId: string, browsers: number, received: () => unknown[]) {
    // The alerts' poll is stopped: only what the request itself does (its sending after the commit included) counts.
    await shop.services.alerts.stop();
    const counted = countRequests(shop, (request) => request.url === `/api/admin/orders/${orderId}/ready`);
    const ready = await call(shop, 'POST', `/api/admin/orders/${orderId}/ready`, { headers: staff });
    expect(ready.status).toBe(200);
    expect(ready.body.status).toBe('ready');
    await waitFor(() => received().length === browsers, 10_000);
    await waitFor(async () => {
      const alerts = await shop.database.db.select().from(customerAlerts).where(eq(customerAlerts.orderId, orderId));
      return alerts.length === browsers && alerts.every((alert) => alert.status === 'sent');
    }, 10_000);
    // Whatever the sending still had going has ended.
    await shop.services.alerts.stop();
    expect(counted.requests).toHaveLength(1);
    return counted.requests[0]!;
  }

  it('counts the session check, the ready transaction and the push sent after it', async () => {
    const { order, received } = await confirmedOrderFollowedBy(1);
    const statements = await statementsOfReady(order.id, 1, received);
    expect(statements.map(shortly), statements.map(shortly).join('\n')).toHaveLength(MARK_AS_READY_STATEMENTS);
    // The push went once, and its browser's address is not kept.
    expect(received()).toHaveLength(1);
    const kept = await shop.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.orderId, order.id));
    expect(kept).toHaveLength(0);
  });

  it('costs no more for an order three browsers follow', async () => {
    const { order, received } = await confirmedOrderFollowedBy(3);
    const statements = await statementsOfReady(order.id, 3, received);
    expect(statements.map(shortly), statements.map(shortly).join('\n')).toHaveLength(MARK_AS_READY_STATEMENTS);
    expect(received()).toHaveLength(3);
  });
});
