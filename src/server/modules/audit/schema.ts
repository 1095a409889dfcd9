/** The audit module's table: who changed what, when. */
import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Who changed what, when. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorUserId: uuid('actor_user_id'),
    actorEmail: text('actor_email'),
    /** The person's name when they acted (their e-mail says who they are; this, what their colleagues call them). */
    actorName: text('actor_name'),
    /** The counter device they acted on, by its name, when they had switched in there by PIN. */
    actorDevice: text('actor_device'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entityType, t.entityId)],
);
