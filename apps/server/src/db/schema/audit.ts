import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './identity';

/** Who did what. While impersonating, actor is the staff member and subject the customer. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    subjectUserId: uuid('subject_user_id').references(() => users.id, { onDelete: 'set null' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull().default(''),
    entityId: text('entity_id').notNull().default(''),
    requestId: text('request_id').notNull().default(''),
    details: jsonb('details').notNull().default({}),
  },
  (t) => [
    index('audit_log_actor_idx').on(t.actorUserId, t.occurredAt),
    index('audit_log_subject_idx').on(t.subjectUserId, t.occurredAt),
  ],
);
