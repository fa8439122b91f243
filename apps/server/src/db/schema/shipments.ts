import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea, ts } from './columns';
import { companies, users } from './identity';

/**
 * A shipment (house bill) of one customer company. The milestone columns (E_/A_ of spec 2 §3) and the status
 * flags are kept in step with `shipment_events` by the service that records an event, so the grid reads one
 * row per shipment. `search_text` holds every reference the global search looks at (pg_trgm index).
 */
export const shipments = pgTable(
  'shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    documentNo: text('document_no').notNull(),
    masterDocumentNo: text('master_document_no').notNull().default(''),
    modeCode: text('mode_code', { enum: ['AIR', 'OCEAN', 'DOMESTIC'] }).notNull(),
    serviceLevelCode: text('service_level_code').notNull().default('STD'),
    incoterms: text('incoterms').notNull().default(''),
    deliveryTerms: text('delivery_terms').notNull().default(''),
    originCode: text('origin_code').notNull().default(''),
    originName: text('origin_name').notNull().default(''),
    originCountry: text('origin_country').notNull().default(''),
    originLat: doublePrecision('origin_lat'),
    originLon: doublePrecision('origin_lon'),
    destinationCode: text('destination_code').notNull().default(''),
    destinationName: text('destination_name').notNull().default(''),
    destinationCountry: text('destination_country').notNull().default(''),
    destinationLat: doublePrecision('destination_lat'),
    destinationLon: doublePrecision('destination_lon'),
    carrierCode: text('carrier_code').notNull().default(''),
    carrierName: text('carrier_name').notNull().default(''),
    vessel: text('vessel').notNull().default(''),
    voyage: text('voyage').notNull().default(''),
    flightNo: text('flight_no').notNull().default(''),
    shipperName: text('shipper_name').notNull().default(''),
    shipperAddress: text('shipper_address').notNull().default(''),
    consigneeName: text('consignee_name').notNull().default(''),
    consigneeAddress: text('consignee_address').notNull().default(''),
    notifyName: text('notify_name').notNull().default(''),
    notifyAddress: text('notify_address').notNull().default(''),
    totalPieces: integer('total_pieces').notNull().default(0),
    grossWeightKg: numeric('gross_weight_kg', { precision: 12, scale: 2 }).notNull().default('0'),
    volumeM3: numeric('volume_m3', { precision: 12, scale: 3 }).notNull().default('0'),
    chargeableWeightKg: numeric('chargeable_weight_kg', { precision: 12, scale: 2 }).notNull().default('0'),
    commodity: text('commodity').notNull().default(''),
    hazardous: boolean('hazardous').notNull().default(false),
    billType: text('bill_type').notNull().default(''),
    billDate: date('bill_date', { mode: 'string' }).notNull(),
    etd: ts('etd'),
    dep: ts('dep'),
    eta: ts('eta'),
    ata: ts('ata'),
    eShipperBooked: ts('e_shipper_booked'),
    aShipperBooked: ts('a_shipper_booked'),
    ePickup: ts('e_pickup'),
    aPickup: ts('a_pickup'),
    eReceived: ts('e_received'),
    aReceived: ts('a_received'),
    eExportCustoms: ts('e_export_customs'),
    aExportCustoms: ts('a_export_customs'),
    eLoaded: ts('e_loaded'),
    aLoaded: ts('a_loaded'),
    eImportCustoms: ts('e_import_customs'),
    aImportCustoms: ts('a_import_customs'),
    eDelivered: ts('e_delivered'),
    aDelivered: ts('a_delivered'),
    bookedFlag: boolean('booked_flag').notNull().default(false),
    departedFlag: boolean('departed_flag').notNull().default(false),
    arrivedFlag: boolean('arrived_flag').notNull().default(false),
    customsClearedFlag: boolean('customs_cleared_flag').notNull().default(false),
    deliveredFlag: boolean('delivered_flag').notNull().default(false),
    deliveryException: text('delivery_exception').notNull().default(''),
    eventDescription: text('event_description').notNull().default(''),
    lastEventCode: integer('last_event_code'),
    exception: text('exception').notNull().default(''),
    containerNos: text('container_nos').notNull().default(''),
    messageCount: integer('message_count').notNull().default(0),
    documentCount: integer('document_count').notNull().default(0),
    searchText: text('search_text').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    uniqueIndex('shipments_document_no_key').on(t.documentNo),
    // The list's default order, keyset-paged: (company, bill date desc, id desc), exactly as ORDER BY says it
    // (a DESC NULLS LAST index does not serve ORDER BY … DESC), live rows only.
    index('shipments_company_bill_date_live_idx')
      .on(t.companyId, sql`${t.billDate} desc`, sql`${t.id} desc`)
      .where(sql`${t.deletedAt} is null`),
    index('shipments_company_etd_idx').on(t.companyId, t.etd),
    index('shipments_master_document_no_idx').on(sql`lower(${t.masterDocumentNo})`),
    index('shipments_document_no_lower_idx').on(sql`lower(${t.documentNo})`),
    index('shipments_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/**
 * The distinct shipper and consignee names of each company, lowercased: a small dictionary the global search
 * matches a misspelt name against (pg_trgm) before it looks for shipments with the names found. Written with
 * every shipment (feed, seed, scale loads); a name stays when its shipments go (it then finds nothing).
 */
export const shipmentPartyNames = pgTable(
  'shipment_party_names',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    nameKey: text('name_key').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.nameKey] }),
    index('shipment_party_names_trgm_idx').using('gin', t.nameKey.op('gin_trgm_ops')),
  ],
);

/** Milestones (tracking event types of spec 2 §3) with estimated and actual times and where they happen. */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    eventCode: integer('event_code').notNull(),
    estimatedAt: ts('estimated_at'),
    actualAt: ts('actual_at'),
    locationCode: text('location_code').notNull().default(''),
    locationName: text('location_name').notNull().default(''),
    description: text('description').notNull().default(''),
    /** The sender's own id of the event: posting it again changes nothing (integration feed). */
    sourceEventId: text('source_event_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('shipment_events_shipment_idx').on(t.shipmentId, t.eventCode),
    uniqueIndex('shipment_events_source_key').on(t.shipmentId, t.sourceEventId),
  ],
);

/** Commercial invoice numbers (INV), purchase orders (PO) and the customer's own references (CUS). */
export const shipmentReferences = pgTable(
  'shipment_references',
  {
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    refType: text('ref_type', { enum: ['INV', 'PO', 'CUS'] }).notNull(),
    refValue: text('ref_value').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shipmentId, t.refType, t.refValue] }),
    index('shipment_references_value_idx').on(t.refType, sql`lower(${t.refValue})`),
  ],
);

export const shipmentContainers = pgTable(
  'shipment_containers',
  {
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    containerNo: text('container_no').notNull(),
    containerType: text('container_type').notNull().default(''),
    sealNo: text('seal_no').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.shipmentId, t.containerNo] }),
    index('shipment_containers_no_idx').on(sql`lower(${t.containerNo})`),
  ],
);

/**
 * A shipment's documents. Demo documents have no stored bytes (`content` null): their PDF is rendered from the
 * shipment on request; uploaded or fed documents keep their bytes.
 */
export const shipmentDocuments = pgTable(
  'shipment_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    docType: text('doc_type').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull().default('application/pdf'),
    fileSize: integer('file_size').notNull().default(0),
    content: bytea('content'),
    isViewAllowed: boolean('is_view_allowed').notNull().default(true),
    isDownloadAllowed: boolean('is_download_allowed').notNull().default(true),
    enteredBy: text('entered_by').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('shipment_documents_shipment_idx').on(t.shipmentId)],
);

export const shipmentNotes = pgTable(
  'shipment_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['note', 'exception'] }).notNull(),
    body: text('body').notNull(),
    author: text('author').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('shipment_notes_shipment_idx').on(t.shipmentId, t.createdAt)],
);

/**
 * A user's notification choice per company and event id (spec 1 §3). No row means the default: on.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    eventTypeId: integer('event_type_id').notNull(),
    enabled: boolean('enabled').notNull(),
    /** Channels and frequency of an enabled event (issue #16): e-mail and in-portal, at once or in a daily digest. */
    emailEnabled: boolean('email_enabled').notNull().default(true),
    portalEnabled: boolean('portal_enabled').notNull().default(true),
    frequency: text('frequency', { enum: ['immediate', 'daily'] })
      .notNull()
      .default('immediate'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId, t.eventTypeId] })],
);

/** API keys of the forwarder's operating system (integration feed). Only a SHA-256 of the key is kept. */
export const integrationKeys = pgTable(
  'integration_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    keyPrefix: text('key_prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastUsedAt: ts('last_used_at'),
    revokedAt: ts('revoked_at'),
  },
  (t) => [uniqueIndex('integration_keys_hash_key').on(t.keyHash)],
);
