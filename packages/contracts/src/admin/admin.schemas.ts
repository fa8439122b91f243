import { permissionKeys } from '@connect/domain/reference/enumerations';
import { z } from 'zod';
import { emailSchema } from '../auth/auth.schemas';
import { messages } from '../errors/messages';

export const permissionKeySchema = z.enum(permissionKeys);

export const adminUsersQuerySchema = z.strictObject({
  search: z.string().trim().max(100).optional(),
  companyCode: z.string().trim().max(40).optional(),
  userType: z.enum(['EMPLOYEE', 'CUSTOMER', 'ADMIN']).optional(),
  status: z.enum(['invited', 'active', 'disabled']).optional(),
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(1000).default(20),
});

export const adminUsersExportQuerySchema = adminUsersQuerySchema
  .omit({ pageNumber: true, pageSize: true })
  .extend({ format: z.enum(['csv', 'xlsx', 'pdf'], { message: 'format must be csv, xlsx or pdf' }) });

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

export const adminUsersResponseSchema = z.object({
  items: z.array(adminUserSchema),
  total: z.number().int(),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
});

export const createInviteSchema = z.strictObject({
  email: emailSchema,
  companyCode: z.string({ message: messages.required }).trim().min(1, { message: messages.required }).max(40),
  permissions: z.array(permissionKeySchema).min(1, { message: 'Select at least one permission' }),
});

export const createInviteResponseSchema = z.object({ inviteId: z.string().uuid(), expiresAt: z.number().int() });

export const userIdParamsSchema = z.strictObject({ userId: z.string().uuid({ message: messages.noUserFound }) });

export const setUserStatusSchema = z.strictObject({ status: z.enum(['active', 'disabled']) });

export const outboxQuerySchema = z.strictObject({
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(1000).default(20),
});

export const outboxMailSchema = z.object({
  id: z.string().uuid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
  transport: z.enum(['outbox', 'smtp']),
  status: z.enum(['stored', 'sent', 'failed']),
});

export const outboxResponseSchema = z.object({
  items: z.array(outboxMailSchema),
  total: z.number().int(),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
});

export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;
export type AdminUsersExportQuery = z.infer<typeof adminUsersExportQuerySchema>;
export type AdminUser = z.infer<typeof adminUserSchema>;
export type CreateInvite = z.infer<typeof createInviteSchema>;
export type OutboxMail = z.infer<typeof outboxMailSchema>;
