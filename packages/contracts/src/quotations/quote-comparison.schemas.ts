import { z } from 'zod';

/**
 * Quote versus shipment (issue #18, "Beyond the anchors"; decisions 081, 089): a shipment booked from a quote,
 * re-rated against the same quote's tariff lane with the shipment's weights, line by line beside what the quote
 * assumed. A shipment with nothing to compare is not an error: the answer says why (`available: false`).
 */
export const quoteComparisonParamsSchema = z.strictObject({ id: z.string().uuid() });

const weightsSchema = z.strictObject({
  grossWeightKg: z.number(),
  volumeM3: z.number(),
  chargeableWeightKg: z.number(),
});

export const quoteComparisonSchema = z.strictObject({
  available: z.literal(true),
  shipmentId: z.string().uuid(),
  houseBill: z.string(),
  quotationId: z.string().uuid(),
  quotationNumber: z.string(),
  tariffNumber: z.string(),
  currency: z.string(),
  quoted: weightsSchema,
  shipped: weightsSchema,
  /** True when the weights differ (the lines may still agree, e.g. within a minimum). */
  weightsDiffer: z.boolean(),
  lines: z.array(
    z.strictObject({
      code: z.enum(['ORIGIN', 'FREIGHT', 'DEST_HANDLING']),
      quotedCents: z.number().int(),
      shippedCents: z.number().int(),
      differenceCents: z.number().int(),
    }),
  ),
  quotedTotalCents: z.number().int(),
  shippedTotalCents: z.number().int(),
  differenceCents: z.number().int(),
});
export type QuoteComparison = z.infer<typeof quoteComparisonSchema>;

/**
 * Why a shipment has no comparison: `NO_QUOTE` — not booked from a quote of its company; `NOT_RERATED` — booked
 * from a quote that was not priced from a tariff (ocean, or offered by hand) or whose tariff lane is gone. The
 * quote is named when there is one.
 */
export const quoteComparisonUnavailableSchema = z.strictObject({
  available: z.literal(false),
  reason: z.enum(['NO_QUOTE', 'NOT_RERATED']),
  quotation: z.strictObject({ id: z.string().uuid(), number: z.string() }).nullable(),
});
export type QuoteComparisonUnavailable = z.infer<typeof quoteComparisonUnavailableSchema>;

/** GET /api/shipments/{id}/quote-comparison answers one of the two (200). */
export const quoteComparisonAnswerSchema = z.discriminatedUnion('available', [
  quoteComparisonSchema,
  quoteComparisonUnavailableSchema,
]);
export type QuoteComparisonAnswer = z.infer<typeof quoteComparisonAnswerSchema>;
