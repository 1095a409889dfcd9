/**
 * The vat module's tables: the shop's VAT settings (one row) and the VAT of every paid or refunded order, per rate,
 * as it stood at that moment. Only this module reads or writes them.
 */
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { sqlList, timestamps } from '../../db/columns';
// Relative, not '@domain/…': drizzle-kit loads this file without the tsconfig paths.
import {
  ORDER_VAT_KINDS,
  VAT_CLASSES,
  type OrderVatKind,
  type VatAccountCodes,
  type VatClass,
} from '../../../domain/vat';

/** The shop's one row of VAT settings (id 1); until staff save them, not VAT-registered, standard by default. */
export const vatSettings = pg.pgTable(
  'vat_settings',
  {
    id: pg.integer('id').primaryKey().default(1),
    /** 'GB' and 9 or 12 digits; null: not VAT-registered, so no screen, receipt or file shows VAT. */
    vatNumber: pg.text('vat_number'),
    /** The class of a product whose category, product and options name none. */
    defaultClass: pg.text('default_class').$type<VatClass>().notNull().default('standard'),
    /** Per class: the sales account code, Xero's tax type and QuickBooks' tax code the accountant's exports use. */
    accountCodes: pg.jsonb('account_codes').$type<Record<VatClass, VatAccountCodes>>().notNull(),
    ...timestamps,
  },
  (t) => [
    pg.check('vat_settings_one_row', sql`${t.id} = 1`),
    pg.check('vat_settings_default_class_known', sql`${t.defaultClass} in (${sqlList(VAT_CLASSES)})`),
  ],
);

/**
 * An order's VAT at one rate, written in the transaction that marks it paid (a sale) or refunded (a refund: the sale's
 * rows negated). Written whether or not the shop has a VAT number then, so registering later needs nothing rebuilt;
 * a later change of rate never rewrites a row. shop_day is the shop's day of the payment or of the refund.
 */
export const orderVat = pg.pgTable(
  'order_vat',
  {
    id: pg.serial('id').primaryKey(),
    orderId: pg.uuid('order_id').notNull(),
    kind: pg.text('kind').$type<OrderVatKind>().notNull(),
    shopDay: pg.date('shop_day', { mode: 'string' }).notNull(),
    /** The class the rate came from (for the exports' account codes). */
    vatClass: pg.text('vat_class').$type<VatClass>().notNull(),
    rateBp: pg.integer('rate_bp').notNull(),
    netPence: pg.integer('net_pence').notNull(),
    vatPence: pg.integer('vat_pence').notNull(),
    grossPence: pg.integer('gross_pence').notNull(),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Once per order, kind and rate: a second "paid" for one order writes nothing more.
    pg.uniqueIndex('order_vat_once_idx').on(t.orderId, t.kind, t.rateBp),
    pg.index('order_vat_day_idx').on(t.shopDay, t.rateBp),
    pg.check('order_vat_kind_known', sql`${t.kind} in (${sqlList(ORDER_VAT_KINDS)})`),
    pg.check('order_vat_class_known', sql`${t.vatClass} in (${sqlList(VAT_CLASSES)})`),
    pg.check('order_vat_adds_up', sql`${t.netPence} + ${t.vatPence} = ${t.grossPence}`),
    pg.check('order_vat_rate_range', sql`${t.rateBp} >= 0 and ${t.rateBp} < 10000`),
  ],
);
