/**
 * GET /api/admin/reports (the sales report of a range of local dates) and GET /api/admin/reports/export.csv
 * (the range's orders as CSV). Money is integer pence; buckets, weekdays and hours are in the shop's time zone.
 */
import { z } from 'zod';
import { ORDER_CHANNELS } from '../till';
import { reportRangeSchema } from '../report-range';

export const reportQuery = reportRangeSchema;

const figure = z.object({ current: z.number().int(), previous: z.number().int() });
const vatFigures = z.object({ netPence: z.number().int(), vatPence: z.number().int(), grossPence: z.number().int() });

export const reportAnswer = z.object({
  range: z.object({
    from: z.string(),
    to: z.string(),
    previousFrom: z.string(),
    previousTo: z.string(),
    granularity: z.enum(['hour', 'day']),
  }),
  /** Paid orders by the day they were paid; refunds by the day they were made. */
  summary: z.object({
    orders: figure,
    grossSales: figure,
    discounts: figure,
    /** How many paid orders used a stamp card's free drink, and what those drinks' REG prices came to. */
    freeDrinks: figure,
    freeDrinksCost: figure,
    refunds: figure,
    netSales: figure,
    averageOrder: figure,
  }),
  /** Every bucket of the range (a local date 'YYYY-MM-DD', or an hour 'HH:00' for one day), empty ones included. */
  takings: z.array(
    z.object({ bucket: z.string(), orders: z.number().int(), sales: z.number().int(), refunds: z.number().int() }),
  ),
  /** weekday 1 (Monday) … 7 (Sunday), hour 0 … 23; only cells with orders. */
  heatMap: z.array(
    z.object({ weekday: z.number().int(), hour: z.number().int(), orders: z.number().int(), sales: z.number().int() }),
  ),
  topProducts: z.object({
    byQuantity: z.array(z.object({ name: z.string(), quantity: z.number().int(), sales: z.number().int() })),
    bySales: z.array(z.object({ name: z.string(), quantity: z.number().int(), sales: z.number().int() })),
  }),
  topOptions: z.object({
    byQuantity: z.array(z.object({ name: z.string(), quantity: z.number().int(), sales: z.number().int() })),
    bySales: z.array(z.object({ name: z.string(), quantity: z.number().int(), sales: z.number().int() })),
  }),
  promotions: z.array(
    z.object({ title: z.string(), orders: z.number().int(), units: z.number().int(), givenAway: z.number().int() }),
  ),
  /**
   * The range's paid orders by where they were placed and how they were paid: how many, and what they took (pence),
   * most taken first.
   */
  paymentMethods: z.array(
    z.object({
      channel: z.enum(ORDER_CHANNELS),
      method: z.string(),
      orders: z.number().int(),
      takings: z.number().int(),
    }),
  ),
  /**
   * The range's VAT per rate (rates in basis points), sales on the days paid less refunds on the days made, and in
   * all; null when the shop is not VAT-registered (then the report shows no VAT).
   */
  vat: z
    .object({
      vatNumber: z.string(),
      rates: z.array(vatFigures.extend({ rateBp: z.number().int() })),
      ...vatFigures.shape,
    })
    .nullable(),
});
export type ReportAnswer = z.infer<typeof reportAnswer>;
export type ReportRanking = ReportAnswer['topProducts']['byQuantity'];

export const csvAnswer = {
  description: 'The range’s orders as CSV (RFC 4180, UTF-8 with a byte order mark)',
  content: { 'text/csv': { schema: z.string() } },
};
