import {
  airportCodesResponseSchema,
  airRatesResponseSchema,
  carrierCodesResponseSchema,
  freightFiltersParams,
  oceanPortCodesResponseSchema,
  oceanRatesResponseSchema,
  type CodeName,
  type FreightObject,
} from '@connect/contracts/freight/freight.schemas';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useTenantKey } from '@/lib/session/tenant-key';
import { dashboardKeys } from './dashboard-keys';

/**
 * The freight widget's cascade (spec 1 §4) on the estimator's /api/freight calls: origin airports → destinations;
 * loading ports → discharge ports → carriers. A look-up whose parent is not chosen is not asked.
 */

type Lookup = 'airOrigins' | 'airDestinations' | 'loadingPorts' | 'dischargePorts' | 'carriers';
const none: CodeName[] = [];

function useLookup(
  kind: Lookup,
  params: string[],
  enabled: boolean,
  fetch: (signal: AbortSignal) => Promise<CodeName[]>,
) {
  const tenant = useTenantKey();
  const query = useQuery({
    queryKey: dashboardKeys.data(tenant, 'freightCalculator', kind, ...params),
    queryFn: ({ signal }) => fetch(signal),
    enabled,
  });
  return { choices: query.data ?? none, isFetching: query.isFetching };
}

const get = <T>(path: string, query: Record<string, string>, schema: z.ZodType<T>, signal: AbortSignal) =>
  apiRequest(path, { query, schema, loader: false, signal });

export function useFreightChoices(
  mode: FreightObject['mode'] | '',
  chosen: { origin: string; loading: string; discharge: string },
) {
  const air = mode === 'Air';
  const ocean = mode === 'Ocean-FCL';
  return {
    origins: useLookup(
      'airOrigins',
      [],
      air,
      async (signal) =>
        (await get('/api/freight/AirportCodes', { type: 'origin' }, airportCodesResponseSchema, signal))
          .originAirportCode ?? none,
    ),
    destinations: useLookup(
      'airDestinations',
      [chosen.origin],
      air && chosen.origin !== '',
      async (signal) =>
        (
          await get(
            '/api/freight/AirportCodes',
            { type: 'dest', originPort: chosen.origin },
            airportCodesResponseSchema,
            signal,
          )
        ).destinationAirportCode ?? none,
    ),
    loadingPorts: useLookup(
      'loadingPorts',
      [],
      ocean,
      async (signal) =>
        (await get('/api/freight/OceanPortCodes', { type: 'origin' }, oceanPortCodesResponseSchema, signal))
          .loadingPort ?? none,
    ),
    dischargePorts: useLookup(
      'dischargePorts',
      [chosen.loading],
      ocean && chosen.loading !== '',
      async (signal) =>
        (
          await get(
            '/api/freight/OceanPortCodes',
            { type: 'dest', originPort: chosen.loading },
            oceanPortCodesResponseSchema,
            signal,
          )
        ).dischargePort ?? none,
    ),
    carriers: useLookup(
      'carriers',
      [chosen.loading, chosen.discharge],
      ocean && chosen.loading !== '' && chosen.discharge !== '',
      async (signal) =>
        (
          await get(
            '/api/freight/CarrierCodesWithParams',
            { portOfLoading: chosen.loading, portOfDischarge: chosen.discharge },
            carrierCodesResponseSchema,
            signal,
          )
        ).carrierCodes,
    ),
  };
}

/** GET /api/freight/Rates (air) or /api/freight/OceanRates with the freight object as filters. */
export async function estimateFreight(freight: Partial<FreightObject>) {
  const query = Object.fromEntries(freightFiltersParams(freight));
  if (freight.mode === 'Air') {
    const answer = await apiRequest('/api/freight/Rates', { query, schema: airRatesResponseSchema });
    return { mode: 'Air' as const, answer };
  }
  const answer = await apiRequest('/api/freight/OceanRates', { query, schema: oceanRatesResponseSchema });
  return { mode: 'Ocean-FCL' as const, answer };
}
