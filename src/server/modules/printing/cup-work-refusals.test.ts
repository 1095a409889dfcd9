/**
 * Staff reach an order's prints and cups by its id: Print labels or ticket again, the labels' print view and Made.
 * Only a paid order is made: an unpaid checkout or a refunded order (the money went back) is refused with 409 and a
 * sentence saying why, and nothing is queued, marked or audited; a paid order is served as before.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditLog, cupsMade, printJobs } from '../../db/schema';
import { offerOptions } from '../../test/makers-support';
import { call } from '../../test/build';
import { createIntent, describeCheckoutShop, line, payInPage } from '../../test/checkout-support';

await describeCheckoutShop('printing and making only paid orders on %s', { staff: true }, (ctx) => {
  const attempts = (orderId: string) => [
    () => call(ctx.server, 'POST', `/api/admin/orders/${orderId}/print/labels`, { headers: ctx.staff }),
    () => call(ctx.server, 'POST', `/api/admin/orders/${orderId}/print/ticket`, { headers: ctx.staff }),
    () => call(ctx.server, 'GET', `/api/admin/orders/${orderId}/labels`, { headers: ctx.staff }),
    () => call(ctx.server, 'POST', `/api/admin/queue/${orderId}/cups/1/made`, { headers: ctx.staff }),
  ];
  const sentences = (reason: string) => [
    `This order ${reason}, so it cannot be printed.`,
    `This order ${reason}, so it cannot be printed.`,
    `This order ${reason}, so its labels cannot be printed.`,
    `This order ${reason}, so its cups cannot be marked as made.`,
  ];
  /** What reprints, labels and Made leave behind for an order. */
  const traces = async (orderId: string) => {
    const { db } = ctx.server.database;
    return {
      jobs: (await db.select().from(printJobs).where(eq(printJobs.orderId, orderId))).length,
      made: (await db.select().from(cupsMade).where(eq(cupsMade.orderId, orderId))).length,
      audited: (await db.select().from(auditLog).where(eq(auditLog.entityId, orderId))).map((entry) => entry.action),
    };
  };
  /** Two regular Classic Milk Teas with regular sugar and ice: two cups to make. */
  const order = () => ({
    lines: [line(ctx.shop.classic, 2, 'reg', { options: ['sugar-100', 'ice-regular'] })],
    amount: 7,
  });
  beforeAll(async () => {
    await offerOptions(ctx.server, ctx.shop);
  });

  it('refuses an unpaid checkout’s prints, labels and Made with 409, writing nothing', async () => {
    const created = await createIntent(ctx.server, order());
    expect(created.status).toBe(200);
    const { orderId } = created.body as { orderId: string };
    const answers = [];
    for (const attempt of attempts(orderId)) answers.push(await attempt());
    expect(answers.map((answer) => answer.status)).toEqual([409, 409, 409, 409]);
    expect(answers.map((answer) => answer.body.error)).toEqual(sentences('has not been paid'));
    expect(await traces(orderId)).toEqual({ jobs: 0, made: 0, audited: [] });
  });

  it('refuses a refunded order’s prints, labels and Made with 409, writing nothing', async () => {
    const paid = await payInPage(ctx.server, order());
    const refunded = await call(ctx.server, 'POST', `/api/admin/orders/${paid.orderId}/refund`, {
      headers: ctx.staff,
    });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    const before = await traces(paid.orderId);
    const answers = [];
    for (const attempt of attempts(paid.orderId)) answers.push(await attempt());
    expect(answers.map((answer) => answer.status)).toEqual([409, 409, 409, 409]);
    expect(answers.map((answer) => answer.body.error)).toEqual(sentences('has been refunded'));
    expect(await traces(paid.orderId)).toEqual(before);
  });

  it('serves a paid order’s prints, labels and Made as before', async () => {
    const paid = await payInPage(ctx.server, order());
    const answers = [];
    for (const attempt of attempts(paid.orderId)) answers.push(await attempt());
    expect(
      answers.map((answer) => answer.status),
      JSON.stringify(answers[3]!.body),
    ).toEqual([200, 200, 200, 200]);
    expect(answers[2]!.body.labels).toHaveLength(2);
    const after = await traces(paid.orderId);
    expect(after.made).toBe(1);
    expect(after.audited).toEqual(expect.arrayContaining(['order.print_labels', 'order.print_ticket']));
  });
});
