import { z } from 'zod';

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
