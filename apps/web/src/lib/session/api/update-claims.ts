import type { SessionResponse } from '@connect/contracts/auth/auth.schemas';
import { apiRequest } from '@/lib/api-client';
import { sessionResponseCheck } from '@/lib/startup-checks';

/**
 * GET /api/Authenticate/updateClaims: a new access token with the current claims. An authenticated call, so
 * it also tells the server the user is still active (the server ends idle sessions on its own).
 */
export function updateClaims(): Promise<SessionResponse> {
  return apiRequest('/api/Authenticate/updateClaims', {
    schema: sessionResponseCheck,
    loader: false,
    bypassSessionCheck: true,
  });
}
