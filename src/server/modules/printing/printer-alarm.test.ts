/**
 * The Printer offline alarm cannot be kept quiet, through real HTTP on each database: a printer that says it polls
 * once an hour is offline once a job has waited past a minute and a (believed) poll with nothing printed, and a
 * printer added and never connected raises the alarm as soon as a job waits for it.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { printJobs } from '../../db/schema';
import { call } from '../../test/build';
import { addPrinter as addCloudPrntPrinter } from '../../test/cloudprnt-printer';
import { describeCheckoutShop, line, payInPage } from '../../test/checkout-support';

await describeCheckoutShop('the printer offline alarm on %s', { staff: true }, (ctx) => {
  const addPrinter = (name: string) =>
    addCloudPrntPrinter(ctx.server, ctx.staff, { name, jobs: 'tickets', widthMm: 80 });
  const report = (url: string, body: object) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  async function listed(id: string) {
    const answer = await call(ctx.server, 'GET', '/api/admin/printers', { headers: ctx.staff });
    expect(answer.status).toBe(200);
    return answer.body.printers.find((p: { id: string }) => p.id === id);
  }
  const payForTea = () =>
    payInPage(ctx.server, { lines: [line(ctx.shop.classic, 1, 'reg')], amount: 3.5, name: 'Di Waiting' });

  it('reads offline a printer that says it polls hourly once a job has waited two minutes with nothing printed', async () => {
    const printer = await addPrinter('Hourly tickets');
    await report(printer.url, { statusCode: '200 OK' });
    // It answers that it polls every 3600 s: a silence of an hour would not make it offline.
    await report(printer.url, {
      statusCode: '200 OK',
      clientAction: [
        { request: 'ClientType', result: 'Star TSP143IV' },
        { request: 'GetPollInterval', result: '3600' },
      ],
    });
    const paid = await payForTea();
    expect(await listed(printer.id)).toMatchObject({
      pollIntervalSeconds: 3600,
      status: { state: 'online' },
      alarm: null,
      waitingJobs: 1,
    });

    // The ticket was queued 121 s ago, and the printer has polled since without printing anything.
    const queuedAt = new Date(Date.now() - 121_000);
    await ctx.server.database.db
      .update(printJobs)
      .set({ createdAt: queuedAt })
      .where(eq(printJobs.orderId, paid.orderId));
    await report(printer.url, { statusCode: '200 OK' });
    expect(await listed(printer.id)).toMatchObject({
      status: { state: 'offline', since: queuedAt.toISOString() },
      alarm: 'offline',
      waitingJobs: 1,
    });
  });

  it('raises the alarm for a printer added and never connected as soon as a job waits for it', async () => {
    const printer = await addPrinter('Never plugged in');
    expect(await listed(printer.id)).toMatchObject({ status: { state: 'never' }, alarm: null, waitingJobs: 0 });
    await payForTea();
    expect(await listed(printer.id)).toMatchObject({ status: { state: 'never' }, alarm: 'offline', waitingJobs: 1 });
  });
});
