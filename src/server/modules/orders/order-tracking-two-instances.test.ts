/**
 * The customer's order page across two server instances sharing PostgreSQL. The page's stream is held by
 * instance B while staff work on instance A: each change reaches the page within a second (the live hub's
 * LISTEN/NOTIFY), and A's dashboard shows that the customer is watching, then not, when B's stream closes.
 */
import { describe, expect, it } from 'vitest';
import { call } from '../../test/build';
import { testDatabaseKinds } from '../../test/test-database';
import { openStream } from '../../test/event-stream';
import { twoInstances } from '../../test/server-fixtures';
import { payForLargeTaro, waitFor } from '../../test/checkout-support';

const kinds = await testDatabaseKinds();

describe.skipIf(!kinds.includes('postgres'))('the order page across two server instances on postgres', () => {
  const two = twoInstances();

  it('a page open on B follows staff changes made on A, and A shows the customer watching', async () => {
    const { a, b, staff } = two;
    const paid = await payForLargeTaro(a, { name: 'Two Instance', email: 'two-track@example.com' });
    const confirmation = await call(a, 'GET', `/api/order-confirmation/${paid.orderId}`, {
      headers: { 'x-receipt-token': paid.receiptToken },
    });
    const token = confirmation.body.trackingToken as string;

    const stream = await openStream(`${b.url}/api/track/${token}/stream`);
    expect(stream.status).toBe(200);
    await stream.untilOrderStatus('pending');

    const watching = async () => (await call(a, 'GET', `/api/admin/orders/${paid.orderId}`, { headers: staff })).body;
    await waitFor(async () => (await watching()).watching === true);

    for (const [path, body, status] of [
      ['confirm', { prepTime: 10 }, 'confirmed'],
      ['ready', undefined, 'ready'],
      ['complete', undefined, 'completed'],
    ] as const) {
      const started = Date.now();
      const changed = await call(a, 'POST', `/api/admin/orders/${paid.orderId}/${path}`, { body, headers: staff });
      expect(changed.status).toBe(200);
      await stream.untilOrderStatus(status);
      expect(Date.now() - started).toBeLessThan(1_000);
    }

    stream.close();
    await waitFor(async () => (await watching()).watching === false);
  });
});
