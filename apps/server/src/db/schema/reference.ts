import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgTable, primaryKey, real, text } from 'drizzle-orm/pg-core';

export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

export const usStates = pgTable('us_states', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

export const documentTypes = pgTable('document_types', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  raftValue: text('raft_value').notNull(),
  quickBooking: boolean('quick_booking').notNull().default(false),
});

export const cargoTypes = pgTable('cargo_types', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const units = pgTable(
  'units',
  {
    kind: text('kind', { enum: ['measure', 'weight'] }).notNull(),
    code: text('code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.code] })],
);

export const modes = pgTable(
  'modes',
  {
    kind: text('kind', { enum: ['booking', 'transport'] }).notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.code] })],
);

export const serviceLevels = pgTable('service_levels', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

export const freightTerms = pgTable('freight_terms', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
});

export const eventTypes = pgTable('event_types', {
  code: integer('code').primaryKey(),
  name: text('name').notNull(),
  module: text('module', { enum: ['shipments', 'billing', 'bookings', 'wms'] }).notNull(),
});

/** Every status list of spec 2 §3, one row per (domain, code). */
export const statuses = pgTable(
  'statuses',
  {
    domain: text('domain').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [primaryKey({ columns: [t.domain, t.code] })],
);

export const paymentMethods = pgTable('payment_methods', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

export const timeZones = pgTable('time_zones', {
  id: text('id').primaryKey(),
  abbr: text('abbr').notNull(),
  offset: real('offset').notNull(),
  isdst: boolean('isdst').notNull(),
  text: text('text').notNull(),
  utc: text('utc')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
});

export const locales = pgTable('locales', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  active: boolean('active').notNull().default(false),
});

export const airports = pgTable(
  'airports',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    city: text('city').notNull(),
    countryCode: text('country_code').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (t) => [index('airports_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`)],
);

export const seaports = pgTable(
  'seaports',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    countryCode: text('country_code').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (t) => [index('seaports_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`)],
);

export const carriers = pgTable('carriers', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  mode: text('mode', { enum: ['OCEAN', 'AIR'] }).notNull(),
  scac: text('scac'),
  iataCode: text('iata_code'),
  awbPrefix: text('awb_prefix'),
});
