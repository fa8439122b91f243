import { z } from 'zod';
import { mfaSignInDetailsSchema } from '../mfa/mfa-factor.schemas';

/** A message as a key of the UI catalogue with its parameters (decision 025); `message` is its en-US text. */
export const messageKeyFields = {
  messageKey: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
};

export const fieldIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
  ...messageKeyFields,
});

export const errorEnvelopeSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    ...messageKeyFields,
    details: z
      .object({
        fields: z.array(fieldIssueSchema).optional(),
        legacyCode: z.number().int().optional(),
        requestId: z.string().optional(),
        retryAfterSeconds: z.number().int().optional(),
        /** Sign-in needs (or must first set up) a second factor: the flow token and the user's factors. */
        mfa: mfaSignInDetailsSchema.optional(),
      })
      .optional(),
  }),
});

export type FieldIssue = z.infer<typeof fieldIssueSchema>;
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
