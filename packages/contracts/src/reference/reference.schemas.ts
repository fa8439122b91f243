import { z } from 'zod';

export const referenceListNames = [
  'countries',
  'us-states',
  'document-types',
  'cargo-types',
  'units',
  'modes',
  'service-levels',
  'freight-terms',
  'event-types',
  'statuses',
  'payment-methods',
  'time-zones',
  'locales',
  'airports',
  'seaports',
  'carriers',
] as const;

export const referenceListParamsSchema = z.strictObject({
  list: z.enum(referenceListNames, { message: 'Unknown reference list' }),
});

export const referenceListQuerySchema = z.strictObject({
  search: z.string().trim().min(1).max(100).optional(),
  countryCode: z
    .string()
    .regex(/^[A-Z]{2}$/, { message: 'Country code must be two capital letters' })
    .optional(),
});

const cell = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]);

export const referenceListSchema = z.object({
  list: z.enum(referenceListNames),
  items: z.array(z.record(z.string(), cell)),
});

export type ReferenceListName = (typeof referenceListNames)[number];
export type ReferenceListQuery = z.infer<typeof referenceListQuerySchema>;
export type ReferenceList = z.infer<typeof referenceListSchema>;
