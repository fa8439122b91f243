import { bigserial, boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, ts } from './columns';
import { companies, users } from './identity';

/** A user's profile picture, resized on upload and kept as bytes (one per user). */
export const userAvatars = pgTable('user_avatars', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** A company's profile documents (spec 1 §3 "Document (profile)"), with what the company's users may do. */
export const profileDocuments = pgTable(
  'profile_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    attachmentName: text('attachment_name').notNull(),
    contentType: text('content_type').notNull(),
    fileSize: integer('file_size').notNull(),
    content: bytea('content').notNull(),
    enteredBy: text('entered_by').notNull(),
    entryDate: ts('entry_date').notNull().defaultNow(),
    isViewAllowed: boolean('is_view_allowed').notNull().default(true),
    isDownloadAllowed: boolean('is_download_allowed').notNull().default(true),
    isDeleteAllowed: boolean('is_delete_allowed').notNull().default(false),
    deletedAt: ts('deleted_at'),
  },
  (t) => [index('profile_documents_company_idx').on(t.companyId, t.entryDate)],
);

/** Notices held for a user's daily digest (a notification preference with frequency `daily`). */
export const notificationDigestItems = pgTable(
  'notification_digest_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    eventTypeId: integer('event_type_id').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link').notNull().default(''),
    /**
     * What the notice says as a code and its values (decision 100), worded in the recipient's language when the
     * digest goes out; `title` and `body` hold it as worded when it was kept. Null on rows kept before: those read
     * as their stored title and body.
     */
    notice: jsonb('notice').$type<Record<string, unknown>>(),
    createdAt: ts('created_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
  },
  (t) => [index('notification_digest_items_user_idx').on(t.userId, t.sentAt)],
);

/**
 * Recurring background jobs (decision 034): one row per job; an instance claims a due run with one atomic
 * UPDATE (`next_run_at <= now()` and no live lock), so several instances run each job once.
 */
export const jobSchedules = pgTable('job_schedules', {
  name: text('name').primaryKey(),
  nextRunAt: ts('next_run_at').notNull(),
  lockedUntil: ts('locked_until'),
  lockedBy: text('locked_by'),
  lastRunAt: ts('last_run_at'),
  lastError: text('last_error'),
  state: jsonb('state').notNull().default({}),
});
