/**
 * The Sales report's VAT through real HTTP on each test database: today a zero-rated shake and a standard-rated drink
 * (£8.10) and a second standard-rated drink (£3.60) are paid, and the second refunded. Without a VAT number the report
 * has no VAT and its CSV its usual columns; with one, the report's VAT panel is sales less the refund per rate, and the
 * CSV's VAT columns come after the usual ones (unchanged) and add up to it.
 */
import { shopDate } from '@domain/opening-hours';
import { SALES_EXPORT_HEADER, SALES_EXPORT_VAT_HEADER } from '@domain/sales-export';
import { parseCsv } from '@domain/test-fixtures';
import { expect, it } from 'vitest';
import { call } from '../../test/build';
import { describeCheckoutShop, line, payInPage } from '../../test/checkout-support';
import { makeCategory, makeProduct } from '../../test/factories';

const pence = (values: string[]) => Math.round(values.reduce((total, value) => total + Number(value || 0), 0) * 100);

await describeCheckoutShop('the Sales report’s VAT on %s', { staff: true }, (ctx) => {
  it('shows VAT per rate and appends the CSV’s VAT columns only with a VAT number', async () => {
    const db = ctx.server.database.db;
    const shakes = await makeCategory(db, { vatClass: 'zero' });
    const shake = await makeProduct(db, { category: shakes.value, priceReg: 450 });
    const hot = await makeProduct(db, { priceReg: 360 });
    await payInPage(ctx.server, { lines: [line(shake), line(hot)], amount: 8.1, email: 'a@example.com' });
    const second = await payInPage(ctx.server, { lines: [line(hot)], amount: 3.6, email: 'b@example.com' });
    const refund = await call(ctx.server, 'POST', `/api/admin/orders/${second.orderId}/refund`, { headers: ctx.staff });
    expect(refund.status).toBe(200);

    const today = shopDate(new Date());
    const report = () =>
      call(ctx.server, 'GET', `/api/admin/reports?from=${today}&to=${today}`, { headers: ctx.staff });
    const csv = async () => {
      const answer = await fetch(`${ctx.server.url}/api/admin/reports/export.csv?from=${today}&to=${today}`, {
        headers: ctx.staff,
      });
      expect(answer.status).toBe(200);
      return parseCsv((await answer.text()).replace(/^\uFEFF/, ''));
    };

    expect((await report()).body.vat).toBeNull();
    expect((await csv())[0]).toEqual([...SALES_EXPORT_HEADER]);

    const saved = await call(ctx.server, 'PUT', '/api/admin/vat/settings', {
      headers: ctx.staff,
      body: { vatNumber: 'GB123456789' },
    });
    expect(saved.status).toBe(200);
    const answer = await report();
    expect(answer.status).toBe(200);
    // The refund takes its £3.60 (60p of VAT) back off the standard rate, on the day it was made.
    expect(answer.body.vat).toEqual({
      vatNumber: 'GB123456789',
      rates: [
        { rateBp: 0, netPence: 450, vatPence: 0, grossPence: 450 },
        { rateBp: 2000, netPence: 300, vatPence: 60, grossPence: 360 },
      ],
      netPence: 750,
      vatPence: 60,
      grossPence: 810,
    });
    // The report's own figures for the day agree: £11.70 taken, £3.60 given back.
    expect(answer.body.summary.netSales.current).toBe(answer.body.vat.grossPence);

    const [header, ...rows] = await csv();
    expect(header).toEqual([...SALES_EXPORT_HEADER, ...SALES_EXPORT_VAT_HEADER]);
    const column = (name: string) => rows.map((row) => row[header!.indexOf(name)]!);
    expect(pence(column('Net (£)')) - pence(column('Refund net (£)'))).toBe(750);
    expect(pence(column('VAT (£)')) - pence(column('Refund VAT (£)'))).toBe(60);
    expect(pence(column('Standard VAT (£)'))).toBe(120);
    expect(pence(column('Zero-rated net (£)'))).toBe(450);
    expect(pence(column('Reduced net (£)'))).toBe(0);
    // The usual columns are where they were.
    expect(header!.slice(0, SALES_EXPORT_HEADER.length)).toEqual([...SALES_EXPORT_HEADER]);
  });
});
