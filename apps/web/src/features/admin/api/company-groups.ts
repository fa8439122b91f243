import {
  companyGroupResponseSchema,
  companyGroupsResponseSchema,
  type CreateCompanyGroup,
  type UpdateCompanyGroup,
} from '@connect/contracts/admin/company-groups.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

const groupsKey = () => [...adminKeys.all, 'company-groups'] as const;

/** GET /api/admin/company-groups: every group with its companies and users. */
export function useCompanyGroups() {
  return useQuery({
    queryKey: groupsKey(),
    queryFn: ({ signal }) => apiRequest('/api/admin/company-groups', { schema: companyGroupsResponseSchema, signal }),
  });
}

export type CompanyGroupChange =
  | { kind: 'create'; body: CreateCompanyGroup }
  | { kind: 'update'; groupId: string; body: UpdateCompanyGroup }
  | { kind: 'users'; groupId: string; userIds: string[] };

/** Creates a group, renames it and sets its companies, or sets its users; the lists of groups and users refresh. */
export function useChangeCompanyGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CompanyGroupChange) => {
      if (change.kind === 'create')
        return apiRequest('/api/admin/company-groups', {
          method: 'POST',
          body: change.body,
          schema: companyGroupResponseSchema,
        });
      const base = `/api/admin/company-groups/${encodeURIComponent(change.groupId)}`;
      if (change.kind === 'update')
        return apiRequest(base, { method: 'PUT', body: change.body, schema: companyGroupResponseSchema });
      return apiRequest(`${base}/users`, {
        method: 'PUT',
        body: { userIds: change.userIds },
        schema: companyGroupResponseSchema,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
