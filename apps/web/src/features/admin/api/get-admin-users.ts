import { adminUsersResponseSchema } from '@connect/contracts/admin/admin.schemas';
import { toGridSearchParams, type GridFilter, type GridSort } from '@connect/contracts/grid/grid-query.schemas';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

export type AdminUsersPage = z.infer<typeof adminUsersResponseSchema>;

/** The users grid's request: the grid's own query plus the search box and the quick filters above it. */
export type AdminUsersRequest = {
  search?: string;
  companyCode?: string;
  userType?: 'EMPLOYEE' | 'CUSTOMER' | 'ADMIN';
  status?: 'invited' | 'active' | 'disabled';
  filter?: GridFilter[];
  sort?: GridSort[];
  pageNumber: number;
  pageSize: number;
  action?: string;
};

/** The query string of the users list and of its export (grid query string of spec 2 §7 plus quick filters). */
export function adminUsersSearchParams(
  request: Omit<AdminUsersRequest, 'pageNumber' | 'pageSize'> & {
    pageNumber?: number;
    pageSize?: number;
  },
): URLSearchParams {
  const params = toGridSearchParams(request);
  if (request.search) params.set('search', request.search);
  if (request.companyCode) params.set('companyCode', request.companyCode);
  if (request.userType) params.set('userType', request.userType);
  if (request.status) params.set('status', request.status);
  return params;
}

/** GET /api/admin/users: the grid's server mode (filter, sort, paging) plus search and quick filters. */
export function getAdminUsers(request: AdminUsersRequest, signal?: AbortSignal): Promise<AdminUsersPage> {
  return apiRequest('/api/admin/users', {
    query: Object.fromEntries(adminUsersSearchParams(request)),
    schema: adminUsersResponseSchema,
    loader: false,
    signal,
  });
}
