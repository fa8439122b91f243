import { z } from 'zod';

export const userListQuerySchema = z.strictObject({
  isForimpersonation: z.enum(['true', 'false']).optional(),
});

export const userListItemSchema = z.object({
  userId: z.string().uuid(),
  email: z.string(),
  displayName: z.string(),
  userType: z.enum(['EMPLOYEE', 'CUSTOMER']),
  companyCodes: z.array(z.string()),
  companyNames: z.array(z.string()),
});
export const userListSchema = z.array(userListItemSchema);

export const impersonateParamsSchema = z.strictObject({
  impersonateUserId: z.string().uuid({ message: 'No user found' }),
});

/** `GET Users/impersonateuser/{impersonateUserId}` (spec 1 §7). */
export const impersonateResponseSchema = z.object({
  ImpersonateJwtToken: z.string(),
  ImpersonateUserData: z.object({
    DisplayName: z.string(),
    ReportUrl: z.string().nullable(),
    UserType: z.enum(['EMPLOYEE', 'CUSTOMER']),
    UserId: z.string().uuid(),
    Email: z.string(),
    SelectedCompanyCode: z.string().nullable(),
    Permissions: z.array(z.string()),
    CompanyGroup: z.object({ companyGroupId: z.string(), groupName: z.string() }).nullable(),
    ExpiresAt: z.number().int(),
  }),
});

export const crmContactSchema = z.object({
  ContactId: z.string(),
  ConnectId: z.string(),
  ContactType: z.string(),
  GivenName: z.string(),
  Surname: z.string(),
  LocalLanguageName: z.string(),
  EntryDate: z.string(),
});
export const crmContactsSchema = z.array(crmContactSchema);
export const crmQueryParamsSchema = z.strictObject({ query: z.string().trim().min(1).max(100) });
export const connectIdParamsSchema = z.strictObject({ ConnectId: z.string().uuid({ message: 'No user found' }) });

export type UserListItem = z.infer<typeof userListItemSchema>;
export type ImpersonateResponse = z.infer<typeof impersonateResponseSchema>;
export type CrmContact = z.infer<typeof crmContactSchema>;
