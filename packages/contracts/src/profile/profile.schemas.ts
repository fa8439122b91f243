import { z } from 'zod';
import { eventNotificationListSchema } from '../notifications/notifications.schemas';

/** Company of spec 1 §3; `type` tells a selectable company from a (disabled) company-group entry. */
export const companySchema = z.object({
  type: z.enum(['COMPANY', 'COMPANYGROUP']),
  companyCode: z.string(),
  name: z.string(),
  streetAddress1: z.string(),
  streetAddress2: z.string(),
  city: z.string(),
  telNo: z.string(),
  faxNo: z.string(),
  webAddress: z.string(),
  email: z.string(),
  companyGroupId: z.string().nullable(),
  groupName: z.string().nullable(),
});

export const companiesResponseSchema = z.object({ data: z.array(companySchema) });

export const updateSelectedCompanySchema = z.strictObject({
  selectedCompany: z.string().trim().min(1, { message: 'This field is required' }).max(40),
});

export const profileSchema = z.object({
  uid: z.string(),
  email: z.string(),
  displayName: z.string(),
  locale: z.string(),
  timezone: z.string(),
  inactivityTimeout: z.number().int(),
  phoneNumber: z.string(),
  companySelection: z.enum(['COMPANY', 'COMPANYGROUP']),
  company: companySchema.nullable(),
  person: z.object({ telNo: z.string() }),
  mfaStatus: z.enum(['Enabled', 'Disabled']),
});

export const claimSchema = z.object({
  firebaseUserId: z.string(),
  name: z.enum(['timezone', 'locale', 'inactivityTimeout']),
  value: z.string(),
});
export const claimsResponseSchema = z.array(claimSchema);

export const salesPersonSchema = z.object({ fullName: z.string(), emailAddress: z.string(), phone: z.string() });
export const salesPersonsResponseSchema = z.array(salesPersonSchema);

export type Company = z.infer<typeof companySchema>;
export type CompaniesResponse = z.infer<typeof companiesResponseSchema>;
export type UpdateSelectedCompany = z.infer<typeof updateSelectedCompanySchema>;
export type Profile = z.infer<typeof profileSchema>;
export type Claim = z.infer<typeof claimSchema>;
export type SalesPerson = z.infer<typeof salesPersonSchema>;

// ---------------------------------------------------------------------------------------------------------
// My Profile writes (spec 1 §2, §5, §7)

const requiredText = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { message: 'This field is required' })
    .max(max, { message: `Value must be at most ${max} characters` });

/** POST customer/profile/name: the display name (the impersonated customer's while impersonating). */
export const updateNameSchema = z.strictObject({ name: requiredText(100) });

/** The formats a profile picture may have (spec 1 §5), checked by content on the server. */
export const avatarExtensions = ['jpg', 'jpeg', 'bmp', 'png', 'jfif'] as const;
/** The largest profile picture accepted, before resizing (5 MiB). */
export const avatarMaxBytes = 5 * 1024 * 1024;
export const avatarUploadResponseSchema = z.object({ fileName: z.string() });

/** One claim a user may change from My Profile; the server checks the value (active locale, 1–8 hours). */
export const claimUpdateSchema = z.strictObject({
  name: z.enum(['timezone', 'locale', 'inactivityTimeout']),
  value: z.string().trim().min(1, { message: 'This field is required' }).max(100),
});

/**
 * POST customer/user/profile: notification entries (saved by the notifications area's rules), claims, and
 * whether the notification choice applies to every company of the user.
 */
export const userProfileUpdateSchema = z.strictObject({
  eventAlertNotifications: eventNotificationListSchema,
  claims: z.array(claimUpdateSchema).max(3),
  applyToAll: z.boolean(),
});

/** The selected company's details as My Profile and /customer-profile show them. */
export const companyDetailsSchema = companySchema.extend({
  /** Set by the forwarder: the company's users may not change these details. */
  notEditable: z.boolean(),
  /** The caller may change them: a customer of this company, and not `notEditable`. */
  canEdit: z.boolean(),
});

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `Value must be at most ${max} characters` });

/** PUT customer/profile/company: the editable fields of the selected company (its code never changes). */
export const updateCompanySchema = z.strictObject({
  name: requiredText(200),
  streetAddress1: optionalText(200),
  streetAddress2: optionalText(200),
  city: optionalText(100),
  telNo: optionalText(40),
  faxNo: optionalText(40),
  webAddress: optionalText(200),
  email: z.union([z.literal(''), z.string().trim().max(200).email({ message: 'Invalid Email' })]),
});

/** A profile document of the selected company (spec 1 §3 "Document (profile)"). */
export const profileDocumentSchema = z.object({
  id: z.string(),
  type: z.string(),
  attachmentName: z.string(),
  fileSize: z.number().int(),
  entryDate: z.string(),
  enteredBy: z.string(),
  isViewAllowed: z.boolean(),
  isDownloadAllowed: z.boolean(),
  isDeleteAllowed: z.boolean(),
});
export const profileDocumentsResponseSchema = z.array(profileDocumentSchema);
export const profileDocumentParamsSchema = z.strictObject({ id: z.string().uuid({ message: 'Record Not Found' }) });

/** A user of the selected company with their permissions there (read-only on /customer-profile). */
export const companyUserSchema = z.object({
  displayName: z.string(),
  email: z.string(),
  status: z.enum(['invited', 'active', 'disabled']),
  permissions: z.array(z.string()),
});
export const companyUsersResponseSchema = z.array(companyUserSchema);

export type UpdateName = z.infer<typeof updateNameSchema>;
export type ClaimUpdate = z.infer<typeof claimUpdateSchema>;
export type UserProfileUpdate = z.infer<typeof userProfileUpdateSchema>;
export type CompanyDetails = z.infer<typeof companyDetailsSchema>;
export type UpdateCompany = z.infer<typeof updateCompanySchema>;
export type ProfileDocument = z.infer<typeof profileDocumentSchema>;
export type CompanyUser = z.infer<typeof companyUserSchema>;
