import { userIdParamsSchema } from '@connect/contracts/admin/admin.schemas';
import {
  setUserPermissionsSchema,
  userPermissionsResponseSchema,
} from '@connect/contracts/admin/user-permissions.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route';
import { setUserPermissions } from './user-permissions.service';

/** A user's permissions per company (issue #17): admin-only, audited, effective on the user's next request. */
export const userPermissionsRoutes: FastifyPluginAsyncZod = async (app) => {
  defineRoute(app, {
    method: 'PUT',
    url: '/api/admin/users/:userId/permissions',
    access: 'admin',
    tags: ['Administration'],
    summary:
      "Sets a user's permissions in some of their companies (the spec's keys); effective on the user's next request",
    params: userIdParamsSchema,
    body: setUserPermissionsSchema,
    response: { 200: userPermissionsResponseSchema },
    handler: ({ ctx, params, body }) => setUserPermissions(ctx, params.userId, body),
  });
};
