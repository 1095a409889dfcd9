/**
 * VAT per line, through real HTTP on each test database: a milkshake in a category given Zero 0% (through the
 * catalogue's own form route) and a hot drink at the shop's default standard rate are paid for; the order's rows per
 * rate are right, its e-mail receipt shows both rates and the VAT number, its refund writes the rows negated on the
 * refund's day, and a hot option on a cold drink takes the whole drink to its own rate. Without a VAT number the figures
 * are still stored, and the receipt and the order page say nothing of VAT.
 */
import { orderNumberDay } from '@domain/order-number';
import { expect, it } from 'vitest';
import { categoryOptionGroups, drinkOptions, optionGroups } from '../../db/schema';
import { call } from '../../test/build';
import { vatRowsOf } from '../../test/vat-support';
import {
  CARDS,
  confirmCard,
  describeCheckoutShop,
  intentBody,
  line,
  newToken,
  orderRow,
  payInPage,
  receiptsFor,
} from '../../test/checkout-support';
import { codeSentTo } from '../../test/privacy-support';
import { makeCategory, makeProduct } from '../../test/factories';

await describeCheckoutShop('VAT per line on %s', { staff: true }, (ctx) => {
  const rowsOf = (orderId: string) => vatRowsOf(ctx.server, orderId);
  const register = (vatNumber: string) =>
    call(ctx.server, 'PUT', '/api/admin/vat/settings', { headers: ctx.staff, body: { vatNumber } });

  /** A Milkshakes category set to Zero 0% through the admin route, with a shake in it, and a hot chocolate. */
  async function shakeAndHotDrink() {
    const db = ctx.server.database.db;
    const shakes = await makeCategory(db, { displayName: 'Milkshakes' });
    const saved = await call(ctx.server, 'PUT', `/api/admin/categories/${shakes.id}`, {
      headers: ctx.staff,
      body: { vatClass: 'zero' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.vatClass).toBe('zero');
    const shake = await makeProduct(db, { category: shakes.value, priceReg: 450, priceLrg: 530 });
    const hot = await makeProduct(db, { priceReg: 360, priceLrg: 430 });
    return { shakes, shake, hot };
  }

  /** A zero-rated shake and a standard-rated hot drink (£4.50 + £3.60), paid by card with this e-mail. */
  async function payForShakeAndHot(email: string) {
    const { shake, hot } = await shakeAndHotDrink();
    return payInPage(ctx.server, { lines: [line(shake), line(hot)], amount: 8.1, email });
  }

  it('stores a zero-rated shake and a standard-rated hot drink per rate, shows both on the receipt, refunds them', async () => {
    expect((await register('GB123456789')).status).toBe(200);
    const paid = await payForShakeAndHot('shake@example.com');
    const db = ctx.server.database.db;
    const day = orderNumberDay((await orderRow(db, paid.orderId)).paidAt!);
    expect(await rowsOf(paid.orderId)).toEqual([
      { kind: 'sale', shopDay: day, vatClass: 'zero', rateBp: 0, netPence: 450, vatPence: 0, grossPence: 450 },
      { kind: 'sale', shopDay: day, vatClass: 'standard', rateBp: 2000, netPence: 300, vatPence: 60, grossPence: 360 },
    ]);

    const [receipt] = await receiptsFor(db, paid.orderId);
    expect(receipt!.text).toContain('VAT number: GB123456789');
    expect(receipt!.text).toContain('VAT 20%: net £3.00, VAT £0.60, gross £3.60');
    expect(receipt!.text).toContain('VAT 0%: net £4.50, VAT £0.00, gross £4.50');
    expect(receipt!.html).toContain('<td style="padding:6px 8px;border-bottom:1px solid #eee;">VAT 0%</td>');

    const refunded = await call(ctx.server, 'POST', `/api/admin/orders/${paid.orderId}/refund`, {
      headers: ctx.staff,
    });
    expect(refunded.status).toBe(200);
    const refundDay = orderNumberDay((await orderRow(db, paid.orderId)).refundedAt!);
    expect((await rowsOf(paid.orderId)).filter((row) => row.kind === 'refund')).toEqual([
      {
        kind: 'refund',
        shopDay: refundDay,
        vatClass: 'zero',
        rateBp: 0,
        netPence: -450,
        vatPence: 0,
        grossPence: -450,
      },
      {
        kind: 'refund',
        shopDay: refundDay,
        vatClass: 'standard',
        rateBp: 2000,
        netPence: -300,
        vatPence: -60,
        grossPence: -360,
      },
    ]);
  });

  it('takes a cold drink with a hot option to the option’s own rate', async () => {
    const db = ctx.server.database.db;
    const { shakes, shake } = await shakeAndHotDrink();
    const groupId = `serve-${shakes.id}`.slice(0, 60);
    await db.insert(optionGroups).values({ id: groupId, name: 'Serve', kind: 'single' });
    await db.insert(drinkOptions).values([
      { id: `${groupId}-cold`, groupId, name: 'Cold', isDefault: true, sortOrder: 0 },
      { id: `${groupId}-hot`, groupId, name: 'Hot', sortOrder: 1, vatClass: 'standard' },
    ]);
    await db.insert(categoryOptionGroups).values({ category: shakes.value, groupId });
    const paid = await payInPage(ctx.server, {
      lines: [
        line(shake, 1, 'reg', { options: [`${groupId}-hot`] }),
        line(shake, 1, 'reg', { options: [`${groupId}-cold`] }),
      ],
      amount: 9,
      email: 'hot-shake@example.com',
    });
    expect(
      (await rowsOf(paid.orderId)).map(({ vatClass, rateBp, grossPence, vatPence }) => ({
        vatClass,
        rateBp,
        grossPence,
        vatPence,
      })),
    ).toEqual([
      { vatClass: 'zero', rateBp: 0, grossPence: 450, vatPence: 0 },
      { vatClass: 'standard', rateBp: 2000, grossPence: 450, vatPence: 75 },
    ]);
  });

  it('stores the figures without a VAT number, and then no receipt or order page shows VAT', async () => {
    expect((await register('')).status).toBe(200);
    const paid = await payForShakeAndHot('plain@example.com');
    const db = ctx.server.database.db;
    expect((await rowsOf(paid.orderId)).map((row) => row.grossPence)).toEqual([450, 360]);
    const [receipt] = await receiptsFor(db, paid.orderId);
    expect(receipt!.text).toContain('Total: £8.10');
    expect(receipt!.text).not.toContain('VAT');
    expect(receipt!.html).not.toContain('VAT');
    const { trackingToken } = await orderRow(db, paid.orderId);
    const page = await call(ctx.server, 'GET', `/api/track/${trackingToken}`);
    expect(page.status).toBe(200);
    expect(page.body.vat).toBeNull();

    // Registered afterwards: the order page's VAT receipt has the figures stored at payment.
    expect((await register('GB 987 6543 21')).status).toBe(200);
    const again = await call(ctx.server, 'GET', `/api/track/${trackingToken}`);
    expect(again.body.vat).toEqual({
      vatNumber: 'GB987654321',
      rates: [
        { rateBp: 0, netPence: 450, vatPence: 0, grossPence: 450 },
        { rateBp: 2000, netPence: 300, vatPence: 60, grossPence: 360 },
      ],
    });
  });

  it('takes the stamp card’s free drink off its own line: a free zero-rated drink leaves the standard one whole', async () => {
    const { classic, taro, mango } = ctx.shop;
    const email = `free-vat-${newToken().slice(0, 8)}@example.com`;
    await payInPage(ctx.server, { lines: [line(classic, 9)], amount: 31.5, email });
    expect((await call(ctx.server, 'POST', '/api/stamp-card/code', { body: { email } })).status).toBe(202);
    const code = await codeSentTo(ctx.server.database.db, email);
    const unlocked = await call(ctx.server, 'POST', '/api/stamp-card/unlock', { body: { email, code } });
    expect(unlocked.status, JSON.stringify(unlocked.body)).toBe(200);
    // Milk teas zero-rated from now: the free Taro (£3.90) is the zero-rated line, the Mango (£3.80) standard.
    const milk = await call(ctx.server, 'GET', '/api/admin/categories', { headers: ctx.staff });
    const milkTea = (milk.body as { id: string; value: string }[]).find((c) => c.value === taro.category)!;
    const saved = await call(ctx.server, 'PUT', `/api/admin/categories/${milkTea.id}`, {
      headers: ctx.staff,
      body: { vatClass: 'zero' },
    });
    expect(saved.status).toBe(200);
    const created = await call(ctx.server, 'POST', '/api/create-payment-intent', {
      body: {
        ...intentBody({ lines: [line(taro), line(mango)], amount: 3.8, email }),
        rewardToken: unlocked.body.rewardToken,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect((await confirmCard(ctx.server, created.body, CARDS.succeeds)).status).toBe(200);
    const order = await orderRow(ctx.server.database.db, created.body.orderId);
    expect(order.freeDrink).toBe(390);
    // Spread in proportion, £3.90 off £7.70 would have taken £1.92 off the Mango and put VAT on the Taro's rest.
    expect(
      (await rowsOf(order.id)).map(({ vatClass, grossPence, vatPence }) => ({ vatClass, grossPence, vatPence })),
    ).toEqual([{ vatClass: 'standard', grossPence: 380, vatPence: 63 }]);
  });
});
