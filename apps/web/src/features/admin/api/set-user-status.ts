import { messageResponseSchema } from '@connect/contracts/auth/auth.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export type SetUserStatusInput = { userId: string; status: 'active' | 'disabled' };

/** POST /api/admin/users/:userId/status: disabling ends every session of the user at once. */
export function setUserStatus({ userId, status }: SetUserStatusInput): Promise<{ message: string }> {
  return apiRequest(`/api/admin/users/${encodeURIComponent(userId)}/status`, {
    method: 'POST',
    body: { status },
    schema: messageResponseSchema,
  });
}

export function useSetUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
  });
}
