/**
 * VAT through real HTTP on each test database: the settings (a VAT number checked, an empty one unregistering the
 * shop, a Manager's save audited), and the figures a paid order stores per rate, given back negated on the refund's
 * day, written whether or not the shop is registered.
 */
import { orderNumberDay } from '@domain/order-number';
import { it, expect } from 'vitest';
import { auditRowsOf } from '../../test/audit-support';
import { call } from '../../test/build';
import { vatRowsOf } from '../../test/vat-support';
import { describeCheckoutShop, line, orderRow, payInPage } from '../../test/checkout-support';

await describeCheckoutShop('VAT on %s', { staff: true }, (ctx) => {
  const settings = (body?: unknown) =>
    body === undefined
      ? call(ctx.server, 'GET', '/api/admin/vat/settings', { headers: ctx.staff })
      : call(ctx.server, 'PUT', '/api/admin/vat/settings', { headers: ctx.staff, body });
  const rowsOf = (orderId: string) => vatRowsOf(ctx.server, orderId);

  it('starts unregistered, checks a VAT number, keeps it without spaces and unregisters on an empty one', async () => {
    const start = await settings();
    expect(start.status).toBe(200);
    expect(start.body).toMatchObject({ vatNumber: null, defaultClass: 'standard' });
    expect(start.body.accountCodes.zero.xeroTaxType).toBe('Zero Rated Income');

    const wrong = await settings({ vatNumber: 'GB12345' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatch(/GB followed by 9 digits/);
    expect((await settings()).body.vatNumber).toBeNull();

    const saved = await settings({ vatNumber: 'gb 123 4567 89' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ vatNumber: 'GB123456789', defaultClass: 'standard' });
    expect((await ctx.server.services.vat.registration()).vatNumber).toBe('GB123456789');

    // Another field saved alone keeps the number.
    expect((await settings({ defaultClass: 'zero' })).body).toMatchObject({ vatNumber: 'GB123456789' });
    expect((await settings({ defaultClass: 'standard', vatNumber: '' })).body.vatNumber).toBeNull();
    const audited = await auditRowsOf(ctx.server, 'vat.settings_saved');
    expect(audited.length).toBe(3);
  });

  it('stores a paid order’s VAT per rate, unregistered too, and a refund’s negated on the refund’s day', async () => {
    const { classic, taro } = ctx.shop;
    const paid = await payInPage(ctx.server, {
      lines: [line(classic), line(taro)],
      amount: 7.4,
      email: 'vat@example.com',
    });
    const order = await orderRow(ctx.server.database.db, paid.orderId);
    const saleDay = orderNumberDay(order.paidAt!);
    // £7.40 at 20% (the shop's default class): 740 × 2000 / 12000 = 123.33.
    const figures = { vatClass: 'standard', rateBp: 2000, netPence: 617, vatPence: 123, grossPence: 740 };
    const sale = { shopDay: saleDay, ...figures };
    expect(await rowsOf(paid.orderId)).toEqual([{ kind: 'sale', ...sale }]);
    expect(await ctx.server.services.vat.orderVat(paid.orderId)).toEqual([
      { rateBp: 2000, netPence: 617, vatPence: 123, grossPence: 740 },
    ]);

    expect(
      (await call(ctx.server, 'POST', `/api/admin/orders/${paid.orderId}/refund`, { headers: ctx.staff })).status,
    ).toBe(200);
    // A second refund writes nothing more.
    await call(ctx.server, 'POST', `/api/admin/orders/${paid.orderId}/refund`, { headers: ctx.staff });
    const refunded = await orderRow(ctx.server.database.db, paid.orderId);
    const refundDay = orderNumberDay(refunded.refundedAt!);
    expect(await rowsOf(paid.orderId)).toEqual([
      {
        kind: 'refund',
        shopDay: refundDay,
        vatClass: 'standard',
        rateBp: 2000,
        netPence: -617,
        vatPence: -123,
        grossPence: -740,
      },
      { kind: 'sale', ...sale },
    ]);
    // The day's totals: the sale and its refund, each on its own day (the same day here, unless midnight came between).
    const expected =
      saleDay === refundDay
        ? [{ day: saleDay, vatClass: 'standard', rateBp: 2000, netPence: 0, vatPence: 0, grossPence: 0 }]
        : [
            { day: saleDay, ...figures },
            { day: refundDay, vatClass: 'standard', rateBp: 2000, netPence: -617, vatPence: -123, grossPence: -740 },
          ];
    expect(await ctx.server.services.vat.dayTotals(saleDay, refundDay)).toEqual(expected);
  });
});
