import {
  airportCodesQuerySchema,
  airportCodesResponseSchema,
  airRatesQuerySchema,
  airRatesResponseSchema,
  carrierCodesQuerySchema,
  carrierCodesResponseSchema,
  oceanPortCodesQuerySchema,
  oceanPortCodesResponseSchema,
  oceanRatesQuerySchema,
  oceanRatesResponseSchema,
} from '@connect/contracts/freight/freight.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route';
import { getAirRates, getOceanRates, listAirportCodes, listCarrierCodes, listOceanPortCodes } from './freight.service';

const tags = ['Freight'];

/**
 * The freight estimator's calls of spec 1 §7 under `/api/freight/…`, with the spec's paths. Signed-in callers with
 * the `freight-manager` permission in the selected company; answers in that company's tariffs only.
 */
export const freightRoutes: FastifyPluginAsyncZod = async (app) => {
  defineRoute(app, {
    method: 'GET',
    url: '/api/freight/AirportCodes',
    access: 'signedIn',
    tags,
    summary:
      "Origin airports (type=origin) or destinations from originPort (type=dest) of the company's air tariffs, special customer lists applied",
    querystring: airportCodesQuerySchema,
    response: { 200: airportCodesResponseSchema },
    handler: ({ ctx, query }) => listAirportCodes(ctx, query),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/freight/OceanPortCodes',
    access: 'signedIn',
    tags,
    summary:
      "Loading ports (type=origin) or discharge ports from originPort (type=dest) of the company's 20' GP ocean tariffs",
    querystring: oceanPortCodesQuerySchema,
    response: { 200: oceanPortCodesResponseSchema },
    handler: ({ ctx, query }) => listOceanPortCodes(ctx, query),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/freight/CarrierCodesWithParams',
    access: 'signedIn',
    tags,
    summary: "Ocean carriers of the company's tariffs between portOfLoading and portOfDischarge",
    querystring: carrierCodesQuerySchema,
    response: { 200: carrierCodesResponseSchema },
    handler: ({ ctx, query }) => listCarrierCodes(ctx, query),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/freight/Rates',
    access: 'signedIn',
    tags,
    summary:
      'Air rates and the explained estimate (filters: the freight object as JSON): chargeable weight, break, higher-break saving, lines with minimums and margin',
    querystring: airRatesQuerySchema,
    response: { 200: airRatesResponseSchema },
    handler: ({ ctx, query }) => getAirRates(ctx, query.filters),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/freight/OceanRates',
    access: 'signedIn',
    tags,
    summary:
      "Ocean FCL 20' GP rate details and the estimate for the container count (filters: the freight object as JSON)",
    querystring: oceanRatesQuerySchema,
    response: { 200: oceanRatesResponseSchema },
    handler: ({ ctx, query }) => getOceanRates(ctx, query.filters),
  });
};
