import { z } from 'zod';
import { messages } from '../errors/messages';
import { shipmentModeSchema } from './shipments.schemas';

/** The integration feed (the forwarder's operating system) and its keys. The company is named by its code. */

const isoInstant = z.iso.datetime({ offset: true, message: 'Use an ISO 8601 date-time with offset' });
const feedText = (max: number) => z.string().trim().max(max);
const portInput = z.strictObject({
  code: feedText(10).min(3),
  name: feedText(120).optional(),
  country: z.string().length(2).optional(),
  lat: z.number().min(-90).max(90).optional(),
  lon: z.number().min(-180).max(180).optional(),
});
const partyInput = z.strictObject({ name: feedText(200), address: feedText(500).optional() });

export const houseBillParamsSchema = z.strictObject({
  houseBill: z.string().regex(/^[A-Za-z0-9-]{4,35}$/, { message: 'A house bill is 4 to 35 letters, digits or dashes' }),
});

export const upsertShipmentSchema = z.strictObject({
  companyCode: feedText(40).min(1),
  masterBill: feedText(35).optional(),
  mode: shipmentModeSchema,
  serviceLevel: z.enum(['STD', 'EXP']).optional(),
  incoterms: feedText(3).optional(),
  deliveryTerms: feedText(40).optional(),
  origin: portInput.optional(),
  destination: portInput.optional(),
  carrier: z.strictObject({ code: feedText(10), name: feedText(120).optional() }).optional(),
  vessel: feedText(80).optional(),
  voyage: feedText(20).optional(),
  flightNo: feedText(12).optional(),
  shipper: partyInput.optional(),
  consignee: partyInput.optional(),
  notify: partyInput.optional(),
  pieces: z.number().int().min(0).max(1_000_000).optional(),
  grossWeightKg: z.number().min(0).max(10_000_000).optional(),
  volumeM3: z.number().min(0).max(100_000).optional(),
  chargeableWeightKg: z.number().min(0).max(10_000_000).optional(),
  commodity: feedText(200).optional(),
  hazardous: z.boolean().optional(),
  billType: feedText(40).optional(),
  billDate: z.iso.date({ message: 'billDate is YYYY-MM-DD' }),
  etd: isoInstant.nullable().optional(),
  eta: isoInstant.nullable().optional(),
  references: z
    .array(z.strictObject({ type: z.enum(['INV', 'PO', 'CUS']), value: feedText(60).min(1) }))
    .max(100)
    .optional(),
  containers: z
    .array(
      z.strictObject({
        containerNo: z.string().regex(/^[A-Z]{4}\d{7}$/, { message: 'A container number is 4 letters and 7 digits' }),
        containerType: feedText(10).optional(),
        sealNo: feedText(20).optional(),
      }),
    )
    .max(200)
    .optional(),
});
export type UpsertShipmentInput = z.infer<typeof upsertShipmentSchema>;
export const upsertShipmentResponseSchema = z.object({ id: z.string().uuid(), created: z.boolean() });

/** Milestone event codes the feed may post (tracking event types of spec 2 §3, shipment module). */
export const feedEventCodes = [25, 1, 12, 13, 112, 4, 5, 11, 6, 21, 8888, 6666, 7777] as const;

export const postShipmentEventSchema = z.strictObject({
  eventId: z.string().trim().min(1).max(100),
  code: z.union(feedEventCodes.map((c) => z.literal(c)) as [z.ZodLiteral<number>, ...z.ZodLiteral<number>[]], {
    message: `code must be one of ${feedEventCodes.join(', ')}`,
  }),
  estimatedAt: isoInstant.optional(),
  actualAt: isoInstant.optional(),
  location: z.strictObject({ code: feedText(10).optional(), name: feedText(120).optional() }).optional(),
  description: feedText(1000).optional(),
  deliveryException: z.enum(['PARTIAL ARRIVAL']).optional(),
});
export type PostShipmentEventInput = z.infer<typeof postShipmentEventSchema>;
export const postShipmentEventResponseSchema = z.object({
  shipmentId: z.string().uuid(),
  eventId: z.string(),
  duplicate: z.boolean(),
  status: z.string(),
});

export const integrationKeySchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  keyPrefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export const createIntegrationKeySchema = z.strictObject({
  name: z.string({ message: messages.required }).trim().min(1, { message: messages.required }).max(80),
});
/** The key itself is shown once, in this answer only. */
export const createIntegrationKeyResponseSchema = integrationKeySchema.extend({ key: z.string() });
export const integrationKeysResponseSchema = z.array(integrationKeySchema);
export const integrationKeyParamsSchema = z.strictObject({
  keyId: z.string().uuid({ message: messages.recordNotFound }),
});
