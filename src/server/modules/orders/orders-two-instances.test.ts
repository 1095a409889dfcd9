/**
 * A paid order reaches the staff dashboard within a second, also when the payment was handled by another
 * server instance sharing the PostgreSQL database (the live hub's LISTEN/NOTIFY fans it out).
 */
import { describe, expect, it } from 'vitest';
import { call } from '../../test/build';
import { testDatabaseKinds } from '../../test/test-database';
import { openStream } from '../../test/event-stream';
import { twoInstances } from '../../test/server-fixtures';
import { payForLargeTaro } from '../../test/checkout-support';

const kinds = await testDatabaseKinds();

describe.skipIf(!kinds.includes('postgres'))('staff dashboard across two server instances on postgres', () => {
  const two = twoInstances();

  it('GET /api/admin/orders/stream on instance B hears an order paid through instance A', async () => {
    const { a, b, staff: staffHeaders } = two;
    const stream = await openStream(`${b.url}/api/admin/orders/stream`, { cookie: staffHeaders.cookie! });
    expect(stream.status).toBe(200);
    await stream.untilReceived('event: ready', 2_000);

    // A customer pays on instance A, through the real checkout and the sandbox provider.
    // How fast is measured by `npm run bench` (paid order → 100 dashboards); here only that it arrives.
    const paid = await payForLargeTaro(a, { name: 'Two Instance', email: 'two@example.com' });
    await stream.untilReceived(`"orderId":"${paid.orderId}","event":"paid"`, 10_000);

    // Instance B's dashboard then finds it, and a staff change made on A reaches B's stream too.
    const listed = await call(b, 'GET', '/api/admin/orders', { headers: staffHeaders });
    expect(listed.body.map((order: { id: string }) => order.id)).toContain(paid.orderId);
    await call(a, 'POST', `/api/admin/orders/${paid.orderId}/confirm`, {
      body: { prepTime: 4 },
      headers: staffHeaders,
    });
    await stream.untilReceived(`"orderId":"${paid.orderId}","event":"confirmed"`, 10_000);
    stream.close();
  });
});
