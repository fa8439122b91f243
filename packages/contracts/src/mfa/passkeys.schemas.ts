import { z } from 'zod';
import { sessionResponseSchema } from '../auth/auth.schemas';
import { messages } from '../errors/messages';
import { flowTokenSchema, mfaConfirmResultSchema } from './mfa.schemas';

export { passkeyMessages } from './passkey-messages';

/**
 * Passkeys (WebAuthn) as a second factor (issue #16): enrolment after the password step, sign-in's second step,
 * and the proof that removes a factor. The browser's ceremony results travel as the JSON that
 * `@simplewebauthn/browser` produces; every object is strict except the extension outputs (a map the browser fills).
 */

/** The name a user gives a passkey ("Work laptop"). */
export const passkeyLabelMaxLength = 60;

const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*={0,2}$/, { message: messages.formNotValid });
const transportSchema = z.string().max(20);
const extensionOutputsSchema = z.record(z.string().max(40), z.unknown());

/** `startRegistration()`'s answer (RegistrationResponseJSON). */
export const passkeyRegistrationResponseSchema = z.strictObject({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: extensionOutputsSchema,
  response: z.strictObject({
    clientDataJSON: base64url(4000),
    attestationObject: base64url(40_000),
    authenticatorData: base64url(20_000).optional(),
    transports: z.array(transportSchema).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4000).optional(),
  }),
});
export type PasskeyRegistrationResponse = z.infer<typeof passkeyRegistrationResponseSchema>;

/** `startAuthentication()`'s answer (AuthenticationResponseJSON). */
export const passkeyAuthenticationResponseSchema = z.strictObject({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: extensionOutputsSchema,
  response: z.strictObject({
    clientDataJSON: base64url(4000),
    authenticatorData: base64url(20_000),
    signature: base64url(2000),
    userHandle: base64url(400).optional(),
  }),
});
export type PasskeyAuthenticationResponse = z.infer<typeof passkeyAuthenticationResponseSchema>;

/**
 * The options of a ceremony, as `@simplewebauthn/server` makes them (PublicKeyCredentialCreationOptionsJSON or
 * PublicKeyCredentialRequestOptionsJSON), handed to the browser as they are.
 */
export const passkeyOptionsSchema = z.looseObject({ challenge: z.string() });
export const passkeyOptionsResultSchema = z.object({ options: passkeyOptionsSchema });
export type PasskeyOptionsResult = z.infer<typeof passkeyOptionsResultSchema>;

/** Enrolment: the options for the flow of the password step. */
export const passkeyFlowSchema = z.strictObject({ flowToken: flowTokenSchema });

/** Enrolment: the new passkey and its name. */
export const passkeyRegisterSchema = z.strictObject({
  flowToken: flowTokenSchema,
  response: passkeyRegistrationResponseSchema,
  label: z
    .string()
    .trim()
    .max(passkeyLabelMaxLength, { message: messages.formNotValid })
    .optional()
    .transform((value) => value ?? ''),
});
export const passkeyRegisterResultSchema = mfaConfirmResultSchema.extend({
  session: sessionResponseSchema.nullable(),
});

/** Removal: the passkey proves the user (after the password and the human check). */
export const passkeyDisableSchema = z.strictObject({
  flowToken: flowTokenSchema,
  response: passkeyAuthenticationResponseSchema,
});

/** Sign-in's second step with a passkey. */
export const passkeySignInOptionsSchema = z.strictObject({ mfaToken: flowTokenSchema });
export const passkeySignInSchema = z.strictObject({
  mfaToken: flowTokenSchema,
  response: passkeyAuthenticationResponseSchema,
});
