/**
 * The counter's printers over CloudPRNT, through real HTTP on each database: a printer registered by an admin polls its
 * secret address as an mC-Print3 would; a paid order's cups come out as labels 1/2 and 2/2, each offered until the
 * printer confirms it and never again after; a refund before printing stops the prints; an unknown address learns
 * nothing; a reprint is audited.
 */
import type { PrinterJobs } from '@domain/printing';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditLog, printers, printJobs } from '../../db/schema';
import { offerOptions } from '../../test/makers-support';
import { call } from '../../test/build';
import { addPrinter as addCloudPrntPrinter, cloudPrntPrinter } from '../../test/cloudprnt-printer';
import { dayNumberOf, describeCheckoutShop, line, payInPage } from '../../test/checkout-support';

await describeCheckoutShop('CloudPRNT printers on %s', { staff: true }, (ctx) => {
  const { poll, fetchJob, confirm } = cloudPrntPrinter('00:11:62:00:00:01');
  const addPrinter = (name: string, jobs: PrinterJobs) => addCloudPrntPrinter(ctx.server, ctx.staff, { name, jobs });

  /** A paid order of one regular Classic Milk Tea (£3.50) with regular ice and this much sugar. */
  const payForClassic = (sugar: string) =>
    payInPage(ctx.server, {
      lines: [line(ctx.shop.classic, 1, 'reg', { options: [sugar, 'ice-regular'] })],
      amount: 3.5,
    });

  beforeAll(async () => {
    await offerOptions(ctx.server, ctx.shop, ['sugar', 'ice', 'toppings']);
  });

  it('prints a paid order’s two cups as labels 1/2 and 2/2, each once, confirmed by the printer', async () => {
    const printer = await addPrinter('Counter labels', 'labels');
    expect(printer.status.state).toBe('never');
    const { url } = printer;

    const idle = await poll(url);
    expect(idle.status).toBe(200);
    // Nothing to print; and the printer is asked what it is, once.
    expect(await idle.json()).toEqual({
      jobReady: false,
      clientAction: ['ClientType', 'ClientVersion', 'Encodings', 'GetPollInterval'].map((request) => ({
        request,
        options: '',
      })),
    });

    const drinks = line(ctx.shop.classic, 2, 'reg', { options: ['sugar-25', 'ice-less', 'tapioca-pearls'] });
    const paid = await payInPage(ctx.server, { lines: [drinks], amount: 8.2, name: 'Ann Example' });

    for (const cup of ['1/2', '2/2']) {
      const ready = await poll(url);
      const answer = await ready.json();
      expect(answer).toMatchObject({ jobReady: true, mediaTypes: ['image/png', 'text/plain'] });
      const job = await fetchJob(url, answer.jobToken);
      expect(job.status).toBe(200);
      expect(job.headers.get('content-type')).toMatch(/^text\/plain/);
      const text = await job.text();
      expect(text).toContain(`${await dayNumberOf(ctx.server.database.db, paid.orderId)}   ${cup}`);
      expect(text).toContain(cup);
      expect(text).toContain('Ann');
      expect(text).toContain(`${ctx.shop.classic.name} (REG)`);
      expect(text).toContain('25% sugar');
      expect(text).toContain('Less ice');
      expect(text).toContain('Tapioca pearls');
      expect(text).toContain('Pickup: ASAP');
      // As a PNG exactly the 58 mm head's 384 dots wide (the width is bytes 16–19 of the PNG's header chunk).
      const image = await fetchJob(url, answer.jobToken, 'image/png');
      expect(image.headers.get('content-type')).toBe('image/png');
      const png = Buffer.from(await image.arrayBuffer());
      expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      expect(png.readUInt32BE(16)).toBe(384);
      expect(png.readUInt32BE(20)).toBeGreaterThan(150);
      // Fetching again changes nothing: the same job until it is confirmed.
      expect(await (await fetchJob(url, answer.jobToken)).text()).toBe(text);
      expect((await confirm(url, answer.jobToken)).status).toBe(200);
      // A confirmed job is never offered again.
      expect((await fetchJob(url, answer.jobToken)).status).toBe(404);
    }
    expect(await (await poll(url)).json()).toEqual({ jobReady: false });

    const listed = await call(ctx.server, 'GET', '/api/admin/printers', { headers: ctx.staff });
    expect(listed.body.printers.find((p: { id: string }) => p.id === printer.id)).toMatchObject({
      status: { state: 'online' },
      waitingJobs: 0,
    });
  });

  it('offers a job the printer could not print again, and the same job to a poll that missed its answer', async () => {
    const printer = await addPrinter('Ticket printer', 'tickets');
    const { url } = printer;
    await payInPage(ctx.server, { lines: [line(ctx.shop.taro)], amount: 3.9, name: 'Bo Example' });

    const first = await (await poll(url)).json();
    // The printer did not hear the answer and asks again: the same job, not the next.
    const again = await (await poll(url)).json();
    expect(again.jobToken).toBe(first.jobToken);
    const ticket = await (await fetchJob(url, first.jobToken)).text();
    expect(ticket).toContain('*** TEST ***');
    expect(ticket).toContain(`1 x ${ctx.shop.taro.name} (REG)`);
    expect(ticket).toMatch(/^Total +£3\.90$/m);
    // Out of paper: the job goes back to waiting and comes again at the next poll.
    expect((await confirm(url, first.jobToken, '520 Print failed')).status).toBe(200);
    const retry = await (await poll(url)).json();
    expect(retry.jobReady).toBe(true);
    expect(await (await fetchJob(url, retry.jobToken)).text()).toBe(ticket);
    expect((await fetchJob(url, retry.jobToken, 'image/x-unknown')).status).toBe(415);
    expect((await confirm(url, retry.jobToken)).status).toBe(200);
    expect(await (await poll(url)).json()).toEqual({ jobReady: false });
  });

  it('does not print an order refunded before it printed', async () => {
    const printer = await addPrinter('Refund labels', 'labels');
    const { url } = printer;
    // Earlier tests' printers take this order's jobs too; only this printer is polled here.
    const paid = await payForClassic('sugar-50');
    const refunded = await call(ctx.server, 'POST', `/api/admin/orders/${paid.orderId}/refund`, { headers: ctx.staff });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(await (await poll(url)).json()).toMatchObject({ jobReady: false });
  });

  it('asks a new printer what it is once, and uses what it answers: model, media types, poll interval, status', async () => {
    const printer = await addPrinter('Label3', 'labels');
    const { url } = printer;
    const report = (body: object) =>
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const asked = await (await report({ statusCode: '200 OK' })).json();
    expect(asked.clientAction.map((action: { request: string }) => action.request)).toEqual([
      'ClientType',
      'ClientVersion',
      'Encodings',
      'GetPollInterval',
    ]);
    // Asked once: the next poll, before it has answered, does not ask again.
    expect(await (await report({ statusCode: '200 OK' })).json()).toEqual({ jobReady: false });
    // It answers in its next poll, as an mC-Label3 does; it prints only PNG and polls every 90 s.
    const answered = await report({
      statusCode: '200%20OK',
      clientAction: [
        { request: 'ClientType', result: 'Star mC-Label3' },
        { request: 'ClientVersion', result: '1.0.1' },
        { request: 'Encodings', result: 'image/png;image/jpeg;application/vnd.star.starprntcore' },
        { request: 'GetPollInterval', result: '90' },
      ],
    });
    expect(await answered.json()).toEqual({ jobReady: false });

    await payForClassic('sugar-100');
    const ready = await (await report({ statusCode: '200 OK' })).json();
    expect(ready).toMatchObject({ jobReady: true, mediaTypes: ['image/png'] });
    expect(ready.clientAction).toBeUndefined();

    // Out of paper while it still polls: the counter is told, and the job waits.
    await report({ statusCode: '410 Out of paper' });
    const listed = await call(ctx.server, 'GET', '/api/admin/printers', { headers: ctx.staff });
    expect(listed.body.printers.find((p: { id: string }) => p.id === printer.id)).toMatchObject({
      status: { state: 'online' },
      model: 'Star mC-Label3',
      pollIntervalSeconds: 90,
      condition: { severity: 'problem', text: 'Out of paper' },
      waitingJobs: 1,
    });

    // Polling every 90 s, two minutes of silence is not yet offline (three polls, believed a minute each at most).
    const quiet = new Date(Date.now() - 120_000);
    await ctx.server.database.db.update(printers).set({ lastPollAt: quiet }).where(eq(printers.id, printer.id));
    const later = await call(ctx.server, 'GET', '/api/admin/printers', { headers: ctx.staff });
    expect(later.body.printers.find((p: { id: string }) => p.id === printer.id).status).toEqual({ state: 'online' });
  });

  it('answers an unknown address with 404 and nothing else', async () => {
    const unknown = `${ctx.server.url}/cloudprnt/${'0'.repeat(48)}`;
    for (const response of [await poll(unknown), await fetchJob(unknown, 'x'), await confirm(unknown, 'x')]) {
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('');
    }
    const garbage = await poll(`${ctx.server.url}/cloudprnt/not-a-secret`);
    expect(garbage.status).toBe(404);
  });

  it('reprints an order’s labels on request, audited, and deletes a printer with its jobs', async () => {
    const printer = await addPrinter('Reprint labels', 'labels');
    const { url } = printer;
    const paid = await payForClassic('sugar-0');
    const token = (await (await poll(url)).json()).jobToken;
    await confirm(url, token);
    const reprint = await call(ctx.server, 'POST', `/api/admin/orders/${paid.orderId}/print/labels`, {
      headers: ctx.staff,
    });
    expect(reprint.status).toBe(200);
    expect(reprint.body.queued).toBeGreaterThanOrEqual(1);
    const again = await (await poll(url)).json();
    expect(await (await fetchJob(url, again.jobToken)).text()).toContain('0% sugar');
    const audited = await ctx.server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.print_labels'), eq(auditLog.entityId, paid.orderId)));
    expect(audited).toHaveLength(1);

    const deleted = await call(ctx.server, 'DELETE', `/api/admin/printers/${printer.id}`, { headers: ctx.staff });
    expect(deleted.status).toBe(200);
    expect(deleted.body.printers.map((p: { id: string }) => p.id)).not.toContain(printer.id);
    expect(
      await ctx.server.database.db.select().from(printJobs).where(eq(printJobs.printerId, printer.id)),
    ).toHaveLength(0);
    expect((await poll(url)).status).toBe(404);
  });

  it('reads Offline since the last poll once a printer has not asked for work for a minute', async () => {
    const printer = await addPrinter('Quiet printer', 'labels');
    const { url } = printer;
    await poll(url);
    const lastPoll = new Date(Date.now() - 90_000);
    await ctx.server.database.db.update(printers).set({ lastPollAt: lastPoll }).where(eq(printers.id, printer.id));
    const listed = await call(ctx.server, 'GET', '/api/admin/printers', { headers: ctx.staff });
    expect(listed.body.printers.find((p: { id: string }) => p.id === printer.id).status).toEqual({
      state: 'offline',
      since: lastPoll.toISOString(),
    });
  });

  it('refuses a printer with a clear message when its settings are wrong, and callers who are not staff', async () => {
    const bad = await call(ctx.server, 'POST', '/api/admin/printers', {
      headers: ctx.staff,
      body: { name: ' ', jobs: 'stickers', widthMm: 62 },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/Name must be 1 to 60 characters|Prints must be|58 or 80/);
    const anonymous = await call(ctx.server, 'GET', '/api/admin/printers');
    expect(anonymous.status).toBe(401);
  });
});
