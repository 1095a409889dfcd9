/** The accounts module's tables: staff users, their sessions, counter devices and the sign-in throttle. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sqlList, timestamps } from '../../db/columns';
// Relative, not '@domain/…': drizzle-kit loads this file without the tsconfig paths.
import { STAFF_ROLES } from '../../../domain/staff-roles';
import { DEVICE_MODES, type DeviceMode } from '../../../domain/kiosk';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased and trimmed. */
    email: text('email').notNull().unique(),
    /** What the staff pages and the activity log call the person; null for an account made before names. */
    name: text('name'),
    passwordHash: text('password_hash').notNull(),
    /** The argon2id hash of the person's 4–6 digit PIN for counter devices; null until one is set. */
    pinHash: text('pin_hash'),
    /** owner, manager or barista; null for an account with no staff role. */
    role: text('role'),
    /** A deactivated account signs in no more and its sessions are gone; the row stays for the audit trail. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [check('users_role_known', sql`${t.role} is null or ${t.role} in (${sqlList(STAFF_ROLES)})`)],
);

/**
 * One-time links that let a person set their password (a new staff member's first, or a new one on request). Only
 * the SHA-256 of the link's token is kept; a link works once, within its lifetime.
 */
export const passwordLinks = pgTable(
  'password_links',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_links_user_idx').on(t.userId)],
);

/**
 * Browsers signed in as counter devices (a shared tablet). The device's cookie holds a random token, the table only
 * its SHA-256. A revoked device keeps its row for the audit trail; its sessions are deleted. The PIN screen's wrong
 * tries are counted per device, and lock it for a while once there are too many.
 */
export const counterDevices = pgTable(
  'counter_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    pinFailures: integer('pin_failures').notNull().default(0),
    pinLockedUntil: timestamp('pin_locked_until', { withTimezone: true }),
    pinTriedAt: timestamp('pin_tried_at', { withTimezone: true }),
    /**
     * counter: the staff's till, where people switch in by PIN; kiosk: the customers' self-order kiosk, where nobody
     * switches in and the browser may make the kiosk's calls only.
     */
    mode: text('mode').$type<DeviceMode>().notNull().default('counter'),
    /** The Stripe reader beside a kiosk (tmr_…), where its customers pay; null: none (or the sandbox's). */
    readerId: text('reader_id'),
  },
  (t) => [check('counter_devices_mode_known', sql`${t.mode} in (${sqlList(DEVICE_MODES)})`)],
);

/**
 * Server-side sessions; the cookie holds a random token, the table only its SHA-256. A session started by a PIN on a
 * counter device names the device: it lives only with that device's cookie, and ends after a short idle time.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    deviceId: uuid('device_id').references(() => counterDevices.id, { onDelete: 'cascade' }),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_device_idx').on(t.deviceId)],
);

/** Failed sign-ins per account and per address, to slow guessing without locking the owner out for good. */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
