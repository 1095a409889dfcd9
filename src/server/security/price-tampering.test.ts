/**
 * Bad input and price integrity: a browser-sent price, amount or total never changes what is
 * charged. Price, quantity and amount tampering.
 *
 * Generated baskets (fast-check) of the test shop's drinks with every price the browser could claim (zero, negative,
 * a penny, huge, fractional, a string), extra totals and discounts, and amounts that differ from the real total.
 * What the provider is asked to charge is compared with an oracle written here from the shop's price list (not with
 * the server's own pricing code): the in-page payment and the hosted checkout both charge exactly that, and an amount
 * that differs is refused before anything is written.
 */
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sandboxObjects } from '../db/schema';
import { call, type TestServer } from '../test/build';
import {
  CARDS,
  confirmCard,
  countWrites,
  createIntent,
  newToken,
  orderRow,
  sessionIdOf,
  useCheckoutShop,
  type Shop,
} from '../test/checkout-support';

const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined;

type Drink = 'classic' | 'taro' | 'mango';
interface Wanted {
  drink: Drink;
  size: 'reg' | 'lrg';
  quantity: number;
  claimedPrice: unknown;
}

/**
 * The price list of makeShop: classic 350/420, taro 390/460, mango 380/450, and two large mango (fruit tea) for £8.00,
 * leftovers at the normal price.
 */
function oracleTotal(lines: Wanted[]): number {
  const prices = { classic: { reg: 350, lrg: 420 }, taro: { reg: 390, lrg: 460 }, mango: { reg: 380, lrg: 450 } };
  let total = 0;
  let largeMango = 0;
  for (const line of lines) {
    if (line.drink === 'mango' && line.size === 'lrg') largeMango += line.quantity;
    else total += prices[line.drink][line.size] * line.quantity;
  }
  return total + Math.floor(largeMango / 2) * 800 + (largeMango % 2) * 450;
}

const claimedPrice = fc.oneof(
  fc.constantFrom(0, -350, 1, 0.01, 1e9, '0', null, 3.5),
  fc.integer({ min: -100_000, max: 100_000 }),
  fc.double({ min: -1e6, max: 1e6, noNaN: true }),
);

const basket = fc.array(
  fc.record({
    drink: fc.constantFrom<Drink>('classic', 'taro', 'mango'),
    size: fc.constantFrom<'reg' | 'lrg'>('reg', 'lrg'),
    quantity: fc.integer({ min: 1, max: 6 }),
    claimedPrice,
  }),
  { minLength: 1, maxLength: 5 },
);

/** Each line once per (drink, size) so the 50-per-line cap never bites, as the browser's basket keeps them. */
const distinct = (lines: Wanted[]) =>
  lines.filter(
    (line, index) => lines.findIndex((other) => other.drink === line.drink && other.size === line.size) === index,
  );

describe('price, quantity and amount tampering', () => {
  let server: TestServer;
  let shop: Shop;

  useCheckoutShop('pglite', (built) => ({ server, shop } = built), { invariant: true });

  /** The basket as a tampering browser sends it: claimed prices, and totals and discounts of its own. */
  const browserLines = (lines: Wanted[]) =>
    lines.map((line) => ({
      id: shop[line.drink].id,
      name: shop[line.drink].name,
      size: line.size,
      quantity: line.quantity,
      price: line.claimedPrice,
    }));

  it('charges the price list in the page, whatever prices the browser claims; a different amount is refused before anything is written', async () => {
    await fc.assert(
      fc.asyncProperty(
        basket.map(distinct),
        fc.oneof(
          fc.integer({ min: 0, max: 50_000 }).map((pence) => pence / 100),
          fc.double({ min: 0, max: 500, noNaN: true }),
        ),
        async (lines, claimedAmount) => {
          const expected = oracleTotal(lines);
          const token = newToken();
          const send = (amount: number) =>
            call(server, 'POST', '/api/create-payment-intent', {
              body: {
                amount,
                metadata: { cartItems: JSON.stringify(browserLines(lines)) },
                name: 'Ann Example',
                email: 'ann@example.com',
                checkoutToken: token,
              },
            });

          if (claimedAmount !== expected / 100) {
            const before = await countWrites(server.database.db);
            const refused = await send(claimedAmount);
            // A total in pence that is not the basket's: 409 with the right total. Not a whole number of pence: 400.
            if (refused.status === 409) {
              expect(refused.body).toEqual({
                error: 'Prices have changed since you started checkout — please review your basket',
                total: expected,
              });
            } else {
              expect(refused.status).toBe(400);
              expect(refused.body.error).toBe('amount must be the total in pounds, for example 7.50.');
            }
            expect(await countWrites(server.database.db)).toEqual(before);
          }

          const started = await send(expected / 100);
          expect(started.status, JSON.stringify(started.body)).toBe(200);
          expect(started.body.total).toBe(expected);
          const [intent] = await server.database.db
            .select()
            .from(sandboxObjects)
            .where(eq(sandboxObjects.id, started.body.paymentIntentId));
          expect(intent!.amount).toBe(expected);
          expect((await orderRow(server.database.db, started.body.orderId)).totalAmount).toBe(expected);
        },
      ),
      { numRuns: 25, seed },
    );
  });

  it('charges the price list on the hosted checkout, whatever prices the browser claims', async () => {
    await fc.assert(
      fc.asyncProperty(basket.map(distinct), async (lines) => {
        const expected = oracleTotal(lines);
        const started = await call(server, 'POST', '/api/create-checkout-session', {
          body: { cartItems: browserLines(lines), checkoutToken: newToken() },
        });
        expect(started.status, JSON.stringify(started.body)).toBe(200);
        expect(started.body.total).toBe(expected);
        const sessionId = sessionIdOf(started.body.url);
        const page = await call(server, 'GET', `/api/sandbox/checkout-sessions/${sessionId}`);
        expect(page.body.amount).toBe(expected);
        // Lines at their menu prices, the promotions as a discount of their own: the same total.
        const linesSum = page.body.lines.reduce((sum: number, item: { amount: number }) => sum + item.amount, 0);
        expect(linesSum - (page.body.discount?.amount ?? 0)).toBe(expected);
      }),
      { numRuns: 25, seed },
    );
  });

  it('takes no amount, total, price or discount from the browser anywhere else on the way to paying', async () => {
    const card = { number: CARDS.succeeds, expiry: '12/34', cvc: '123' };
    const started = await createIntent(server, {
      lines: [{ id: shop.classic.id, name: shop.classic.name, size: 'reg', quantity: 2 }],
      amount: 7,
    });
    expect(started.status).toBe(200);
    const before = await countWrites(server.database.db);
    // Extra money fields on the way are refused, not quietly dropped.
    for (const extra of [{ amount: 1 }, { total: 1 }, { discount: 700 }, { price: 1 }]) {
      const confirm = await call(
        server,
        'POST',
        `/api/sandbox/payment-intents/${started.body.paymentIntentId}/confirm`,
        {
          body: { clientSecret: started.body.clientSecret, card, ...extra },
        },
      );
      expect(confirm.status).toBe(400);
      expect(confirm.body.error).toMatch(/^Unknown field: /);
    }
    for (const extra of [{ amount: 1 }, { total: 1 }, { discount: 700 }, { unitPrice: 1 }]) {
      const line = await createIntent(server, {
        lines: [{ id: shop.classic.id, name: shop.classic.name, size: 'reg', quantity: 2, ...extra }],
        amount: 0.01,
      });
      expect(line.status).toBe(400);
      expect(line.body.error).toMatch(/^Unknown field in a basket item: /);
    }
    expect(await countWrites(server.database.db)).toEqual(before);
    // The spec's line carries a price and the promotion the browser matched: both are read past, never used.
    const claimed = await call(server, 'POST', '/api/create-checkout-session', {
      body: {
        cartItems: [
          {
            id: shop.mango.id,
            name: shop.mango.name,
            size: 'lrg',
            quantity: 2,
            price: 0.01,
            promotion: { priceLrg: 1, requiredQuantity: 1 },
          },
        ],
        checkoutToken: newToken(),
      },
    });
    expect(claimed.body.total).toBe(800);

    // Paid: exactly the price list's £7.00.
    const paid = await confirmCard(server, started.body, CARDS.succeeds);
    expect(paid.body.paymentIntent).toMatchObject({ status: 'succeeded', amount: 700 });
    expect((await orderRow(server.database.db, started.body.orderId)).paymentStatus).toBe('paid');
  });
});
