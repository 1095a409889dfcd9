/** The privacy module's table: proofs of an e-mail address for the data page. */
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Proof of an e-mail address for the data page: a 6-digit code (hashed), then a short-lived access token. */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    accessTokenHash: text('access_token_hash').unique(),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }),
    /** SHA-256 of the requesting IP address: code requests are limited per network too. Deleted with the row. */
    requesterHash: text('requester_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('data_requests_email_idx').on(t.email),
    index('data_requests_requester_idx').on(t.requesterHash, t.createdAt),
    index('data_requests_created_idx').on(t.createdAt),
  ],
);
