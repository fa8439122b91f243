import { z } from 'zod';

/** Second factors (spec 1 §4 phone; issue #16 adds authenticator apps and passkeys). */
export const mfaFactorKindSchema = z.enum(['phone', 'totp', 'passkey']);
export type MfaFactorKind = z.infer<typeof mfaFactorKindSchema>;

export const mfaFactorSchema = z.object({
  id: z.string().uuid(),
  kind: mfaFactorKindSchema,
  /** The phone masked (+1 ••• ••• 12 34), the app's or passkey's name. */
  label: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type MfaFactor = z.infer<typeof mfaFactorSchema>;

/** What sign-in answers (in the error's details) when a second factor is needed or must first be set up. */
export const mfaSignInDetailsSchema = z.object({
  token: z.string(),
  factors: z.array(mfaFactorSchema.pick({ id: true, kind: true, label: true })),
  phoneAvailable: z.boolean(),
});
export type MfaSignInDetails = z.infer<typeof mfaSignInDetailsSchema>;
