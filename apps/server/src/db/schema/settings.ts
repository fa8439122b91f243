import { jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';

/** Forwarder-wide settings (forwarder identity, feature flags), one JSON value per key. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Admin overrides of the built-in UI strings, per locale and dotted key. */
export const uiStrings = pgTable(
  'ui_strings',
  {
    locale: text('locale').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.locale, t.key] })],
);

/**
 * Unpublished changes to the UI strings (`/u/localization`, issue #17): an admin's edit waits here until the locale
 * is published; `value` null means "back to the built-in text" (the override is removed on publish).
 */
export const uiStringDrafts = pgTable(
  'ui_string_drafts',
  {
    locale: text('locale').notNull(),
    key: text('key').notNull(),
    value: text('value'),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.locale, t.key] })],
);
