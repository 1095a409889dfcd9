/** The payments module's tables: the offline sandbox provider's records and its settings (the webhook secret). */
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns';

/** The offline sandbox provider's own records: payment intents and hosted checkout sessions. */
export const sandboxObjects = pgTable('sandbox_objects', {
  id: text('id').primaryKey(),
  kind: text('kind').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull().default('gbp'),
  status: text('status').notNull(),
  clientSecret: text('client_secret'),
  paymentIntentId: text('payment_intent_id'),
  idempotencyKey: text('idempotency_key').unique(),
  metadata: jsonb('metadata').notNull().default({}),
  lastError: text('last_error'),
  ...timestamps,
});

/** Shop-wide settings such as the pause switch, for later. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
