import { z } from 'zod';
import { messageResponseSchema } from '../auth/auth.schemas';
import { messages } from '../errors/messages';
import { permissionKeySchema } from './admin.schemas';

/**
 * A user's permissions per company on /u/admin (issue #17): the spec's permission keys, one checklist for each
 * company the user belongs to. Unknown keys are refused (400); a company the user does not belong to is a 404.
 */
export const companyPermissionsSchema = z.strictObject({
  companyCode: z.string({ message: messages.required }).trim().min(1, { message: messages.required }).max(40),
  permissions: z.array(permissionKeySchema).max(50),
});

export const setUserPermissionsSchema = z.strictObject({
  companies: z.array(companyPermissionsSchema).min(1, { message: messages.addOneCompany }).max(500),
});

export const userPermissionsResponseSchema = messageResponseSchema.extend({
  companies: z.array(z.object({ companyCode: z.string(), name: z.string(), permissions: z.array(z.string()) })),
});

export type SetUserPermissions = z.infer<typeof setUserPermissionsSchema>;
export type UserPermissionsResponse = z.infer<typeof userPermissionsResponseSchema>;
