import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { companies, users } from './identity';

/**
 * Reports (issue #20, decision 054): the catalogue's categories and reports (an outside URL or a built-in report),
 * who sees each report (whole companies or single users), and the history of every report run.
 */
export const reportCategories = pgTable(
  'report_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('report_categories_name_key').on(sql`lower(${t.name})`)],
);

export const reportDefinitions = pgTable(
  'report_definitions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    categoryId: uuid('category_id').references(() => reportCategories.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['url', 'builtIn'] }).notNull(),
    url: text('url').notNull().default(''),
    builtIn: text('built_in'),
    active: boolean('active').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('report_definitions_name_key').on(sql`lower(${t.name})`),
    index('report_definitions_category_idx').on(t.categoryId),
    check(
      'report_definitions_kind_check',
      sql`(${t.kind} = 'url' and ${t.url} <> '') or (${t.kind} = 'builtIn' and ${t.builtIn} is not null)`,
    ),
  ],
);

/**
 * One row per company or per user that sees a report (exactly one of the two is set). A user's row carries the
 * company it was granted in (decision 095): a company's report admin grants in their company, and the user sees
 * the report while that company is selected; null is the forwarder's grant, seen in every company.
 */
export const reportPermissions = pgTable(
  'report_permissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => reportDefinitions.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    grantedInCompanyId: uuid('granted_in_company_id').references(() => companies.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('report_permissions_company_key')
      .on(t.reportId, t.companyId)
      .where(sql`${t.companyId} is not null`),
    uniqueIndex('report_permissions_user_key')
      .on(t.reportId, t.userId)
      .where(sql`${t.userId} is not null and ${t.grantedInCompanyId} is null`),
    uniqueIndex('report_permissions_user_granted_key')
      .on(t.reportId, t.userId, t.grantedInCompanyId)
      .where(sql`${t.grantedInCompanyId} is not null`),
    index('report_permissions_company_idx').on(t.companyId),
    index('report_permissions_user_idx').on(t.userId),
    index('report_permissions_granted_idx').on(t.grantedInCompanyId),
    check('report_permissions_target_check', sql`num_nonnulls(${t.companyId}, ${t.userId}) = 1`),
    check('report_permissions_granted_check', sql`${t.grantedInCompanyId} is null or ${t.userId} is not null`),
  ],
);

/** Who ran which report, when, with which parameters, and what came of it. */
export const reportRuns = pgTable(
  'report_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportName: text('report_name').notNull(),
    reportId: uuid('report_id').references(() => reportDefinitions.id, { onDelete: 'set null' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    parameters: jsonb('parameters').$type<Record<string, string>>().notNull().default({}),
    format: text('format', { enum: ['html', 'pdf'] }).notNull(),
    outcome: text('outcome', { enum: ['ok', 'notFound'] }).notNull(),
    ranAt: ts('ran_at').notNull().defaultNow(),
  },
  (t) => [index('report_runs_ran_at_idx').on(t.ranAt), index('report_runs_user_idx').on(t.userId, t.reportId)],
);

/**
 * Report roles (decision 095): a company's named set of reports, given to users of that company. A role's user
 * sees the role's reports in the catalogue while that company is selected.
 */
export const reportRoles = pgTable(
  'report_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('report_roles_company_name_key').on(t.companyId, sql`lower(${t.name})`)],
);

export const reportRoleReports = pgTable(
  'report_role_reports',
  {
    roleId: uuid('role_id')
      .notNull()
      .references(() => reportRoles.id, { onDelete: 'cascade' }),
    reportId: uuid('report_id')
      .notNull()
      .references(() => reportDefinitions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.reportId] }), index('report_role_reports_report_idx').on(t.reportId)],
);

export const reportRoleUsers = pgTable(
  'report_role_users',
  {
    roleId: uuid('role_id')
      .notNull()
      .references(() => reportRoles.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.userId] }), index('report_role_users_user_idx').on(t.userId)],
);
