import { z } from 'zod';
import { invitationSchema } from '../account/account.schemas';
import { messageResponseSchema } from '../auth/auth.schemas';

/**
 * Invitations on /u/admin (issue #17): every company's invitations with their state and expiry; an admin sends one
 * again (a new link; the earlier one stops working) or revokes it (its link stops working).
 */
export const adminInvitationsQuerySchema = z.strictObject({
  /** `open` (default): pending and expired, which may still be sent again or revoked; `all` adds the closed. */
  show: z.enum(['open', 'all']).default('open'),
  search: z.string().trim().max(100).optional(),
  companyCode: z.string().trim().max(40).optional(),
});

export const adminInvitationSchema = invitationSchema.extend({
  companyName: z.string(),
  permissions: z.array(z.string()),
});

export const adminInvitationsResponseSchema = z.object({ items: z.array(adminInvitationSchema) });

export const adminInvitationActionResponseSchema = messageResponseSchema.extend({ invitation: adminInvitationSchema });

export type AdminInvitationsQuery = z.infer<typeof adminInvitationsQuerySchema>;
export type AdminInvitation = z.infer<typeof adminInvitationSchema>;
export type AdminInvitationsResponse = z.infer<typeof adminInvitationsResponseSchema>;
export type AdminInvitationActionResponse = z.infer<typeof adminInvitationActionResponseSchema>;
