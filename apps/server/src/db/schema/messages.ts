import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { users } from './identity';

/** One language's text of a message: the subject and the sanitized HTML body. */
export type PortalMessageText = { subject: string; body: string };

/**
 * Messages the forwarder's admins write to customers (`/u/Message`, issue #17): a text per active language (the
 * default language's is required), an audience (everyone, companies by code, users by id, or roles by permission
 * key), a severity, a window of dates, an optional e-mail copy and an optional acknowledgment. A message is a
 * draft until published and stops showing when withdrawn or past its end.
 */
export const portalMessages = pgTable(
  'portal_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    texts: jsonb('texts').$type<Record<string, PortalMessageText>>().notNull(),
    defaultLocale: text('default_locale').notNull(),
    audienceKind: text('audience_kind', { enum: ['everyone', 'companies', 'users', 'roles'] }).notNull(),
    audienceValues: text('audience_values')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    severity: text('severity', { enum: ['info', 'warning', 'critical'] }).notNull(),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at'),
    requiresAck: boolean('requires_ack').notNull().default(false),
    emailCopy: boolean('email_copy').notNull().default(false),
    emailAddresses: text('email_addresses')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    publishedAt: ts('published_at'),
    withdrawnAt: ts('withdrawn_at'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('portal_messages_window_idx').on(t.publishedAt, t.startsAt, t.endsAt)],
);

/** Who has seen, closed and acknowledged a message (one row per message and user, written on first sight). */
export const portalMessageReceipts = pgTable(
  'portal_message_receipts',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => portalMessages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seenAt: ts('seen_at').notNull().defaultNow(),
    dismissedAt: ts('dismissed_at'),
    acknowledgedAt: ts('acknowledged_at'),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.userId] }), index('portal_message_receipts_user_idx').on(t.userId)],
);
