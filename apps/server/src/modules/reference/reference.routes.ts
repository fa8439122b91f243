import {
  referenceListParamsSchema,
  referenceListQuerySchema,
  referenceListSchema,
} from '@connect/contracts/reference/reference.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route';
import { listReferenceData } from './reference.service';

export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  defineRoute(app, {
    method: 'GET',
    url: '/api/reference/:list',
    access: 'public',
    tags: ['Reference data'],
    summary: 'A reference list of spec 2 §3 (countries, ports, carriers, statuses, ...)',
    params: referenceListParamsSchema,
    querystring: referenceListQuerySchema,
    response: { 200: referenceListSchema },
    // The same for every caller and no one's personal data: browsers may keep it for five minutes (decision 029).
    cache: 'public, max-age=300',
    handler: ({ ctx, params, query }) => listReferenceData(ctx, params.list, query),
  });
};
