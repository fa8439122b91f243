import { z } from 'zod';
import { exportColumnsParam, exportFormatParam } from '../grid/grid-export.schemas';
import { messages } from '../errors/messages';
import { messageKeyFields } from '../errors/error-envelope.schemas';
import { cleanTextSchema } from '../form/clean-text.schemas';
import { gridPageSchema, gridQuerySchema } from '../grid/grid-query.schemas';

/**
 * The warehouse area (issue #19, spec 1 §2, spec 2 §3 and §5): inventory as item × warehouse balances derived from
 * the movement ledger, inbound orders (advance shipping notices) and outbound orders. Statuses are the spec's:
 * inbound INBOUND, RECEIVED, CONFIRMED, VOID; outbound OUTBOUND, ALLOCATED, CONFIRMED, VOID.
 */

/** Spec 2 §9: order/reference maximum length 20. */
export const orderReferenceMaxLength = 20;
/** An order holds at most this many lines. */
export const orderMaxLines = 200;

export const orderDirectionSchema = z.enum(['INBOUND', 'OUTBOUND']);
export type OrderDirection = z.infer<typeof orderDirectionSchema>;
export const inboundStatuses = ['INBOUND', 'RECEIVED', 'CONFIRMED', 'VOID'] as const;
export const outboundStatuses = ['OUTBOUND', 'ALLOCATED', 'CONFIRMED', 'VOID'] as const;
export const orderStatusSchema = z.enum(['INBOUND', 'RECEIVED', 'OUTBOUND', 'ALLOCATED', 'CONFIRMED', 'VOID']);
export type OrderStatus = z.infer<typeof orderStatusSchema>;
export const serviceLevels = ['STD', 'EXP', 'ECO'] as const;
export const movementKinds = ['received', 'allocated', 'released', 'shipped', 'adjusted'] as const;
export type MovementKind = (typeof movementKinds)[number];

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Use a date as YYYY-MM-DD' })
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), { message: 'Use a date as YYYY-MM-DD' });
const optionalText = (max: number) => cleanTextSchema({ max, optional: true }).default('');

/** Order/Reference No.: letters, digits and - _ / . # (spec 2 §5 'Please enter valid Order/Reference No.'). */
export const orderReferenceSchema = z
  .string({ message: messages.validOrderReference })
  .trim()
  .min(1, { message: messages.validOrderReference })
  .max(orderReferenceMaxLength, { message: messages.orderReferenceTooLong })
  .regex(/^[A-Za-z0-9][A-Za-z0-9\-_/.# ]*$/, { message: messages.validOrderReference });

/** File No.: required ('File No cannot be empty or null'), unique per company and direction ('File Number already exist'). */
export const fileNumberSchema = z
  .string({ message: messages.fileNoEmpty })
  .trim()
  .min(1, { message: messages.fileNoEmpty })
  .max(orderReferenceMaxLength, { message: messages.orderReferenceTooLong })
  .regex(/^[A-Za-z0-9][A-Za-z0-9\-_/.# ]*$/, { message: messages.validOrderReference });

export const orderLineInputSchema = z.strictObject({
  itemId: z.string().uuid({ message: 'Choose an item' }),
  quantity: z.coerce
    .number({ message: messages.orderQtyPositive })
    .int({ message: messages.orderQtyPositive })
    .min(1, { message: messages.orderQtyPositive })
    .max(2147483647, { message: messages.orderQtyPositive }),
  lotNumber: optionalText(40),
});
export type OrderLineInput = z.input<typeof orderLineInputSchema>;

const orderLinesSchema = z
  .array(orderLineInputSchema, { message: messages.addOrderItem })
  .min(1, { message: messages.addOrderItem })
  .max(orderMaxLines, { message: `An order holds at most ${orderMaxLines} lines` });

/** What a customer sends for an inbound order (ASN): no status, company or ids the server owns. */
export const inboundOrderInputSchema = z.strictObject({
  warehouseId: z.string().uuid({ message: 'Choose a warehouse' }),
  fileNumber: fileNumberSchema,
  referenceNo: orderReferenceSchema,
  supplierName: cleanTextSchema({ max: 200 }),
  expectedDate: isoDate,
  carrier: optionalText(100),
  containerNo: optionalText(20),
  /** The house bill of a Connect shipment of the same company: the goods in transit count as incoming. */
  houseBill: optionalText(40),
  notes: optionalText(2000),
  lines: orderLinesSchema,
});
export type InboundOrderInput = z.input<typeof inboundOrderInputSchema>;
export type InboundOrderValues = z.output<typeof inboundOrderInputSchema>;

export const outboundOrderInputSchema = z.strictObject({
  warehouseId: z.string().uuid({ message: 'Choose a warehouse' }),
  fileNumber: fileNumberSchema,
  referenceNo: orderReferenceSchema,
  /** A ship-to address of the company's address book (copied onto the order). */
  shipToAddressId: z.string().uuid({ message: 'Choose a ship-to address' }),
  requestedDate: isoDate,
  serviceLevel: z.enum(serviceLevels),
  notes: optionalText(2000),
  lines: orderLinesSchema,
});
export type OutboundOrderInput = z.input<typeof outboundOrderInputSchema>;
export type OutboundOrderValues = z.output<typeof outboundOrderInputSchema>;

export const voidOrderInputSchema = z.strictObject({ reason: cleanTextSchema({ max: 500 }) });
/**
 * What a received line carries for a tracked item (decision 073): the lot (required for a lot-tracked item), its
 * expiry (required when the item tracks expiry) and one serial per unit (serial-tracked items). The line's own lot
 * of the order is used when none is given.
 */
export const serialNumbersMax = 1000;
export const receivedTrackingShape = {
  lotNumber: optionalText(40),
  expiryDate: isoDate.nullable().default(null),
  serialNumbers: z.array(z.string().trim().min(1).max(60)).max(serialNumbersMax).default([]),
};
export const receiveOrderInputSchema = z.strictObject({
  lines: z
    .array(
      z.strictObject({
        lineId: z.string().uuid(),
        receivedQty: z.number().int().min(0).max(2147483647),
        ...receivedTrackingShape,
      }),
    )
    .min(1)
    .max(orderMaxLines),
});
export type ReceiveOrderInput = z.input<typeof receiveOrderInputSchema>;
export type ReceiveOrderValues = z.output<typeof receiveOrderInputSchema>;

export const orderIdParamsSchema = z.strictObject({ orderId: z.string().uuid({ message: messages.recordNotFound }) });
export const itemIdParamsSchema = z.strictObject({ itemId: z.string().uuid({ message: messages.recordNotFound }) });

export const warehouseSchema = z.object({
  warehouseId: z.string().uuid(),
  code: z.string(),
  name: z.string(),
  addressText: z.string(),
  city: z.string(),
  countryCode: z.string(),
});
export type Warehouse = z.infer<typeof warehouseSchema>;
export const listWarehousesResponseSchema = z.object({ items: z.array(warehouseSchema) });

export const orderLineSchema = z.object({
  lineId: z.string().uuid(),
  lineNo: z.number().int(),
  itemId: z.string().uuid(),
  sku: z.string(),
  description: z.string(),
  unitOfMeasure: z.string(),
  quantity: z.number().int(),
  receivedQty: z.number().int().nullable(),
  allocatedQty: z.number().int(),
  lotNumber: z.string(),
  /** The item's tracking (decision 073): what receiving the line asks for. */
  trackLot: z.boolean(),
  trackSerial: z.boolean(),
  trackExpiry: z.boolean(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderEventSchema = z.object({ status: z.string(), note: z.string(), byName: z.string(), at: z.string() });

export const shipToSchema = z.object({
  name: z.string(),
  address: z.string(),
  city: z.string(),
  stateProvince: z.string(),
  postalCode: z.string(),
  countryCode: z.string(),
});

export const warehouseOrderSchema = z.object({
  orderId: z.string().uuid(),
  direction: orderDirectionSchema,
  status: orderStatusSchema,
  companyCode: z.string(),
  companyName: z.string(),
  warehouse: warehouseSchema,
  fileNumber: z.string(),
  referenceNo: z.string(),
  supplierName: z.string(),
  expectedDate: z.string().nullable(),
  carrier: z.string(),
  containerNo: z.string(),
  houseBill: z.string(),
  shipmentId: z.string().uuid().nullable(),
  /** The linked shipment's estimated arrival (inbound orders tied to a Connect shipment). */
  shipmentEta: z.string().nullable(),
  shipToAddressId: z.string().uuid().nullable(),
  shipTo: shipToSchema.nullable(),
  requestedDate: z.string().nullable(),
  serviceLevel: z.string(),
  notes: z.string(),
  voidReason: z.string(),
  totalQty: z.number().int(),
  lines: z.array(orderLineSchema),
  history: z.array(orderEventSchema),
  allowed: z.object({
    edit: z.boolean(),
    void: z.boolean(),
    allocate: z.boolean(),
    receive: z.boolean(),
    confirm: z.boolean(),
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WarehouseOrder = z.infer<typeof warehouseOrderSchema>;

export const saveOrderResponseSchema = z.object({
  order: warehouseOrderSchema,
  message: z.string(),
  ...messageKeyFields,
});
export type SaveOrderResponse = z.infer<typeof saveOrderResponseSchema>;

/** The order grids' fields (inbound and outbound share them). */
export const orderGridFields = [
  'fileNumber',
  'referenceNo',
  'status',
  'companyCode',
  'warehouseCode',
  'partyName',
  'dueDate',
  'houseBill',
  'lineCount',
  'totalQty',
  'createdAt',
] as const;
export type OrderGridField = (typeof orderGridFields)[number];

export const orderListItemSchema = z.object({
  orderId: z.string().uuid(),
  direction: orderDirectionSchema,
  status: orderStatusSchema,
  fileNumber: z.string(),
  referenceNo: z.string(),
  companyCode: z.string(),
  warehouseCode: z.string(),
  /** The supplier (inbound) or the ship-to's name (outbound). */
  partyName: z.string(),
  /** The expected (inbound) or requested (outbound) date. */
  dueDate: z.string().nullable(),
  houseBill: z.string(),
  lineCount: z.number().int(),
  totalQty: z.number().int(),
  createdAt: z.string(),
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;

export const listOrdersQuerySchema = gridQuerySchema.extend({
  direction: orderDirectionSchema,
  status: orderStatusSchema.optional(),
  q: z.string().trim().max(100).optional(),
});
export type ListOrdersQuery = z.infer<typeof listOrdersQuerySchema>;
export const listOrdersResponseSchema = gridPageSchema(orderListItemSchema);
export type ListOrdersResponse = z.infer<typeof listOrdersResponseSchema>;
export const exportOrdersQuerySchema = listOrdersQuerySchema
  .omit({ pageNumber: true, pageSize: true })
  .extend({ format: exportFormatParam, columns: exportColumnsParam(orderGridFields) });
export type ExportOrdersQuery = z.infer<typeof exportOrdersQuerySchema>;
