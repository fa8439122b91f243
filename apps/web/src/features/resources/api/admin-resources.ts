import { adminUsersResponseSchema } from '@connect/contracts/admin/admin.schemas';
import { messageResponseSchema } from '@connect/contracts/auth/auth.schemas';
import {
  adminResourceSchema,
  adminResourcesResponseSchema,
  resourceFileSchema,
  resourceReadersResponseSchema,
  type ResourceDraft,
} from '@connect/contracts/resources/resources.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiErrorOf, apiRequest, prepareRequestHeaders } from '@/lib/api-client';
import { resourceKeys } from './resource-keys';

/** GET /api/admin/resources: every resource with its audience and read counts (admins). */
export function useAdminResources(search: string) {
  return useQuery({
    queryKey: resourceKeys.adminList(search),
    queryFn: ({ signal }) =>
      apiRequest('/api/admin/resources', {
        query: { search: search || undefined },
        schema: adminResourcesResponseSchema,
        signal,
        loader: false,
      }),
  });
}

/** POST /api/admin/resources or PUT /api/admin/resources/:id. */
export function useSaveResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string | null; draft: ResourceDraft }) =>
      apiRequest(input.id ? `/api/admin/resources/${encodeURIComponent(input.id)}` : '/api/admin/resources', {
        method: input.id ? 'PUT' : 'POST',
        body: input.draft,
        schema: adminResourceSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all }),
  });
}

export function useDeleteResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (resourceId: string) =>
      apiRequest(`/api/admin/resources/${encodeURIComponent(resourceId)}`, {
        method: 'DELETE',
        schema: messageResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all }),
  });
}

export function useResourceReaders(resourceId: string | null) {
  return useQuery({
    queryKey: resourceKeys.readers(resourceId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest(`/api/admin/resources/${encodeURIComponent(resourceId ?? '')}/readers`, {
        schema: resourceReadersResponseSchema,
        signal,
        loader: false,
      }),
    enabled: resourceId !== null,
  });
}

const uploadedSchema = resourceFileSchema.extend({ message: z.string() });

/** PUT /api/admin/resources/files: the file's bytes; the server checks them by content. */
export async function uploadResourceFile(file: File) {
  const headers = await prepareRequestHeaders();
  const response = await fetch(
    `/api/admin/resources/files?${new URLSearchParams({ fileName: file.name }).toString()}`,
    {
      method: 'PUT',
      headers: { ...headers, 'Content-Type': 'application/octet-stream', Accept: 'application/json' },
      body: file,
      credentials: 'same-origin',
    },
  );
  if (!response.ok) throw await apiErrorOf(response);
  return uploadedSchema.parse(await response.json());
}

export function useUploadResourceFile() {
  return useMutation({ mutationFn: uploadResourceFile });
}

/** Active customer users matching a name or e-mail (50 at a time), for the Customer visibility. */
export function useCustomerSearch(term: string) {
  return useQuery({
    queryKey: resourceKeys.customers(term),
    queryFn: ({ signal }) =>
      apiRequest('/api/admin/users', {
        query: { search: term || undefined, userType: 'CUSTOMER', status: 'active', pageNumber: 1, pageSize: 50 },
        schema: adminUsersResponseSchema,
        signal,
        loader: false,
      }),
    staleTime: 30_000,
  });
}

/** The customers' companies (from the users list: there is no admin company list call), for the Company visibility. */
export function useCustomerCompanies() {
  return useQuery({
    queryKey: resourceKeys.companies(),
    queryFn: ({ signal }) =>
      apiRequest('/api/admin/users', {
        query: { pageNumber: 1, pageSize: 1000 },
        schema: adminUsersResponseSchema,
        signal,
        loader: false,
      }),
    staleTime: 60_000,
    select: (page) => {
      const byCode = new Map<string, { code: string; name: string }>();
      for (const user of page.items)
        for (const company of user.companies)
          byCode.set(company.companyCode, { code: company.companyCode, name: company.name });
      return [...byCode.values()].sort((a, b) => a.name.localeCompare(b.name));
    },
  });
}
