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
import { messageResponseSchema } from '@connect/contracts/auth/auth.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticated } from '../../service-context';
import { createInvite, sendPasswordResetFor } from '../auth/account-links.service';
import { sendFile } from '../exports/content-disposition';
import { listOutbox } from '../mail/mail.service';
import { changeUserStatus, exportUsers, listUsers } from './admin.service';

const tags = ['Administration'];
const admin = { access: 'admin' as const };

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/users',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Users, searchable and filterable',
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersResponseSchema },
      },
    },
    async (request) => listUsers(authenticated(request.ctx), request.query),
  );
  app.get(
    '/api/admin/users/export',
    {
      config: admin,
      schema: {
        tags,
        summary: 'The users list with the same filters as a CSV, .xlsx or PDF file (streamed)',
        querystring: adminUsersExportQuerySchema,
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/pdf'],
      },
    },
    async (request, reply) => {
      const file = exportUsers(authenticated(request.ctx), request.query);
      return sendFile(reply, { contentType: file.contentType, fileName: file.filename, body: file.stream });
    },
  );
  app.post(
    '/api/admin/invites',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Invite a user to a company with permissions',
        body: createInviteSchema,
        response: { 200: createInviteResponseSchema },
      },
    },
    async (request) => createInvite(authenticated(request.ctx), request.body),
  );
  app.post(
    '/api/admin/users/:userId/status',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Disable (ends every session at once) or enable a user',
        params: userIdParamsSchema,
        body: setUserStatusSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const result = await changeUserStatus(authenticated(request.ctx), request.params.userId, request.body.status);
      if (request.body.status === 'disabled') app.realtime.closeUser(request.params.userId);
      return result;
    },
  );
  app.post(
    '/api/admin/users/:userId/password-reset',
    {
      config: admin,
      schema: {
        tags,
        summary: 'E-mail the user a password reset link',
        params: userIdParamsSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => sendPasswordResetFor(authenticated(request.ctx), request.params.userId),
  );
  app.get(
    '/api/admin/mail-outbox',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Mail the portal sent or stored',
        querystring: outboxQuerySchema,
        response: { 200: outboxResponseSchema },
      },
    },
    async (request) => listOutbox(authenticated(request.ctx), request.query),
  );
};
