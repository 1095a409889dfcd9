/**
 * The stock module's tables: counted products (how many are left, the morning's reset), what each paid order took
 * (so a refund puts back exactly that, once), the ingredients with what they go into, and when each was out. Only
 * this module reads or writes them; products and options are named by their catalogue ids (no foreign key across
 * modules: a deleted product's count is simply never read again).
 */
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns';

/** A counted product: `on_hand` left now, never below 0; `reset_to` each morning at opening time (null: no reset). */
export const productStock = pg.pgTable(
  'product_stock',
  {
    productId: pg.uuid('product_id').primaryKey(),
    onHand: pg.integer('on_hand').notNull(),
    resetTo: pg.integer('reset_to'),
    /** The shop date ('YYYY-MM-DD') the count was last reset on. */
    resetOn: pg.text('reset_on'),
    ...timestamps,
  },
  (t) => [
    pg.check('product_stock_on_hand_non_negative', sql`${t.onHand} >= 0`),
    pg.check('product_stock_reset_non_negative', sql`${t.resetTo} is null or ${t.resetTo} >= 0`),
  ],
);

/** What a paid order took of a counted product: deleted when a refund puts it back, so it goes back once. */
export const stockTakes = pg.pgTable(
  'stock_takes',
  {
    orderId: pg.uuid('order_id').notNull(),
    productId: pg.uuid('product_id').notNull(),
    quantity: pg.integer('quantity').notNull(),
    takenAt: pg.timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.orderId, t.productId] }),
    pg.check('stock_takes_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** An ingredient ("Tapioca pearls"): out since `out_since`, or in stock (null). */
export const ingredients = pg.pgTable('ingredients', {
  id: pg.uuid('id').primaryKey().defaultRandom(),
  name: pg.text('name').notNull().unique(),
  outSince: pg.timestamp('out_since', { withTimezone: true }),
  ...timestamps,
});

/** What an ingredient goes into: a product that cannot be made without it, or an option that brings it. */
export const ingredientLinks = pg.pgTable(
  'ingredient_links',
  {
    ingredientId: pg
      .uuid('ingredient_id')
      .notNull()
      .references(() => ingredients.id, { onDelete: 'cascade' }),
    kind: pg.text('kind', { enum: ['product', 'option'] }).notNull(),
    /** A product's uuid or an option's id, as the catalogue names them. */
    targetId: pg.text('target_id').notNull(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.ingredientId, t.kind, t.targetId] }),
    pg.check('ingredient_links_kind_valid', sql`${t.kind} in ('product', 'option')`),
  ],
);

/** Each time an ingredient was out, for the report ("Tapioca pearls out 14:10–16:30"); `ended_at` null while out. */
export const ingredientOutages = pg.pgTable(
  'ingredient_outages',
  {
    id: pg.uuid('id').primaryKey().defaultRandom(),
    ingredientId: pg
      .uuid('ingredient_id')
      .notNull()
      .references(() => ingredients.id, { onDelete: 'cascade' }),
    startedAt: pg.timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: pg.timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [pg.index('ingredient_outages_started_idx').on(t.startedAt)],
);

/**
 * An order refused for want of stock, for the report: a checkout refused before the card ('checkout': no order yet,
 * or the order whose re-check refused it), or a payment that found the last ones gone and was refunded ('payment',
 * once per order). `reason` is the sentence the customer read.
 */
export const stockRefusals = pg.pgTable(
  'stock_refusals',
  {
    id: pg.uuid('id').primaryKey().defaultRandom(),
    stage: pg.text('stage', { enum: ['checkout', 'payment'] }).notNull(),
    reason: pg.text('reason').notNull(),
    orderId: pg.uuid('order_id'),
    refusedAt: pg.timestamp('refused_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    pg.check('stock_refusals_stage_valid', sql`${t.stage} in ('checkout', 'payment')`),
    pg.uniqueIndex('stock_refusals_order_stage_idx').on(t.orderId, t.stage),
    pg.index('stock_refusals_refused_idx').on(t.refusedAt),
  ],
);
