/**
 * The counter's printers: staff add and remove them (audited); a paid order's labels and ticket are queued for them
 * in the payment's transaction (orders' OrderFollowers port); each printer fetches its work over CloudPRNT
 * (cloudprnt-routes.ts), known only by the secret in its address.
 */
import { randomBytes } from 'node:crypto';
import type { Printer } from '@domain/contracts/printing';
import { clientInfoFrom, mediaTypesFor, printerAlarm, printerCondition, printerStatus } from '@domain/cloudprnt';
import { cupLabels, testPage, type PaperWidth, type PrinterJobs, type PrintJob, withCustomer } from '@domain/printing';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { notFound } from '../../errors';
import { refuseCupWork } from './cup-work';
import { recordAudit, type Actor } from '../audit';
import { orderRecords, type OrderFollowers, type OrderLineRow, type OrderRow, type ReceiptVatSource } from '../orders';
import {
  cancelOrderJobs,
  confirmJob,
  offeredJob,
  offerNextJob,
  queueOrderJobs,
  queueReprint,
  queueFacts,
  queueTestPage,
} from './print-queue';
import { printedOrder } from './printed-order';
import { printers } from './schema';

export interface PrintingDeps {
  db: Db;
  /** The shop's public address: a printer's CloudPRNT URL is built from it. */
  publicUrl: string;
  now?: () => Date;
  /** The VAT an order's ticket shows (orders' ReceiptVatSource, the vat module's); without it, none. */
  vat?: ReceiptVatSource | undefined;
}

type PrinterRow = typeof printers.$inferSelect;

/** What a printer's poll says: its status code and any answers to the client actions asked. */
export interface PollReport {
  statusCode?: unknown;
  clientAction?: unknown;
}

export interface PollAnswer {
  /** The job to print now, under its token, or null. */
  offer: { token: string } | null;
  /** Ask the printer about itself (it has not said yet). */
  ask: boolean;
  /** The media types this printer can take a job in. */
  mediaTypes: string[];
}

/** A printer that was asked about itself and did not answer (an older model) is asked again after this long. */
const ASK_AGAIN_AFTER_MS = 10 * 60_000;

/**
 * A test page on one printer (a label or a ticket, as it prints, with the shop's name and the time), queued as an
 * order's prints are, so it proves the whole way: the queue, the printer's poll, its fetch and its paper. Audited.
 */
async function printTestPage(db: Db, actor: Actor, id: string, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [printer] = await tx
      .select({ id: printers.id, name: printers.name, jobs: printers.jobs })
      .from(printers)
      .where(eq(printers.id, id))
      .limit(1);
    if (!printer) throw notFound('No such printer.');
    const job = testPage({ name: printer.name, jobs: printer.jobs as PrinterJobs }, at);
    await queueTestPage(tx, printer.id, job, at);
    await recordAudit(tx, actor, {
      action: 'printer.test',
      entityType: 'printer',
      entityId: id,
      details: { name: printer.name, paper: job.paper },
    });
  });
}

export function createPrinting({ db, publicUrl, now = () => new Date(), vat }: PrintingDeps) {
  const urlOf = (secret: string) => `${publicUrl}/cloudprnt/${secret}`;

  async function list(): Promise<Printer[]> {
    const rows = await db.select().from(printers).orderBy(printers.createdAt);
    const queues = await queueFacts(
      db,
      rows.map((row) => row.id),
    );
    const at = now();
    return rows.map((row) => {
      const queue = queues.get(row.id) ?? { waiting: 0, oldestWaitingAt: null, lastPrintedAt: null };
      const status = printerStatus({ ...row, ...queue }, at);
      // A condition reported while the printer still polls; an offline printer's last word may be stale.
      const condition = status.state === 'online' ? printerCondition(row.statusCode) : null;
      return {
        id: row.id,
        name: row.name,
        jobs: row.jobs as PrinterJobs,
        widthMm: row.widthMm as PaperWidth,
        cloudPrntUrl: urlOf(row.secret),
        status,
        condition,
        alarm: printerAlarm({ status, condition, waitingJobs: queue.waiting }),
        model: row.clientType,
        pollIntervalSeconds: row.pollIntervalSeconds,
        waitingJobs: queue.waiting,
      };
    });
  }

  async function add(actor: Actor, input: { name: string; jobs: PrinterJobs; widthMm: PaperWidth }) {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(printers)
        .values({ ...input, secret: randomBytes(24).toString('hex') })
        .returning();
      await recordAudit(tx, actor, {
        action: 'printer.add',
        entityType: 'printer',
        entityId: row!.id,
        details: { ...input },
      });
      return row!.id;
    });
  }

  async function remove(actor: Actor, id: string): Promise<void> {
    await db.transaction(async (tx) => {
      const [row] = await tx.delete(printers).where(eq(printers.id, id)).returning();
      if (!row) throw notFound('No such printer.');
      await recordAudit(tx, actor, {
        action: 'printer.delete',
        entityType: 'printer',
        entityId: id,
        details: { name: row.name },
      });
    });
  }

  /** A staff reprint of an order's labels or ticket, audited. Answers how many jobs were queued. */
  async function reprint(actor: Actor, orderId: string, kind: 'labels' | 'tickets'): Promise<number> {
    return db.transaction(async (tx) => {
      const order = await orderRecords.findOrder(tx, orderId);
      if (!order || order.isTest) throw notFound('No such order.');
      refuseCupWork(order, 'print');
      const receiptVat = (await vat?.receiptVat(orderId, tx)) ?? null;
      const printed = await printedOrder(tx, order, await orderRecords.listOrderLines(tx, orderId), receiptVat);
      const queued = await queueReprint(tx, printed, kind, now());
      await recordAudit(tx, actor, {
        action: kind === 'labels' ? 'order.print_labels' : 'order.print_ticket',
        entityType: 'order',
        entityId: orderId,
        details: { jobs: queued },
      });
      return queued;
    });
  }

  /** An order's cup labels with the customer's first name, for a print view on the counter's own printer. */
  async function labelsOf(orderId: string) {
    const order = await orderRecords.findOrder(db, orderId);
    if (!order || order.isTest) throw notFound('No such order.');
    refuseCupWork(order, 'labels');
    const printed = await printedOrder(db, order, await orderRecords.listOrderLines(db, orderId));
    return cupLabels({ ...printed, customerName: order.customerName }, now());
  }

  /** The printer at a secret address, or null (an unknown address learns nothing). */
  async function printerAt(secret: string): Promise<PrinterRow | null> {
    if (!/^[0-9a-f]{48}$/.test(secret)) return null;
    const [row] = await db.select().from(printers).where(eq(printers.secret, secret)).limit(1);
    return row ?? null;
  }

  /**
   * CloudPRNT's poll: the printer is seen now, with its status code and any answers about itself; the answer says
   * whether a job waits (its token, and the media types this printer can take it in), and asks the printer about
   * itself while it has not said.
   */
  async function poll(secret: string, report: PollReport = {}): Promise<PollAnswer | 'unknown'> {
    return db.transaction(async (tx) => {
      const at = now();
      const said = clientInfoFrom(report.clientAction);
      const [row] = await tx
        .update(printers)
        .set({
          lastPollAt: at,
          statusCode: typeof report.statusCode === 'string' ? report.statusCode.slice(0, 100) : null,
          ...(said.clientType !== undefined && { clientType: said.clientType }),
          ...(said.clientVersion !== undefined && { clientVersion: said.clientVersion }),
          ...(said.encodings !== undefined && { encodings: said.encodings.join(';') }),
          ...(said.pollIntervalSeconds !== undefined && { pollIntervalSeconds: said.pollIntervalSeconds }),
        })
        .where(eq(printers.secret, /^[0-9a-f]{48}$/.test(secret) ? secret : ''))
        .returning();
      if (!row) return 'unknown';
      const ask =
        row.clientType === null &&
        (row.clientAskedAt === null || at.getTime() - row.clientAskedAt.getTime() > ASK_AGAIN_AFTER_MS);
      if (ask) await tx.update(printers).set({ clientAskedAt: at }).where(eq(printers.id, row.id));
      const offer = await offerNextJob(tx, row.id, at);
      return { offer, ask, mediaTypes: mediaTypesFor(row.encodings?.split(';')) };
    });
  }

  async function job(secret: string, token: string): Promise<{ job: PrintJob; widthMm: PaperWidth } | null> {
    const printer = await printerAt(secret);
    if (!printer) return null;
    const found = await offeredJob(db, printer.id, token);
    if (!found) return null;
    const widthMm = printer.widthMm as PaperWidth;
    // A test page belongs to no order and names no customer.
    if (found.orderId === null) return { job: found.job, widthMm };
    const order = await orderRecords.findOrder(db, found.orderId);
    return { job: withCustomer(found.job, order?.customerName ?? null), widthMm };
  }

  async function confirm(secret: string, token: string, code: string): Promise<boolean> {
    const printer = await printerAt(secret);
    if (!printer) return false;
    return confirmJob(db, printer.id, token, code, now());
  }

  /** Orders' port: a paid order's prints are queued, a refunded order's stop. */
  const followers: OrderFollowers = {
    orderPaid: (tx, order, lines) => queuePaidOrderJobs(tx, { order, lines, vat }, now()),
    orderRefunded: (tx, orderId) => cancelOrderJobs(tx, orderId, now()),
  };

  return {
    list,
    add,
    remove,
    reprint,
    printTestPage: (actor: Actor, id: string) => printTestPage(db, actor, id, now()),
    labelsOf,
    poll,
    job,
    confirm,
    followers,
  };
}

export type Printing = ReturnType<typeof createPrinting>;

/** A paid order's labels and ticket, queued for every printer that takes them in the payment's transaction. */
async function queuePaidOrderJobs(
  tx: DbOrTx,
  paid: { order: OrderRow; lines: readonly OrderLineRow[]; vat: ReceiptVatSource | undefined },
  now: Date,
): Promise<void> {
  const { order, lines, vat } = paid;
  const receiptVat = (await vat?.receiptVat(order.id, tx)) ?? null;
  await queueOrderJobs(tx, await printedOrder(tx, order, lines, receiptVat), now);
}
