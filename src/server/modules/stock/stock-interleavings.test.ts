/**
 * Property: 1,000 random interleavings (a seeded generator, so a failure names its seed and replays) of ASAP and
 * later-pickup checkouts, their payments, refunds and restocks, against two products with a few left, on each test
 * database, through the stock service's own calls in real transactions (payments run two or three at once). After
 * every step: no count below 0, nothing sold that was not there (what is left plus what paid orders hold equals what
 * was stocked), nothing held by an order that is not paid, and every paid later-pickup order still holds its stock.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { productStock, stockTakes } from '../../db/schema';
import { buildTestServer, type TestServer } from '../../test/build';
import { makeShop } from '../../test/checkout-support';
import { testDatabaseKinds } from '../../test/test-database';

const INTERLEAVINGS = 1_000;
const SEED = 45;
/** Steps of each interleaving: a restock, or one to three checkouts, payments and refunds at once. */
const STEPS = 4;

/** mulberry32: small, fast and the same on every machine. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { int: (below: number) => Math.floor(next() * below), chance: (p: number) => next() < p };
}

interface Customer {
  orderId: string;
  productId: string;
  quantity: number;
  later: boolean;
  state: 'checking_out' | 'refused' | 'paying' | 'paid' | 'refused_at_payment' | 'refunded';
}

describe.each(await testDatabaseKinds())('stock under random interleavings on %s', (kind) => {
  it(`keeps ${INTERLEAVINGS} interleavings honest`, async () => {
    const server: TestServer = await buildTestServer({ kind });
    try {
      const { db } = server.database;
      const { stock } = server.services;
      const shop = await makeShop(db);
      const products = [shop.classic, shop.mango];
      const ids = products.map((p) => p.id);
      const random = generator(SEED);

      for (let run = 0; run < INTERLEAVINGS; run++) {
        const label = `seed ${SEED}, interleaving ${run}`;
        const stocked = new Map<string, number>();
        // A fresh start (written directly: the service's own writes are what is under test).
        for (const product of products) stocked.set(product.id, random.int(4));
        await db.delete(stockTakes).where(inArray(stockTakes.productId, ids));
        await db
          .insert(productStock)
          .values(products.map((p) => ({ productId: p.id, onHand: stocked.get(p.id)!, resetTo: null })))
          .onConflictDoUpdate({ target: productStock.productId, set: { onHand: sql`excluded.on_hand` } });
        const customers: Customer[] = [];

        const pay = async (customer: Customer) => {
          const line = { productId: customer.productId, name: 'Bag', quantity: customer.quantity };
          const refusal = await db.transaction((tx) => stock.orderStock.take(tx, customer.orderId, [line]));
          customer.state = refusal ? 'refused_at_payment' : 'paid';
        };
        const refund = async (customer: Customer) => {
          await db.transaction((tx) => stock.orderStock.putBack(tx, customer.orderId));
          customer.state = 'refunded';
        };

        for (let step = 0; step < STEPS; step++) {
          if (random.chance(0.15)) {
            // A delivery: the count goes up by what arrived (alone, as staff type it).
            const product = products[random.int(products.length)]!;
            const [row] = await db.select().from(productStock).where(eq(productStock.productId, product.id));
            const added = 1 + random.int(2);
            await stock.setCount(product.id, { onHand: row!.onHand + added, resetTo: null });
            stocked.set(product.id, stocked.get(product.id)! + added);
          } else {
            const work: Promise<void>[] = [];
            // Who may pay or be refunded in this step: checkouts begun and payments made in earlier steps.
            const waiting = customers.filter((c) => c.state === 'checking_out');
            const paid = customers.filter((c) => c.state === 'paid');
            for (let n = 1 + random.int(3); n > 0; n--) {
              const roll = random.int(3);
              if (roll === 0 || (roll === 1 && !waiting.length) || (roll === 2 && !paid.length)) {
                const product = products[random.int(products.length)]!;
                const customer: Customer = {
                  orderId: randomUUID(),
                  productId: product.id,
                  quantity: 1 + random.int(2),
                  later: random.chance(0.5),
                  state: 'checking_out',
                };
                customers.push(customer);
                const line = { productId: product.id, name: product.name, quantity: customer.quantity };
                work.push(
                  stock.refusal(db, [line]).then((refusal) => {
                    if (refusal) customer.state = 'refused';
                  }),
                );
              } else if (roll === 1) {
                const customer = waiting.splice(random.int(waiting.length), 1)[0]!;
                // Being paid: not refunded in the same breath (fulfilment locks the order until its payment commits).
                customer.state = 'paying';
                work.push(pay(customer));
              } else {
                const customer = paid.splice(random.int(paid.length), 1)[0]!;
                customer.state = 'refunded';
                work.push(refund(customer));
              }
            }
            await Promise.all(work);
          }

          const [rows, takes] = await Promise.all([
            db.select().from(productStock).where(inArray(productStock.productId, ids)),
            db.select().from(stockTakes).where(inArray(stockTakes.productId, ids)),
          ]);
          const paidIds = new Set(customers.filter((c) => c.state === 'paid').map((c) => c.orderId));
          for (const row of rows) {
            expect(row.onHand, label).toBeGreaterThanOrEqual(0);
            const held = takes
              .filter((take) => take.productId === row.productId)
              .reduce((sum, t) => sum + t.quantity, 0);
            expect(row.onHand + held, `${label}: nothing sold that was not there`).toBe(stocked.get(row.productId));
          }
          expect(
            takes.filter((take) => !paidIds.has(take.orderId)),
            `${label}: held by an unpaid order`,
          ).toEqual([]);
          for (const customer of customers.filter((c) => c.state === 'paid' && c.later)) {
            const take = takes.find((t) => t.orderId === customer.orderId);
            expect(take?.quantity, `${label}: a later pickup keeps its stock`).toBe(customer.quantity);
          }
        }
      }
    } finally {
      await server.close();
    }
  }, 600_000);
});
