import { z } from 'zod';
import { exportColumnsParam, exportFormatParam } from '../grid/grid-export.schemas';
import { messages } from '../errors/messages';
import { gridQuerySchema } from '../grid/grid-query.schemas';

/**
 * Shipments (spec 2 §3 shipment grid columns, spec 1 §3 search types). Grid rows keep the spec's field names
 * (snake_case, E_/A_ milestone dates); the detail uses camelCase like the rest of the API. Public tracking's
 * schemas are in `tracking.schemas.ts`, the integration feed's and its keys' in `shipments-feed.schemas.ts`.
 */

export const shipmentModes = ['AIR', 'OCEAN', 'DOMESTIC'] as const;
export const shipmentModeSchema = z.enum(shipmentModes);
export type ShipmentMode = z.infer<typeof shipmentModeSchema>;

/** Milestone pairs of the grid (estimated E_ and actual A_), in timeline order, with their event codes. */
export const shipmentMilestones = [
  { key: 'shipper_booked', eventCode: 25 },
  { key: 'pickup', eventCode: 1 },
  { key: 'received', eventCode: 12 },
  { key: 'export_customs', eventCode: 13 },
  { key: 'loaded', eventCode: 112 },
  { key: 'import_customs', eventCode: 11 },
  { key: 'delivered', eventCode: 6 },
] as const;

/** The grid's fields: what its filter and sort may name and what an export may list. */
export const shipmentGridFields = [
  'event_description',
  'document_no',
  'master_document_no',
  'mode_code',
  'E_shipper_booked',
  'A_shipper_booked',
  'E_pickup',
  'A_pickup',
  'E_received',
  'A_received',
  'E_export_customs',
  'A_export_customs',
  'E_loaded',
  'A_loaded',
  'E_import_customs',
  'A_import_customs',
  'E_delivered',
  'A_delivered',
  'etd',
  'dep',
  'eta',
  'ata',
  'shipper_name',
  'consignee_name',
  'departure',
  'destination',
  'bill_type',
  'bill_date',
  'total_pieces',
  'gross_weight',
  'commodity',
  'container_no',
  'service_level_name',
  'incoterms',
  'deliveryterms',
  'dlv',
  'exception',
  'message_count',
  'document_count',
] as const;
export type ShipmentGridField = (typeof shipmentGridFields)[number];

const day = z.string().nullable();

export const shipmentRowSchema = z.object({
  id: z.string().uuid(),
  document_id: z.string().uuid(),
  event_description: z.string(),
  /** The event code of the status (its latest milestone): screens word the status by it; null before any. */
  event_code: z.number().int().nullable(),
  document_no: z.string(),
  master_document_no: z.string(),
  mode_code: shipmentModeSchema,
  E_shipper_booked: day,
  A_shipper_booked: day,
  E_pickup: day,
  A_pickup: day,
  E_received: day,
  A_received: day,
  E_export_customs: day,
  A_export_customs: day,
  E_loaded: day,
  A_loaded: day,
  E_import_customs: day,
  A_import_customs: day,
  E_delivered: day,
  A_delivered: day,
  etd: day,
  dep: day,
  eta: day,
  ata: day,
  shipper_name: z.string(),
  consignee_name: z.string(),
  departure: z.string(),
  destination: z.string(),
  bill_type: z.string(),
  bill_date: z.string(),
  total_pieces: z.number().int(),
  gross_weight: z.number(),
  commodity: z.string(),
  container_no: z.string(),
  service_level_name: z.string(),
  incoterms: z.string(),
  deliveryterms: z.string(),
  dlv: day,
  exception: z.string(),
  message_count: z.number().int(),
  document_count: z.number().int(),
  booked_flag: z.boolean(),
  departed_flag: z.boolean(),
  arrived_flag: z.boolean(),
  customs_cleared_flag: z.boolean(),
  delivered_flag: z.boolean(),
  deliveryException: z.string(),
  /** True when ETA or a port is missing: shown with a "data pending" mark, never hidden. */
  dataPending: z.boolean(),
});
export type ShipmentRow = z.infer<typeof shipmentRowSchema>;

const yyyymmdd = z.coerce
  .number({ message: 'Dates are yyyymmdd numbers' })
  .int({ message: 'Dates are yyyymmdd numbers' })
  .min(19000101, { message: 'Dates are yyyymmdd numbers' })
  .max(29991231, { message: 'Dates are yyyymmdd numbers' });

const listText = (max: number) => z.string().trim().max(max).optional();

/**
 * The list's query: the grid's query string, the home widget's reference search (refno, billno, mbillno), the
 * filter panel's output (fromDate/toDate as yyyymmdd, modeName, orgKey) and `cursor` for keyset paging (the
 * `nextCursor` of the previous page; with it `pageNumber` is only echoed).
 */
export const listShipmentsQuerySchema = gridQuerySchema.extend({
  refno: listText(100),
  billno: listText(100),
  mbillno: listText(100),
  fromDate: yyyymmdd.optional(),
  toDate: yyyymmdd.optional(),
  modeName: z
    .string()
    .max(100)
    .optional()
    .transform((text, ctx) => {
      if (!text) return [] as ShipmentMode[];
      const list = text.split(',').map((m) => m.trim().toUpperCase());
      const parsed = z.array(shipmentModeSchema).safeParse(list);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: 'modeName takes AIR, OCEAN or DOMESTIC, comma-separated' });
        return z.NEVER;
      }
      return [...new Set(parsed.data)];
    }),
  orgKey: listText(200),
  cursor: z
    .string()
    .max(400)
    .regex(/^[A-Za-z0-9_-]*$/, { message: 'cursor is not valid' })
    .optional(),
  /**
   * `false` skips counting the matching rows (`total` is then null): the grid counts once on its first page and
   * keeps that total while it pages on, so a page costs the same at any depth.
   */
  withTotal: z
    .enum(['true', 'false'], { message: 'withTotal takes true or false' })
    .default('true')
    .transform((v) => v === 'true'),
});
export type ListShipmentsQuery = z.infer<typeof listShipmentsQuerySchema>;

export const listShipmentsResponseSchema = z.object({
  items: z.array(shipmentRowSchema),
  /** Rows matching the filters; null when the request said `withTotal=false`. */
  total: z.number().int().nullable(),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
  /** Pass as `cursor` for the next page (keyset: no cost for depth). Null on the last page. */
  nextCursor: z.string().nullable(),
});
export type ListShipmentsResponse = z.infer<typeof listShipmentsResponseSchema>;

export const exportShipmentsQuerySchema = listShipmentsQuerySchema
  .omit({ pageNumber: true, pageSize: true, cursor: true, withTotal: true })
  .extend({ format: exportFormatParam, columns: exportColumnsParam(shipmentGridFields) });
export type ExportShipmentsQuery = z.infer<typeof exportShipmentsQuerySchema>;

/** Shipper organizations of the filter panel (OrganizationKey, OrganizationName; spec 2 §3). */
export const shipmentOrganizationsResponseSchema = z.array(
  z.object({ OrganizationKey: z.string(), OrganizationName: z.string() }),
);

export const shipmentIdParamsSchema = z.strictObject({
  shipmentId: z.string().uuid({ message: messages.recordNotFound }),
});
export const shipmentDocumentParamsSchema = z.strictObject({
  shipmentId: z.string().uuid({ message: messages.recordNotFound }),
  documentId: z.string().uuid({ message: messages.recordNotFound }),
});
export const documentDispositionQuerySchema = z.strictObject({
  disposition: z.enum(['inline', 'attachment']).default('attachment'),
});

export const portSchema = z.object({
  code: z.string(),
  name: z.string(),
  country: z.string(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
});
export type Port = z.infer<typeof portSchema>;

export const milestoneSchema = z.object({
  eventCode: z.number().int(),
  name: z.string(),
  estimatedAt: z.string().nullable(),
  actualAt: z.string().nullable(),
  locationCode: z.string(),
  locationName: z.string(),
  description: z.string(),
});
export type Milestone = z.infer<typeof milestoneSchema>;

export const shipmentDocumentSchema = z.object({
  id: z.string().uuid(),
  type: z.string(),
  typeName: z.string(),
  attachmentName: z.string(),
  contentType: z.string(),
  fileSize: z.number().int(),
  entryDate: z.string(),
  enteredBy: z.string(),
  isViewAllowed: z.boolean(),
  isDownloadAllowed: z.boolean(),
});

/**
 * A shipment's CO2e estimate (GLEC-style default-value way, UK government factors): planned distance = the route's length adjusted per mode,
 * times tonnes, times the mode's factor. `route`, `adjustment` and `basis` let a screen word the method in its
 * language; `method` is the same sentence in English and `source` cites the factor.
 */
export const emissionsSchema = z.object({
  basis: z.enum(['air', 'ocean', 'road']),
  co2eKg: z.number(),
  distanceKm: z.number(),
  greatCircleKm: z.number(),
  /** Great circle for air and road; for ocean the sea route through canals and straits, which it names. */
  route: z.object({
    kind: z.enum(['greatCircle', 'seaRoute']),
    km: z.number(),
    via: z.array(z.string()),
  }),
  adjustment: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('addKm'), km: z.number() }),
    z.object({ kind: z.literal('multiply'), factor: z.number() }),
  ]),
  tonnes: z.number(),
  factorKgPerTonneKm: z.number(),
  method: z.string(),
  source: z.string(),
});

export const shipmentDetailSchema = z.object({
  id: z.string().uuid(),
  companyCode: z.string(),
  houseBill: z.string(),
  masterBill: z.string(),
  mode: shipmentModeSchema,
  serviceLevel: z.string(),
  incoterms: z.string(),
  deliveryTerms: z.string(),
  origin: portSchema,
  destination: portSchema,
  carrier: z.object({ code: z.string(), name: z.string() }),
  vessel: z.string(),
  voyage: z.string(),
  flightNo: z.string(),
  shipper: z.object({ name: z.string(), address: z.string() }),
  consignee: z.object({ name: z.string(), address: z.string() }),
  notify: z.object({ name: z.string(), address: z.string() }),
  pieces: z.number().int(),
  grossWeightKg: z.number(),
  volumeM3: z.number(),
  chargeableWeightKg: z.number(),
  commodity: z.string(),
  hazardous: z.boolean(),
  billType: z.string(),
  billDate: z.string(),
  etd: z.string().nullable(),
  dep: z.string().nullable(),
  eta: z.string().nullable(),
  ata: z.string().nullable(),
  status: z.string(),
  /** The event code of the status (its latest milestone): screens word the status by it; null before any. */
  statusCode: z.number().int().nullable(),
  flags: z.object({
    booked_flag: z.boolean(),
    departed_flag: z.boolean(),
    arrived_flag: z.boolean(),
    customs_cleared_flag: z.boolean(),
    delivered_flag: z.boolean(),
    deliveryException: z.string(),
  }),
  dataPending: z.boolean(),
  milestones: z.array(milestoneSchema),
  references: z.array(z.object({ type: z.enum(['INV', 'PO', 'CUS']), value: z.string() })),
  containers: z.array(z.object({ containerNo: z.string(), containerType: z.string(), sealNo: z.string() })),
  documents: z.array(shipmentDocumentSchema),
  notes: z.array(
    z.object({
      id: z.string().uuid(),
      kind: z.enum(['note', 'exception']),
      body: z.string(),
      author: z.string(),
      createdAt: z.string(),
    }),
  ),
  emissions: emissionsSchema.nullable(),
});
export type ShipmentDetail = z.infer<typeof shipmentDetailSchema>;

export const globalSearchParamsSchema = z.strictObject({
  keyword: z.string().trim().min(1, { message: messages.required }).max(100),
});
/**
 * What a global search row matched on, as a code the screen translates: a reference or party field, or
 * `similarName` for a party name close to a misspelt keyword.
 */
export const globalSearchMatchFieldSchema = z.enum([
  'houseBill',
  'masterBill',
  'container',
  'commercialInvoice',
  'purchaseOrder',
  'customerReference',
  'shipper',
  'consignee',
  'similarName',
]);
export type GlobalSearchMatchField = z.infer<typeof globalSearchMatchFieldSchema>;
/** GET Shipment/globalSearch/{keyword}: grid rows plus what matched. */
export const globalSearchResponseSchema = z.array(
  shipmentRowSchema.extend({ matched_on: globalSearchMatchFieldSchema, matched_value: z.string() }),
);
export type GlobalSearchRow = z.infer<typeof globalSearchResponseSchema>[number];

/** POST shipment/notify/status: turns the caller's shipment notifications for the selected company on or off. */
export const notifyStatusSchema = z.strictObject({ status: z.boolean({ message: 'status must be true or false' }) });
export const notifyStatusResponseSchema = z.object({
  status: z.boolean(),
  companyCode: z.string(),
  eventTypeIds: z.array(z.number().int()),
});
