import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, ts } from './columns';
import { companies, users } from './identity';

/** A recipient of a scheduled report: a portal user (by id) or an address outside the portal. */
export type ScheduleRecipient = { kind: 'user'; userId: string } | { kind: 'email'; email: string };

/** What became of one recipient in one delivery. */
export type DeliveryRecipientOutcome = {
  kind: 'user' | 'email';
  /** The user's id or the outside address. */
  to: string;
  /** The address the mail went to (a user's current e-mail), empty when nothing was sent. */
  address: string;
  outcome: 'attached' | 'link' | 'noAccess' | 'failed';
};

/**
 * Scheduled reports (issue #20, decision 069): a built-in report of one company, its parameters and format,
 * delivered by e-mail on a schedule (daily, weekly, monthly or a cron expression) in the recipients' time zone.
 * `next_run_at` is the next due instant; the due-run job claims a schedule by moving it atomically.
 */
export const reportSchedules = pgTable(
  'report_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    reportKey: text('report_key').notNull(),
    parameters: jsonb('parameters').$type<Record<string, string>>().notNull().default({}),
    format: text('format', { enum: ['pdf', 'xlsx', 'csv'] }).notNull(),
    frequency: text('frequency', { enum: ['daily', 'weekly', 'monthly', 'cron'] }).notNull(),
    /** HH:MM in `time_zone` (daily, weekly, monthly). */
    timeOfDay: text('time_of_day').notNull().default('08:00'),
    /** 0 (Sunday) – 6 (weekly). */
    dayOfWeek: integer('day_of_week'),
    /** 1 – 28 (monthly). */
    dayOfMonth: integer('day_of_month'),
    /** The cron expression the schedule runs on: the user's own (cron) or the one its frequency makes. */
    cronExpression: text('cron_expression').notNull(),
    timeZone: text('time_zone').notNull(),
    recipients: jsonb('recipients').$type<ScheduleRecipient[]>().notNull().default([]),
    skipWhenEmpty: boolean('skip_when_empty').notNull().default(false),
    active: boolean('active').notNull().default(true),
    nextRunAt: ts('next_run_at'),
    lastRunAt: ts('last_run_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('report_schedules_due_idx')
      .on(t.nextRunAt)
      .where(sql`${t.active}`),
    index('report_schedules_company_idx').on(t.companyId),
  ],
);

/** One row per run of a schedule: what came of it, the archived file and who got what. */
export const reportDeliveries = pgTable(
  'report_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    scheduleId: uuid('schedule_id')
      .notNull()
      .references(() => reportSchedules.id, { onDelete: 'cascade' }),
    trigger: text('trigger', { enum: ['schedule', 'manual', 'resend'] }).notNull(),
    status: text('status', { enum: ['sent', 'skippedEmpty', 'noRecipients', 'failed'] }).notNull(),
    rowCount: integer('row_count'),
    fileName: text('file_name'),
    contentType: text('content_type'),
    file: bytea('file'),
    error: text('error'),
    sentTo: jsonb('sent_to').$type<DeliveryRecipientOutcome[]>().notNull().default([]),
    /** The delivery whose archived file a re-send sent again. */
    resendOf: uuid('resend_of'),
    startedAt: ts('started_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    index('report_deliveries_schedule_idx').on(t.scheduleId, t.startedAt),
    check('report_deliveries_row_count_check', sql`${t.rowCount} is null or ${t.rowCount} >= 0`),
  ],
);
