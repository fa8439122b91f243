import { z } from 'zod';
import { exportColumnsParam, exportFormatParam } from '../grid/grid-export.schemas';
import { messageKeyFields } from '../errors/error-envelope.schemas';
import { cleanTextSchema } from '../form/clean-text.schemas';
import { gridPageSchema, gridQuerySchema } from '../grid/grid-query.schemas';
import {
  movementKinds,
  orderDirectionSchema,
  orderListItemSchema,
  orderMaxLines,
  orderStatusSchema,
  receivedTrackingShape,
  warehouseSchema,
} from './warehouse-orders.schemas';

/** The inventory (issue #19): the grid, an item's detail, movements, lots and serials, adjustments, the dashboard. */
export const adjustStockInputSchema = z.strictObject({
  warehouseId: z.string().uuid(),
  quantity: z
    .number()
    .int()
    .min(-1_000_000_000)
    .max(1_000_000_000)
    .refine((n) => n !== 0, { message: 'An adjustment is not zero' }),
  reason: cleanTextSchema({ max: 500 }),
  /**
   * Decision 079: the lot the adjustment counts (lot-tracked items; '' for the stock without a lot), its expiry when a
   * count adds a new lot of an expiry-tracked item, and one serial per unit for serial-tracked items (added to stock,
   * or taken out of it).
   */
  ...receivedTrackingShape,
});
export type AdjustStockInput = z.input<typeof adjustStockInputSchema>;
export type AdjustStockValues = z.output<typeof adjustStockInputSchema>;

/** Shipping an outbound order (staff's confirm): the serial numbers that leave, per line of a serial-tracked item. */
export const confirmOrderInputSchema = z
  .strictObject({
    lines: z
      .array(z.strictObject({ lineId: z.string().uuid(), serialNumbers: receivedTrackingShape.serialNumbers }))
      .max(orderMaxLines)
      .default([]),
  })
  .nullish(); // a POST without a body arrives as null: confirming an inbound order needs none
export type ConfirmOrderInput = z.input<typeof confirmOrderInputSchema>;

/** The inventory grid: one row per item and warehouse. */
export const inventoryGridFields = [
  'sku',
  'description',
  'companyCode',
  'warehouseCode',
  'unitOfMeasure',
  'hsCode',
  'onHand',
  'allocated',
  'available',
  'incoming',
  'lowStockThreshold',
  'lowStock',
] as const;
export type InventoryGridField = (typeof inventoryGridFields)[number];

export const inventoryRowSchema = z.object({
  itemId: z.string().uuid(),
  warehouseId: z.string().uuid(),
  sku: z.string(),
  description: z.string(),
  companyCode: z.string(),
  warehouseCode: z.string(),
  unitOfMeasure: z.string(),
  hsCode: z.string(),
  onHand: z.number().int(),
  allocated: z.number().int(),
  available: z.number().int(),
  incoming: z.number().int(),
  lowStockThreshold: z.number().int(),
  lowStock: z.boolean(),
});
export type InventoryRow = z.infer<typeof inventoryRowSchema>;

export const listInventoryQuerySchema = gridQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
  lowStock: z.enum(['true', 'false']).optional(),
});
export type ListInventoryQuery = z.infer<typeof listInventoryQuerySchema>;
export const listInventoryResponseSchema = gridPageSchema(inventoryRowSchema);
export type ListInventoryResponse = z.infer<typeof listInventoryResponseSchema>;
export const exportInventoryQuerySchema = listInventoryQuerySchema
  .omit({ pageNumber: true, pageSize: true })
  .extend({ format: exportFormatParam, columns: exportColumnsParam(inventoryGridFields) });
export type ExportInventoryQuery = z.infer<typeof exportInventoryQuerySchema>;

export const itemBalanceSchema = z.object({
  warehouse: warehouseSchema,
  onHand: z.number().int(),
  allocated: z.number().int(),
  available: z.number().int(),
  incoming: z.number().int(),
});

export const inventoryItemSchema = z.object({
  itemId: z.string().uuid(),
  companyCode: z.string(),
  sku: z.string(),
  description: z.string(),
  unitOfMeasure: z.string(),
  lengthCm: z.number(),
  widthCm: z.number(),
  heightCm: z.number(),
  weightKg: z.number(),
  hsCode: z.string(),
  trackLot: z.boolean(),
  trackSerial: z.boolean(),
  trackExpiry: z.boolean(),
  lowStockThreshold: z.number().int(),
  totals: z.object({
    onHand: z.number().int(),
    allocated: z.number().int(),
    available: z.number().int(),
    incoming: z.number().int(),
  }),
  balances: z.array(itemBalanceSchema),
});
export type InventoryItem = z.infer<typeof inventoryItemSchema>;

export const movementSchema = z.object({
  movementId: z.number().int(),
  kind: z.enum(movementKinds),
  quantity: z.number().int(),
  warehouseCode: z.string(),
  orderId: z.string().uuid().nullable(),
  fileNumber: z.string(),
  reason: z.string(),
  lotNumber: z.string(),
  expiryDate: z.string().nullable(),
  byName: z.string(),
  at: z.string(),
});
export type Movement = z.infer<typeof movementSchema>;
export const listMovementsQuerySchema = z.strictObject({
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
});
export const listMovementsResponseSchema = gridPageSchema(movementSchema);
export type ListMovementsResponse = z.infer<typeof listMovementsResponseSchema>;

/** The lots and serials of a tracked item (decision 073): per lot and warehouse, with its expiry state today. */
export const itemLotSchema = z.object({
  lotNumber: z.string(),
  warehouseCode: z.string(),
  expiryDate: z.string().nullable(),
  expiryState: z.enum(['expired', 'expiringSoon', 'ok', 'none']),
  onHand: z.number().int(),
  allocated: z.number().int(),
  available: z.number().int(),
});
export type ItemLot = z.infer<typeof itemLotSchema>;
export const itemSerialSchema = z.object({
  serialNumber: z.string(),
  warehouseCode: z.string(),
  fileNumber: z.string(),
  receivedAt: z.string(),
});
export type ItemSerial = z.infer<typeof itemSerialSchema>;
export const itemLotsResponseSchema = z.object({
  today: z.string(),
  lots: z.array(itemLotSchema),
  serials: z.array(itemSerialSchema),
});
export type ItemLotsResponse = z.infer<typeof itemLotsResponseSchema>;

/** What stands behind a number of the inventory detail: the orders holding (allocated) or bringing (incoming) stock. */
export const itemOrdersQuerySchema = z.strictObject({ basis: z.enum(['allocated', 'incoming']) });
export const itemOrderSchema = z.object({
  orderId: z.string().uuid(),
  direction: orderDirectionSchema,
  status: orderStatusSchema,
  fileNumber: z.string(),
  referenceNo: z.string(),
  warehouseCode: z.string(),
  quantity: z.number().int(),
  dueDate: z.string().nullable(),
  houseBill: z.string(),
  shipmentEta: z.string().nullable(),
});
export type ItemOrder = z.infer<typeof itemOrderSchema>;
export const itemOrdersResponseSchema = z.object({ items: z.array(itemOrderSchema) });

/** The run-out projection of an item per warehouse (decision 064), dates in the caller's zone. */
export const runOutWarningSchema = z.object({
  runsOutOn: z.string(),
  orderRef: z.string(),
  shortBy: z.number().int(),
  nextArrival: z.object({ date: z.string(), ref: z.string(), quantity: z.number().int() }).nullable(),
});
export type RunOutWarning = z.infer<typeof runOutWarningSchema>;
export const itemProjectionSchema = z.object({
  timeZone: z.string(),
  today: z.string(),
  warehouses: z.array(
    z.object({
      warehouseId: z.string().uuid(),
      warehouseCode: z.string(),
      available: z.number().int(),
      requested: z.number().int(),
      incoming: z.number().int(),
      warning: runOutWarningSchema.nullable(),
    }),
  ),
});
export type ItemProjection = z.infer<typeof itemProjectionSchema>;

export const wmsDashboardSchema = z.object({
  totals: z.object({
    items: z.number().int(),
    onHand: z.number().int(),
    allocated: z.number().int(),
    available: z.number().int(),
    incoming: z.number().int(),
    lowStock: z.number().int(),
  }),
  orders: z.object({
    inbound: z.record(z.string(), z.number().int()),
    outbound: z.record(z.string(), z.number().int()),
  }),
  lowStockItems: z.array(inventoryRowSchema),
  recentOrders: z.array(orderListItemSchema),
});
export type WmsDashboard = z.infer<typeof wmsDashboardSchema>;

export const adjustStockResponseSchema = z.object({
  item: inventoryItemSchema,
  message: z.string(),
  ...messageKeyFields,
});
