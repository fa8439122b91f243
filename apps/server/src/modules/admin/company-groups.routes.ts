import {
  companyGroupIdParamsSchema,
  companyGroupResponseSchema,
  companyGroupsResponseSchema,
  companyGroupUsersSchema,
  createCompanyGroupSchema,
  updateCompanyGroupSchema,
} from '@connect/contracts/admin/company-groups.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route';
import { createGroup, listGroups, setUsersOfGroup, updateGroup } from './company-groups.service';

const tags = ['Administration'];

/** Company groups (issue #17, decision 085): admin-only, every change audited. */
export const companyGroupsRoutes: FastifyPluginAsyncZod = async (app) => {
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/company-groups',
    access: 'admin',
    tags,
    summary: 'Company groups with their companies and users',
    response: { 200: companyGroupsResponseSchema },
    handler: ({ ctx }) => listGroups(ctx),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/company-groups',
    access: 'admin',
    tags,
    summary: "Creates a company group with its companies ('Please add one company.' without one)",
    body: createCompanyGroupSchema,
    response: { 200: companyGroupResponseSchema },
    handler: ({ ctx, body }) => createGroup(ctx, body),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/admin/company-groups/:groupId',
    access: 'admin',
    tags,
    summary: 'Renames a company group and sets its companies (those added and removed are audited)',
    params: companyGroupIdParamsSchema,
    body: updateCompanyGroupSchema,
    response: { 200: companyGroupResponseSchema },
    handler: ({ ctx, params, body }) => updateGroup(ctx, params.groupId, body),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/admin/company-groups/:groupId/users',
    access: 'admin',
    tags,
    summary:
      "Sets the group's users ('Please select atleast one user' without one); each who joins or leaves is audited",
    params: companyGroupIdParamsSchema,
    body: companyGroupUsersSchema,
    response: { 200: companyGroupResponseSchema },
    handler: ({ ctx, params, body }) => setUsersOfGroup(ctx, params.groupId, body.userIds),
  });
};
