import { z } from 'zod';

/** A user's history on /u/admin (issue #17): every admin change to the user, who made it and when. */
export const userHistoryEntrySchema = z.object({
  id: z.number().int(),
  occurredAt: z.string(),
  action: z.string(),
  actor: z.object({ userId: z.string().uuid(), displayName: z.string(), email: z.string() }).nullable(),
  details: z.record(z.string(), z.unknown()),
});

export const userHistoryResponseSchema = z.object({ items: z.array(userHistoryEntrySchema) });

export type UserHistoryEntry = z.infer<typeof userHistoryEntrySchema>;
export type UserHistoryResponse = z.infer<typeof userHistoryResponseSchema>;
