import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/logout: ends the session server-side and clears the refresh cookie (204). */
export async function logoutSession(): Promise<void> {
  await apiRequest('/api/auth/logout', {
    method: 'POST',
    schema: z.unknown(),
    loader: false,
    bypassSessionCheck: true,
  });
}
