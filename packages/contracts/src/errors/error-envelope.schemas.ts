import { z } from 'zod';

export const fieldIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
});

export const errorEnvelopeSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z
      .object({
        fields: z.array(fieldIssueSchema).optional(),
        legacyCode: z.number().int().optional(),
        requestId: z.string().optional(),
        retryAfterSeconds: z.number().int().optional(),
      })
      .optional(),
  }),
});

export type FieldIssue = z.infer<typeof fieldIssueSchema>;
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
