import { boolean, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './identity';

/**
 * A user's personal home dashboard layout in one company (spec 1 §4: widgets move between the active and the removed
 * list; decision 051): one row per widget type with its place and whether it is removed. No rows: the company's
 * default applies.
 */
export const dashboardUserWidgets = pgTable(
  'dashboard_user_widgets',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    sequenceId: integer('sequence_id').notNull(),
    isDeleted: boolean('is_deleted').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId, t.type] })],
);

/**
 * The forwarder's default layout for a company: the active widgets in order (the others start removed). No rows: the
 * standard order of spec 1 §9 applies.
 */
export const dashboardCompanyWidgets = pgTable(
  'dashboard_company_widgets',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    sequenceId: integer('sequence_id').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.type] })],
);
