import { resourceSchema, resourcesResponseSchema } from '@connect/contracts/resources/resources.schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetchFile, apiRequest } from '@/lib/api-client';
import { resourceKeys } from './resource-keys';

/** GET /api/resource/ (spec 1 §7 resource/): the live resources visible to the caller or their company. */
export function getMyResources(signal?: AbortSignal) {
  return apiRequest('/api/resource/', { schema: resourcesResponseSchema, signal, loader: false });
}

export function myResourcesQueryOptions(tenantKey: string) {
  return queryOptions({
    queryKey: resourceKeys.mine(tenantKey),
    queryFn: ({ signal }) => getMyResources(signal),
    select: (answer) => answer.resourceData,
    staleTime: 60_000,
  });
}

/** The caller's resources (the header's drawer, the library page and the home widget share this cache). */
export function useMyResources(tenantKey: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...myResourcesQueryOptions(tenantKey), enabled: options.enabled ?? true });
}

/** POST /api/resource/:id/read: the caller opened (a link) or acknowledged a resource. */
export function recordResourceRead(input: { resourceId: string; action: 'open' | 'acknowledge' }) {
  return apiRequest(`/api/resource/${encodeURIComponent(input.resourceId)}/read`, {
    method: 'POST',
    body: { action: input.action },
    schema: resourceSchema,
    loader: false,
  });
}

export function useRecordResourceRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordResourceRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all }),
  });
}

/** GET /api/resource/:id/file: the file's bytes (the server records the opening). */
export async function fetchResourceFile(resourceId: string): Promise<Blob> {
  const response = await apiFetchFile(`/api/resource/${encodeURIComponent(resourceId)}/file`);
  return response.blob();
}

export function useOpenResourceFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { resourceId: string; fileName: string }) => ({
      blob: await fetchResourceFile(input.resourceId),
      fileName: input.fileName,
    }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all }),
  });
}
