import {
  gridSettingsResponseSchema,
  type GridSettings,
  type GridSettingsResponse,
} from '@connect/contracts/grid/grid-settings.schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Query keys of the per-user grid settings (they follow the user: stored on the server). */
export const gridSettingsKeys = {
  all: ['grid-settings'] as const,
  detail: (gridKey: string) => [...gridSettingsKeys.all, gridKey] as const,
};

export function getGridSettings(gridKey: string, signal?: AbortSignal): Promise<GridSettingsResponse> {
  return apiRequest(`/api/grid-settings/${encodeURIComponent(gridKey)}`, {
    schema: gridSettingsResponseSchema,
    loader: false,
    signal,
  });
}

export function saveGridSettings(gridKey: string, settings: GridSettings): Promise<GridSettingsResponse> {
  return apiRequest(`/api/grid-settings/${encodeURIComponent(gridKey)}`, {
    method: 'PUT',
    body: settings,
    schema: gridSettingsResponseSchema,
    loader: false,
  });
}

export function getGridSettingsQueryOptions(gridKey: string) {
  return queryOptions({
    queryKey: gridSettingsKeys.detail(gridKey),
    queryFn: ({ signal }) => getGridSettings(gridKey, signal),
    staleTime: Infinity,
    retry: false,
  });
}

/** The caller's saved settings of one grid; disabled (defaults only) when the grid has no key. */
export function useGridSettings(gridKey: string | undefined) {
  return useQuery({ ...getGridSettingsQueryOptions(gridKey ?? ''), enabled: gridKey !== undefined });
}

export function useSaveGridSettings(gridKey: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: GridSettings) =>
      gridKey ? saveGridSettings(gridKey, settings) : Promise.resolve(undefined),
    onSuccess: (saved) => {
      if (saved && gridKey) queryClient.setQueryData(gridSettingsKeys.detail(gridKey), saved);
    },
  });
}
