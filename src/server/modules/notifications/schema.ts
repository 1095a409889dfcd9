/** The notifications module's tables: the shop's VAPID keys, the browsers to push to, and the alerts to send. */
import type { PushMessage } from '@domain/ready-alert';
import * as pg from 'drizzle-orm/pg-core';

/** The VAPID key pair made at first start (one row); the VAPID_* settings take its place when set. */
export const vapidKeys = pg.pgTable('vapid_keys', {
  id: pg.smallint('id').primaryKey().default(1),
  publicKey: pg.text('public_key').notNull(),
  privateKey: pg.text('private_key').notNull(),
  createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A browser that asked to be told when one order is ready: its push service's address and its keys. */
export const pushSubscriptions = pg.pgTable(
  'push_subscriptions',
  {
    id: pg.uuid('id').primaryKey().defaultRandom(),
    orderId: pg.uuid('order_id').notNull(),
    endpoint: pg.text('endpoint').notNull(),
    p256dh: pg.text('p256dh').notNull(),
    auth: pg.text('auth').notNull(),
    /** The customer also asked for a push when the order is confirmed (the ready push is always sent). */
    onConfirmed: pg.boolean('on_confirmed').notNull().default(false),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [pg.uniqueIndex('push_subscriptions_order_endpoint_idx').on(t.orderId, t.endpoint)],
);

/**
 * One alert to one recipient (an order's ready push to one browser), written in the transaction that made the order
 * ready and keyed so that it is written once however often Ready is pressed; sent after the commit by whichever
 * instance claims it first (SKIP LOCKED), with a few retries.
 */
export const customerAlerts = pg.pgTable(
  'customer_alerts',
  {
    id: pg.uuid('id').primaryKey().defaultRandom(),
    /** e.g. ready:push:<subscription id>, confirmed:push:<subscription id>; queued at most once per key. */
    dedupeKey: pg.text('dedupe_key').notNull().unique(),
    orderId: pg.uuid('order_id').notNull(),
    /** 'push' or 'sms'. */
    channel: pg.text('channel').notNull(),
    /** For a push, the subscription it goes to. */
    subscriptionId: pg.uuid('subscription_id'),
    message: pg.jsonb('message').$type<PushMessage>().notNull(),
    /** queued, sending, sent, gone (the browser unsubscribed), expired (too late to matter), failed (given up). */
    status: pg.text('status').notNull().default('queued'),
    attempts: pg.integer('attempts').notNull().default(0),
    nextAttemptAt: pg.timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: pg.text('last_error'),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: pg.timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    pg.index('customer_alerts_due_idx').on(t.status, t.nextAttemptAt),
    pg.index('customer_alerts_order_idx').on(t.orderId),
  ],
);
