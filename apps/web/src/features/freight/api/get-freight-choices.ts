import {
  airportCodesResponseSchema,
  carrierCodesResponseSchema,
  oceanPortCodesResponseSchema,
  type CodeName,
} from '@connect/contracts/freight/freight.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useTenantKey } from '@/lib/session/tenant-key';
import { freightKeys } from './freight-keys';

/**
 * The cascading look-ups of spec 1 §4: origin airports → destinations from the origin; loading ports → discharge
 * ports from the loading port → carriers between both (20' GP). A look-up whose parent is not chosen is not asked.
 */

/** GET /api/freight/AirportCodes?type=origin: the origin airports, and the special list the company is on. */
export function getAirOrigins(signal?: AbortSignal) {
  return apiRequest('/api/freight/AirportCodes', {
    query: { type: 'origin' },
    schema: airportCodesResponseSchema,
    loader: false,
    signal,
  });
}

/** GET /api/freight/AirportCodes?type=dest&originPort=…: the destinations priced from that origin. */
export function getAirDestinations(originPort: string, signal?: AbortSignal) {
  return apiRequest('/api/freight/AirportCodes', {
    query: { type: 'dest', originPort },
    schema: airportCodesResponseSchema,
    loader: false,
    signal,
  });
}

/** GET /api/freight/OceanPortCodes?type=origin: the ports of loading. */
export function getLoadingPorts(signal?: AbortSignal) {
  return apiRequest('/api/freight/OceanPortCodes', {
    query: { type: 'origin' },
    schema: oceanPortCodesResponseSchema,
    loader: false,
    signal,
  });
}

/** GET /api/freight/OceanPortCodes?type=dest&originPort=…: the ports of discharge from that port of loading. */
export function getDischargePorts(originPort: string, signal?: AbortSignal) {
  return apiRequest('/api/freight/OceanPortCodes', {
    query: { type: 'dest', originPort },
    schema: oceanPortCodesResponseSchema,
    loader: false,
    signal,
  });
}

/** GET /api/freight/CarrierCodesWithParams: the carriers between both ports. */
export function getCarriers(portOfLoading: string, portOfDischarge: string, signal?: AbortSignal) {
  return apiRequest('/api/freight/CarrierCodesWithParams', {
    query: { portOfLoading, portOfDischarge },
    schema: carrierCodesResponseSchema,
    loader: false,
    signal,
  });
}

const none: CodeName[] = [];

export function useAirOrigins(enabled: boolean) {
  const tenant = useTenantKey();
  const query = useQuery({
    queryKey: freightKeys.airOrigins(tenant),
    queryFn: ({ signal }) => getAirOrigins(signal),
    enabled,
  });
  return { ...query, choices: query.data?.originAirportCode ?? none, restriction: query.data?.restriction ?? null };
}

export function useAirDestinations(origin: string) {
  const tenant = useTenantKey();
  const query = useQuery({
    queryKey: freightKeys.airDestinations(tenant, origin),
    queryFn: ({ signal }) => getAirDestinations(origin, signal),
    enabled: origin !== '',
  });
  return { ...query, choices: query.data?.destinationAirportCode ?? none };
}

export function useLoadingPorts(enabled: boolean) {
  const tenant = useTenantKey();
  const query = useQuery({
    queryKey: freightKeys.loadingPorts(tenant),
    queryFn: ({ signal }) => getLoadingPorts(signal),
    enabled,
  });
  return { ...query, choices: query.data?.loadingPort ?? none };
}

export function useDischargePorts(loading: string) {
  const tenant = useTenantKey();
  const query = useQuery({
    queryKey: freightKeys.dischargePorts(tenant, loading),
    queryFn: ({ signal }) => getDischargePorts(loading, signal),
    enabled: loading !== '',
  });
  return { ...query, choices: query.data?.dischargePort ?? none };
}

export function useCarriers(loading: string, discharge: string) {
  const tenant = useTenantKey();
  const query = useQuery({
    queryKey: freightKeys.carriers(tenant, loading, discharge),
    queryFn: ({ signal }) => getCarriers(loading, discharge, signal),
    enabled: loading !== '' && discharge !== '',
  });
  return { ...query, choices: query.data?.carrierCodes ?? none };
}
