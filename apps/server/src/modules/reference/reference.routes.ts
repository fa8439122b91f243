import {
  referenceListParamsSchema,
  referenceListQuerySchema,
  referenceListSchema,
} from '@connect/contracts/reference/reference.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listReferenceData } from './reference.service';

export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/reference/:list',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Reference data'],
        summary: 'A reference list of spec 2 §3 (countries, ports, carriers, statuses, ...)',
        params: referenceListParamsSchema,
        querystring: referenceListQuerySchema,
        response: { 200: referenceListSchema },
      },
    },
    async (request) => listReferenceData(request.ctx, request.params.list, request.query),
  );
};
