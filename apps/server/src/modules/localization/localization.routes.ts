import { localizationQuerySchema, localizationSchema } from '@connect/contracts/localization/localization.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route';
import { getLocalization } from './localization.service';

export const localizationRoutes: FastifyPluginAsyncZod = async (app) => {
  defineRoute(app, {
    method: 'GET',
    url: '/api/legacy/edge/common/localization',
    access: 'public',
    tags: ['Start-up'],
    summary: 'UI strings for a locale (the default language when the locale is not active)',
    querystring: localizationQuerySchema,
    response: { 200: localizationSchema },
    handler: ({ ctx, query }) => getLocalization(ctx, query.locale),
  });
};
