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
import { authenticated } from '../../service-context';
import { currentSessionResponse, updateSelectedCompany } from '../auth/auth.service';
import { getProfile, listClaims, listGroupCompanies, listMyCompanies, listSalesPersons } from './profile.service';

const tags = ['Profile'];
const authed = { access: 'authenticated' as const };

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/customer/profile',
    { config: authed, schema: { tags, summary: "The signed-in user's profile", response: { 200: profileSchema } } },
    async (request) => getProfile(authenticated(request.ctx)),
  );
  app.get(
    '/api/customer/companies',
    {
      config: authed,
      schema: {
        tags,
        summary: "The caller's companies (a company-group entry first for group users)",
        response: { 200: companiesResponseSchema },
      },
    },
    async (request) => listMyCompanies(authenticated(request.ctx)),
  );
  app.get(
    '/api/customer/user/groupCompanies',
    {
      config: authed,
      schema: {
        tags,
        summary: "The companies of the caller's company group",
        response: { 200: z.array(companySchema) },
      },
    },
    async (request) => listGroupCompanies(authenticated(request.ctx)),
  );
  app.get(
    '/api/customer/user/claims',
    { config: authed, schema: { tags, summary: 'Profile claims', response: { 200: claimsResponseSchema } } },
    async (request) => listClaims(authenticated(request.ctx)),
  );
  app.get(
    '/api/Authenticate/updateClaims',
    {
      config: authed,
      schema: { tags, summary: 'A new access token with the current claims', response: { 200: sessionResponseSchema } },
    },
    async (request) => currentSessionResponse(authenticated(request.ctx)),
  );
  app.get(
    '/api/customer/salesPersons',
    {
      config: authed,
      schema: { tags, summary: "The selected company's account owner", response: { 200: salesPersonsResponseSchema } },
    },
    async (request) => listSalesPersons(authenticated(request.ctx)),
  );
  app.post(
    '/api/customer/updateSelectedCompany',
    {
      config: authed,
      schema: {
        tags,
        summary: 'Switch the selected company (only one of your own)',
        body: updateSelectedCompanySchema,
        response: { 200: sessionResponseSchema },
      },
    },
    async (request) => updateSelectedCompany(authenticated(request.ctx), request.body.selectedCompany),
  );
};
