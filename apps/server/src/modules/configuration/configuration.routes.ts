import { configurationSchema, type Configuration } from '@connect/contracts/configuration/configuration.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route';
import { getConfiguration } from './configuration.service';

const serialized = new WeakMap<object, string>();

export const configurationRoutes: FastifyPluginAsyncZod = async (app) => {
  defineRoute(app, {
    method: 'GET',
    url: '/api/legacy/edge/common/configuration',
    access: 'public',
    tags: ['Start-up'],
    summary: 'Public configuration loaded before the portal renders',
    response: { 200: configurationSchema },
    handler: async ({ ctx, reply }) => {
      const configuration = await getConfiguration(ctx);
      // The configuration object is cached by the service; its JSON is cached beside it (checked against
      // the schema once), so the hot start-up call skips per-request serialisation.
      let json = serialized.get(configuration);
      if (!json) {
        json = JSON.stringify(configurationSchema.parse(configuration));
        serialized.set(configuration, json);
      }
      // Fastify sends a string payload as is (no serializer); the cast only satisfies the route's reply type.
      return reply.type('application/json; charset=utf-8').send(json as unknown as Configuration);
    },
  });
};
