import { z } from 'zod';
import { messages } from '../errors/messages';
import { messageKeyFields } from '../errors/error-envelope.schemas';

/** Company groups (issue #17, decision 085): a group's companies and the users who work for all of them. */

const companyCodes = z
  .array(z.string().trim().min(1).max(40), { message: messages.addOneCompany })
  .min(1, { message: messages.addOneCompany })
  .max(500);

export const createCompanyGroupSchema = z.strictObject({
  code: z.string({ message: messages.required }).trim().min(1, { message: messages.required }).max(40),
  name: z.string({ message: messages.required }).trim().min(1, { message: messages.required }).max(120),
  companyCodes,
});

export const updateCompanyGroupSchema = z.strictObject({
  name: z.string({ message: messages.required }).trim().min(1, { message: messages.required }).max(120),
  companyCodes,
});

export const companyGroupUsersSchema = z.strictObject({
  userIds: z
    .array(z.string().uuid({ message: messages.noUserFound }), { message: messages.pleaseSelectAtleastOneUser })
    .min(1, { message: messages.pleaseSelectAtleastOneUser })
    .max(500),
});

export const companyGroupIdParamsSchema = z.strictObject({
  groupId: z.string().uuid({ message: messages.recordNotFound }),
});

export const companyGroupSchema = z.object({
  id: z.string().uuid(),
  code: z.string(),
  name: z.string(),
  companies: z.array(z.object({ companyCode: z.string(), name: z.string() })),
  users: z.array(z.object({ userId: z.string().uuid(), email: z.string(), displayName: z.string() })),
});

export const companyGroupsResponseSchema = z.object({ items: z.array(companyGroupSchema) });
export const companyGroupResponseSchema = z.object({
  group: companyGroupSchema,
  message: z.string(),
  ...messageKeyFields,
});

export type CompanyGroup = z.infer<typeof companyGroupSchema>;
export type CreateCompanyGroup = z.infer<typeof createCompanyGroupSchema>;
export type UpdateCompanyGroup = z.infer<typeof updateCompanyGroupSchema>;
