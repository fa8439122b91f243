import { companiesResponseSchema, type Company } from '@connect/contracts/profile/profile.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sessionKeys } from '../session-keys';

/** GET /api/customer/companies: the caller's companies; a company-group user gets the (disabled) group first. */
export async function getCompanies(signal?: AbortSignal): Promise<Company[]> {
  const response = await apiRequest('/api/customer/companies', {
    schema: companiesResponseSchema,
    loader: false,
    signal,
  });
  return response.data;
}

export function getCompaniesQueryOptions(sessionKey: string) {
  return queryOptions({
    queryKey: sessionKeys.companies(sessionKey),
    queryFn: ({ signal }) => getCompanies(signal),
    staleTime: 5 * 60_000,
  });
}

/** The companies of whoever the portal acts as (`sessionKey` tells the signed-in user from an impersonated one). */
export function useCompanies(sessionKey: string, enabled: boolean) {
  return useQuery({ ...getCompaniesQueryOptions(sessionKey), enabled });
}
