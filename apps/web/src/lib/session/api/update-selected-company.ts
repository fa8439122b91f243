import type { SessionResponse } from '@connect/contracts/auth/auth.schemas';
import { apiRequest } from '@/lib/api-client';
import { sessionResponseCheck } from '@/lib/startup-checks';

/** POST /api/customer/updateSelectedCompany (no loader, spec 1 §7): saves the choice and answers a new token. */
export function updateSelectedCompany(selectedCompany: string): Promise<SessionResponse> {
  return apiRequest('/api/customer/updateSelectedCompany', {
    method: 'POST',
    body: { selectedCompany },
    schema: sessionResponseCheck,
    loader: false,
  });
}
