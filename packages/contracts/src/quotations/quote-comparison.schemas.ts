import { z } from 'zod';

/**
 * Quote versus shipment (issue #18, "Beyond the anchors"; decision 081): a shipment booked from a quote, re-rated
 * against the same quote's tariff lane with the shipment's weights, line by line beside what the quote assumed.
 */
export const quoteComparisonParamsSchema = z.strictObject({ id: z.string().uuid() });

const weightsSchema = z.strictObject({
  grossWeightKg: z.number(),
  volumeM3: z.number(),
  chargeableWeightKg: z.number(),
});

export const quoteComparisonSchema = z.strictObject({
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
