/**
 * The loyalty module's tables: the stamp card's settings, the cards (one per e-mail address) and what each paid or
 * refunded order did to a card. Only this module reads or writes them.
 */
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { sqlList, timestamps } from '../../db/columns';

/** The shop's one row of stamp card settings (id 1); until staff save them, the defaults in stamp-settings.ts hold. */
export const stampCardSettings = pg.pgTable(
  'stamp_card_settings',
  {
    id: pg.integer('id').primaryKey().default(1),
    enabled: pg.boolean('enabled').notNull(),
    stampsPerReward: pg.integer('stamps_per_reward').notNull(),
    /** The category values whose cups earn stamps. */
    categories: pg.jsonb('categories').$type<string[]>().notNull(),
    ...timestamps,
  },
  (t) => [
    pg.check('stamp_card_settings_one_row', sql`${t.id} = 1`),
    pg.check('stamp_card_settings_stamps_positive', sql`${t.stampsPerReward} > 0`),
  ],
);

/**
 * A card: the stamps an address holds (a free drink per stampsPerReward of them). While a checkout that uses the free
 * drink awaits payment, the card is held for it (held_order_id until held_until), so two checkouts never both spend
 * one reward; the payment that records the order spends it in the same transaction.
 */
export const stampCards = pg.pgTable(
  'stamp_cards',
  {
    /** The address as cardAddress (src/domain/stamp-card.ts) keeps it: trimmed, lower case. */
    email: pg.text('email').primaryKey(),
    /**
     * Net of refunds, so it may stand below 0: a card whose earning order was refunded after its reward was spent
     * owes those stamps (stamp-cards.ts). Shown as 0 (stampCardView).
     */
    stamps: pg.integer('stamps').notNull().default(0),
    /**
     * What the customer shows at the till instead of saying the address (src/domain/stamp-code.ts): random, given
     * when the order page first shows the card, and replaced when a reward is spent (it may spend one).
     */
    counterCode: pg.text('counter_code'),
    heldOrderId: pg.uuid('held_order_id'),
    heldUntil: pg.timestamp('held_until', { withTimezone: true }),
    /** The last paid order under the address: a card without one for the retention period is deleted. */
    lastOrderAt: pg.timestamp('last_order_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    pg.index('stamp_cards_last_order_idx').on(t.lastOrderAt),
    pg.uniqueIndex('stamp_cards_held_order_idx').on(t.heldOrderId),
    pg.uniqueIndex('stamp_cards_counter_code_idx').on(t.counterCode),
  ],
);

const STAMP_ENTRY_KINDS = ['earned', 'redeemed', 'taken_back', 'given_back'] as const;
export type StampEntryKind = (typeof STAMP_ENTRY_KINDS)[number];

/**
 * What an order did to a card, once per order and kind: stamps earned, a reward redeemed (its cost in pence), and on
 * a refund the stamps taken back and the reward given back. The address is cleared when its owner erases their data;
 * the entries stay for the sales report's count of rewards.
 */
export const stampEntries = pg.pgTable(
  'stamp_entries',
  {
    id: pg.serial('id').primaryKey(),
    orderId: pg.uuid('order_id').notNull(),
    email: pg.text('email'),
    kind: pg.text('kind').$type<StampEntryKind>().notNull(),
    /** Stamps added (earned, given back) or removed (redeemed, taken back), as a signed number. */
    stamps: pg.integer('stamps').notNull(),
    /** A redeemed reward's cost: the free drink's REG price, in pence. */
    cost: pg.integer('cost').notNull().default(0),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    pg.uniqueIndex('stamp_entries_order_kind_idx').on(t.orderId, t.kind),
    pg.index('stamp_entries_email_idx').on(t.email),
    pg.index('stamp_entries_kind_created_idx').on(t.kind, t.createdAt),
    pg.check('stamp_entries_kind_known', sql`${t.kind} in (${sqlList(STAMP_ENTRY_KINDS)})`),
  ],
);
