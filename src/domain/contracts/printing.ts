/** The counter's printers: /api/admin/printers (staff) and reprints of an order's labels or ticket. */
import { z } from 'zod';
import { PAPER_WIDTHS, PRINTER_JOBS } from '../printing';
import { isoTime } from './common';

const nameMessage = 'Name must be 1 to 60 characters.';
export const newPrinterBody = z.strictObject({
  name: z.string().trim().min(1, nameMessage).max(60, nameMessage),
  jobs: z.enum(PRINTER_JOBS, { error: 'Prints must be Cup labels, Order tickets or Both.' }),
  widthMm: z.union(
    PAPER_WIDTHS.map((width) => z.literal(width)),
    { error: 'The width must be 58 or 80 mm.' },
  ),
});

export type NewPrinter = z.infer<typeof newPrinterBody>;

export const printerAnswer = z.object({
  id: z.uuid(),
  name: z.string(),
  jobs: z.enum(PRINTER_JOBS),
  widthMm: z.union(PAPER_WIDTHS.map((width) => z.literal(width))),
  /** The secret address to paste into the printer's CloudPRNT server setting. */
  cloudPrntUrl: z.string(),
  status: z.discriminatedUnion('state', [
    z.object({ state: z.literal('never') }),
    z.object({ state: z.literal('online') }),
    z.object({ state: z.literal('offline'), since: isoTime }),
  ]),
  /** What the printer last reported beyond being online: a warning (paper low) or a problem (out of paper). */
  condition: z.object({ severity: z.enum(['warning', 'problem']), text: z.string() }).nullable(),
  /**
   * The alarm it raises on every staff screen: offline (not online, never connected included, while jobs wait for
   * it), attention (online but reporting a problem while jobs wait), or none.
   */
  alarm: z.enum(['offline', 'attention']).nullable(),
  /** The model it gave when asked ("Star mC-Label3"); null until it has said. */
  model: z.string().nullable(),
  /** How often it polls, in seconds, as it said; null until it has said. */
  pollIntervalSeconds: z.number().int().nullable(),
  waitingJobs: z.number().int(),
});
export type Printer = z.infer<typeof printerAnswer>;

export const printersAnswer = z.object({
  printers: z.array(printerAnswer),
  /** What to do while PUBLIC_URL, which every CloudPRNT URL is built on, is a loopback address; null otherwise. */
  publicUrlWarning: z.string().nullable(),
});

export const reprintAnswer = z.object({ queued: z.number().int() });

/** What a cup holds, as a maker's tile and a cup label both show it. */
const cupDrink = {
  drink: z.string(),
  size: z.enum(['reg', 'lrg']),
  options: z.array(z.string()),
  /** The cup's allergens as made, toppings and milk included: short names of the 14, in the FSA's order. */
  allergens: z.array(z.string()),
};

/** GET /api/admin/queue: the makers' queue (the make screen), one ticket per order in pickup order, one tile per cup. */
export const makersQueueAnswer = z.object({
  /** The shop's prep time in minutes: a ticket turns amber past it, red past twice that (make-ticket.ts). */
  prepMinutes: z.number().int(),
  orders: z.array(
    z.object({
      id: z.uuid(),
      /** The first 8 characters of the id. */
      number: z.string(),
      /** The order's number for the day as people read and call it: "#12". */
      orderNumber: z.string(),
      firstName: z.string(),
      pickup: z.string(),
      status: z.enum(['pending', 'confirmed']),
      /** When the ticket's clock started (make-ticket.ts: ticketClockStart). */
      clockFrom: isoTime,
      /** When the customer said I'm here: the ticket comes first and says so. Null or absent until then. */
      hereAt: isoTime.nullable().optional(),
      cups: z.array(
        z.object({
          /** 1 to the order's cups: what Made is sent for. */
          index: z.number().int(),
          cup: z.string(),
          ...cupDrink,
          /** The drink options' ids, in the order of `options`: what Sold out is sent for. */
          optionIds: z.array(z.string()),
          made: z.boolean(),
        }),
      ),
    }),
  ),
  /** The order Recall brings back: today's latest made ready that still waits at the counter. */
  recall: z.object({ id: z.uuid(), number: z.string() }).nullable(),
});
export type MakersQueue = z.infer<typeof makersQueueAnswer>;

/** GET /api/admin/orders/:id/labels: an order's cup labels, for the print view of a label printer on the counter. */
export const orderLabelsAnswer = z.object({
  labels: z.array(
    z.object({
      orderNumber: z.string(),
      cup: z.string(),
      firstName: z.string(),
      ...cupDrink,
      pickup: z.string(),
    }),
  ),
});
