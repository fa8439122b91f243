import { messageResponseSchema } from '@connect/contracts/auth/auth.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** DELETE /api/admin/users/:userId/mfa: removes a locked-out user's second factors (issue #16). */
export function resetUserMfa(userId: string) {
  return apiRequest(`/api/admin/users/${encodeURIComponent(userId)}/mfa`, {
    method: 'DELETE',
    schema: messageResponseSchema,
  });
}

export function useResetUserMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetUserMfa,
    // The user is told by e-mail: the outbox tab shows it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.outbox() }),
  });
}
