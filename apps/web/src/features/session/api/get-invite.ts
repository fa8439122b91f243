import { inviteInfoSchema, type InviteInfo } from '@connect/contracts/auth/auth.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sessionFeatureKeys } from './session-feature-keys';

/** GET /api/auth/invite/:token: who invited whom to which company, and until when. */
export function getInvite(token: string, signal?: AbortSignal): Promise<InviteInfo> {
  return apiRequest(`/api/auth/invite/${encodeURIComponent(token)}`, { schema: inviteInfoSchema, signal });
}

export function getInviteQueryOptions(token: string) {
  return queryOptions({
    queryKey: sessionFeatureKeys.invite(token),
    queryFn: ({ signal }) => getInvite(token, signal),
    retry: false,
    staleTime: Infinity,
  });
}

export function useInvite(token: string, enabled: boolean) {
  return useQuery({ ...getInviteQueryOptions(token), enabled });
}
