import { resourceVisibilityResponseSchema } from '@connect/contracts/resources/resources.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { resourceKeys } from './resource-keys';

/** GET /api/resource/visibility (spec 1 §7): the visibility entries matching the caller or their selected company. */
export function getMyResourceVisibility(signal?: AbortSignal) {
  return apiRequest('/api/resource/visibility', { schema: resourceVisibilityResponseSchema, signal, loader: false });
}

/**
 * Spec 1 §2: the home's resource widget shows only if a visibility entry matches the user (Customer, by user id)
 * or the selected company (Company). Answers undefined while loading, and false when the call failed (the widget
 * stays off the board, whose placeholder for it then goes).
 */
export function useResourceWidgetVisible(tenantKey: string, enabled = true): boolean | undefined {
  const query = useQuery({
    queryKey: [...resourceKeys.all, 'visibility', tenantKey],
    queryFn: ({ signal }) => getMyResourceVisibility(signal),
    enabled,
    staleTime: 60_000,
  });
  if (!enabled || query.isError) return false;
  return query.data ? query.data.resourceVisibilityData.length > 0 : undefined;
}
