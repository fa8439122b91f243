import {
  tariffDetailSchema,
  tariffImportResponseSchema,
  tariffListResponseSchema,
  type TariffImportKindParam,
  type TariffInput,
  type TariffListQuery,
} from '@connect/contracts/freight/tariffs.schemas';
import type { TariffLaneInput } from '@connect/contracts/freight/tariff-lanes.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiErrorOf, apiRequest, prepareRequestHeaders } from '@/lib/api-client';

/** Query keys of tariff maintenance (staff only: no company in the key, staff see every tariff). */
export const tariffKeys = {
  all: ['freight-tariffs'] as const,
  list: (query: TariffListQuery) => [...tariffKeys.all, 'list', query] as const,
  detail: (id: string) => [...tariffKeys.all, 'detail', id] as const,
};

const savedSchema = z.object({
  id: z.string(),
  message: z.string(),
  messageKey: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

export function useTariffs(query: TariffListQuery) {
  return useQuery({
    queryKey: tariffKeys.list(query),
    queryFn: ({ signal }) =>
      apiRequest('/api/freight-tariffs', {
        query: { kind: query.kind, status: query.status, search: query.search || undefined },
        schema: tariffListResponseSchema,
        loader: false,
        signal,
      }),
  });
}

export function useTariff(id: string | undefined) {
  return useQuery({
    queryKey: tariffKeys.detail(id ?? ''),
    queryFn: ({ signal }) =>
      apiRequest(`/api/freight-tariffs/${encodeURIComponent(id ?? '')}`, {
        schema: tariffDetailSchema,
        loader: false,
        signal,
      }),
    enabled: Boolean(id),
  });
}

export function useSaveTariff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | undefined; input: TariffInput }) =>
      apiRequest(id ? `/api/freight-tariffs/${encodeURIComponent(id)}` : '/api/freight-tariffs', {
        method: id ? 'PUT' : 'POST',
        body: input,
        schema: savedSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tariffKeys.all }),
  });
}

export function useExpireTariff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, validTo }: { id: string; validTo: string }) =>
      apiRequest(`/api/freight-tariffs/${encodeURIComponent(id)}/expire`, {
        method: 'POST',
        body: { validTo },
        schema: savedSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tariffKeys.all }),
  });
}

/** POST /api/freight-tariff-imports/{kind}[/dry-run]: multipart/form-data with the file only. */
async function postTariffFile(kind: TariffImportKindParam, file: File, commit: boolean) {
  const form = new FormData();
  form.append('file', file, file.name);
  const headers = await prepareRequestHeaders();
  const response = await fetch(`/api/freight-tariff-imports/${kind}${commit ? '' : '/dry-run'}`, {
    method: 'POST',
    body: form,
    headers: { Accept: 'application/json', ...headers },
    credentials: 'same-origin',
  });
  if (!response.ok) throw await apiErrorOf(response);
  return tariffImportResponseSchema.parse(await response.json());
}

export function useTariffImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file, commit }: { kind: TariffImportKindParam; file: File; commit: boolean }) =>
      postTariffFile(kind, file, commit),
    onSuccess: (answer) => {
      if (answer.imported) void queryClient.invalidateQueries({ queryKey: tariffKeys.all });
    },
  });
}

/** One lane at a time (decision 080): add (no laneId), change, or remove a lane of a tariff. */
export function useSaveTariffLane() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      tariffId,
      laneId,
      input,
    }: {
      tariffId: string;
      laneId: string | undefined;
      input: TariffLaneInput;
    }) =>
      apiRequest(
        `/api/freight-tariffs/${encodeURIComponent(tariffId)}/lanes${laneId ? `/${encodeURIComponent(laneId)}` : ''}`,
        { method: laneId ? 'PUT' : 'POST', body: input, schema: savedSchema },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tariffKeys.all }),
  });
}

export function useRemoveTariffLane() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tariffId, laneId }: { tariffId: string; laneId: string }) =>
      apiRequest(`/api/freight-tariffs/${encodeURIComponent(tariffId)}/lanes/${encodeURIComponent(laneId)}`, {
        method: 'DELETE',
        schema: savedSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tariffKeys.all }),
  });
}
