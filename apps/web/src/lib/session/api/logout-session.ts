import { apiRequest } from '@/lib/api-client';
import { anyBody } from '@/lib/shape-checks';

/** POST /api/auth/logout: ends the session server-side and clears the refresh cookie (204). */
export async function logoutSession(): Promise<void> {
  await apiRequest('/api/auth/logout', {
    method: 'POST',
    schema: anyBody,
    loader: false,
    bypassSessionCheck: true,
  });
}
