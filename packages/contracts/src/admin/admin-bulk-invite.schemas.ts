import { z } from 'zod';
import { messageKeyFields } from '../errors/error-envelope.schemas';

/** A bulk invitation file: CSV text of at most 256 KB and 500 rows under its header row. */
export const bulkInviteMaxBytes = 256 * 1024;
export const bulkInviteMaxRows = 500;

/** The header names a column may carry (case and spacing ignored), by field. */
export const bulkInviteColumns = {
  email: ['email', 'e-mail', 'emailaddress'],
  company: ['company', 'companycode'],
  permissions: ['permissions', 'permission'],
} as const;

export const bulkInviteProblemSchema = z.object({
  field: z.enum(['email', 'company', 'permissions']),
  message: z.string(),
  ...messageKeyFields,
});
export type BulkInviteProblem = z.infer<typeof bulkInviteProblemSchema>;

export const bulkInviteRowSchema = z.object({
  /** The row's number as a spreadsheet shows it (the header is row 1). */
  row: z.number().int(),
  email: z.string(),
  companyCode: z.string(),
  permissions: z.array(z.string()),
  problems: z.array(bulkInviteProblemSchema),
});
export type BulkInviteRow = z.infer<typeof bulkInviteRowSchema>;

export const bulkInviteDryRunResponseSchema = z.object({
  rowCount: z.number().int(),
  validCount: z.number().int(),
  rows: z.array(bulkInviteRowSchema),
});
export type BulkInviteDryRunResponse = z.infer<typeof bulkInviteDryRunResponseSchema>;

export const bulkInviteCommitResponseSchema = bulkInviteDryRunResponseSchema.extend({
  invited: z.array(z.object({ row: z.number().int(), inviteId: z.string().uuid(), email: z.string() })),
  message: z.string(),
  ...messageKeyFields,
});
export type BulkInviteCommitResponse = z.infer<typeof bulkInviteCommitResponseSchema>;
