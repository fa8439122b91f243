import { boolean, date, index, integer, jsonb, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { companies, users } from './identity';

export type QuotationLineRecord = { description: string; amountCents: number };

/** An air request priced from the customer's own tariff when it was made (decision 043's estimate), for staff. */
export type QuotationSuggestionRecord = {
  tariffNumber: string;
  carrier: string | null;
  serviceLevel: 'Economy' | 'Express';
  transitDays: number | null;
  lines: { code: string; amountCents: number }[];
  totalCents: number;
  currency: string;
};

/**
 * Quotations (issue #18, decision 049): a customer company's request for a freight price, the forwarder's offer
 * (options in `quotation_options`, valid until `valid_until`, which ends at `expires_at`: the end of that day in
 * the requester's time zone), and the customer's answer. Statuses of spec 2 §3 as codes: requested, offered,
 * accepted, rejected, used. Accepting creates a booking (`booking_id`); the quote is used once it is submitted.
 */
export const quotations = pgTable(
  'quotations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    status: text('status', { enum: ['requested', 'offered', 'accepted', 'rejected', 'used'] })
      .notNull()
      .default('requested'),
    mode: text('mode').notNull(),
    serviceLevel: text('service_level', { enum: ['Economy', 'Express'] }).notNull(),
    originCode: text('origin_code').notNull(),
    destinationCode: text('destination_code').notNull(),
    incoterms: text('incoterms').notNull(),
    cargoReadyDate: date('cargo_ready_date', { mode: 'string' }).notNull(),
    commodity: text('commodity').notNull(),
    hazardous: boolean('hazardous').notNull().default(false),
    pieces: integer('pieces').notNull(),
    grossWeight: numeric('gross_weight', { precision: 12, scale: 3 }).notNull(),
    weightUnit: text('weight_unit', { enum: ['LB', 'KG'] }).notNull(),
    volumeCbm: numeric('volume_cbm', { precision: 12, scale: 3 }).notNull().default('0'),
    containerCount: integer('container_count').notNull().default(0),
    notes: text('notes').notNull().default(''),
    timeZone: text('time_zone').notNull(),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedByName: text('requested_by_name').notNull().default(''),
    validUntil: date('valid_until', { mode: 'string' }),
    expiresAt: ts('expires_at'),
    offerNote: text('offer_note').notNull().default(''),
    counterNote: text('counter_note').notNull().default(''),
    rejectReason: text('reject_reason').notNull().default(''),
    acceptedOptionId: uuid('accepted_option_id'),
    bookingId: uuid('booking_id'),
    suggestion: jsonb('suggestion').$type<QuotationSuggestionRecord>(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('quotations_number_key').on(t.number),
    index('quotations_company_idx').on(t.companyId, t.updatedAt),
    index('quotations_status_idx').on(t.status, t.updatedAt),
  ],
);

/** One option of the offer: carrier, service level, transit time and its price lines (cents). */
export const quotationOptions = pgTable(
  'quotation_options',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quotationId: uuid('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    carrier: text('carrier').notNull(),
    serviceLevel: text('service_level', { enum: ['Economy', 'Express'] }).notNull(),
    transitDays: integer('transit_days').notNull(),
    lines: jsonb('lines').$type<QuotationLineRecord[]>().notNull(),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
  },
  (t) => [index('quotation_options_quotation_idx').on(t.quotationId, t.position)],
);

/** Every change of a quotation, who made it and when (the status history the detail shows). */
export const quotationHistory = pgTable(
  'quotation_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quotationId: uuid('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    action: text('action', {
      enum: ['requested', 'offered', 'revised', 'countered', 'accepted', 'rejected', 'used'],
    }).notNull(),
    status: text('status', { enum: ['requested', 'offered', 'accepted', 'rejected', 'used'] }).notNull(),
    notes: text('notes').notNull().default(''),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull().default(''),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [index('quotation_history_quotation_idx').on(t.quotationId, t.at)],
);
