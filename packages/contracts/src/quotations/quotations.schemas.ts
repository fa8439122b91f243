import { requestStatuses } from '@connect/domain/grid/progress';
import {
  bookingModeCodes,
  estimatorServiceLevels,
  incoterms,
  weightUnits,
} from '@connect/domain/reference/enumerations';
import { z } from 'zod';
import { messageKeyFields } from '../errors/error-envelope.schemas';
import { messages } from '../errors/messages';
import { cleanTextSchema } from '../form/clean-text.schemas';
import { gridPageSchema, gridQuerySchema } from '../grid/grid-query.schemas';

/**
 * Quotations (issue #18, spec 1 §2 /quotations and /freight-manager, spec 2 §3 quotation statuses and §4 request
 * progress): a customer requests a quote, the forwarder's staff offer one or more options with a validity date,
 * the customer accepts one (a booking is created from it), rejects or counter-offers.
 */

/** Quotation Requested, Offered, Accepted, Rejected, Used (spec 2 §3) as codes. */
export const quotationStatusSchema = z.enum(requestStatuses);
export type QuotationStatus = z.infer<typeof quotationStatusSchema>;

export const quotationModeSchema = z.enum(bookingModeCodes, { message: messages.required });
const incotermCodes = incoterms.map((i) => i.code) as [string, ...string[]];

const dateText = z
  .string({ message: messages.required })
  .min(1, { message: messages.required })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Dates are YYYY-MM-DD' });

/** A port or airport code: IATA (3 letters) or UN/LOCODE (5). */
const locationCode = z
  .string({ message: messages.required })
  .trim()
  .toUpperCase()
  .min(1, { message: messages.required })
  .regex(/^([A-Z]{3}|[A-Z]{2}[A-Z2-9]{3})$/, { message: 'Choose a port or airport' });

/** What a customer sends to request a quotation (the request form and the server read this one schema). */
export const requestQuotationSchema = z
  .strictObject({
    mode: quotationModeSchema,
    serviceLevel: z.enum(estimatorServiceLevels).default('Express'),
    originCode: locationCode,
    destinationCode: locationCode,
    incoterms: z.enum(incotermCodes, { message: messages.required }),
    cargoReadyDate: dateText,
    commodity: cleanTextSchema({ max: 200 }),
    hazardous: z.boolean().default(false),
    pieces: z.number({ message: messages.required }).int().min(1).max(100000),
    grossWeight: z.number({ message: messages.required }).positive().max(10000000),
    weightUnit: z.enum(weightUnits).default('KG'),
    volumeCbm: z.number().min(0).max(100000).default(0),
    containerCount: z.number().int().min(0).max(100).default(0),
    notes: cleanTextSchema({ max: 2000, optional: true }).default(''),
  })
  // Also while other fields are still missing (`when`), so the form says it as soon as both codes are there.
  .refine((value) => value.originCode !== value.destinationCode, {
    path: ['destinationCode'],
    message: messages.originDestinationSame,
    when: (payload) => {
      const value = payload.value as { originCode?: unknown; destinationCode?: unknown } | undefined;
      return (
        Boolean(value?.originCode) && typeof value?.originCode === 'string' && typeof value.destinationCode === 'string'
      );
    },
  });
export type RequestQuotationInput = z.input<typeof requestQuotationSchema>;
export type RequestQuotationValues = z.output<typeof requestQuotationSchema>;

/** One price line of an option: what it is and its amount in cents. */
export const offerLineSchema = z.strictObject({
  description: cleanTextSchema({ max: 100 }),
  amountCents: z.number().int().min(0).max(100000000),
});

export const offerOptionInputSchema = z.strictObject({
  carrier: cleanTextSchema({ max: 100 }),
  serviceLevel: z.enum(estimatorServiceLevels),
  transitDays: z.number().int().min(0).max(365),
  lines: z.array(offerLineSchema).min(1).max(30),
});
export type OfferOptionInput = z.input<typeof offerOptionInputSchema>;

/** Staff make (or revise) the offer: its options and the last day it is valid. */
export const makeOfferSchema = z.strictObject({
  validUntil: dateText,
  note: cleanTextSchema({ max: 2000, optional: true }).default(''),
  options: z.array(offerOptionInputSchema).min(1).max(6),
});
export type MakeOfferInput = z.input<typeof makeOfferSchema>;
export type MakeOfferValues = z.output<typeof makeOfferSchema>;

export const acceptQuotationSchema = z.strictObject({ optionId: z.string().uuid() });
export const rejectQuotationSchema = z.strictObject({ reason: cleanTextSchema({ max: 1000 }) });
export const counterQuotationSchema = z.strictObject({ note: cleanTextSchema({ max: 1000 }) });
export type RejectQuotationInput = z.input<typeof rejectQuotationSchema>;
export type CounterQuotationInput = z.input<typeof counterQuotationSchema>;

export const quotationIdParamsSchema = z.strictObject({ id: z.string().uuid() });

/** A quotation number typed elsewhere (e.g. on a booking): 'Invalid Quotation #' unless it is usable. */
export const quotationNumberQuerySchema = z.strictObject({
  number: z.string().trim().toUpperCase().min(1, { message: messages.required }).max(30),
});

export const quotationOptionSchema = z.object({
  id: z.string().uuid(),
  position: z.number().int(),
  carrier: z.string(),
  serviceLevel: z.enum(estimatorServiceLevels),
  transitDays: z.number().int(),
  lines: z.array(z.object({ description: z.string(), amountCents: z.number().int() })),
  totalCents: z.number().int(),
  currency: z.string(),
  /** The cargo's CO₂e on the lane in kg (decision 067's factors), or null when a port or the weight is unknown. */
  co2eKg: z.number().nullable(),
});
export type QuotationOption = z.infer<typeof quotationOptionSchema>;

export const quotationActions = [
  'requested',
  'offered',
  'revised',
  'countered',
  'accepted',
  'rejected',
  'used',
] as const;
export const quotationHistoryEntrySchema = z.object({
  action: z.enum(quotationActions),
  status: quotationStatusSchema,
  notes: z.string(),
  actorName: z.string(),
  at: z.string(),
});

export const quotationSchema = z.object({
  id: z.string().uuid(),
  number: z.string(),
  status: quotationStatusSchema,
  companyCode: z.string(),
  companyName: z.string(),
  mode: quotationModeSchema,
  serviceLevel: z.enum(estimatorServiceLevels),
  originCode: z.string(),
  destinationCode: z.string(),
  incoterms: z.string(),
  cargoReadyDate: z.string(),
  commodity: z.string(),
  hazardous: z.boolean(),
  pieces: z.number().int(),
  grossWeight: z.number(),
  weightUnit: z.enum(weightUnits),
  volumeCbm: z.number(),
  containerCount: z.number().int(),
  notes: z.string(),
  requestedByName: z.string(),
  /** The offer's last valid day and the instant it ends (end of that day in the requester's time zone). */
  validUntil: z.string().nullable(),
  expiresAt: z.string().nullable(),
  expired: z.boolean(),
  offerNote: z.string(),
  counterNote: z.string(),
  rejectReason: z.string(),
  acceptedOptionId: z.string().uuid().nullable(),
  bookingId: z.string().uuid().nullable(),
  /** An air request priced from the customer's own tariff when it was made (codes ORIGIN, FREIGHT, DEST_HANDLING). */
  suggestion: z
    .object({
      tariffNumber: z.string(),
      carrier: z.string().nullable(),
      serviceLevel: z.enum(estimatorServiceLevels),
      transitDays: z.number().int().nullable(),
      lines: z.array(z.object({ code: z.string(), amountCents: z.number().int() })),
      totalCents: z.number().int(),
      currency: z.string(),
    })
    .nullable(),
  options: z.array(quotationOptionSchema),
  history: z.array(quotationHistoryEntrySchema),
  allowed: z.object({ offer: z.boolean(), accept: z.boolean(), reject: z.boolean(), counter: z.boolean() }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Quotation = z.infer<typeof quotationSchema>;

export const quotationResponseSchema = z.object({
  quotation: quotationSchema,
  message: z.string(),
  ...messageKeyFields,
});
export type QuotationResponse = z.infer<typeof quotationResponseSchema>;

export const quotationGridFields = [
  'number',
  'status',
  'companyCode',
  'mode',
  'originCode',
  'destinationCode',
  'cargoReadyDate',
  'validUntil',
  'createdAt',
  'updatedAt',
] as const;
export type QuotationGridField = (typeof quotationGridFields)[number];

export const quotationRowSchema = z.object({
  id: z.string().uuid(),
  number: z.string(),
  status: quotationStatusSchema,
  companyCode: z.string(),
  mode: z.string(),
  originCode: z.string(),
  destinationCode: z.string(),
  cargoReadyDate: z.string(),
  validUntil: z.string().nullable(),
  expired: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type QuotationRow = z.infer<typeof quotationRowSchema>;

export const listQuotationsQuerySchema = gridQuerySchema.extend({ status: quotationStatusSchema.optional() });
export type ListQuotationsQuery = z.infer<typeof listQuotationsQuerySchema>;

export const listQuotationsResponseSchema = gridPageSchema(quotationRowSchema);
export type ListQuotationsResponse = z.infer<typeof listQuotationsResponseSchema>;

/** The freight manager's landing: quotations by status (open offers past their validity counted apart). */
export const quotationCountsSchema = z.object({
  counts: z.object(
    Object.fromEntries(requestStatuses.map((s) => [s, z.number().int()])) as Record<QuotationStatus, z.ZodNumber>,
  ),
  expired: z.number().int(),
});
export type QuotationCounts = z.infer<typeof quotationCountsSchema>;
