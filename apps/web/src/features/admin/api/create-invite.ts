import { createInviteResponseSchema, type CreateInvite } from '@connect/contracts/admin/admin.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** POST /api/admin/invites: invites an e-mail address to a company with permissions (mail goes out). */
export function createInvite(body: CreateInvite): Promise<{ inviteId: string; expiresAt: number }> {
  return apiRequest('/api/admin/invites', { method: 'POST', body, schema: createInviteResponseSchema });
}

export function useCreateInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
