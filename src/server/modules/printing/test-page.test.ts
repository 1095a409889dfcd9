/**
 * Print test page, through real HTTP on each database: staff ask for a test page on one printer; it waits in that
 * printer's queue as an order's prints do, and a printer polling its CloudPRNT address as an mC-Print3 or mC-Label3
 * would fetches it (a label for a label printer, a ticket for any other) with the shop's name, the printer's and the
 * time, then confirms it. Audited; an unknown printer is a 404, a malformed id a 400, a visitor a 401.
 */
import type { PrinterJobs } from '@domain/printing';
import { shopDateTimeWithSeconds } from '@domain/shop-time';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { call } from '../../test/build';
import { addPrinter as addCloudPrntPrinter, cloudPrntPrinter } from '../../test/cloudprnt-printer';
import { describeCheckoutShop } from '../../test/checkout-support';

await describeCheckoutShop('Print test page on %s', { staff: true }, (ctx) => {
  const { poll, fetchJob, confirm } = cloudPrntPrinter('00:11:62:00:00:02');
  const addPrinter = (name: string, jobs: PrinterJobs) => addCloudPrntPrinter(ctx.server, ctx.staff, { name, jobs });

  /** Every way the shop's clock could have written a time between `from` and now (a second either side). */
  function timesSince(from: number): string[] {
    const times: string[] = [];
    for (let at = Math.floor(from / 1000) - 1; at <= Math.ceil(Date.now() / 1000) + 1; at++) {
      times.push(shopDateTimeWithSeconds(new Date(at * 1000)));
    }
    return times;
  }

  /** Asks for a test page; answers the text the printer then fetches (after checking the answer and the poll). */
  async function printTestPage(printer: { id: string; url: string }): Promise<{ text: string; token: string }> {
    const asked = await call(ctx.server, 'POST', `/api/admin/printers/${printer.id}/test`, {
      headers: ctx.staff,
      body: {},
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    // The answer is the printers' list, with the test page counted as waiting.
    expect(asked.body.printers.find((p: { id: string }) => p.id === printer.id)).toMatchObject({ waitingJobs: 1 });
    const answer = await (await poll(printer.url)).json();
    expect(answer).toMatchObject({ jobReady: true, mediaTypes: ['image/png', 'text/plain'] });
    const job = await fetchJob(printer.url, answer.jobToken);
    expect(job.status).toBe(200);
    return { text: await job.text(), token: answer.jobToken };
  }

  it('prints a label on a label printer: the shop’s name, the printer’s and the time, fetched and confirmed', async () => {
    const printer = await addPrinter('Label test', 'labels');
    const from = Date.now();
    const { text, token } = await printTestPage(printer);
    const rows = text.trimEnd().split('\n');
    expect(rows.slice(0, 3)).toEqual(['TEST PAGE', 'Pearl Bubble Tea', 'Label test']);
    expect(timesSince(from)).toContain(rows[3]);
    expect(rows).toHaveLength(4);

    // As a PNG, exactly the 58 mm head's 384 dots wide.
    const image = await fetchJob(printer.url, token, 'image/png');
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).readUInt32BE(16)).toBe(384);

    expect((await confirm(printer.url, token)).status).toBe(200);
    expect(await (await poll(printer.url)).json()).toEqual({ jobReady: false });
    const listed = await call(ctx.server, 'GET', '/api/admin/printers', { headers: ctx.staff });
    expect(listed.body.printers.find((p: { id: string }) => p.id === printer.id)).toMatchObject({
      waitingJobs: 0,
      status: { state: 'online' },
    });

    const audited = await ctx.server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'printer.test'), eq(auditLog.entityId, printer.id)));
    expect(audited.map((row) => row.details)).toEqual([{ name: 'Label test', paper: 'label' }]);
  });

  it('prints a ticket on a ticket printer and on one that prints both', async () => {
    for (const jobs of ['tickets', 'both'] as const) {
      const printer = await addPrinter(`Ticket test ${jobs}`, jobs);
      const from = Date.now();
      const { text, token } = await printTestPage(printer);
      const rows = text.trimEnd().split('\n');
      expect(rows.slice(0, 3)).toEqual(['*** TEST PAGE ***', 'Pearl Bubble Tea', `Ticket test ${jobs}`]);
      expect(timesSince(from)).toContain(rows[3]);
      expect(rows.at(-1)).toBe('Ready for orders.');
      expect((await confirm(printer.url, token)).status).toBe(200);
    }
  });

  it('refuses an unknown printer, a malformed id and a caller who is not signed in, queueing nothing', async () => {
    const printer = await addPrinter('Refusals', 'tickets');
    const unknown = await call(ctx.server, 'POST', '/api/admin/printers/00000000-0000-4000-8000-000000000000/test', {
      headers: ctx.staff,
      body: {},
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'No such printer.' });
    const malformed = await call(ctx.server, 'POST', '/api/admin/printers/not-an-id/test', {
      headers: ctx.staff,
      body: {},
    });
    expect(malformed.status).toBe(400);
    expect(JSON.stringify(malformed.body)).toMatch(/id must be a UUID/);
    const visitor = await call(ctx.server, 'POST', `/api/admin/printers/${printer.id}/test`, { body: {} });
    expect(visitor.status).toBe(401);
    expect(await (await poll(printer.url)).json()).toMatchObject({ jobReady: false });
  });
});
