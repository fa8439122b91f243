import { sessionResponseSchema } from '@connect/contracts/auth/auth.schemas';
import {
  claimsResponseSchema,
  companiesResponseSchema,
  companySchema,
  profileSchema,
  salesPersonsResponseSchema,
  updateSelectedCompanySchema,
} from '@connect/contracts/profile/profile.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { defineRoute } from '../../lib/define-route';
import { currentSessionResponse, updateSelectedCompany } from '../auth/auth.service';
import { getProfile, listClaims, listGroupCompanies, listMyCompanies, listSalesPersons } from './profile.service';

const tags = ['Profile'];

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  defineRoute(app, {
    method: 'GET',
    url: '/api/customer/profile',
    access: 'signedIn',
    tags,
    summary: "The signed-in user's profile",
    response: { 200: profileSchema },
    handler: ({ ctx }) => getProfile(ctx),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/customer/companies',
    access: 'signedIn',
    tags,
    summary: "The caller's companies (a company-group entry first for group users)",
    response: { 200: companiesResponseSchema },
    handler: ({ ctx }) => listMyCompanies(ctx),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/customer/user/groupCompanies',
    access: 'signedIn',
    tags,
    summary: "The companies of the caller's company group",
    response: { 200: z.array(companySchema) },
    handler: ({ ctx }) => listGroupCompanies(ctx),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/customer/user/claims',
    access: 'signedIn',
    tags,
    summary: 'Profile claims',
    response: { 200: claimsResponseSchema },
    handler: ({ ctx }) => listClaims(ctx),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/Authenticate/updateClaims',
    access: 'signedIn',
    tags,
    summary: 'A new access token with the current claims',
    response: { 200: sessionResponseSchema },
    handler: ({ ctx }) => currentSessionResponse(ctx),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/customer/salesPersons',
    access: 'signedIn',
    tags,
    summary: "The selected company's account owner",
    response: { 200: salesPersonsResponseSchema },
    handler: ({ ctx }) => listSalesPersons(ctx),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/customer/updateSelectedCompany',
    access: 'signedIn',
    tags,
    summary: 'Switch the selected company (only one of your own)',
    body: updateSelectedCompanySchema,
    response: { 200: sessionResponseSchema },
    handler: ({ ctx, body }) => updateSelectedCompany(ctx, body.selectedCompany),
  });
};
