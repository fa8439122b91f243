import { userHistoryResponseSchema, type UserHistoryResponse } from '@connect/contracts/admin/user-history.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/admin/users/:userId/history: the admins' changes to the user, newest first. */
export function useUserHistory(userId: string | undefined) {
  return useQuery({
    queryKey: [...adminKeys.all, 'user-history', userId ?? ''],
    enabled: userId !== undefined,
    queryFn: ({ signal }): Promise<UserHistoryResponse> =>
      apiRequest(`/api/admin/users/${encodeURIComponent(userId ?? '')}/history`, {
        schema: userHistoryResponseSchema,
        signal,
      }),
  });
}
