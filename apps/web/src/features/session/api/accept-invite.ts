import { messageResponseSchema, type InviteAccept } from '@connect/contracts/auth/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/invite/accept: the invited user chooses a display name and a password. */
export function acceptInvite(body: InviteAccept): Promise<{ message: string }> {
  return apiRequest('/api/auth/invite/accept', { method: 'POST', body, schema: messageResponseSchema });
}

export function useAcceptInvite() {
  return useMutation({ mutationFn: acceptInvite });
}
