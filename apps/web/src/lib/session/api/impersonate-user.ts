import {
  impersonateResponseSchema,
  type ImpersonateResponse,
} from '@connect/contracts/impersonation/impersonation.schemas';
import { apiRequest } from '@/lib/api-client';

/** GET /api/Users/impersonateuser/{impersonateUserId} (staff only): the token to send as x-req-imp and the data. */
export function impersonateUser(impersonateUserId: string): Promise<ImpersonateResponse> {
  return apiRequest(`/api/Users/impersonateuser/${encodeURIComponent(impersonateUserId)}`, {
    schema: impersonateResponseSchema,
  });
}
