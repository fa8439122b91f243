import { z } from 'zod';
import { exportColumnsParam, exportFormatParam } from '../grid/grid-export.schemas';
import { messageKeyFields } from '../errors/error-envelope.schemas';
import { messages } from '../errors/messages';
import { cleanTextSchema } from '../form/clean-text.schemas';
import { gridPageSchema, gridQuerySchema } from '../grid/grid-query.schemas';
import { warehouseSchema } from './warehouse.schemas';
import { warehouseReceiptMessages } from './warehouse-receipt-messages';

/**
 * Warehouse receipts (issue #19, spec 1 §2 `/warehousereceipt/*`, permission `warehousereceipt`): the forwarder's
 * record of goods arriving for a customer, lines of expected against received, the discrepancies of each line and
 * the customer's acknowledgement or dispute (decision 058).
 */

/** Spec 2 §3's warehouse statuses. */
export const receiptStatusSchema = z.enum(['Received', 'On Hand', 'In Process', 'Loaded', 'Pending', 'Shipped']);
export type ReceiptStatus = z.infer<typeof receiptStatusSchema>;
export const receiptAckStatusSchema = z.enum(['NONE', 'PENDING', 'ACKNOWLEDGED', 'DISPUTED']);
export type ReceiptAckStatus = z.infer<typeof receiptAckStatusSchema>;
export const discrepancyKindSchema = z.enum(['over', 'short', 'damaged']);
export type DiscrepancyKind = z.infer<typeof discrepancyKindSchema>;

/** The kinds of files a receipt keeps (photos and documents), checked by content. */
export const receiptFileKinds = ['png', 'jpeg', 'pdf'] as const;

export const receiptIdParamsSchema = z.strictObject({
  receiptId: z.string().uuid({ message: messages.recordNotFound }),
});
export const receiptLineParamsSchema = z.strictObject({
  receiptId: z.string().uuid({ message: messages.recordNotFound }),
  lineId: z.string().uuid({ message: messages.recordNotFound }),
});
export const receiptFileParamsSchema = z.strictObject({
  receiptId: z.string().uuid({ message: messages.recordNotFound }),
  fileId: z.string().uuid({ message: messages.recordNotFound }),
});

/** Acknowledging takes nothing but the caller: who and when are the server's. */
export const acknowledgeReceiptInputSchema = z.strictObject({});
export const disputeReceiptInputSchema = z.strictObject({
  reason: z
    .string({ message: warehouseReceiptMessages.disputeReasonRequired })
    .pipe(cleanTextSchema({ max: 1000, optional: true }))
    .pipe(z.string().min(1, { message: warehouseReceiptMessages.disputeReasonRequired })),
});
export type DisputeReceiptInput = z.input<typeof disputeReceiptInputSchema>;
/** Staff: a line's damaged quantity and the discrepancy's note. */
export const updateReceiptLineInputSchema = z.strictObject({
  damagedQty: z.number().int().min(0).max(2147483647),
  note: cleanTextSchema({ max: 1000, optional: true }).default(''),
});
export type UpdateReceiptLineInput = z.input<typeof updateReceiptLineInputSchema>;
export const uploadReceiptFileQuerySchema = z.strictObject({
  fileName: z.string().trim().min(1).max(200),
  lineId: z.string().uuid().optional(),
});

export const receiptFileSchema = z.object({
  fileId: z.string().uuid(),
  lineId: z.string().uuid().nullable(),
  fileName: z.string(),
  contentType: z.string(),
  fileSize: z.number().int(),
  uploadedByName: z.string(),
  uploadedAt: z.string(),
});
export type ReceiptFile = z.infer<typeof receiptFileSchema>;

export const receiptLineSchema = z.object({
  lineId: z.string().uuid(),
  lineNo: z.number().int(),
  itemId: z.string().uuid(),
  sku: z.string(),
  description: z.string(),
  unitOfMeasure: z.string(),
  expectedQty: z.number().int(),
  receivedQty: z.number().int(),
  damagedQty: z.number().int(),
  lotNumber: z.string(),
  note: z.string(),
  /** Derived from the numbers: over (received > expected), short (received < expected), damaged. */
  discrepancies: z.array(discrepancyKindSchema),
  files: z.array(receiptFileSchema),
});
export type ReceiptLine = z.infer<typeof receiptLineSchema>;

export const warehouseReceiptSchema = z.object({
  receiptId: z.string().uuid(),
  wrNumber: z.string(),
  receivedAt: z.string(),
  companyCode: z.string(),
  companyName: z.string(),
  warehouse: warehouseSchema,
  order: z.object({ orderId: z.string().uuid(), fileNumber: z.string(), referenceNo: z.string() }).nullable(),
  shipperName: z.string(),
  carrier: z.string(),
  trackingNo: z.string(),
  pieces: z.number().int(),
  weightKg: z.number(),
  lengthCm: z.number(),
  widthCm: z.number(),
  heightCm: z.number(),
  locationCode: z.string(),
  status: receiptStatusSchema,
  ackStatus: receiptAckStatusSchema,
  ackByName: z.string(),
  ackAt: z.string().nullable(),
  disputeReason: z.string(),
  notes: z.string(),
  receivedByName: z.string(),
  confirmedByName: z.string(),
  confirmedAt: z.string().nullable(),
  lines: z.array(receiptLineSchema),
  /** Files of the whole receipt (a line's own are on the line). */
  files: z.array(receiptFileSchema),
  allowed: z.object({ acknowledge: z.boolean(), dispute: z.boolean(), confirm: z.boolean(), editLines: z.boolean() }),
});
export type WarehouseReceipt = z.infer<typeof warehouseReceiptSchema>;

export const receiptActionResponseSchema = z.object({
  receipt: warehouseReceiptSchema,
  message: z.string(),
  ...messageKeyFields,
});
export type ReceiptActionResponse = z.infer<typeof receiptActionResponseSchema>;
export const receiptFileResponseSchema = receiptFileSchema.extend({ message: z.string(), ...messageKeyFields });

export const receiptGridFields = [
  'wrNumber',
  'receivedAt',
  'companyCode',
  'warehouseCode',
  'shipperName',
  'carrier',
  'trackingNo',
  'pieces',
  'weightKg',
  'status',
  'ackStatus',
  'fileNumber',
  'discrepancyCount',
] as const;
export type ReceiptGridField = (typeof receiptGridFields)[number];

export const receiptListItemSchema = z.object({
  receiptId: z.string().uuid(),
  wrNumber: z.string(),
  receivedAt: z.string(),
  companyCode: z.string(),
  warehouseCode: z.string(),
  shipperName: z.string(),
  carrier: z.string(),
  trackingNo: z.string(),
  pieces: z.number().int(),
  weightKg: z.number(),
  status: receiptStatusSchema,
  ackStatus: receiptAckStatusSchema,
  /** The inbound order's file number, empty when the receipt receives none. */
  fileNumber: z.string(),
  /** Lines with at least one discrepancy. */
  discrepancyCount: z.number().int(),
});
export type ReceiptListItem = z.infer<typeof receiptListItemSchema>;

export const listReceiptsQuerySchema = gridQuerySchema.extend({
  ackStatus: receiptAckStatusSchema.optional(),
  q: z.string().trim().max(100).optional(),
});
export type ListReceiptsQuery = z.infer<typeof listReceiptsQuerySchema>;
export const listReceiptsResponseSchema = gridPageSchema(receiptListItemSchema);
export type ListReceiptsResponse = z.infer<typeof listReceiptsResponseSchema>;
export const exportReceiptsQuerySchema = listReceiptsQuerySchema
  .omit({ pageNumber: true, pageSize: true })
  .extend({ format: exportFormatParam, columns: exportColumnsParam(receiptGridFields) });
export type ExportReceiptsQuery = z.infer<typeof exportReceiptsQuerySchema>;

/** The receipts dashboard's counts: by answer, and the receipts of the last 30 days. */
export const receiptSummarySchema = z.object({
  byAck: z.record(z.string(), z.number().int()),
  last30Days: z.number().int(),
});
export type ReceiptSummary = z.infer<typeof receiptSummarySchema>;
