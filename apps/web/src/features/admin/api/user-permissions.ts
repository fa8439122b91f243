import {
  userPermissionsResponseSchema,
  type SetUserPermissions,
  type UserPermissionsResponse,
} from '@connect/contracts/admin/user-permissions.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** PUT /api/admin/users/:userId/permissions: the user's permissions per company, effective on their next request. */
export function setUserPermissions(input: { userId: string } & SetUserPermissions): Promise<UserPermissionsResponse> {
  return apiRequest(`/api/admin/users/${encodeURIComponent(input.userId)}/permissions`, {
    method: 'PUT',
    body: { companies: input.companies },
    schema: userPermissionsResponseSchema,
  });
}

export function useSetUserPermissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserPermissions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
