import { messageResponseSchema } from '@connect/contracts/auth/auth.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** POST /api/admin/users/:userId/password-reset: e-mails the user a reset link. */
export function sendUserPasswordReset(userId: string): Promise<{ message: string }> {
  return apiRequest(`/api/admin/users/${encodeURIComponent(userId)}/password-reset`, {
    method: 'POST',
    schema: messageResponseSchema,
  });
}

export function useSendUserPasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendUserPasswordReset,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.outbox() }),
  });
}
