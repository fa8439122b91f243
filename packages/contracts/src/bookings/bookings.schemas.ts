import { bookingStatuses } from '@connect/domain/grid/progress';
import {
  bookingModeCodes,
  cargoTypes,
  documentTypes,
  freightTerms,
  incoterms,
  measureUnits,
  serviceLevels,
  weightUnits,
} from '@connect/domain/reference/enumerations';
import { z } from 'zod';
import { exportColumnsParam, exportFormatParam } from '../grid/grid-export.schemas';
import { messages } from '../errors/messages';
import { cleanTextSchema } from '../form/clean-text.schemas';
import { gridPageSchema, gridQuerySchema } from '../grid/grid-query.schemas';
import { messageKeyFields } from '../errors/error-envelope.schemas';

/**
 * Bookings and booking templates (spec 1 permissions booking and quickBooking, notification ids 5555/4444/3333/2222;
 * spec 2 §3 booking modes, cargo entities, party types, document types; §4 booking status progress; §5 messages).
 */

export const bookingModeSchema = z.enum(bookingModeCodes, { message: 'Choose a mode' });
export const bookingStatusSchema = z.enum(bookingStatuses);
export type BookingStatus = z.infer<typeof bookingStatusSchema>;
export const bookingPartyTypes = ['shipper', 'consignee', 'notify', 'pickup', 'delivery'] as const;
export type BookingPartyType = (typeof bookingPartyTypes)[number];

const codes = <T extends readonly { code: string }[]>(list: T) => list.map((e) => e.code) as [string, ...string[]];
const orEmpty = <T extends z.ZodType>(schema: T) => z.union([schema, z.literal('')]);

/** A port or airport code: IATA (3 letters) or UN/LOCODE (5). */
const locationCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^([A-Z]{3}|[A-Z]{2}[A-Z2-9]{3})?$/, { message: 'Choose a port or airport' })
  .default('');

/** Cargo row as saved: a draft may keep zeros; submitting needs quantity, weight (and dimensions unless FCL). */
export const bookingCargoRowSchema = z.strictObject({
  qty: z.number().int({ message: 'Quantity has no decimals' }).min(0).max(2147483647),
  length: z.number().min(0).max(100000),
  width: z.number().min(0).max(100000),
  height: z.number().min(0).max(100000),
  grossWeight: z.number().min(0).max(10000000),
  boxPackaging: z.boolean().default(false),
  cargoType: orEmpty(z.enum(codes(cargoTypes))).default(''),
});
export type BookingCargoRow = z.infer<typeof bookingCargoRowSchema>;

const partyIds = z.strictObject(
  Object.fromEntries(bookingPartyTypes.map((p) => [p, z.string().uuid().nullable().default(null)])) as Record<
    BookingPartyType,
    z.ZodDefault<z.ZodNullable<z.ZodString>>
  >,
);

/**
 * What a customer sends to save a booking (a draft may be incomplete). Parties are address-book ids; the server
 * copies the addresses into the booking. No status, company, reference or house bill: those are the server's.
 */
export const bookingInputSchema = z.strictObject({
  mode: orEmpty(bookingModeSchema).default(''),
  serviceLevel: z.enum(codes(serviceLevels)).default('STD'),
  incoterms: orEmpty(z.enum(codes(incoterms))).default(''),
  freightTerms: orEmpty(z.enum(codes(freightTerms))).default(''),
  originCode: locationCode,
  destinationCode: locationCode,
  cargoReadyDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Dates are YYYY-MM-DD' })
    .nullable()
    .default(null),
  commodity: cleanTextSchema({ max: 200, optional: true }).default(''),
  hazardous: z.boolean().default(false),
  parties: partyIds.default({ shipper: null, consignee: null, notify: null, pickup: null, delivery: null }),
  cargo: z.array(bookingCargoRowSchema).max(100, { message: 'At most 100 cargo rows' }).default([]),
  weightUnit: z.enum(weightUnits).default('LB'),
  volumeUnit: z.enum(measureUnits).default('IN'),
  customerReferences: z
    .array(cleanTextSchema({ max: 50 }))
    .max(20, { message: 'At most 20 references' })
    .default([]),
  notes: cleanTextSchema({ max: 5000, optional: true }).default(''),
  /**
   * The quotation the booking is made from (Q-YYMMDD-XXXXX), '' for none. The server checks it is one of the
   * selected company's quotes that can still be booked; anything else is 'Invalid Quotation #' (spec 2 §5).
   */
  quotationNumber: z
    .string()
    .trim()
    .toUpperCase()
    .max(30, { message: messages.invalidQuotation })
    .regex(/^[A-Z0-9-]*$/, { message: messages.invalidQuotation })
    .default(''),
});
export type BookingInput = z.input<typeof bookingInputSchema>;
export type BookingValues = z.output<typeof bookingInputSchema>;

/**
 * A template: the same fields but the quotation number (a quote is booked once; a template makes many bookings),
 * and a name ('Please enter Template Name').
 */
export const bookingTemplateInputSchema = bookingInputSchema.omit({ quotationNumber: true }).extend({
  templateName: z
    .string({ message: messages.enterTemplateName })
    .trim()
    .min(1, { message: messages.enterTemplateName })
    .max(100)
    .pipe(cleanTextSchema({ max: 100 })),
});
export type BookingTemplateInput = z.input<typeof bookingTemplateInputSchema>;

/** Quick booking (permission quickBooking): a few fields; the three documents are uploaded to it afterwards. */
export const quickBookingInputSchema = z.strictObject({
  mode: bookingModeSchema,
  originCode: locationCode,
  destinationCode: locationCode,
  cargoReadyDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Dates are YYYY-MM-DD' }),
  notes: cleanTextSchema({ max: 5000, optional: true }).default(''),
});
export type QuickBookingInput = z.input<typeof quickBookingInputSchema>;

export const bookingPartySchema = z.object({
  addressId: z.string().nullable(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  stateProvince: z.string(),
  postalCode: z.string(),
  countryCode: z.string(),
  contactPersonName: z.string(),
  telNo: z.string(),
  email: z.string(),
});
export type BookingParty = z.infer<typeof bookingPartySchema>;

export const bookingDocumentSchema = z.object({
  id: z.string().uuid(),
  documentType: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  fileSize: z.number().int(),
  uploadedAt: z.string(),
});
export type BookingDocument = z.infer<typeof bookingDocumentSchema>;

export const bookingHistoryEntrySchema = z.object({
  action: z.string(),
  status: bookingStatusSchema,
  notes: z.string(),
  actorName: z.string(),
  at: z.string(),
});

export const bookingSchema = z.object({
  id: z.string().uuid(),
  reference: z.string(),
  isTemplate: z.boolean(),
  templateName: z.string(),
  isQuick: z.boolean(),
  status: bookingStatusSchema,
  statusNotes: z.string(),
  companyCode: z.string(),
  companyName: z.string(),
  mode: z.string(),
  serviceLevel: z.string(),
  incoterms: z.string(),
  freightTerms: z.string(),
  originCode: z.string(),
  destinationCode: z.string(),
  cargoReadyDate: z.string().nullable(),
  commodity: z.string(),
  hazardous: z.boolean(),
  parties: z.object(
    Object.fromEntries(bookingPartyTypes.map((p) => [p, bookingPartySchema.nullable()])) as Record<
      BookingPartyType,
      z.ZodNullable<typeof bookingPartySchema>
    >,
  ),
  cargo: z.array(bookingCargoRowSchema),
  weightUnit: z.enum(weightUnits),
  volumeUnit: z.enum(measureUnits),
  totals: z.object({
    totalQty: z.number(),
    totalGrossWeight: z.number(),
    totalVolume: z.number(),
    totalChargeableWeight: z.number(),
  }),
  customerReferences: z.array(z.string()),
  notes: z.string(),
  houseBill: z.string(),
  /** The quotation the booking was made from, '' for none, and that quote's id (for the link to it). */
  quotationNumber: z.string(),
  quotationId: z.string().uuid().nullable(),
  documents: z.array(bookingDocumentSchema),
  history: z.array(bookingHistoryEntrySchema),
  /** What the caller may do now (the screen shows only these). */
  allowed: z.object({ edit: z.boolean(), submit: z.boolean(), review: z.boolean(), delete: z.boolean() }),
  createdAt: z.string(),
  updatedAt: z.string(),
  submittedAt: z.string().nullable(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const saveBookingResponseSchema = z.object({ booking: bookingSchema, message: z.string(), ...messageKeyFields });
export type SaveBookingResponse = z.infer<typeof saveBookingResponseSchema>;

/** The grid's fields (spec 2 §3 grid row fields: status, StatusCode, StatusNotes, plus the booking's own). */
export const bookingGridFields = [
  'reference',
  'status',
  'StatusNotes',
  'mode',
  'originCode',
  'destinationCode',
  'shipperName',
  'consigneeName',
  'cargoReadyDate',
  'totalQty',
  'totalChargeableWeight',
  'weightUnit',
  'houseBill',
  'companyCode',
  'templateName',
  'submittedAt',
  'updatedAt',
] as const;
export type BookingGridField = (typeof bookingGridFields)[number];

export const bookingRowSchema = z.object({
  id: z.string().uuid(),
  reference: z.string(),
  status: bookingStatusSchema,
  StatusCode: z.string(),
  StatusNotes: z.string(),
  mode: z.string(),
  originCode: z.string(),
  destinationCode: z.string(),
  shipperName: z.string(),
  consigneeName: z.string(),
  cargoReadyDate: z.string().nullable(),
  totalQty: z.number(),
  totalChargeableWeight: z.number(),
  weightUnit: z.string(),
  houseBill: z.string(),
  companyCode: z.string(),
  templateName: z.string(),
  submittedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type BookingRow = z.infer<typeof bookingRowSchema>;

/**
 * The list: the grid's query string, plus `view` — 'mine' (the selected company's bookings), 'templates' (its
 * templates) or, for the forwarder's staff, 'review' (bookings of every company that are not drafts).
 */
export const listBookingsQuerySchema = gridQuerySchema.extend({
  view: z.enum(['mine', 'templates', 'review']).default('mine'),
  status: bookingStatusSchema.optional(),
});
export type ListBookingsQuery = z.infer<typeof listBookingsQuerySchema>;

export const listBookingsResponseSchema = gridPageSchema(bookingRowSchema);
export type ListBookingsResponse = z.infer<typeof listBookingsResponseSchema>;

export const exportBookingsQuerySchema = listBookingsQuerySchema
  .omit({ pageNumber: true, pageSize: true })
  .extend({ format: exportFormatParam, columns: exportColumnsParam(bookingGridFields) });
export type ExportBookingsQuery = z.infer<typeof exportBookingsQuerySchema>;

export const bookingIdParamsSchema = z.strictObject({
  bookingId: z.string().uuid({ message: messages.recordNotFound }),
});
export const bookingDocumentParamsSchema = z.strictObject({
  bookingId: z.string().uuid({ message: messages.recordNotFound }),
  documentId: z.string().uuid({ message: messages.recordNotFound }),
});

export const bookingUploadDocumentTypes = documentTypes.map((d) => d.code) as [string, ...string[]];
/** Upload: the file's bytes as the body, its type and name in the query. */
export const uploadBookingDocumentQuerySchema = z.strictObject({
  documentType: z.enum(bookingUploadDocumentTypes, { message: messages.selectDocumentType }),
  fileName: z.string().min(1, { message: messages.addFileToUpload }).max(255),
});

export const bookingConfirmationKinds = ['BookingConfirm', 'CargoLabels', 'SLI'] as const;
export const bookingConfirmationParamsSchema = z.strictObject({
  bookingId: z.string().uuid({ message: messages.recordNotFound }),
  kind: z.enum(bookingConfirmationKinds, { message: messages.recordNotFound }),
});

/** Staff review: accept, reject (notes required), add notes, or mark received with the shipment's house bill. */
export const reviewBookingSchema = z
  .strictObject({
    action: z.enum(['accept', 'reject', 'notes', 'received']),
    notes: cleanTextSchema({ max: 2000, optional: true }).default(''),
    houseBill: z.string().trim().toUpperCase().max(30).default(''),
  })
  .superRefine((value, ctx) => {
    if ((value.action === 'reject' || value.action === 'notes') && value.notes === '')
      ctx.addIssue({ code: 'custom', path: ['notes'], message: messages.required });
    if (value.action === 'received' && value.houseBill === '')
      ctx.addIssue({ code: 'custom', path: ['houseBill'], message: messages.required });
  });
export type ReviewBookingInput = z.input<typeof reviewBookingSchema>;

export const bookingMessages = {
  saved: messages.bookingSaved,
  submitted: 'Booking submitted successfully',
  templateSaved: 'Template saved successfully',
  deleted: 'Booking deleted successfully',
  reviewed: {
    accept: 'Booking accepted',
    reject: 'Booking rejected',
    notes: 'Notes added to the booking',
    received: 'Booking marked as received',
  },
  uploaded: 'Document uploaded successfully',
  notEditable: 'This booking can no longer be changed',
} as const;
