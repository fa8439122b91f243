import type { SessionResponse } from '@connect/contracts/auth/auth.schemas';
import { apiRequest } from '@/lib/api-client';
import { sessionResponseCheck } from '@/lib/startup-checks';

/** POST /api/Users/endImpersonation: acts as oneself again; answers the staff member's own session. */
export function endImpersonationRequest(): Promise<SessionResponse> {
  return apiRequest('/api/Users/endImpersonation', { method: 'POST', schema: sessionResponseCheck });
}
