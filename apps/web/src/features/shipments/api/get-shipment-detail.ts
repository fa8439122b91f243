import { shipmentDetailSchema, type ShipmentDetail } from '@connect/contracts/shipments/shipments.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { shipmentKeys } from './shipment-keys';

/** GET /api/shipments/{id}: one shipment of the selected company (404 'Record Not Found' for any other id). */
export function getShipmentDetail(id: string, signal?: AbortSignal): Promise<ShipmentDetail> {
  return apiRequest(`/api/shipments/${encodeURIComponent(id)}`, {
    schema: shipmentDetailSchema,
    loader: false,
    signal,
  });
}

export function shipmentDetailQueryOptions(id: string, sessionKey: string) {
  return queryOptions({
    queryKey: shipmentKeys.detail(id, sessionKey),
    queryFn: ({ signal }) => getShipmentDetail(id, signal),
    retry: false,
  });
}

export function useShipmentDetail(id: string | undefined, sessionKey: string) {
  return useQuery({ ...shipmentDetailQueryOptions(id ?? '', sessionKey), enabled: id !== undefined });
}
