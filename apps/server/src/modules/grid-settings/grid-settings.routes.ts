import {
  gridKeyParamsSchema,
  gridSettingsResponseSchema,
  gridSettingsSchema,
} from '@connect/contracts/grid/grid-settings.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { defineRoute } from '../../lib/define-route';
import { getGridSettings, resetGridSettings, saveGridSettings } from './grid-settings.service';

const tags = ['Grid'];

export const gridSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  defineRoute(app, {
    method: 'GET',
    url: '/api/grid-settings/:gridKey',
    access: 'signedIn',
    tags,
    summary: "The caller's settings of one grid",
    params: gridKeyParamsSchema,
    response: { 200: gridSettingsResponseSchema },
    handler: ({ ctx, params }) => getGridSettings(ctx, params.gridKey),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/grid-settings/:gridKey',
    access: 'signedIn',
    tags,
    summary: "Save the caller's settings of one grid",
    params: gridKeyParamsSchema,
    body: gridSettingsSchema,
    response: { 200: gridSettingsResponseSchema },
    handler: ({ ctx, params, body }) => saveGridSettings(ctx, params.gridKey, body),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: '/api/grid-settings/:gridKey',
    access: 'signedIn',
    tags,
    summary: 'Back to the default settings',
    params: gridKeyParamsSchema,
    response: { 204: z.null() },
    handler: async ({ ctx, params, reply }) => {
      await resetGridSettings(ctx, params.gridKey);
      return reply.code(204).send(null);
    },
  });
};
