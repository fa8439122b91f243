import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { companies, users } from './identity';

/**
 * An address of a customer company's address book (spec 1 §3 address fields). `name_key` and `city_key` hold the
 * name and city in the form the duplicate check compares (accents dropped, lower case, punctuation collapsed);
 * the trigram index on `name_key` narrows the candidates before the domain rule decides. Deleted addresses stay
 * (bookings keep their own copy of a party) but leave the book and its duplicate links.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    addressType: text('address_type').notNull(),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    cityKey: text('city_key').notNull(),
    stateProvince: text('state_province').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    countryCode: text('country_code').notNull().default(''),
    contactPersonName: text('contact_person_name').notNull().default(''),
    email: text('email').notNull().default(''),
    telNo: text('tel_no').notNull().default(''),
    taxId: text('tax_id').notNull().default(''),
    nearestAirportCode: text('nearest_airport_code').notNull().default(''),
    nearestOceanPortLocationCode: text('nearest_ocean_port_location_code').notNull().default(''),
    isBookingParty: boolean('is_booking_party').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    index('addresses_company_name_live_idx')
      .on(t.companyId, t.nameKey)
      .where(sql`${t.deletedAt} is null`),
    index('addresses_name_key_trgm_idx').using('gin', sql`${t.nameKey} gin_trgm_ops`),
  ],
);

/** Likely-duplicate links, stored both ways (a → b and b → a) and rebuilt for an address whenever it is saved. */
export const addressDuplicates = pgTable(
  'address_duplicates',
  {
    addressId: uuid('address_id')
      .notNull()
      .references(() => addresses.id, { onDelete: 'cascade' }),
    duplicateId: uuid('duplicate_id')
      .notNull()
      .references(() => addresses.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.addressId, t.duplicateId] }),
    index('address_duplicates_duplicate_idx').on(t.duplicateId),
  ],
);
