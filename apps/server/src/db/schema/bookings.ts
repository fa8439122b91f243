import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytea, ts } from './columns';
import { companies, users } from './identity';

/** A party as the booking keeps it: a copy of the address-book entry when chosen (later edits do not change it). */
export type BookingPartyRecord = {
  addressId: string | null;
  name: string;
  address: string;
  city: string;
  stateProvince: string;
  postalCode: string;
  countryCode: string;
  contactPersonName: string;
  telNo: string;
  email: string;
};

export type BookingCargoRecord = {
  qty: number;
  length: number;
  width: number;
  height: number;
  grossWeight: number;
  boxPackaging: boolean;
  cargoType: string;
};

/**
 * A booking or a booking template (`is_template`) of a customer company. Drafts ('created') and rejected bookings
 * can be changed by the customer; 'submitted' goes to the forwarder's staff, who accept, reject or mark it
 * received (linking the shipment's house bill). Parties, cargo rows and references are kept as JSON: they are
 * read and written with the booking, never queried on their own.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull(),
    isTemplate: boolean('is_template').notNull().default(false),
    templateName: text('template_name').notNull().default(''),
    isQuick: boolean('is_quick').notNull().default(false),
    status: text('status', { enum: ['created', 'submitted', 'accepted', 'rejected', 'received'] })
      .notNull()
      .default('created'),
    statusNotes: text('status_notes').notNull().default(''),
    mode: text('mode').notNull().default(''),
    serviceLevel: text('service_level').notNull().default('STD'),
    incoterms: text('incoterms').notNull().default(''),
    freightTerms: text('freight_terms').notNull().default(''),
    originCode: text('origin_code').notNull().default(''),
    destinationCode: text('destination_code').notNull().default(''),
    cargoReadyDate: date('cargo_ready_date', { mode: 'string' }),
    commodity: text('commodity').notNull().default(''),
    hazardous: boolean('hazardous').notNull().default(false),
    parties: jsonb('parties').$type<Partial<Record<string, BookingPartyRecord>>>().notNull().default({}),
    cargo: jsonb('cargo').$type<BookingCargoRecord[]>().notNull().default([]),
    weightUnit: text('weight_unit').notNull().default('LB'),
    volumeUnit: text('volume_unit').notNull().default('IN'),
    totalQty: integer('total_qty').notNull().default(0),
    totalGrossWeight: numeric('total_gross_weight', { precision: 14, scale: 2 }).notNull().default('0'),
    totalVolume: numeric('total_volume', { precision: 14, scale: 3 }).notNull().default('0'),
    totalChargeableWeight: numeric('total_chargeable_weight', { precision: 14, scale: 1 }).notNull().default('0'),
    customerReferences: jsonb('customer_references').$type<string[]>().notNull().default([]),
    notes: text('notes').notNull().default(''),
    houseBill: text('house_bill').notNull().default(''),
    /** The quotation the booking is made from (issue #18, decision 072): its number, '' when none. */
    quotationNumber: text('quotation_number').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: ts('submitted_at'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: ts('reviewed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    uniqueIndex('bookings_reference_idx').on(t.reference),
    index('bookings_company_live_idx')
      .on(t.companyId, t.isTemplate, sql`${t.updatedAt} desc`)
      .where(sql`${t.deletedAt} is null`),
    index('bookings_status_idx')
      .on(t.status)
      .where(sql`${t.deletedAt} is null and not ${t.isTemplate}`),
  ],
);

/** An uploaded booking document, checked by content; the bytes are kept in the database. */
export const bookingDocuments = pgTable(
  'booking_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    documentType: text('document_type').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    fileSize: integer('file_size').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('booking_documents_booking_idx').on(t.bookingId)],
);

/** What happened to a booking, in order: created, saved, submitted, accepted, rejected, notes, received. */
export const bookingHistory = pgTable(
  'booking_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    status: text('status').notNull(),
    notes: text('notes').notNull().default(''),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull().default(''),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [index('booking_history_booking_idx').on(t.bookingId, t.at)],
);
