import {
  invitationsResponseSchema,
  sendInvitationsResponseSchema,
  type InvitationsResponse,
  type SendInvitations,
} from '@connect/contracts/account/account.schemas';
import { messageResponseSchema } from '@connect/contracts/auth/auth.schemas';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Invite Colleagues (decision 036): a company's invitations, sending, re-sending and revoking them. */

export const invitesKeys = {
  all: ['profile', 'invites'] as const,
  list: (tenantKey: string, companyCode: string | undefined) =>
    [...invitesKeys.all, tenantKey, companyCode ?? ''] as const,
};

/** GET /api/account/invitations?companyCode= */
export function getInvitations(companyCode: string | undefined, signal?: AbortSignal): Promise<InvitationsResponse> {
  return apiRequest('/api/account/invitations', {
    query: { companyCode },
    schema: invitationsResponseSchema,
    signal,
    loader: false,
  });
}

export function useInvitations(tenantKey: string, companyCode: string | undefined, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: invitesKeys.list(tenantKey, companyCode),
      queryFn: ({ signal }) => getInvitations(companyCode, signal),
      enabled,
      placeholderData: keepPreviousData,
    }),
  );
}

/** POST /api/account/invitations */
export function sendInvitations(body: SendInvitations) {
  return apiRequest('/api/account/invitations', { method: 'POST', body, schema: sendInvitationsResponseSchema });
}

/** POST /api/account/invitations/{id}/resend */
export function resendInvitation(id: string) {
  return apiRequest(`/api/account/invitations/${encodeURIComponent(id)}/resend`, {
    method: 'POST',
    schema: messageResponseSchema,
  });
}

/** DELETE /api/account/invitations/{id} */
export function revokeInvitation(id: string) {
  return apiRequest(`/api/account/invitations/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: messageResponseSchema,
  });
}

function useInvitesMutation<A, R>(mutationFn: (arg: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => client.invalidateQueries({ queryKey: invitesKeys.all }) });
}

export const useSendInvitations = () => useInvitesMutation(sendInvitations);
export const useResendInvitation = () => useInvitesMutation(resendInvitation);
export const useRevokeInvitation = () => useInvitesMutation(revokeInvitation);
