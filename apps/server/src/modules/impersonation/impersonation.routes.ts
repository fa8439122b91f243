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
import { defineRoute } from '../../lib/define-route';
import {
  endImpersonation,
  getConnectUser,
  impersonateUser,
  listUsersForImpersonation,
  searchCrmContacts,
} from './impersonation.service';

const tags = ['Impersonation'];

export const impersonationRoutes: FastifyPluginAsyncZod = async (app) => {
  defineRoute(app, {
    method: 'GET',
    url: '/api/firebaseuser/list',
    access: 'staff',
    tags,
    summary: 'Customer users a staff member may impersonate',
    querystring: userListQuerySchema,
    response: { 200: userListSchema },
    handler: ({ ctx }) => listUsersForImpersonation(ctx),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/firebaseuser/userDatafromCrm/:query',
    access: 'staff',
    tags,
    summary: 'CRM contacts matching a name, e-mail or company',
    params: crmQueryParamsSchema,
    response: { 200: crmContactsSchema },
    handler: ({ ctx, params }) => searchCrmContacts(ctx, params.query),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/firebaseuser/:ConnectId',
    access: 'staff',
    tags,
    summary: 'One customer user by Connect id',
    params: connectIdParamsSchema,
    response: { 200: userListItemSchema },
    handler: ({ ctx, params }) => getConnectUser(ctx, params.ConnectId),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/Users/impersonateuser/:impersonateUserId',
    access: 'staff',
    tags,
    summary: 'Start impersonating a customer (60 minutes; send the token as x-req-imp)',
    params: impersonateParamsSchema,
    response: { 200: impersonateResponseSchema },
    handler: ({ ctx, params }) => impersonateUser(ctx, params.impersonateUserId),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/Users/endImpersonation',
    access: 'signedIn',
    tags,
    summary: 'End impersonation and act as yourself again',
    response: { 200: sessionResponseSchema },
    handler: ({ ctx }) => endImpersonation(ctx),
  });
};
