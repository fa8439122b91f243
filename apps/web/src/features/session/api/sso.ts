import { ssoDiscoverResponseSchema, type SsoDiscoverResponse } from '@connect/contracts/sso/sso.schemas';
import { apiRequest } from '@/lib/api-client';

/** POST /api/sso/discover: whether the e-mail's domain signs in through its company (decision 093). */
export function discoverSso(email: string): Promise<SsoDiscoverResponse> {
  return apiRequest('/api/sso/discover', {
    method: 'POST',
    body: { email },
    schema: ssoDiscoverResponseSchema,
    loader: false,
  });
}

/** Where the browser goes to sign in through the company's identity provider. */
export function ssoStartUrl(companyId: string): string {
  return `/api/sso/start?companyId=${encodeURIComponent(companyId)}`;
}
