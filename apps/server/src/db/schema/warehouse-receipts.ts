import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgSequence, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytea, ts } from './columns';
import { companies, users } from './identity';
import { warehouseItems, warehouseLocations, warehouseOrderLines, warehouseOrders, warehouses } from './warehouse';

/** Spec 2 §3's warehouse statuses: what the goods of a receipt are doing. */
export const receiptStatuses = ['Received', 'On Hand', 'In Process', 'Loaded', 'Pending', 'Shipped'] as const;
/**
 * Where the customer's answer to a receipt stands (decision 058): NONE (no discrepancy), PENDING (discrepancies
 * wait for the customer), ACKNOWLEDGED or DISPUTED (with the reason), each once.
 */
export const receiptAckStatuses = ['NONE', 'PENDING', 'ACKNOWLEDGED', 'DISPUTED'] as const;

/** The WR numbers: one sequence, so two receipts issued at once never share a number. */
export const warehouseReceiptNumbers = pgSequence('warehouse_receipt_no_seq', { startWith: 100001 });

/**
 * A warehouse receipt (issue #19): the forwarder's record of goods arriving at a warehouse for a customer
 * company, with the inbound order it receives if any. Lines compare expected with received; a line's
 * discrepancies (over, short, damaged) are derived from its numbers, with the staff's note and photos.
 */
export const warehouseReceipts = pgTable(
  'warehouse_receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    wrNumber: text('wr_number').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    orderId: uuid('order_id').references(() => warehouseOrders.id, { onDelete: 'set null' }),
    receivedAt: ts('received_at').notNull().defaultNow(),
    shipperName: text('shipper_name').notNull().default(''),
    carrier: text('carrier').notNull().default(''),
    trackingNo: text('tracking_no').notNull().default(''),
    pieces: integer('pieces').notNull().default(0),
    weightKg: numeric('weight_kg', { precision: 12, scale: 3 }).notNull().default('0'),
    lengthCm: numeric('length_cm', { precision: 10, scale: 2 }).notNull().default('0'),
    widthCm: numeric('width_cm', { precision: 10, scale: 2 }).notNull().default('0'),
    heightCm: numeric('height_cm', { precision: 10, scale: 2 }).notNull().default('0'),
    locationId: uuid('location_id').references(() => warehouseLocations.id, { onDelete: 'set null' }),
    status: text('status', { enum: receiptStatuses }).notNull().default('Received'),
    ackStatus: text('ack_status', { enum: receiptAckStatuses }).notNull().default('NONE'),
    ackByName: text('ack_by_name').notNull().default(''),
    ackBy: uuid('ack_by').references(() => users.id, { onDelete: 'set null' }),
    ackAt: ts('ack_at'),
    disputeReason: text('dispute_reason').notNull().default(''),
    notes: text('notes').notNull().default(''),
    receivedByName: text('received_by_name').notNull().default(''),
    confirmedByName: text('confirmed_by_name').notNull().default(''),
    confirmedBy: uuid('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    confirmedAt: ts('confirmed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    uniqueIndex('warehouse_receipts_wr_number_idx').on(t.wrNumber),
    index('warehouse_receipts_company_list_idx').on(t.companyId, t.receivedAt),
    index('warehouse_receipts_order_idx').on(t.orderId),
    check('warehouse_receipts_pieces_ck', sql`${t.pieces} >= 0`),
  ],
);

/** One line of a receipt: expected (the order line's quantity, 0 when unexpected) against received and damaged. */
export const warehouseReceiptLines = pgTable(
  'warehouse_receipt_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    receiptId: uuid('receipt_id')
      .notNull()
      .references(() => warehouseReceipts.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => warehouseItems.id),
    orderLineId: uuid('order_line_id').references(() => warehouseOrderLines.id, { onDelete: 'set null' }),
    expectedQty: integer('expected_qty').notNull(),
    receivedQty: integer('received_qty').notNull(),
    damagedQty: integer('damaged_qty').notNull().default(0),
    lotNumber: text('lot_number').notNull().default(''),
    note: text('note').notNull().default(''),
  },
  (t) => [
    uniqueIndex('warehouse_receipt_lines_no_idx').on(t.receiptId, t.lineNo),
    check(
      'warehouse_receipt_lines_qty_ck',
      sql`${t.expectedQty} >= 0 and ${t.receivedQty} >= 0 and ${t.damagedQty} >= 0 and ${t.damagedQty} <= ${t.receivedQty}`,
    ),
  ],
);

/** Photos and documents of a receipt or one of its lines, checked by their bytes when uploaded. */
export const warehouseReceiptFiles = pgTable(
  'warehouse_receipt_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    receiptId: uuid('receipt_id')
      .notNull()
      .references(() => warehouseReceipts.id, { onDelete: 'cascade' }),
    lineId: uuid('line_id').references(() => warehouseReceiptLines.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    fileSize: integer('file_size').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    uploadedByName: text('uploaded_by_name').notNull().default(''),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('warehouse_receipt_files_receipt_idx').on(t.receiptId)],
);
