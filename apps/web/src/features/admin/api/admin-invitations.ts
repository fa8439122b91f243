import {
  adminInvitationActionResponseSchema,
  adminInvitationsResponseSchema,
  type AdminInvitationActionResponse,
  type AdminInvitationsResponse,
} from '@connect/contracts/admin/admin-invitations.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

const invitationsKey = [...adminKeys.all, 'invitations'] as const;

/** GET /api/admin/invitations: every company's invitations (open ones, or all). */
export function useAdminInvitations(show: 'open' | 'all') {
  return useQuery({
    queryKey: [...invitationsKey, show],
    queryFn: ({ signal }): Promise<AdminInvitationsResponse> =>
      apiRequest(`/api/admin/invitations?show=${show}`, { schema: adminInvitationsResponseSchema, signal }),
  });
}

/** POST …/resend (a new link; the earlier one stops working) or DELETE (revoke) of one invitation. */
export function useInvitationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'resend' | 'revoke' }): Promise<AdminInvitationActionResponse> =>
      apiRequest(
        action === 'resend'
          ? `/api/admin/invitations/${encodeURIComponent(id)}/resend`
          : `/api/admin/invitations/${encodeURIComponent(id)}`,
        { method: action === 'resend' ? 'POST' : 'DELETE', schema: adminInvitationActionResponseSchema },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
