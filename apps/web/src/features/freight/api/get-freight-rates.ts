import {
  airRatesResponseSchema,
  freightFiltersParams,
  oceanRatesResponseSchema,
  type FreightObject,
} from '@connect/contracts/freight/freight.schemas';
import { apiRequest } from '@/lib/api-client';

/** GET /api/freight/Rates?filters=<freight object>: the air rates and the explained estimate. */
export function getAirRates(freight: Partial<FreightObject>, signal?: AbortSignal) {
  return apiRequest('/api/freight/Rates', {
    query: Object.fromEntries(freightFiltersParams(freight)),
    schema: airRatesResponseSchema,
    signal,
  });
}

/** GET /api/freight/OceanRates?filters=<freight object>: the 20' GP rate details and the estimate. */
export function getOceanRates(freight: Partial<FreightObject>, signal?: AbortSignal) {
  return apiRequest('/api/freight/OceanRates', {
    query: Object.fromEntries(freightFiltersParams(freight)),
    schema: oceanRatesResponseSchema,
    signal,
  });
}
