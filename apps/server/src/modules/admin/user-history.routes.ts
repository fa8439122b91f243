import { userIdParamsSchema } from '@connect/contracts/admin/admin.schemas';
import { userHistoryResponseSchema } from '@connect/contracts/admin/user-history.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route';
import { adminHistoryOfUser } from '../audit/audit.service';

/** A user's history (issue #17): every admin change to the user from the audit log, with who and when. */
export const userHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/users/:userId/history',
    access: 'admin',
    tags: ['Administration'],
    summary: "The admins' changes to a user (status, permissions, company groups, invitations), newest first",
    params: userIdParamsSchema,
    response: { 200: userHistoryResponseSchema },
    handler: ({ ctx, params }) => adminHistoryOfUser(ctx, params.userId),
  });
};
