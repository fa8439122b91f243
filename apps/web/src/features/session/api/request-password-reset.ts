import { messageResponseSchema, type PasswordResetRequest } from '@connect/contracts/auth/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/password-reset: always answers the same message, whether or not the account exists. */
export function requestPasswordReset(body: PasswordResetRequest): Promise<{ message: string }> {
  return apiRequest('/api/auth/password-reset', { method: 'POST', body, schema: messageResponseSchema });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
