import { globalSearchResponseSchema, type GlobalSearchRow } from '@connect/contracts/shipments/shipments.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { shipmentKeys } from './shipment-keys';

export type { GlobalSearchRow };

/** GET Shipment/globalSearch/{keyword}. A failed search yields empty data (spec 1 §8), never an error notice. */
export async function globalSearch(keyword: string, signal?: AbortSignal): Promise<GlobalSearchRow[]> {
  const result = await apiCall(`/api/Shipment/globalSearch/${encodeURIComponent(keyword)}`, {
    schema: globalSearchResponseSchema,
    loader: false,
    signal,
  });
  return result.isSuccess ? result.data : [];
}

export function globalSearchQueryOptions(keyword: string, sessionKey: string) {
  return queryOptions({
    queryKey: shipmentKeys.globalSearch(keyword, sessionKey),
    queryFn: ({ signal }) => globalSearch(keyword, signal),
    retry: false,
  });
}

export function useGlobalSearch(keyword: string, sessionKey: string) {
  return useQuery({ ...globalSearchQueryOptions(keyword, sessionKey), enabled: keyword.length > 0 });
}
