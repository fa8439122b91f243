import { permissionKeys } from '@connect/domain/reference/enumerations';
import { z } from 'zod';
import { emailSchema } from '../auth/auth.schemas';
import { messages } from '../errors/messages';
import { exportColumnsParam, exportFormatParam } from '../grid/grid-export.schemas';
import { gridPageSchema, gridQuerySchema } from '../grid/grid-query.schemas';

export const permissionKeySchema = z.enum(permissionKeys);

/** The users grid's fields: what its filter and sort may name, and what an export may list. */
export const adminUserGridFields = [
  'displayName',
  'email',
  'userType',
  'admin',
  'status',
  'companies',
  'createdAt',
] as const;
export type AdminUserGridField = (typeof adminUserGridFields)[number];

/** The grid's query string (filter, pageNumber, pageSize, sort, action) plus the search box and quick filters. */
export const adminUsersQuerySchema = gridQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  companyCode: z.string().trim().max(40).optional(),
  userType: z.enum(['EMPLOYEE', 'CUSTOMER', 'ADMIN']).optional(),
  status: z.enum(['invited', 'active', 'disabled']).optional(),
});

export const adminUsersExportQuerySchema = adminUsersQuerySchema
  .omit({ pageNumber: true, pageSize: true })
  .extend({ format: exportFormatParam, columns: exportColumnsParam(adminUserGridFields) });

export const adminUserSchema = z.object({
  userId: z.string().uuid(),
  email: z.string(),
  displayName: z.string(),
  userType: z.enum(['EMPLOYEE', 'CUSTOMER']),
  admin: z.boolean(),
  status: z.enum(['invited', 'active', 'disabled']),
  companies: z.array(z.object({ companyCode: z.string(), name: z.string(), permissions: z.array(z.string()) })),
  createdAt: z.string(),
});

export const adminUsersResponseSchema = gridPageSchema(adminUserSchema);

export const createInviteSchema = z.strictObject({
  email: emailSchema,
  companyCode: z.string({ message: messages.required }).trim().min(1, { message: messages.required }).max(40),
  permissions: z.array(permissionKeySchema).min(1, { message: 'Select at least one permission' }),
});

export const createInviteResponseSchema = z.object({ inviteId: z.string().uuid(), expiresAt: z.number().int() });

export const userIdParamsSchema = z.strictObject({ userId: z.string().uuid({ message: messages.noUserFound }) });

export const setUserStatusSchema = z.strictObject({ status: z.enum(['active', 'disabled']) });

export const outboxGridFields = ['to', 'subject', 'transport', 'status', 'createdAt'] as const;

/** The mail outbox grid's query string (filter, pageNumber, pageSize, sort, action). */
export const outboxQuerySchema = gridQuerySchema;

export const outboxMailSchema = z.object({
  id: z.string().uuid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
  transport: z.enum(['outbox', 'smtp']),
  status: z.enum(['stored', 'sent', 'failed']),
});

export const outboxResponseSchema = gridPageSchema(outboxMailSchema);

export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;
export type AdminUsersExportQuery = z.infer<typeof adminUsersExportQuerySchema>;
export type AdminUser = z.infer<typeof adminUserSchema>;
export type CreateInvite = z.infer<typeof createInviteSchema>;
export type OutboxMail = z.infer<typeof outboxMailSchema>;
