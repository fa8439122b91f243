import { adminUsersResponseSchema, type AdminUsersQuery } from '@connect/contracts/admin/admin.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export type AdminUsersPage = z.infer<typeof adminUsersResponseSchema>;

/** GET /api/admin/users: searchable, filterable by company, user type and status, paged on the server. */
export function getAdminUsers(query: AdminUsersQuery, signal?: AbortSignal): Promise<AdminUsersPage> {
  return apiRequest('/api/admin/users', {
    query: {
      search: query.search || undefined,
      companyCode: query.companyCode || undefined,
      userType: query.userType,
      status: query.status,
      pageNumber: query.pageNumber,
      pageSize: query.pageSize,
    },
    schema: adminUsersResponseSchema,
    loader: false,
    signal,
  });
}

export function getAdminUsersQueryOptions(query: AdminUsersQuery) {
  return queryOptions({
    queryKey: adminKeys.userList(query),
    queryFn: ({ signal }) => getAdminUsers(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminUsers(query: AdminUsersQuery) {
  return useQuery(getAdminUsersQueryOptions(query));
}
