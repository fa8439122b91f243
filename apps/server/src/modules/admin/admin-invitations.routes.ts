import {
  adminInvitationActionResponseSchema,
  adminInvitationsQuerySchema,
  adminInvitationsResponseSchema,
} from '@connect/contracts/admin/admin-invitations.schemas';
import { invitationIdParamsSchema } from '@connect/contracts/account/account.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route';
import { listAdminInvitations, resendAdminInvitation, revokeAdminInvitation } from './admin-invitations.service';

const tags = ['Administration'];

/** Every company's invitations on /u/admin (issue #17): listed with state and expiry, sent again or revoked. */
export const adminInvitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/invitations',
    access: 'admin',
    tags,
    summary: 'Invitations of every company with their state and expiry (open ones by default: pending, expired)',
    querystring: adminInvitationsQuerySchema,
    response: { 200: adminInvitationsResponseSchema },
    handler: ({ ctx, query }) => listAdminInvitations(ctx, query),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/invitations/:invitationId/resend',
    access: 'admin',
    rateLimit: { max: app.config.authRateLimitMax, timeWindow: '1 minute', per: 'caller' },
    tags,
    summary:
      'Sends an invitation again with a new link (the earlier link stops working); a repeat within 10 s is a no-op',
    params: invitationIdParamsSchema,
    response: { 200: adminInvitationActionResponseSchema },
    handler: ({ ctx, params }) => resendAdminInvitation(ctx, params.invitationId),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: '/api/admin/invitations/:invitationId',
    access: 'admin',
    tags,
    summary: 'Revokes an invitation that was not accepted (its link stops working); revoking again changes nothing',
    params: invitationIdParamsSchema,
    response: { 200: adminInvitationActionResponseSchema },
    handler: ({ ctx, params }) => revokeAdminInvitation(ctx, params.invitationId),
  });
};
