import { messageResponseSchema, type PasswordResetConfirm } from '@connect/contracts/auth/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/password-reset/confirm: sets the new password with the link's token. */
export function confirmPasswordReset(body: PasswordResetConfirm): Promise<{ message: string }> {
  return apiRequest('/api/auth/password-reset/confirm', { method: 'POST', body, schema: messageResponseSchema });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
