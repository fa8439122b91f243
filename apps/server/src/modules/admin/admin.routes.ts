import {
  adminUsersExportQuerySchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  createInviteResponseSchema,
  createInviteSchema,
  outboxQuerySchema,
  outboxResponseSchema,
  setUserStatusSchema,
  userIdParamsSchema,
} from '@connect/contracts/admin/admin.schemas';
import { adminHomeQuerySchema, adminHomeResponseSchema } from '@connect/contracts/admin/admin-home.schemas';
import { messageResponseSchema } from '@connect/contracts/auth/auth.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineExportRoute, defineRoute } from '../../lib/define-route';
import { createInvite, sendPasswordResetFor } from '../auth/account-links.service';
import { listOutbox } from '../mail/mail.service';
import { getAdminHome } from './admin-home.service';
import { adminInvitationsRoutes } from './admin-invitations.routes';
import { changeUserStatus, exportUsers, listUsers } from './admin.service';
import { bulkInviteRoutes } from './bulk-invite.routes';
import { companyGroupsRoutes } from './company-groups.routes';
import { userHistoryRoutes } from './user-history.routes';
import { userPermissionsRoutes } from './user-permissions.routes';

const tags = ['Administration'];

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(bulkInviteRoutes);
  await app.register(companyGroupsRoutes);
  await app.register(userHistoryRoutes);
  await app.register(userPermissionsRoutes);
  await app.register(adminInvitationsRoutes);
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/home',
    access: 'admin',
    tags,
    summary: "The admin home: users and invitations waiting, running messages, failed mail, the feed's activity, audit",
    querystring: adminHomeQuerySchema,
    response: { 200: adminHomeResponseSchema },
    handler: ({ ctx }) => getAdminHome(ctx),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/users',
    access: 'admin',
    tags,
    summary: 'Users, searchable and filterable',
    querystring: adminUsersQuerySchema,
    response: { 200: adminUsersResponseSchema },
    handler: ({ ctx, query }) => listUsers(ctx, query),
  });
  defineExportRoute(app, {
    url: '/api/admin/users/export',
    access: 'admin',
    tags,
    summary: 'The users list with the same filters as a CSV, .xlsx or PDF file (streamed)',
    querystring: adminUsersExportQuerySchema,
    exportFile: exportUsers,
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/invites',
    access: 'admin',
    tags,
    summary: 'Invite a user to a company with permissions',
    body: createInviteSchema,
    response: { 200: createInviteResponseSchema },
    handler: ({ ctx, body }) => createInvite(ctx, body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/users/:userId/status',
    access: 'admin',
    tags,
    summary: 'Disable (ends every session at once) or enable a user',
    params: userIdParamsSchema,
    body: setUserStatusSchema,
    response: { 200: messageResponseSchema },
    handler: async ({ ctx, params, body }) => {
      const result = await changeUserStatus(ctx, params.userId, body.status);
      if (body.status === 'disabled') app.realtime.closeUser(params.userId);
      return result;
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/users/:userId/password-reset',
    access: 'admin',
    tags,
    summary: 'E-mail the user a password reset link',
    params: userIdParamsSchema,
    response: { 200: messageResponseSchema },
    handler: ({ ctx, params }) => sendPasswordResetFor(ctx, params.userId),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/mail-outbox',
    access: 'admin',
    tags,
    summary: 'Mail the portal sent or stored',
    querystring: outboxQuerySchema,
    response: { 200: outboxResponseSchema },
    handler: ({ ctx, query }) => listOutbox(ctx, query),
  });
};
