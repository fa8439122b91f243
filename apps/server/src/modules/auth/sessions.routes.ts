import { accountSessionsResponseSchema, sessionIdParamsSchema } from '@connect/contracts/account/account.schemas';
import { messageResponseSchema } from '@connect/contracts/auth/auth.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route';
import { listMySessions, revokeMyOtherSessions, revokeMySession } from './sessions.service';

const tags = ['Identity'];

/** Your sessions (decision 036): the caller's own sessions; a revoked one's socket is closed at once. */
export const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  defineRoute(app, {
    method: 'GET',
    url: '/api/account/sessions',
    access: 'signedIn',
    tags,
    summary: "The caller's live sessions: browser, system, address, start, last activity, this device",
    response: { 200: accountSessionsResponseSchema },
    handler: ({ ctx }) => listMySessions(ctx),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/account/sessions/:sessionId',
    access: 'signedIn',
    tags,
    summary: "Sign one of the caller's sessions out (another user's or an unknown id: 404)",
    params: sessionIdParamsSchema,
    response: { 200: messageResponseSchema },
    handler: async ({ ctx, params }) => {
      const result = await revokeMySession(ctx, params.sessionId);
      app.realtime.closeSession(params.sessionId);
      return result;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/account/sessions/sign-out-others',
    access: 'signedIn',
    tags,
    summary: 'Sign every other session of the caller out; this one stays',
    response: { 200: messageResponseSchema },
    handler: async ({ ctx }) => {
      const { result, ended } = await revokeMyOtherSessions(ctx);
      for (const sessionId of ended) app.realtime.closeSession(sessionId);
      return result;
    },
  });
};
