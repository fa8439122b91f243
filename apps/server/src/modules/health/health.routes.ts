import { healthSchema, readinessSchema } from '@connect/contracts/health/health.schemas';
import { messages } from '@connect/contracts/errors/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      config: { access: 'public', rateLimit: false },
      schema: { tags: ['Operations'], summary: 'Liveness: the process answers', response: { 200: healthSchema } },
    },
    async () => ({ status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) }),
  );

  app.get(
    '/readyz',
    {
      config: { access: 'public', rateLimit: false },
      schema: {
        tags: ['Operations'],
        summary: 'Readiness: the database is reachable and migrated',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_request, reply) => {
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
  );
};
