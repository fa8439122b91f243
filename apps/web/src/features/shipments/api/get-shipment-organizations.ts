import { shipmentOrganizationsResponseSchema } from '@connect/contracts/shipments/shipments.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { shipmentKeys } from './shipment-keys';

/** GET /api/shipments/organizations: the shipper organizations of the filter panel. */
export function getShipmentOrganizations(signal?: AbortSignal) {
  return apiRequest('/api/shipments/organizations', {
    schema: shipmentOrganizationsResponseSchema,
    loader: false,
    signal,
  });
}

export function shipmentOrganizationsQueryOptions(sessionKey: string) {
  return queryOptions({
    queryKey: shipmentKeys.organizations(sessionKey),
    queryFn: ({ signal }) => getShipmentOrganizations(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function useShipmentOrganizations(sessionKey: string) {
  return useQuery(shipmentOrganizationsQueryOptions(sessionKey));
}
