import {
  emailChangeRequestSchema,
  emailChangeResultSchema,
  emailChangeStatusSchema,
  emailChangeTokenSchema,
  pendingEmailChangeResponseSchema,
} from '@connect/contracts/account/account.schemas';
import { messageResponseSchema } from '@connect/contracts/auth/auth.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route';
import {
  cancelEmailChangeByLink,
  cancelMyEmailChange,
  confirmEmailChange,
  getEmailChangeStatus,
  getMyEmailChange,
  requestEmailChange,
} from './email-change.service';

const tags = ['Identity'];

/** Changing the sign-in e-mail (decision 036): requested signed in, confirmed from both addresses' links. */
export const emailChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const perCaller = { max: app.config.authRateLimitMax, timeWindow: '1 minute', per: 'caller' } as const;
  const perAddress = { max: app.config.authRateLimitMax * 5, timeWindow: '1 minute', per: 'address' } as const;

  defineRoute(app, {
    method: 'GET',
    url: '/api/account/email-change',
    access: 'signedIn',
    tags,
    summary: "The caller's e-mail change in progress, if any",
    response: { 200: pendingEmailChangeResponseSchema },
    handler: ({ ctx }) => getMyEmailChange(ctx),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/account/email-change',
    access: 'signedIn',
    rateLimit: perCaller,
    tags,
    summary: 'Ask to change the sign-in e-mail (current password); links go to the current and the new address',
    body: emailChangeRequestSchema,
    response: { 200: messageResponseSchema },
    handler: ({ ctx, body }) => requestEmailChange(ctx, body),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/account/email-change',
    access: 'signedIn',
    tags,
    summary: "Cancel the caller's e-mail change in progress",
    response: { 200: messageResponseSchema },
    handler: ({ ctx }) => cancelMyEmailChange(ctx),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/account/email-change/status',
    access: 'public',
    rateLimit: perAddress,
    tags,
    summary: 'How far the e-mail change of a link has come (which address confirmed)',
    body: emailChangeTokenSchema,
    response: { 200: emailChangeStatusSchema },
    handler: ({ ctx, body }) => getEmailChangeStatus(ctx, body.token),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/account/email-change/confirm',
    access: 'public',
    rateLimit: perAddress,
    tags,
    summary: 'Confirm an e-mail change from one of its links; the change is made when both addresses confirmed',
    body: emailChangeTokenSchema,
    response: { 200: emailChangeResultSchema },
    handler: async ({ ctx, body }) => {
      const { result, ended } = await confirmEmailChange(ctx, body.token);
      for (const sessionId of ended) app.realtime.closeSession(sessionId);
      return result;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/account/email-change/cancel',
    access: 'public',
    rateLimit: perAddress,
    tags,
    summary: "Cancel an e-mail change from the current address's link",
    body: emailChangeTokenSchema,
    response: { 200: emailChangeResultSchema },
    handler: ({ ctx, body }) => cancelEmailChangeByLink(ctx, body.token),
  });
};
