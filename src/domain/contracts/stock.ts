/** Stock: ingredients and counted products (/api/admin/stock, /api/admin/ingredients), and the make screen's board. */
import { z } from 'zod';
import { MAX_STOCK } from '../stock';

const countMessage = `Stock must be empty or a whole number from 0 to ${MAX_STOCK}.`;
const count = z.number({ error: countMessage }).int(countMessage).min(0, countMessage).max(MAX_STOCK, countMessage);

/** POST /api/admin/ingredients and PUT /api/admin/ingredients/:id. */
export const ingredientBody = z.strictObject({
  name: z
    .string({ error: 'Give the ingredient a name.' })
    .trim()
    .min(1, 'Give the ingredient a name.')
    .max(80, 'An ingredient’s name is at most 80 characters.'),
  productIds: z.array(z.uuid({ error: 'Choose products from the list.' })).max(500),
  optionIds: z.array(z.string().trim().min(1).max(100)).max(500),
});

export const ingredientAnswer = z.object({
  id: z.string(),
  name: z.string(),
  out: z.boolean(),
  outSince: z.string().nullable(),
  productIds: z.array(z.string()),
  optionIds: z.array(z.string()),
});

export const countedAnswer = z.object({
  productId: z.string(),
  name: z.string(),
  left: z.number().int(),
  resetTo: z.number().int().nullable(),
});

/** GET /api/admin/stock: every ingredient and every counted product. */
export const stockAnswer = z.object({
  ingredients: z.array(ingredientAnswer),
  counted: z.array(countedAnswer),
});
export type StockAnswer = z.infer<typeof stockAnswer>;

/** PUT /api/admin/stock/products/:id: Stock: N (null: not counted) and Reset each morning to N (null: no reset). */
export const productStockBody = z.strictObject({
  stock: count.nullable(),
  resetTo: count.nullable(),
});

/** GET /api/admin/stock/board: what the make screen shows, what is out and what is low. */
export const stockBoardAnswer = z.object({
  out: z.array(z.object({ id: z.string(), name: z.string(), outSince: z.string() })),
  low: z.array(z.object({ productId: z.string(), name: z.string(), left: z.number().int() })),
  /** The ingredients in stock, which the make screen may mark Out. */
  inStock: z.array(z.object({ id: z.string(), name: z.string() })),
});

export const idParams = z.object({ id: z.uuid({ error: 'No such item.' }) });

/** GET /api/admin/stock/outages: each ingredient's time out today and in the last 7 days, as sentences. */
export const stockOutagesAnswer = z.object({ today: z.array(z.string()), week: z.array(z.string()) });

const refusalTally = z.object({
  /** Checkouts refused before the card was charged. */
  checkouts: z.number().int(),
  /** Payments that found the last ones gone, refunded at once. */
  payments: z.number().int(),
  /** The sentences the customers read, most frequent first. */
  reasons: z.array(z.object({ reason: z.string(), count: z.number().int() })),
});

/** GET /api/admin/stock/refusals: orders refused for stock today and in the last 7 days. */
export const stockRefusalsAnswer = z.object({ today: refusalTally, week: refusalTally });
