import { profileSchema, type Profile } from '@connect/contracts/profile/profile.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profileKeys } from './profile-keys';

/** GET /api/customer/profile: the profile of whoever the portal acts as. */
export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return apiRequest('/api/customer/profile', { schema: profileSchema, signal });
}

export function getProfileQueryOptions(sessionKey: string) {
  return queryOptions({ queryKey: profileKeys.detail(sessionKey), queryFn: ({ signal }) => getProfile(signal) });
}

export function useProfile(sessionKey: string) {
  return useQuery(getProfileQueryOptions(sessionKey));
}
