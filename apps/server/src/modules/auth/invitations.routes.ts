import {
  invitationIdParamsSchema,
  invitationsQuerySchema,
  invitationsResponseSchema,
  sendInvitationsResponseSchema,
  sendInvitationsSchema,
} from '@connect/contracts/account/account.schemas';
import { messageResponseSchema } from '@connect/contracts/auth/auth.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route';
import { listInvitations, resendInvitation, revokeMyInvitation, sendInvitations } from './invitations.service';

const tags = ['Identity'];

/** Invite Colleagues (decision 036): invitations to the caller's own company, listed with their state. */
export const invitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Sending mail: per caller, like the other mail-sending calls.
  const mailLimit = { max: app.config.authRateLimitMax, timeWindow: '1 minute', per: 'caller' } as const;

  defineRoute(app, {
    method: 'GET',
    url: '/api/account/invitations',
    access: 'signedIn',
    tags,
    summary: "The invitations of one of the caller's companies (the selected one by default), with their state",
    querystring: invitationsQuerySchema,
    response: { 200: invitationsResponseSchema },
    handler: ({ ctx, query }) => listInvitations(ctx, query),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/account/invitations',
    access: 'signedIn',
    rateLimit: mailLimit,
    tags,
    summary: "Invite colleagues to one of the caller's companies, with at most the caller's permissions there",
    body: sendInvitationsSchema,
    response: { 200: sendInvitationsResponseSchema },
    handler: ({ ctx, body }) => sendInvitations(ctx, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/account/invitations/:invitationId/resend',
    access: 'signedIn',
    rateLimit: mailLimit,
    tags,
    summary: 'Send an invitation again with a new link (the earlier link stops working)',
    params: invitationIdParamsSchema,
    response: { 200: messageResponseSchema },
    handler: ({ ctx, params }) => resendInvitation(ctx, params.invitationId),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/account/invitations/:invitationId',
    access: 'signedIn',
    tags,
    summary: 'Revoke an invitation that has not been accepted (its link stops working)',
    params: invitationIdParamsSchema,
    response: { 200: messageResponseSchema },
    handler: ({ ctx, params }) => revokeMyInvitation(ctx, params.invitationId),
  });
};
