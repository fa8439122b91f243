import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiCall } from '../../../lib/api-client';
import { shipmentKeys } from './shipment-keys';

/**
 * Rows of GET Shipment/globalSearch/{keyword}. The shipments contract arrives with the shipments screens;
 * until then a row is read loosely and only `document_id` (the detail link) is relied on.
 */
const searchRowSchema = z.record(z.string(), z.unknown());
const searchResultSchema = z.array(searchRowSchema);
export type ShipmentSearchRow = z.infer<typeof searchRowSchema>;

/** A failed search yields empty data (spec 1 §8), never an error notice. */
export async function globalSearch(keyword: string, signal?: AbortSignal): Promise<ShipmentSearchRow[]> {
  const result = await apiCall(`/api/Shipment/globalSearch/${encodeURIComponent(keyword)}`, {
    schema: searchResultSchema,
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
