import { messageResponseSchema, type PasswordChange } from '@connect/contracts/auth/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/password-change: needs the current password; refused while impersonating (403). */
export function changePassword(body: PasswordChange): Promise<{ message: string }> {
  return apiRequest('/api/auth/password-change', { method: 'POST', body, schema: messageResponseSchema });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
