import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { companies } from './identity';

/**
 * The forwarder's sell-rate tariffs (issue #18, decision 043): air, ocean and accessorial, each with its number,
 * validity (dates, both days included) and the customer companies it applies to. Money in integer cents, margins
 * in cents (K per kg, FLAT once) or basis points (PERCENT). A rate call reads only tariffs of the caller's company
 * valid today; the cascading look-ups start from `freight_tariff_customers (company_id, tariff_id)` and the lane
 * indexes, so they never scan the lanes.
 */
export const freightTariffs = pgTable(
  'freight_tariffs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tariffNumber: text('tariff_number').notNull(),
    kind: text('kind', { enum: ['AIR', 'OCEAN', 'ACCESSORIAL'] }).notNull(),
    description: text('description').notNull().default(''),
    currency: text('currency').notNull().default('USD'),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('freight_tariffs_number_key').on(t.tariffNumber),
    check('freight_tariffs_validity_check', sql`${t.validTo} >= ${t.validFrom}`),
  ],
);

/** The customer companies a tariff applies to. */
export const freightTariffCustomers = pgTable(
  'freight_tariff_customers',
  {
    tariffId: uuid('tariff_id')
      .notNull()
      .references(() => freightTariffs.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.tariffId, t.companyId] }),
    index('freight_tariff_customers_company_idx').on(t.companyId, t.tariffId),
  ],
);

/** One air lane of an air tariff: the spec's customer rates (spec 2 §3), cents per kg for the breaks. */
export const freightAirLanes = pgTable(
  'freight_air_lanes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tariffId: uuid('tariff_id')
      .notNull()
      .references(() => freightTariffs.id, { onDelete: 'cascade' }),
    originPort: text('origin_port').notNull(),
    destinationPort: text('destination_port').notNull(),
    serviceLevel: text('service_level', { enum: ['Economy', 'Express'] }).notNull(),
    carrierCode: text('carrier_code'),
    rate0: integer('rate0').notNull(),
    rate45: integer('rate45').notNull(),
    rate100: integer('rate100').notNull(),
    rate300: integer('rate300').notNull(),
    rate500: integer('rate500').notNull(),
    rate1000: integer('rate1000').notNull(),
    margin: integer('margin').notNull().default(0),
    marginType: text('margin_type', { enum: ['K', 'FLAT', 'PERCENT'] }).notNull(),
    originCharge: integer('origin_charge').notNull().default(0),
    originUnit: text('origin_unit', { enum: ['K', 'S'] }).notNull(),
    originMinimum: integer('origin_minimum').notNull().default(0),
    freightMinimum: integer('freight_minimum').notNull().default(0),
    destHandlingCharge: integer('dest_handling_charge').notNull().default(0),
    destHandlingUnit: text('dest_handling_unit', { enum: ['K', 'S'] }).notNull(),
    destHandlingMin: integer('dest_handling_min').notNull().default(0),
    transitDays: integer('transit_days'),
  },
  (t) => [
    uniqueIndex('freight_air_lanes_lane_key').on(t.tariffId, t.originPort, t.destinationPort, t.serviceLevel),
    check(
      'freight_air_lanes_money_check',
      sql`least(${t.rate0}, ${t.rate45}, ${t.rate100}, ${t.rate300}, ${t.rate500}, ${t.rate1000}, ${t.margin},
        ${t.originCharge}, ${t.originMinimum}, ${t.freightMinimum}, ${t.destHandlingCharge}, ${t.destHandlingMin}) >= 0`,
    ),
  ],
);

/** One ocean lane of an ocean tariff (per carrier and container type); its charges in `freight_ocean_charges`. */
export const freightOceanLanes = pgTable(
  'freight_ocean_lanes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tariffId: uuid('tariff_id')
      .notNull()
      .references(() => freightTariffs.id, { onDelete: 'cascade' }),
    portOfLoading: text('port_of_loading').notNull(),
    portOfDischarge: text('port_of_discharge').notNull(),
    carrierCode: text('carrier_code').notNull(),
    containerType: text('container_type').notNull(),
    transitDays: integer('transit_days'),
  },
  (t) => [
    uniqueIndex('freight_ocean_lanes_lane_key').on(
      t.tariffId,
      t.containerType,
      t.portOfLoading,
      t.portOfDischarge,
      t.carrierCode,
    ),
  ],
);

/** The rate details of an ocean lane (spec 2 §3): amount and whether it is per container (isPerUnit). */
export const freightOceanCharges = pgTable(
  'freight_ocean_charges',
  {
    laneId: uuid('lane_id')
      .notNull()
      .references(() => freightOceanLanes.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    chargeCode: text('charge_code').notNull(),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    isPerUnit: boolean('is_per_unit').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.laneId, t.lineNo] }),
    check('freight_ocean_charges_amount_check', sql`${t.amountCents} >= 0`),
  ],
);

/** Accessorial sell rates (liftgate, hazardous, insurance …) of an accessorial tariff, for quotations. */
export const freightAccessorialCharges = pgTable(
  'freight_accessorial_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tariffId: uuid('tariff_id')
      .notNull()
      .references(() => freightTariffs.id, { onDelete: 'cascade' }),
    chargeCode: text('charge_code').notNull(),
    description: text('description').notNull(),
    mode: text('mode', { enum: ['AIR', 'OCEAN', 'ANY'] }).notNull(),
    /** K per kg, S per shipment, C per container. */
    unit: text('unit', { enum: ['K', 'S', 'C'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    minimumCents: integer('minimum_cents').notNull().default(0),
  },
  (t) => [
    uniqueIndex('freight_accessorial_charges_code_key').on(t.tariffId, t.chargeCode),
    check('freight_accessorial_charges_amount_check', sql`${t.amountCents} >= 0 and ${t.minimumCents} >= 0`),
  ],
);

/** The special customer lists of spec 1 §6: a company on DFW_ONLY or CVG_ONLY (at most one list). */
export const freightPortRestrictions = pgTable('freight_port_restrictions', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  listCode: text('list_code', { enum: ['DFW_ONLY', 'CVG_ONLY'] }).notNull(),
});
