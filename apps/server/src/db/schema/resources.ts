import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, ts } from './columns';
import { users } from './identity';

/**
 * Files of the resources library (issue #21): uploaded by an admin, checked by their bytes
 * (`lib/file-check.ts`) before they are stored; a resource points at one.
 */
export const resourceFiles = pgTable('resource_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  fileSize: integer('file_size').notNull(),
  sha256: text('sha256').notNull(),
  content: bytea('content').notNull(),
  uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/**
 * The forwarder's resources for customers (`/resources/dashboard`, spec 1 §2): a link or a file with a title,
 * a description, the portal modules it is about, a category, a publish date and an optional expiry, and an
 * optional acknowledgment. Who sees it is in `resource_visibility`.
 */
export const resources = pgTable(
  'resources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    kind: text('kind', { enum: ['link', 'file'] }).notNull(),
    url: text('url'),
    fileId: uuid('file_id').references(() => resourceFiles.id, { onDelete: 'restrict' }),
    modules: text('modules')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    category: text('category').notNull().default(''),
    publishAt: ts('publish_at').notNull(),
    expiresAt: ts('expires_at'),
    requiresAck: boolean('requires_ack').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('resources_window_idx').on(t.publishAt, t.expiresAt)],
);

/**
 * Spec 1 §3's resource visibility: `resourceVisibilityTypeId` Customer (entity = a user id) or Company
 * (entity = a company code), per resource.
 */
export const resourceVisibility = pgTable(
  'resource_visibility',
  {
    resourceId: uuid('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    visibilityType: text('visibility_type', { enum: ['Customer', 'Company'] }).notNull(),
    entityId: text('entity_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.resourceId, t.visibilityType, t.entityId] }),
    index('resource_visibility_entity_idx').on(t.visibilityType, t.entityId),
  ],
);

/** Who opened a resource (first and last time, how often) and when they acknowledged it. */
export const resourceReads = pgTable(
  'resource_reads',
  {
    resourceId: uuid('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyCode: text('company_code'),
    firstOpenedAt: ts('first_opened_at').notNull().defaultNow(),
    lastOpenedAt: ts('last_opened_at').notNull().defaultNow(),
    openCount: integer('open_count').notNull().default(1),
    acknowledgedAt: ts('acknowledged_at'),
  },
  (t) => [primaryKey({ columns: [t.resourceId, t.userId] }), index('resource_reads_user_idx').on(t.userId)],
);
