import { z } from 'zod';
import { cleanTextSchema } from '../form/clean-text.schemas';
import {
  fileNumberSchema,
  orderDirectionSchema,
  orderMaxLines,
  orderStatusSchema,
  receivedTrackingShape,
} from './warehouse-orders.schemas';
import { adjustStockInputSchema } from './warehouse-inventory.schemas';

/**
 * The forwarder's warehouse system posts what happens in the warehouse (integration API, the shipment feed's keys):
 * receipts per line, allocations, confirmations (an inbound order checked in, an outbound order shipped) and stock
 * adjustments. Idempotent on `eventId`: an event seen before changes nothing and answers `applied: false`.
 */
const feedEventId = z.string().trim().min(1).max(100);
const feedCompanyCode = z.string().trim().min(1).max(20);
export const warehouseFeedEventSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    eventId: feedEventId,
    kind: z.literal('received'),
    companyCode: feedCompanyCode,
    fileNumber: fileNumberSchema,
    lines: z
      .array(
        z.strictObject({
          lineNo: z.number().int().min(1),
          receivedQty: z.number().int().min(0).max(2147483647),
          ...receivedTrackingShape,
        }),
      )
      .min(1)
      .max(orderMaxLines),
  }),
  z.strictObject({
    eventId: feedEventId,
    kind: z.literal('allocated'),
    companyCode: feedCompanyCode,
    fileNumber: fileNumberSchema,
  }),
  z.strictObject({
    eventId: feedEventId,
    kind: z.literal('confirmed'),
    companyCode: feedCompanyCode,
    direction: orderDirectionSchema,
    fileNumber: fileNumberSchema,
    /** The serials shipped per line of a serial-tracked item (an outbound order; decision 079). */
    lines: z
      .array(z.strictObject({ lineNo: z.number().int().min(1), serialNumbers: receivedTrackingShape.serialNumbers }))
      .max(orderMaxLines)
      .default([]),
  }),
  z.strictObject({
    eventId: feedEventId,
    kind: z.literal('adjusted'),
    companyCode: feedCompanyCode,
    warehouseCode: z.string().trim().min(1).max(20),
    sku: z.string().trim().min(1).max(60),
    quantity: adjustStockInputSchema.shape.quantity,
    reason: cleanTextSchema({ max: 500 }),
    ...receivedTrackingShape,
  }),
]);
export type WarehouseFeedEvent = z.infer<typeof warehouseFeedEventSchema>;
export const warehouseFeedResponseSchema = z.object({
  eventId: z.string(),
  applied: z.boolean(),
  orderId: z.string().uuid().nullable(),
  status: orderStatusSchema.nullable(),
});
