/**
 * Mark as Ready in a rush, over real HTTP on PGlite and PostgreSQL: many Readies sent at once are made ready together
 * (ready-together.ts), so they cost far fewer statements than one Ready each; and each caller still gets its own
 * answer: an order not confirmed its 409 with the words a lone Ready gets, an unknown id its 404, while the others in
 * the rush are made ready, each pushed once, e-mailed once, and recorded in the audit log with who pressed Ready.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, pushSubscriptions } from '../../db/schema';
import { call, type TestServer } from '../../test/build';
import { makeNumberedTaroOrder } from '../../test/factories';
import { testDatabaseKinds } from '../../test/test-database';
import { useStaffServer } from '../../test/server-fixtures';
import { settle, waitFor } from '../../test/checkout-support';
import { testBrowser } from '../../test/push-service-stand-in';
import { usePushService } from '../../test/push-service-fixture';
import { countRequests, recordStatement, shortly } from '../../test/statement-count';

const kinds = await testDatabaseKinds();

/** What one Mark as Ready costs alone (mark-ready-statements.test.ts). */
const ONE_READY_STATEMENTS = 12;
const RUSH = 20;

let numbers = 8_000;
const pushService = usePushService();
/** Every statement the servers send is counted; their pushes go to the stand-in. */
const serverOptions = { pushAgent: pushService.pushAgent, onStatement: recordStatement };

describe.each(kinds)('Readies sent at once on %s', (kind) => {
  let shop: TestServer;
  let staff: Record<string, string>;
  useStaffServer(kind, (built) => ({ server: shop, staff } = built), serverOptions);

  /** A paid order with an e-mail address, followed by one browser; confirmed unless told otherwise. */
  async function orderFollowed(confirm = true) {
    const order = await makeNumberedTaroOrder(shop.database.db, ++numbers, `rush-${numbers}@example.com`);
    const path = `/push/together-${order.id}`;
    // Subscribed straight in the table: the subscribe route takes only a few a minute from one address.
    const { endpoint, keys } = testBrowser().subscription(`${pushService.origin}${path}`);
    await shop.database.db.insert(pushSubscriptions).values({ orderId: order.id, endpoint, ...keys });
    if (confirm) {
      const confirmed = await call(shop, 'POST', `/api/admin/orders/${order.id}/confirm`, {
        body: { prepTime: 5 },
        headers: staff,
      });
      expect(confirmed.status).toBe(200);
    }
    return { id: order.id, path };
  }

  const ready = (id: string) => call(shop, 'POST', `/api/admin/orders/${id}/ready`, { headers: staff });

  it(`costs far fewer statements than ${RUSH} lone Readies`, async () => {
    const orders = [];
    for (let i = 0; i < RUSH; i++) orders.push(await orderFollowed());
    const paths = orders.map((order) => order.path);
    // The alerts' poll is stopped: only what the requests themselves do (their sending after the commit) counts.
    await shop.services.alerts.stop();
    const counted = countRequests(shop, (request) => /^\/api\/admin\/orders\/[^/]+\/ready$/.test(request.url ?? ''));
    const answers = await Promise.all(orders.map((order) => ready(order.id)));
    expect(answers.map((answer) => answer.status)).toEqual(orders.map(() => 200));
    await waitFor(() => pushService.pushesTo(paths).length === RUSH, 10_000);
    await shop.services.alerts.stop();
    const statements = counted.requests.flat();
    const listed = statements.map(shortly).join('\n');
    // Alone they cost 240; gathered, each still checks its session (20), and the transactions are a handful.
    expect(statements.length, listed).toBeLessThan((RUSH * ONE_READY_STATEMENTS) / 3);
    expect(statements.filter((text) => text === 'begin').length, listed).toBeLessThan(RUSH / 2);
    expect(pushService.pushesTo(paths)).toHaveLength(RUSH);
  });

  it('answers each its own: one not confirmed 409, an unknown one 404, the others ready and pushed once', async () => {
    const good = [await orderFollowed(), await orderFollowed(), await orderFollowed()];
    const pending = await orderFollowed(false);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const [first, notConfirmed, second, nowhere, third] = await Promise.all([
      ready(good[0]!.id),
      ready(pending.id),
      ready(good[1]!.id),
      ready(unknown),
      ready(good[2]!.id),
    ]);
    expect(notConfirmed!.status).toBe(409);
    expect(notConfirmed!.body.error).toBe('Only a confirmed order can be marked as ready; this one is pending.');
    expect(nowhere!.status).toBe(404);
    expect(nowhere!.body.error).toBe('No such order.');
    for (const [answer, order] of [
      [first, good[0]],
      [second, good[1]],
      [third, good[2]],
    ] as const) {
      expect(answer!.status).toBe(200);
      expect(answer!.body).toMatchObject({ id: order!.id, status: 'ready' });
    }
    const paths = good.map((order) => order.path);
    await waitFor(() => pushService.pushesTo(paths).length === 3, 10_000);
    await settle(500);
    expect(
      pushService
        .pushesTo(paths)
        .map((push) => push.path)
        .sort(),
    ).toEqual([...paths].sort());
    // The order not confirmed is left as it was: nothing pushed, nothing e-mailed, nothing recorded.
    expect(pushService.pushesTo([pending.path])).toHaveLength(0);
    const ids = [...good.map((order) => order.id), pending.id];
    const mails = await shop.database.db
      .select({ key: mailOutbox.dedupeKey })
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.dedupeKey,
          ids.map((id) => `order-ready:${id}`),
        ),
      );
    expect(mails.map((mail) => mail.key).sort()).toEqual(good.map((order) => `order-ready:${order.id}`).sort());
    const audit = await shop.database.db
      .select({ entityId: auditLog.entityId, actorEmail: auditLog.actorEmail })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.ready'), inArray(auditLog.entityId, ids)));
    expect(audit.map((entry) => entry.entityId).sort()).toEqual(good.map((order) => order.id).sort());
    expect(audit.every((entry) => entry.actorEmail !== null)).toBe(true);
  });

  it('refuses the same order pressed twice at once the second time, and pushes it once', async () => {
    const order = await orderFollowed();
    const answers = await Promise.all([ready(order.id), ready(order.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    await waitFor(() => pushService.pushesTo([order.path]).length > 0, 10_000);
    await settle(500);
    expect(pushService.pushesTo([order.path])).toHaveLength(1);
  });
});
