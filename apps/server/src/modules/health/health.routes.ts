import { healthSchema, readinessSchema } from '@connect/contracts/health/health.schemas';
import { messages } from '@connect/contracts/errors/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  defineRoute(app, {
    method: 'GET',
    url: '/healthz',
    access: 'public',
    rateLimit: false,
    tags: ['Operations'],
    summary: 'Liveness: the process answers',
    response: { 200: healthSchema },
    handler: async () => ({ status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/readyz',
    access: 'public',
    rateLimit: false,
    tags: ['Operations'],
    summary: 'Readiness: the database is reachable and migrated',
    response: { 200: readinessSchema, 503: readinessSchema },
    handler: async ({ reply }) => {
      const { database, readiness } = app;
      let reachable = true;
      try {
        await database.ping();
      } catch {
        reachable = false;
      }
      const ready = reachable && readiness.migrated;
      const body = {
        status: ready ? ('ready' as const) : ('unavailable' as const),
        database: { kind: database.kind, reachable, migrated: readiness.migrated },
        ...(reachable ? {} : { message: messages.couldNotConnectToDatabase }),
      };
      return reply.code(ready ? 200 : 503).send(body);
    },
  });
};
