/**
 * The CSV export is read 500 orders at a time, each page found from where the last one ended. Over HTTP on PGlite and
 * PostgreSQL: orders that share one payment instant across a page's end, and orders refunded in the range but paid
 * before it, after it or never, each come out once, in the export's order (payment time, never-paid first, then id).
 */
import { parseCsv } from '@domain/test-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { buildTestServer, type TestServer } from '../../test/build';
import { makeSession, makeUser } from '../../test/factories';
import { testDatabaseKinds } from '../../test/test-database';

const kinds = await testDatabaseKinds();

type OrderRow = typeof orders.$inferInsert;

describe.each(kinds)('the export read page by page on %s', (kind) => {
  let server: TestServer;
  let headers: Record<string, string>;

  beforeAll(async () => {
    server = await buildTestServer({ kind });
    const owner = await makeUser(server.database.db, { isAdmin: true });
    headers = (await makeSession(server.database.db, owner)).headers;
  });
  afterAll(() => server?.close());

  it('writes every order once and in order across page ends, ties and refunds of orders paid outside the range', async () => {
    const { db } = server.database;
    let n = 0;
    const order = (fields: Partial<OrderRow>): OrderRow => {
      const i = n++;
      return {
        customerName: `Customer ${i}`,
        customerEmail: `pages-${i}@example.com`,
        subtotal: 350,
        discount: 0,
        totalAmount: 350,
        paymentStatus: 'paid',
        status: 'completed',
        provider: 'sandbox',
        checkoutKind: 'in_page',
        providerRef: `pi_pages_${kind}_${i}`,
        providerPaymentId: `pi_pages_${kind}_${i}`,
        createdAt: new Date('2026-08-01T08:00:00Z'),
        ...fields,
      };
    };
    const refunded = (paidAt: Date | null) =>
      order({ paidAt, paymentStatus: 'refunded', status: 'refunded', refundedAt: new Date('2026-08-12T15:00:00Z') });
    const rows: OrderRow[] = [
      // 620 paid at the very same instant: the first page ends among them.
      ...Array.from({ length: 620 }, () => order({ paidAt: new Date('2026-08-12T09:00:00Z') })),
      // 400 more, two to each millisecond, the third page's end among them.
      ...Array.from({ length: 400 }, (_, i) =>
        order({ paidAt: new Date(Date.parse('2026-08-12T10:00:00Z') + (i >> 1)) }),
      ),
      // Refunded on the day: paid the week before, paid the week after, never paid at all.
      refunded(new Date('2026-08-05T12:00:00Z')),
      refunded(new Date('2026-08-05T12:00:00Z')),
      refunded(new Date('2026-08-19T12:00:00Z')),
      refunded(null),
      // Paid in the range and refunded in it: once, at its payment.
      refunded(new Date('2026-08-12T09:00:00Z')),
    ];
    const outside = [
      order({ paidAt: new Date('2026-08-11T12:00:00Z') }),
      order({ paidAt: new Date('2026-08-13T12:00:00Z') }),
      order({ paidAt: new Date('2026-08-12T09:00:00Z'), isTest: true }),
    ];
    const inserted: Array<{ id: string; customerName: string | null; paidAt: Date | null }> = [];
    for (let i = 0; i < rows.length; i += 300) {
      inserted.push(
        ...(await db
          .insert(orders)
          .values(rows.slice(i, i + 300))
          .returning({ id: orders.id, customerName: orders.customerName, paidAt: orders.paidAt })),
      );
    }
    await db.insert(orders).values(outside);

    const key = (row: (typeof inserted)[number]) => row.paidAt?.getTime() ?? -Infinity;
    const expected = [...inserted]
      .sort((a, b) => key(a) - key(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .map((row) => row.customerName);

    const csv = await fetch(`${server.url}/api/admin/reports/export.csv?from=2026-08-12&to=2026-08-12`, { headers });
    expect(csv.status).toBe(200);
    const [header, ...records] = parseCsv((await csv.text()).replace(/^\uFEFF/, ''));
    const names = records.map((record) => record[header!.indexOf('Customer name')]);
    expect(names).toHaveLength(1_025);
    expect(new Set(names).size).toBe(1_025);
    expect(names).toEqual(expected);
  });
});
