import { messageResponseSchema } from '@connect/contracts/auth/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/password-reset for the signed-in user's own address (the reset-password e-mail action). */
export function useSendPasswordResetEmail() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest('/api/auth/password-reset', { method: 'POST', body: { email }, schema: messageResponseSchema }),
  });
}
