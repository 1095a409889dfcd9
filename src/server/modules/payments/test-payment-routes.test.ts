import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, orders } from '../../db/schema';
import { call, type TestServer } from '../../test/build';
import { testDatabaseKinds } from '../../test/test-database';
import { useStaffServer } from '../../test/server-fixtures';
import { CARDS, confirmCard, expectPaymentInvariant } from '../../test/checkout-support';

const kinds = await testDatabaseKinds();

describe.each(kinds)('admin test payment on %s', (kind) => {
  let server: TestServer;
  let headers: Record<string, string>;

  useStaffServer(kind, (built) => ({ server, staff: headers } = built), { email: 'tester@pearl.example' });

  describe('POST /api/admin/test-payment', () => {
    it('takes £10.00 through the sandbox as a test that is never a customer order', async () => {
      const started = await call(server, 'POST', '/api/admin/test-payment', { body: {}, headers });
      expect(started.status).toBe(200);
      expect(started.body).toMatchObject({ amount: 1000, provider: 'sandbox', clientSecret: expect.any(String) });
      const paid = await confirmCard(server, started.body, CARDS.succeeds);
      expect(paid.status).toBe(200);

      const [order] = await server.database.db.select().from(orders).where(eq(orders.id, started.body.orderId));
      expect(order).toMatchObject({ isTest: true, paymentStatus: 'paid', totalAmount: 1000 });
      expect((await call(server, 'GET', '/api/admin/orders', { headers })).body).toEqual([]);
      expect((await call(server, 'GET', `/api/admin/orders/${order!.id}`, { headers })).status).toBe(404);
      expect(await server.database.db.select().from(mailOutbox)).toEqual([]);
      const [entry] = await server.database.db.select().from(auditLog).where(eq(auditLog.action, 'payment.test'));
      expect(entry).toMatchObject({ actorEmail: 'tester@pearl.example', entityId: started.body.paymentIntentId });
      await expectPaymentInvariant(server.database.db);
    });

    it('lets the card field show the provider’s message when the card is declined', async () => {
      const started = await call(server, 'POST', '/api/admin/test-payment', { headers });
      const declined = await confirmCard(server, started.body, CARDS.declined);
      expect(declined.status).toBe(402);
      expect(declined.body.error).toBe('Your card was declined.');
    });
  });
});
