import {
  gridKeyParamsSchema,
  gridSettingsResponseSchema,
  gridSettingsSchema,
} from '@connect/contracts/grid/grid-settings.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticated } from '../../service-context';
import { getGridSettings, resetGridSettings, saveGridSettings } from './grid-settings.service';

const tags = ['Grid'];
const authed = { access: 'authenticated' as const };

export const gridSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/grid-settings/:gridKey',
    {
      config: authed,
      schema: {
        tags,
        summary: "The caller's settings of one grid",
        params: gridKeyParamsSchema,
        response: { 200: gridSettingsResponseSchema },
      },
    },
    async (request) => getGridSettings(authenticated(request.ctx), request.params.gridKey),
  );
  app.put(
    '/api/grid-settings/:gridKey',
    {
      config: authed,
      schema: {
        tags,
        summary: "Save the caller's settings of one grid",
        params: gridKeyParamsSchema,
        body: gridSettingsSchema,
        response: { 200: gridSettingsResponseSchema },
      },
    },
    async (request) => saveGridSettings(authenticated(request.ctx), request.params.gridKey, request.body),
  );
  app.delete(
    '/api/grid-settings/:gridKey',
    {
      config: authed,
      schema: {
        tags,
        summary: 'Back to the default settings',
        params: gridKeyParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await resetGridSettings(authenticated(request.ctx), request.params.gridKey);
      return reply.code(204).send(null);
    },
  );
};
