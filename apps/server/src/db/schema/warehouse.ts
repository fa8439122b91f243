import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { companies, users } from './identity';
import { shipments } from './shipments';

/**
 * The forwarder's warehouses (issue #19): real sites with their address. A customer company holds an account at
 * one or more of them (`warehouse_accounts`); its items are stocked there.
 */
export const warehouses = pgTable('warehouses', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  city: text('city').notNull(),
  stateProvince: text('state_province').notNull().default(''),
  postalCode: text('postal_code').notNull().default(''),
  countryCode: text('country_code').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** A customer company's account at a warehouse: where its stock is kept and its orders go. */
export const warehouseAccounts = pgTable(
  'warehouse_accounts',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.warehouseId] })],
);

/** A storage location (aisle-rack-level) in a warehouse. */
export const warehouseLocations = pgTable(
  'warehouse_locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    zone: text('zone').notNull().default(''),
  },
  (t) => [uniqueIndex('warehouse_locations_code_idx').on(t.warehouseId, t.code)],
);

/** An item (SKU) of a customer company: what its stock and order lines count. */
export const warehouseItems = pgTable(
  'warehouse_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    description: text('description').notNull(),
    unitOfMeasure: text('unit_of_measure').notNull().default('EA'),
    lengthCm: numeric('length_cm', { precision: 10, scale: 2 }).notNull().default('0'),
    widthCm: numeric('width_cm', { precision: 10, scale: 2 }).notNull().default('0'),
    heightCm: numeric('height_cm', { precision: 10, scale: 2 }).notNull().default('0'),
    weightKg: numeric('weight_kg', { precision: 12, scale: 3 }).notNull().default('0'),
    hsCode: text('hs_code').notNull().default(''),
    trackLot: boolean('track_lot').notNull().default(false),
    trackSerial: boolean('track_serial').notNull().default(false),
    trackExpiry: boolean('track_expiry').notNull().default(false),
    lowStockThreshold: integer('low_stock_threshold').notNull().default(0),
    defaultLocationId: uuid('default_location_id').references(() => warehouseLocations.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    uniqueIndex('warehouse_items_company_sku_idx').on(t.companyId, t.sku),
    /** The inventory search (`ilike '%…%'` on SKU or description) reads these instead of every item (migration 0031). */
    index('warehouse_items_sku_trgm_idx').using('gin', t.sku.op('gin_trgm_ops')),
    index('warehouse_items_description_trgm_idx').using('gin', t.description.op('gin_trgm_ops')),
    /** The inventory total subtracts the balance rows of deleted items, found here (migration 0034, decision 103). */
    index('warehouse_items_deleted_idx')
      .on(t.companyId)
      .where(sql`${t.deletedAt} is not null`),
  ],
);

/**
 * The maintained balance of one item in one warehouse (decision 046): every movement updates it in the same
 * transaction, so on hand, allocated and available are one row read, never a sum over the ledger. The checks make
 * a unit lost or counted twice a failed statement rather than a wrong number. Allocation locks these rows
 * (SELECT … FOR UPDATE, decision 047).
 */
export const inventoryBalances = pgTable(
  'inventory_balances',
  {
    itemId: uuid('item_id')
      .notNull()
      .references(() => warehouseItems.id, { onDelete: 'cascade' }),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    onHand: integer('on_hand').notNull().default(0),
    allocated: integer('allocated').notNull().default(0),
    incoming: integer('incoming').notNull().default(0),
    /**
     * True once a low-stock notice went out for this item and warehouse (decision 063): set by the one UPDATE that
     * claims the crossing, cleared when available is above the item's threshold again, so each crossing below the
     * threshold is told once.
     */
    lowStockAlerted: boolean('low_stock_alerted').notNull().default(false),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.warehouseId] }),
    index('inventory_balances_company_idx').on(t.companyId),
    check('inventory_balances_on_hand_ck', sql`${t.onHand} >= 0`),
    check('inventory_balances_allocated_ck', sql`${t.allocated} >= 0 and ${t.allocated} <= ${t.onHand}`),
    check('inventory_balances_incoming_ck', sql`${t.incoming} >= 0`),
  ],
);

export const warehouseOrderDirections = ['INBOUND', 'OUTBOUND'] as const;

/**
 * An inbound order (advance shipping notice) or an outbound order of a customer company. Statuses per spec 2 §3:
 * inbound INBOUND → RECEIVED → CONFIRMED, outbound OUTBOUND → ALLOCATED → CONFIRMED; either may be VOID (with a
 * reason). The ship-to is a copy of the address-book entry chosen.
 */
export const warehouseOrders = pgTable(
  'warehouse_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    direction: text('direction', { enum: warehouseOrderDirections }).notNull(),
    status: text('status', {
      enum: ['INBOUND', 'RECEIVED', 'OUTBOUND', 'ALLOCATED', 'CONFIRMED', 'VOID'],
    }).notNull(),
    fileNumber: text('file_number').notNull(),
    referenceNo: text('reference_no').notNull(),
    supplierName: text('supplier_name').notNull().default(''),
    expectedDate: date('expected_date', { mode: 'string' }),
    carrier: text('carrier').notNull().default(''),
    containerNo: text('container_no').notNull().default(''),
    houseBill: text('house_bill').notNull().default(''),
    shipmentId: uuid('shipment_id').references(() => shipments.id, { onDelete: 'set null' }),
    shipToAddressId: uuid('ship_to_address_id'),
    shipTo: jsonb('ship_to').$type<Record<string, string> | null>(),
    requestedDate: date('requested_date', { mode: 'string' }),
    serviceLevel: text('service_level').notNull().default(''),
    notes: text('notes').notNull().default(''),
    voidReason: text('void_reason').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    uniqueIndex('warehouse_orders_file_number_idx').on(t.companyId, t.direction, t.fileNumber),
    index('warehouse_orders_company_list_idx').on(t.companyId, t.direction, t.createdAt),
    index('warehouse_orders_status_idx').on(t.direction, t.status),
  ],
);

/** One line of an order: an item and its quantity; received (inbound) and allocated (outbound) as they happen. */
export const warehouseOrderLines = pgTable(
  'warehouse_order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => warehouseOrders.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => warehouseItems.id),
    quantity: integer('quantity').notNull(),
    receivedQty: integer('received_qty'),
    allocatedQty: integer('allocated_qty').notNull().default(0),
    lotNumber: text('lot_number').notNull().default(''),
  },
  (t) => [
    uniqueIndex('warehouse_order_lines_no_idx').on(t.orderId, t.lineNo),
    index('warehouse_order_lines_item_idx').on(t.itemId),
    check('warehouse_order_lines_qty_ck', sql`${t.quantity} > 0`),
  ],
);

/** The status timeline of an order: each change, who made it, when, and the note (a void's reason). */
export const warehouseOrderEvents = pgTable(
  'warehouse_order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => warehouseOrders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    note: text('note').notNull().default(''),
    byName: text('by_name').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('warehouse_order_events_order_idx').on(t.orderId, t.id)],
);

export const inventoryMovementKinds = ['received', 'allocated', 'released', 'shipped', 'adjusted'] as const;

/**
 * The inventory ledger (decision 046): every change of stock as one row, never changed or deleted. `quantity` is
 * positive for received, allocated, released and shipped; an adjustment carries its sign. The balance row of the
 * item and warehouse changes in the same transaction.
 */
export const inventoryMovements = pgTable(
  'inventory_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => warehouseItems.id, { onDelete: 'cascade' }),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    kind: text('kind', { enum: inventoryMovementKinds }).notNull(),
    quantity: integer('quantity').notNull(),
    orderId: uuid('order_id').references(() => warehouseOrders.id, { onDelete: 'set null' }),
    reason: text('reason').notNull().default(''),
    /** The lot the units belong to ('' when the item is not lot-tracked or the stock came without one, decision 073). */
    lotNumber: text('lot_number').notNull().default(''),
    /** The lot's expiry as received (lot-tracked items with expiry). */
    expiryDate: date('expiry_date', { mode: 'string' }),
    /** The serial numbers received (serial-tracked items): as many as the quantity. */
    serialNumbers: text('serial_numbers')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    byName: text('by_name').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('inventory_movements_item_idx').on(t.itemId, t.id),
    index('inventory_movements_order_idx').on(t.orderId),
    /** The analytics' throughput reads a company's movements from a date on (migration 0028). */
    index('inventory_movements_company_created_idx').on(t.companyId, t.createdAt),
  ],
);

/** Warehouse events the forwarder's system posted through the integration feed, once each (idempotent on id). */
export const warehouseFeedEvents = pgTable('warehouse_feed_events', {
  eventId: text('event_id').primaryKey(),
  kind: text('kind').notNull(),
  orderId: uuid('order_id'),
  receivedAt: ts('received_at').notNull().defaultNow(),
});

/**
 * The maintained balance of one lot of a lot-tracked item in one warehouse (decision 073), written in the same
 * transaction as the ledger movement that names the lot, like `inventory_balances` (decision 046). FEFO allocation
 * locks these rows after the item's balance row.
 */
export const inventoryLotBalances = pgTable(
  'inventory_lot_balances',
  {
    itemId: uuid('item_id')
      .notNull()
      .references(() => warehouseItems.id, { onDelete: 'cascade' }),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
    lotNumber: text('lot_number').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    expiryDate: date('expiry_date', { mode: 'string' }),
    onHand: integer('on_hand').notNull().default(0),
    allocated: integer('allocated').notNull().default(0),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.warehouseId, t.lotNumber] }),
    check('inventory_lot_balances_lot_ck', sql`${t.lotNumber} <> ''`),
    check('inventory_lot_balances_on_hand_ck', sql`${t.onHand} >= 0`),
    check('inventory_lot_balances_allocated_ck', sql`${t.allocated} >= 0 and ${t.allocated} <= ${t.onHand}`),
  ],
);

/**
 * Every serial number received of a serial-tracked item (decision 073): the ledger's received movement holds the
 * same numbers; the primary key makes a serial received twice for the same item a refused statement.
 */
export const inventorySerials = pgTable(
  'inventory_serials',
  {
    itemId: uuid('item_id')
      .notNull()
      .references(() => warehouseItems.id, { onDelete: 'cascade' }),
    serialNumber: text('serial_number').notNull(),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => warehouseOrders.id, { onDelete: 'set null' }),
    receivedAt: ts('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.serialNumber] })],
);
