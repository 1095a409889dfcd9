/**
 * The day's close (/admin/close): GET /api/admin/close?day (the day's Z report, live or as closed), PUT
 * /api/admin/close/float, POST /api/admin/close (Close the day), POST /api/admin/close/email, and the accountant's
 * files: GET /api/admin/close/export.csv?from&to&format and GET /api/admin/close/vat-summary?quarter. Money is integer
 * pence; days are the shop's (Europe/London) 'YYYY-MM-DD'.
 */
import { z } from 'zod';
import { EXPORT_FORMATS } from '../day-close-exports';
import { Z_METHODS } from '../day-close';
import { localDateSchema } from '../opening-hours-schema';
import { reportRangeSchema } from '../report-range';
import { ORDER_CHANNELS } from '../till';
import { isoTime } from './common';

/** The most a float or a count may be: £10,000 in a drawer is a typing slip. */
export const MAX_DRAWER_PENCE = 1_000_000;
const drawerMessage = 'Amounts must be whole pence from 0 to 1000000 (£10,000).';
const drawerPence = z
  .number({ error: drawerMessage })
  .int(drawerMessage)
  .min(0, drawerMessage)
  .max(MAX_DRAWER_PENCE, drawerMessage);

export const closeDayQuery = z.object({ day: localDateSchema });
export const floatBody = z.strictObject({ day: localDateSchema, floatPence: drawerPence });
export const closeBody = z.strictObject({ day: localDateSchema, countedPence: drawerPence });
export const emailBody = z.strictObject({ day: localDateSchema });

const vatRow = z.object({
  rateBp: z.number().int(),
  netPence: z.number().int(),
  vatPence: z.number().int(),
  grossPence: z.number().int(),
});

export const zReportSchema = z.object({
  day: z.string(),
  orders: z.number().int(),
  grossSales: z.number().int(),
  discounts: z.number().int(),
  freeDrinks: z.number().int(),
  freeDrinksCost: z.number().int(),
  takings: z.number().int(),
  refunds: z.object({ count: z.number().int(), amount: z.number().int() }),
  netTakings: z.number().int(),
  byChannel: z.array(
    z.object({ channel: z.enum(ORDER_CHANNELS), orders: z.number().int(), takings: z.number().int() }),
  ),
  byMethod: z.array(
    z.object({
      method: z.enum(Z_METHODS),
      orders: z.number().int(),
      takings: z.number().int(),
      refunds: z.number().int(),
    }),
  ),
  vat: z.object({ rows: z.array(vatRow), total: vatRow.omit({ rateBp: true }) }).nullable(),
  cash: z.object({
    floatPence: z.number().int(),
    cashTaken: z.number().int(),
    cashRefunded: z.number().int(),
    expected: z.number().int(),
    counted: z.number().int().nullable(),
    difference: z.number().int().nullable(),
  }),
});

/** A day: its Z report (as it stands, or as it was closed), and who closed it when. */
export const closeDayAnswer = z.object({
  day: z.string(),
  report: zReportSchema,
  closed: z.object({ byName: z.string(), at: isoTime, time: z.string() }).nullable(),
  /** Whether the shop has a VAT number: without one, no VAT is shown and the files carry gross takings only. */
  vatRegistered: z.boolean(),
});
export type CloseDayAnswer = z.infer<typeof closeDayAnswer>;

export const emailAnswer = z.object({ sentTo: z.array(z.string()) });

/** The range is checked as the sales report's (in order, at most a year and a bit) by the service: exportRange. */
export const exportQuery = z.object({
  from: localDateSchema,
  to: localDateSchema,
  format: z.enum(EXPORT_FORMATS, { error: 'Choose xero or quickbooks.' }),
});

/** The export's range as the sales report checks one, or the reason it is refused. */
export function exportRange(query: { from: string; to: string }): { from: string; to: string } | { error: string } {
  const checked = reportRangeSchema.safeParse({ from: query.from, to: query.to });
  return checked.success ? checked.data : { error: checked.error.issues[0]?.message ?? 'Choose a range of dates.' };
}

export const vatSummaryQuery = z.object({
  quarter: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A quarter is named by its first month, like 2026-10.'),
});
export const vatSummaryAnswer = z.object({
  from: z.string(),
  to: z.string(),
  box1Pence: z.number().int(),
  box6Pence: z.number().int(),
  box6Pounds: z.number().int(),
  days: z.array(
    z.object({ day: z.string(), netPence: z.number().int(), vatPence: z.number().int(), grossPence: z.number().int() }),
  ),
});
