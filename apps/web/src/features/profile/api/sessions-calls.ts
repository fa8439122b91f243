import {
  accountSessionsResponseSchema,
  type AccountSessionsResponse,
} from '@connect/contracts/account/account.schemas';
import { messageResponseSchema } from '@connect/contracts/auth/auth.schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Your sessions (decision 036): the caller's live sessions, one revoked, or every other one. */

export const sessionsKeys = {
  all: ['profile', 'sessions'] as const,
  list: (userKey: string) => [...sessionsKeys.all, userKey] as const,
};

/** GET /api/account/sessions */
export function getSessions(signal?: AbortSignal): Promise<AccountSessionsResponse> {
  return apiRequest('/api/account/sessions', { schema: accountSessionsResponseSchema, signal, loader: false });
}

export function useSessions(userKey: string, enabled: boolean) {
  return useQuery(
    queryOptions({ queryKey: sessionsKeys.list(userKey), queryFn: ({ signal }) => getSessions(signal), enabled }),
  );
}

/** DELETE /api/account/sessions/{sessionId} */
export function revokeSession(sessionId: string) {
  return apiRequest(`/api/account/sessions/${encodeURIComponent(sessionId)}`, {
    method: 'DELETE',
    schema: messageResponseSchema,
  });
}

/** POST /api/account/sessions/sign-out-others */
export function signOutOtherSessions() {
  return apiRequest('/api/account/sessions/sign-out-others', { method: 'POST', schema: messageResponseSchema });
}

export function useRevokeSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSettled: () => client.invalidateQueries({ queryKey: sessionsKeys.all }),
  });
}

export function useSignOutOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: signOutOtherSessions,
    onSettled: () => client.invalidateQueries({ queryKey: sessionsKeys.all }),
  });
}
