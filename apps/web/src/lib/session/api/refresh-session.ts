import type { SessionResponse } from '@connect/contracts/auth/auth.schemas';
import { apiRequest } from '@/lib/api-client';
import { sessionResponseCheck } from '@/lib/startup-checks';

/** POST /api/auth/refresh: a new access token from the HttpOnly refresh cookie (rotated on every use). */
export function refreshSession(): Promise<SessionResponse> {
  return apiRequest('/api/auth/refresh', {
    method: 'POST',
    schema: sessionResponseCheck,
    loader: false,
    bypassSessionCheck: true,
  });
}
