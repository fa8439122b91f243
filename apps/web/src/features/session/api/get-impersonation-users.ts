import { userListSchema, type UserListItem } from '@connect/contracts/impersonation/impersonation.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sessionFeatureKeys } from './session-feature-keys';

/** GET /api/firebaseuser/list?isForimpersonation=true (staff): the customer users one may impersonate. */
export function getImpersonationUsers(signal?: AbortSignal): Promise<UserListItem[]> {
  return apiRequest('/api/firebaseuser/list', {
    query: { isForimpersonation: 'true' },
    schema: userListSchema,
    loader: false,
    signal,
  });
}

export function getImpersonationUsersQueryOptions() {
  return queryOptions({
    queryKey: sessionFeatureKeys.impersonationUsers(),
    queryFn: ({ signal }) => getImpersonationUsers(signal),
  });
}

export function useImpersonationUsers(enabled: boolean) {
  return useQuery({ ...getImpersonationUsersQueryOptions(), enabled });
}
