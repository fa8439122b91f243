import { sessionResponseSchema } from '@connect/contracts/auth/auth.schemas';
import {
  connectIdParamsSchema,
  crmContactsSchema,
  crmQueryParamsSchema,
  impersonateParamsSchema,
  impersonateResponseSchema,
  userListItemSchema,
  userListQuerySchema,
  userListSchema,
} from '@connect/contracts/impersonation/impersonation.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticated } from '../../service-context';
import {
  endImpersonation,
  getConnectUser,
  impersonateUser,
  listUsersForImpersonation,
  searchCrmContacts,
} from './impersonation.service';

const tags = ['Impersonation'];
const staff = { access: 'staff' as const };

export const impersonationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/firebaseuser/list',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Customer users a staff member may impersonate',
        querystring: userListQuerySchema,
        response: { 200: userListSchema },
      },
    },
    async (request) => listUsersForImpersonation(authenticated(request.ctx)),
  );
  app.get(
    '/api/firebaseuser/userDatafromCrm/:query',
    {
      config: staff,
      schema: {
        tags,
        summary: 'CRM contacts matching a name, e-mail or company',
        params: crmQueryParamsSchema,
        response: { 200: crmContactsSchema },
      },
    },
    async (request) => searchCrmContacts(authenticated(request.ctx), request.params.query),
  );
  app.get(
    '/api/firebaseuser/:ConnectId',
    {
      config: staff,
      schema: {
        tags,
        summary: 'One customer user by Connect id',
        params: connectIdParamsSchema,
        response: { 200: userListItemSchema },
      },
    },
    async (request) => getConnectUser(authenticated(request.ctx), request.params.ConnectId),
  );
  app.get(
    '/api/Users/impersonateuser/:impersonateUserId',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Start impersonating a customer (60 minutes; send the token as x-req-imp)',
        params: impersonateParamsSchema,
        response: { 200: impersonateResponseSchema },
      },
    },
    async (request) => impersonateUser(authenticated(request.ctx), request.params.impersonateUserId),
  );
  app.post(
    '/api/Users/endImpersonation',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'End impersonation and act as yourself again',
        response: { 200: sessionResponseSchema },
      },
    },
    async (request) => endImpersonation(authenticated(request.ctx)),
  );
};
