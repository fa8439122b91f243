import { localizationQuerySchema, localizationSchema } from '@connect/contracts/localization/localization.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getLocalization } from './localization.service';

export const localizationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/legacy/edge/common/localization',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Start-up'],
        summary: 'UI strings for a locale (the default language when the locale is not active)',
        querystring: localizationQuerySchema,
        response: { 200: localizationSchema },
      },
    },
    async (request) => getLocalization(request.ctx, request.query.locale),
  );
};
