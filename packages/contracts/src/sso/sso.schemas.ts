import { permissionKeys } from '@connect/domain/reference/enumerations';
import { z } from 'zod';
import { messageKeyFields } from '../errors/error-envelope.schemas';
import { messages } from '../errors/messages';
import { ssoMessages } from './sso-messages';

/** Single sign-on per customer company over OpenID Connect (issue #17, decision 093). */

export const ssoCompanyParamsSchema = z.strictObject({
  companyId: z.string().uuid({ message: messages.recordNotFound }),
});

const domainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, { message: ssoMessages.domainInvalid });

const issuerSchema = z
  .string({ message: messages.required })
  .trim()
  .max(500)
  .url({ message: ssoMessages.issuerInvalid })
  .refine((value) => /^https?:\/\//i.test(value), { message: ssoMessages.issuerInvalid });

export const ssoSettingsInputSchema = z.strictObject({
  issuer: issuerSchema,
  clientId: z.string({ message: messages.required }).trim().min(1, { message: messages.required }).max(300),
  /** Kept when left out on a change; required the first time. Never answered. */
  clientSecret: z.string().min(1).max(1000).optional(),
  domains: z.array(domainSchema).min(1, { message: ssoMessages.domainInvalid }).max(50),
  defaultPermissions: z.array(z.enum(permissionKeys)).max(permissionKeys.length),
  enabled: z.boolean(),
  ssoRequired: z.boolean(),
});

export const ssoSettingsSchema = z.object({
  companyId: z.string().uuid(),
  companyCode: z.string(),
  companyName: z.string(),
  configured: z.boolean(),
  issuer: z.string(),
  clientId: z.string(),
  clientSecretSet: z.boolean(),
  domains: z.array(z.string()),
  defaultPermissions: z.array(z.string()),
  enabled: z.boolean(),
  ssoRequired: z.boolean(),
  /** Where the identity provider sends the browser back (register it there). */
  redirectUri: z.string(),
});

export const ssoCompanySchema = z.object({
  companyId: z.string().uuid(),
  companyCode: z.string(),
  companyName: z.string(),
  configured: z.boolean(),
  enabled: z.boolean(),
  ssoRequired: z.boolean(),
});
export const ssoCompaniesResponseSchema = z.object({ items: z.array(ssoCompanySchema) });

export const ssoSettingsResponseSchema = z.object({ settings: ssoSettingsSchema });
export const ssoSettingsSavedSchema = z.object({
  settings: ssoSettingsSchema,
  message: z.string(),
  ...messageKeyFields,
});

export const ssoDiscoverRequestSchema = z.strictObject({
  email: z.string().trim().max(320),
});

/** Only by the e-mail's domain: never says whether the e-mail has an account. */
export const ssoDiscoverResponseSchema = z.object({
  sso: z.object({ companyId: z.string().uuid(), companyName: z.string(), required: z.boolean() }).nullable(),
});

export const ssoStartQuerySchema = z.strictObject({
  companyId: z.string().uuid({ message: messages.recordNotFound }),
});

export const ssoCallbackQuerySchema = z.object({
  code: z.string().max(4000).optional(),
  state: z.string().max(500).optional(),
  error: z.string().max(500).optional(),
  error_description: z.string().max(2000).optional(),
  iss: z.string().max(500).optional(),
  session_state: z.string().max(500).optional(),
});

/** Why a sign-in through the company's identity provider did not end in a session (`/u/login?sso=…`). */
export const ssoFailureReasons = ['failed', 'expired', 'no-account', 'disabled'] as const;
export type SsoFailureReason = (typeof ssoFailureReasons)[number];

export type SsoCompany = z.infer<typeof ssoCompanySchema>;
export type SsoSettings = z.infer<typeof ssoSettingsSchema>;
export type SsoSettingsInput = z.infer<typeof ssoSettingsInputSchema>;
export type SsoDiscoverResponse = z.infer<typeof ssoDiscoverResponseSchema>;
