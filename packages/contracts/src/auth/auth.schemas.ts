import { z } from 'zod';
import { messages } from '../errors/messages';
import { messageKeyFields } from '../errors/error-envelope.schemas';

/** NIST SP 800-63B: at least 8 characters, long passphrases allowed (and never truncated), no composition rules. */
export const passwordMinLength = 8;
export const passwordMaxLength = 256;

export const emailSchema = z
  .string({ message: messages.required })
  .trim()
  .min(1, { message: messages.required })
  .max(254, { message: messages.invalidEmail })
  .email({ message: messages.invalidEmail });

export const newPasswordSchema = z
  .string({ message: messages.required })
  .min(passwordMinLength, { message: `Password must be at least ${passwordMinLength} characters` })
  .max(passwordMaxLength, { message: `Password must be at most ${passwordMaxLength} characters` });

export const loginRequestSchema = z.strictObject({
  email: emailSchema,
  password: z.string({ message: messages.required }).min(1, { message: messages.required }).max(passwordMaxLength),
});

export const userTypeSchema = z.enum(['EMPLOYEE', 'CUSTOMER']);

/** The signed-in user of spec 1 §3, as the client keeps it. */
export const sessionUserSchema = z.object({
  userId: z.string().uuid(),
  displayName: z.string(),
  email: z.string(),
  userType: userTypeSchema,
  admin: z.boolean(),
  permissions: z.array(z.string()),
  selectedCompany: z.string().nullable(),
  reportUrl: z.string().nullable(),
  timezone: z.string(),
  locale: z.string(),
  personId: z.string().nullable(),
  companyGroup: z.object({ companyGroupId: z.string(), groupName: z.string() }).nullable(),
  inactivityTimeout: z.number().int(),
});

/** Impersonation data of spec 1 §3. */
export const impersonationDataSchema = z.object({
  userId: z.string().uuid(),
  email: z.string(),
  displayName: z.string(),
  selectedCompanyCode: z.string().nullable(),
  permissions: z.array(z.string()),
  reportUrl: z.string().nullable(),
  companyGroup: z.object({ companyGroupId: z.string(), groupName: z.string() }).nullable(),
  userType: userTypeSchema,
  expiresAt: z.number().int(),
});

export const sessionResponseSchema = z.object({
  accessToken: z.string(),
  /** Epoch milliseconds when the access token expires; the client refreshes before. */
  expiresAt: z.number().int(),
  user: sessionUserSchema,
  impersonation: impersonationDataSchema.nullable(),
});

export const messageResponseSchema = z.object({ message: z.string(), ...messageKeyFields });

export const passwordResetRequestSchema = z.strictObject({ email: emailSchema });

export const tokenSchema = z
  .string({ message: messages.required })
  .regex(/^[A-Za-z0-9_-]{32,128}$/, { message: 'This link is not valid.' });

export const passwordResetConfirmSchema = z.strictObject({
  token: tokenSchema,
  password: newPasswordSchema,
});

export const inviteInfoSchema = z.object({
  email: z.string(),
  companyName: z.string(),
  invitedBy: z.string(),
  expiresAt: z.number().int(),
  /**
   * Set when the company signs in with its own single sign-on only (decision 093): the invitation is accepted by
   * signing in through it (`/api/sso/start?companyId=…`), not with a password, which sign-in would refuse.
   */
  singleSignOn: z.object({ companyId: z.string() }).nullable(),
});

export const inviteAcceptSchema = z.strictObject({
  token: tokenSchema,
  displayName: z
    .string({ message: messages.required })
    .trim()
    .min(1, { message: messages.required })
    .max(100, { message: 'Value must be less than or equal to 100 characters' }),
  password: newPasswordSchema,
});

export const passwordChangeSchema = z.strictObject({
  currentPassword: z
    .string({ message: messages.required })
    .min(1, { message: messages.required })
    .max(passwordMaxLength),
  newPassword: newPasswordSchema,
});

export type LoginRequest = z.infer<typeof loginRequestSchema>;
export type SessionUser = z.infer<typeof sessionUserSchema>;
export type ImpersonationData = z.infer<typeof impersonationDataSchema>;
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;
export type InviteInfo = z.infer<typeof inviteInfoSchema>;
export type InviteAccept = z.infer<typeof inviteAcceptSchema>;
export type PasswordChange = z.infer<typeof passwordChangeSchema>;
