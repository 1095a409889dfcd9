/** The printing module's tables: the counter's printers and the jobs waiting for them. */
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { PAPER_WIDTHS, PRINTER_JOBS, type PrintJob } from '@domain/printing';

const listed = (values: readonly (string | number)[]) =>
  sql.raw(values.map((value) => (typeof value === 'number' ? String(value) : `'${value}'`)).join(', '));

/** A CloudPRNT printer: it polls its own secret address for work. */
export const printers = pg.pgTable(
  'printers',
  {
    id: pg.uuid('id').primaryKey().defaultRandom(),
    name: pg.text('name').notNull(),
    /** 'labels', 'tickets' or 'both' (domain printing.ts). */
    jobs: pg.text('jobs').notNull(),
    /** The paper's or label's width in millimetres: 58 or 80. */
    widthMm: pg.integer('width_mm').notNull(),
    /** The secret in the printer's address (hex); the address is the only thing that lets a printer in. */
    secret: pg.text('secret').notNull().unique(),
    /** When the printer last asked for work; null until it first does. */
    lastPollAt: pg.timestamp('last_poll_at', { withTimezone: true }),
    /** The status code of its last poll ("200 OK", "410 Out of paper"), as it sent it. */
    statusCode: pg.text('status_code'),
    /** What it said of itself when asked (CloudPRNT client actions): model, version, media types, poll interval. */
    clientType: pg.text('client_type'),
    clientVersion: pg.text('client_version'),
    /** The media types it prints, `;`-separated. */
    encodings: pg.text('encodings'),
    pollIntervalSeconds: pg.integer('poll_interval_seconds'),
    /** When it was last asked about itself: asked again only after a while if it never answered. */
    clientAskedAt: pg.timestamp('client_asked_at', { withTimezone: true }),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    pg.check('printers_jobs_check', sql`${t.jobs} in (${listed(PRINTER_JOBS)})`),
    pg.check('printers_width_check', sql`${t.widthMm} in (${listed(PAPER_WIDTHS)})`),
  ],
);

/**
 * One label or ticket for one printer, written in the transaction that records the payment (or a test page asked for
 * by staff). Offered to the printer
 * under a token; done once the printer confirms it printed. An offer not confirmed in time is offered again.
 */
export const printJobs = pg.pgTable(
  'print_jobs',
  {
    id: pg.bigserial('id', { mode: 'number' }).primaryKey(),
    printerId: pg
      .uuid('printer_id')
      .notNull()
      .references(() => printers.id, { onDelete: 'cascade' }),
    /** The order printed; null for a printer's test page, which belongs to no order. */
    orderId: pg.uuid('order_id'),
    job: pg.jsonb('job').$type<PrintJob>().notNull(),
    /** The token of the printer's current offer (CloudPRNT jobToken); null while not offered. */
    offerToken: pg.text('offer_token'),
    offeredAt: pg.timestamp('offered_at', { withTimezone: true }),
    doneAt: pg.timestamp('done_at', { withTimezone: true }),
    /** Why a job will not print: the order was refunded before it printed. */
    cancelledAt: pg.timestamp('cancelled_at', { withTimezone: true }),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [pg.index('print_jobs_waiting_idx').on(t.printerId, t.id), pg.index('print_jobs_order_idx').on(t.orderId)],
);
