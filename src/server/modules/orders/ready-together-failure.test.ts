/**
 * Readies made together are all or nothing, over real HTTP on PGlite and PostgreSQL: when the transaction that makes a
 * rush of Readies ready fails (here the database refuses one order's audit row), every Ready in it hears so, and none
 * of its orders changed: each is still confirmed, with no ready e-mail queued and nothing recorded. Pressed again
 * once the fault is gone, each is made ready as usual.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, orders } from '../../db/schema';
import { call, type TestServer } from '../../test/build';
import { makePaidOrder } from '../../test/factories';
import { testDatabaseKinds } from '../../test/test-database';
import { useStaffServer } from '../../test/server-fixtures';
import { settle, waitFor } from '../../test/checkout-support';
import { countRequests } from '../../test/statement-count';

const kinds = await testDatabaseKinds();
let numbers = 9_000;

describe.each(kinds)('a rush of Readies that fails on %s', (kind) => {
  let shop: TestServer;
  let staff: Record<string, string>;
  useStaffServer(kind, (built) => ({ server: shop, staff } = built));

  async function confirmedOrder() {
    const order = await makePaidOrder(
      shop.database.db,
      { dayNumber: ++numbers, numberDay: '2026-01-01', customerEmail: `fail-${numbers}@example.com` },
      [{ name: 'Taro Milk Tea', size: 'lrg', quantity: 1, unitPrice: 460 }],
    );
    const confirmed = await call(shop, 'POST', `/api/admin/orders/${order.id}/confirm`, {
      body: { prepTime: 5 },
      headers: staff,
    });
    expect(confirmed.status).toBe(200);
    return order.id;
  }
  const ready = (id: string) => call(shop, 'POST', `/api/admin/orders/${id}/ready`, { headers: staff });

  /** The database refuses the audit row of this order's Ready, as a fault would, failing its whole transaction. */
  async function refuseReadyAuditOf(id: string | null) {
    const db = shop.database.db;
    await db.execute(sql`drop trigger if exists refuse_ready_audit on audit_log`);
    if (id === null) return;
    await db.execute(
      sql.raw(`create or replace function refuse_ready_audit() returns trigger language plpgsql as $$
        begin
          if new.action = 'order.ready' and new.entity_id = '${id}' then raise exception 'audit refused'; end if;
          return new;
        end $$`),
    );
    await db.execute(
      sql`create trigger refuse_ready_audit before insert on audit_log for each row execute function refuse_ready_audit()`,
    );
  }

  it('answers every Ready in it with an error, and changes none of their orders', async () => {
    const first = await confirmedOrder();
    const rush = [await confirmedOrder(), await confirmedOrder(), await confirmedOrder()];
    await refuseReadyAuditOf(rush[1]!);
    const arrived = countRequests(shop, (request) => /\/ready$/.test(request.url ?? ''));
    // The first Ready's transaction is held (its order locked) until the rush has arrived, so the rush waits for it
    // and goes in one transaction together, as a rush does.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holding = shop.database.db.transaction(async (tx) => {
      await tx.execute(sql`select id from orders where id = ${first} for update`);
      await held;
    });
    const firstReady = ready(first);
    await waitFor(() => arrived.requests.length === 1, 10_000);
    await settle(100);
    const rushed = rush.map(ready);
    await waitFor(() => arrived.requests.length === 1 + rush.length, 10_000);
    await settle(200);
    release();
    await holding;
    expect((await firstReady).status).toBe(200);
    const answers = await Promise.all(rushed);
    expect(answers.map((answer) => answer.status)).toEqual([500, 500, 500]);
    expect(answers.every((answer) => typeof answer.body.error === 'string')).toBe(true);

    const db = shop.database.db;
    const statuses = await db.select({ status: orders.status }).from(orders).where(inArray(orders.id, rush));
    expect(statuses.map((row) => row.status)).toEqual(['confirmed', 'confirmed', 'confirmed']);
    const keys = rush.map((id) => `order-ready:${id}`);
    expect(await db.select().from(mailOutbox).where(inArray(mailOutbox.dedupeKey, keys))).toHaveLength(0);
    const recorded = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.ready'), inArray(auditLog.entityId, rush)));
    expect(recorded).toHaveLength(0);

    await refuseReadyAuditOf(null);
    const again = await Promise.all(rush.map(ready));
    expect(again.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await db.select().from(mailOutbox).where(inArray(mailOutbox.dedupeKey, keys))).toHaveLength(3);
  });
});
