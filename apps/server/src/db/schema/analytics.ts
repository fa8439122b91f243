import { bigint, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { companies } from './identity';

/**
 * The analytics' monthly summaries (issue #20, decision 096): per company, bill month, mode and lane, what the KPIs
 * need from the live shipments: counts, chargeable weight, CO2e (the sum of the shipments' own estimates), on-time
 * counts against the first and latest ETA, and a transit-time histogram in whole hours (hours → shipments) for
 * the median and spread. Rebuilt month by month by the analytics job from the raw rows.
 */
export const analyticsShipmentMonths = pgTable(
  'analytics_shipment_months',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    mode: text('mode').notNull(),
    originCode: text('origin_code').notNull(),
    destinationCode: text('destination_code').notNull(),
    shipments: integer('shipments').notNull(),
    chargeableWeightKg: numeric('chargeable_weight_kg', { precision: 16, scale: 2 }).notNull(),
    withEstimate: integer('with_estimate').notNull(),
    co2eKg: numeric('co2e_kg', { precision: 16, scale: 1 }).notNull(),
    arrived: integer('arrived').notNull(),
    firstEtaMeasured: integer('first_eta_measured').notNull(),
    firstEtaOnTime: integer('first_eta_on_time').notNull(),
    latestEtaMeasured: integer('latest_eta_measured').notNull(),
    latestEtaOnTime: integer('latest_eta_on_time').notNull(),
    transitHours: jsonb('transit_hours').$type<Record<string, number>>().notNull(),
    refreshedAt: ts('refreshed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.month, t.mode, t.originCode, t.destinationCode] })],
);

/** Spend per company, invoice month and lane (the invoice's shipment lane, '' without one). */
export const analyticsSpendMonths = pgTable(
  'analytics_spend_months',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    lane: text('lane').notNull(),
    invoices: integer('invoices').notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    refreshedAt: ts('refreshed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.month, t.lane] })],
);

/**
 * The company-months whose summaries a change made stale (decision 108): statement triggers on `shipments` (by
 * bill month) and `invoices` (by invoice month) append one row per company-month a statement touched, old and new
 * values alike, so no writer can forget it. A rebuild notes the rows it sees before reading the raw rows and deletes
 * only those afterwards: a change committed meanwhile keeps its row and the month stays stale. Append-only, so
 * concurrent writers of one company-month never wait on each other.
 */
export const analyticsMonthChanges = pgTable(
  'analytics_month_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: uuid('company_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
  },
  (t) => [index('analytics_month_changes_company_month_idx').on(t.companyId, t.month)],
);
