import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    streetAddress1: text('street_address1').notNull().default(''),
    streetAddress2: text('street_address2').notNull().default(''),
    city: text('city').notNull().default(''),
    stateProvince: text('state_province').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    countryCode: text('country_code').notNull(),
    telNo: text('tel_no').notNull().default(''),
    faxNo: text('fax_no').notNull().default(''),
    webAddress: text('web_address').notNull().default(''),
    email: text('email').notNull().default(''),
    notEditable: boolean('not_editable').notNull().default(false),
    /** Everyone in the company must sign in with a second factor (set by the company's or the forwarder's admin). */
    mfaRequired: boolean('mfa_required').notNull().default(false),
    salesPersonId: uuid('sales_person_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('companies_code_key').on(t.code)],
);

export const companyGroups = pgTable(
  'company_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('company_groups_code_key').on(t.code)],
);

export const companyGroupMembers = pgTable(
  'company_group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => companyGroups.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.companyId] })],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    displayName: text('display_name').notNull(),
    userType: text('user_type', { enum: ['CUSTOMER', 'EMPLOYEE'] })
      .notNull()
      .default('CUSTOMER'),
    isAdmin: boolean('is_admin').notNull().default(false),
    status: text('status', { enum: ['invited', 'active', 'disabled'] })
      .notNull()
      .default('active'),
    passwordHash: text('password_hash'),
    locale: text('locale').notNull().default('en-US'),
    timeZone: text('time_zone').notNull().default('UTC'),
    inactivityTimeoutSeconds: integer('inactivity_timeout_seconds').notNull().default(3600),
    phoneNumber: text('phone_number').notNull().default(''),
    /** Quiet hours in the user's time zone ('HH:MM'); notices then wait for the end (both null: none). */
    quietHoursStart: text('quiet_hours_start'),
    quietHoursEnd: text('quiet_hours_end'),
    personId: text('person_id'),
    companyGroupId: uuid('company_group_id').references(() => companyGroups.id, { onDelete: 'set null' }),
    selectedCompanyId: uuid('selected_company_id').references(() => companies.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    check('users_inactivity_timeout_range', sql`${t.inactivityTimeoutSeconds} between 3600 and 28800`),
  ],
);

export const memberships = pgTable(
  'memberships',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId] }), index('memberships_company_idx').on(t.companyId)],
);
