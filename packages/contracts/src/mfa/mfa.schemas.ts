import { z } from 'zod';
import { passwordMaxLength } from '../auth/auth.schemas';
import { messages } from '../errors/messages';
import { mfaFactorSchema } from './mfa-factor.schemas';
import { gridPageSchema } from '../grid/grid-query.schemas';

export {
  mfaFactorKindSchema,
  mfaFactorSchema,
  mfaSignInDetailsSchema,
  type MfaFactor,
  type MfaFactorKind,
  type MfaSignInDetails,
} from './mfa-factor.schemas';

/** Spec 1 §9: the phone input takes at most 15 characters; dashes and spaces are stripped (§5). */
export const phoneInputMaxLength = 15;

/** The phone number as entered, stripped of dashes and spaces, then checked as an international number. */
export const mfaPhoneSchema = z
  .string({ message: messages.required })
  .max(phoneInputMaxLength, { message: messages.phoneBadlyFormatted })
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\+?[1-9][0-9]{6,14}$/, { message: messages.phoneBadlyFormatted }));

/** The opaque token of a flow in progress (a second-factor sign-in, an enrolment or a removal). */
export const flowTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{32,128}$/, { message: messages.formNotValid });

/** A one-time code: 6 digits from a text message or an authenticator app. */
export const otpCodeSchema = z
  .string({ message: messages.required })
  .trim()
  .regex(/^[0-9]{6}$/, { message: 'Exactly 6 characters are required' });

/** A recovery code as printed (xxxxx-xxxxx); spaces and case do not matter. */
export const recoveryCodeSchema = z
  .string({ message: messages.required })
  .transform((value) => value.replace(/\s/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z2-7]{5}-?[a-z2-7]{5}$/, { message: messages.formNotValid }));

/** GET /api/auth/mfa: the caller's second factors. */
export const mfaStatusSchema = z.object({
  /** Spec 1 §3 profile MFA status. */
  status: z.enum(['Enabled', 'Disabled']),
  factors: z.array(mfaFactorSchema),
  recoveryCodesLeft: z.number().int(),
  /** One of the caller's companies requires a second factor: it cannot be turned off. */
  requiredByCompany: z.boolean(),
  /** Text messages can be sent (a gateway, or the outbox outside production). */
  phoneAvailable: z.boolean(),
});
export type MfaStatus = z.infer<typeof mfaStatusSchema>;

/** Step 1 of enabling or disabling (spec 1 §4): re-enter the password. */
export const mfaVerifyPasswordSchema = z.strictObject({
  purpose: z.enum(['enroll', 'disable']),
  password: z.string({ message: messages.required }).min(1, { message: messages.required }).max(passwordMaxLength),
  /** Disable: the factor to remove; absent = every factor (status Disabled). */
  factorId: z.string().uuid().optional(),
});

export const mfaFlowSchema = z.object({ flowToken: flowTokenSchema, expiresAt: z.string() });
export type MfaFlow = z.infer<typeof mfaFlowSchema>;

/** Step 2 of enabling with a phone (spec 1 §4): the number. */
export const mfaPhoneRequestSchema = z.strictObject({ flowToken: flowTokenSchema, phoneNumber: mfaPhoneSchema });

/** Step 3 (spec 1 §4): the solved human check; a code is then sent where one is needed. */
export const mfaHumanCheckRequestSchema = z.strictObject({
  flowToken: flowTokenSchema,
  payload: z.string().min(1).max(2000),
});
export const mfaHumanCheckResultSchema = z.object({
  /** Where a code was sent (the masked phone), or null when the code comes from an app or recovery codes. */
  codeSentTo: z.string().nullable(),
});

/** An authenticator app to enrol: the secret (for typing) and the otpauth URI as a QR code. */
export const mfaTotpSetupSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  qrCodeDataUrl: z.string(),
});
export type MfaTotpSetup = z.infer<typeof mfaTotpSetupSchema>;

export const mfaFlowOnlySchema = z.strictObject({ flowToken: flowTokenSchema });

/** Step 4 (spec 1 §4): the code; removing also accepts a recovery code. */
export const mfaConfirmSchema = z.strictObject({
  flowToken: flowTokenSchema,
  code: z.string().trim().min(1, { message: messages.required }).max(20),
});

export const mfaConfirmResultSchema = z.object({
  status: z.enum(['Enabled', 'Disabled']),
  /** Shown once, when the first factor is added or codes are renewed. */
  recoveryCodes: z.array(z.string()).nullable(),
  message: z.string(),
  messageKey: z.string().optional(),
});
export type MfaConfirmResult = z.infer<typeof mfaConfirmResultSchema>;

/** The challenge of the self-hosted human check (ALTCHA proof of work, decision 037). */
export const humanCheckChallengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().int().optional(),
  salt: z.string(),
  signature: z.string(),
});
export type HumanCheckChallenge = z.infer<typeof humanCheckChallengeSchema>;

export const mfaSendCodeSchema = z.strictObject({ mfaToken: flowTokenSchema, factorId: z.string().uuid() });
export const mfaSendCodeResultSchema = z.object({ codeSentTo: z.string() });

/** The second step of sign-in: a code of one factor, or a recovery code. */
export const mfaSignInSchema = z.union([
  z.strictObject({ mfaToken: flowTokenSchema, factorId: z.string().uuid(), code: otpCodeSchema }),
  z.strictObject({ mfaToken: flowTokenSchema, recoveryCode: recoveryCodeSchema }),
]);

/** The forwarder's admin: each company's second-factor requirement. */
export const companyMfaRequirementsSchema = z.array(
  z.object({ companyCode: z.string(), name: z.string(), mfaRequired: z.boolean() }),
);
export type CompanyMfaRequirement = z.infer<typeof companyMfaRequirementsSchema>[number];

/** The forwarder's admin: a company's second-factor requirement. */
export const companyMfaRequirementSchema = z.strictObject({ required: z.boolean() });

/** The SMS outbox (admins, like the mail outbox). */
export const smsOutboxItemSchema = z.object({
  id: z.string().uuid(),
  to: z.string(),
  body: z.string(),
  createdAt: z.string(),
  transport: z.enum(['outbox', 'http']),
  status: z.enum(['stored', 'sent', 'failed']),
});
export type SmsOutboxItem = z.infer<typeof smsOutboxItemSchema>;

export const smsOutboxQuerySchema = z.strictObject({
  pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
});

export const smsOutboxResponseSchema = gridPageSchema(smsOutboxItemSchema);

export const mfaPhoneResultSchema = z.object({ phone: z.string() });

export const companyCodeParamsSchema = z.strictObject({ companyCode: z.string().min(1).max(40) });
