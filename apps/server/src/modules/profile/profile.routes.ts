import { messageResponseSchema, sessionResponseSchema } from '@connect/contracts/auth/auth.schemas';
import {
  avatarMaxBytes,
  avatarUploadResponseSchema,
  claimsResponseSchema,
  companiesResponseSchema,
  companyDetailsSchema,
  companySchema,
  companyUsersResponseSchema,
  profileDocumentParamsSchema,
  profileDocumentsResponseSchema,
  profileSchema,
  salesPersonsResponseSchema,
  updateCompanySchema,
  updateNameSchema,
  updateSelectedCompanySchema,
  userProfileUpdateSchema,
} from '@connect/contracts/profile/profile.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import { defineRoute } from '../../lib/define-route';
import { acceptMultipart, readMultipartForm } from '../../lib/multipart';
import { currentSessionResponse, updateSelectedCompany } from '../auth/auth.service';
import {
  deleteProfileDocument,
  downloadProfileDocument,
  getCompanyDetails,
  getProfile,
  getProfileImage,
  listClaims,
  listCompanyUsers,
  listGroupCompanies,
  listMyCompanies,
  listProfileDocuments,
  listSalesPersons,
  updateCompany,
  updateDisplayName,
  updateUserProfile,
  uploadProfileImage,
} from './profile.service';

/** The one `file` part of a multipart/form-data body (the body arrives as bytes, capped by the route). */
async function readFilePart(
  body: unknown,
  contentType: string | undefined,
): Promise<{ fileName: string; bytes: Uint8Array }> {
  const notValid = () => new AppError('VALIDATION_FAILED', { messageKey: 'errors.fileNotValid' });
  const form = await readMultipartForm(body, contentType);
  if (!form) throw notValid();
  const file = form.get('file');
  if (!file || typeof file === 'string') throw notValid();
  return { fileName: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
}

const tags = ['Profile'];

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  // The profile picture arrives as multipart/form-data with one `file` part (spec 1 §7); this plugin only.
  acceptMultipart(app);

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
  defineRoute(app, {
    method: 'GET',
    url: '/api/customer/profile/image',
    access: 'signedIn',
    tags,
    summary: 'The profile picture as a data URL (text), or empty text when there is none',
    produces: ['text/plain'],
    handler: async ({ ctx, reply }) => reply.type('text/plain; charset=utf-8').send(await getProfileImage(ctx)),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/customer/profile/image',
    access: 'signedIn',
    tags,
    summary:
      'Uploads the profile picture (multipart/form-data, part `file`): jpg, jpeg, bmp, png or jfif by content, resized to 256×256',
    consumes: ['multipart/form-data'],
    bodyLimit: avatarMaxBytes + 64 * 1024,
    response: { 200: avatarUploadResponseSchema },
    handler: async ({ ctx, request }) =>
      uploadProfileImage(ctx, await readFilePart(request.body, request.headers['content-type'])),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/customer/profile/name',
    access: 'signedIn',
    tags,
    summary: "Saves the display name (while impersonating: the impersonated customer's, audited)",
    body: updateNameSchema,
    response: { 200: messageResponseSchema },
    handler: ({ ctx, body }) => updateDisplayName(ctx, body.name),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/customer/user/profile',
    access: 'signedIn',
    tags,
    summary: 'Saves profile claims (locale, inactivityTimeout; the time zone is fixed) and notification entries',
    body: userProfileUpdateSchema,
    response: { 200: messageResponseSchema },
    handler: ({ ctx, body }) => updateUserProfile(ctx, body),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/customer/profile/company',
    access: 'signedIn',
    tags,
    summary: "The selected company's details, with notEditable and whether the caller may edit them",
    response: { 200: companyDetailsSchema },
    handler: ({ ctx }) => getCompanyDetails(ctx),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/customer/profile/company',
    access: 'signedIn',
    tags,
    summary: "Saves the selected company's details (refused with 403 when the company is notEditable)",
    body: updateCompanySchema,
    response: { 200: companyDetailsSchema },
    handler: ({ ctx, body }) => updateCompany(ctx, body),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/customer/profile/users',
    access: 'signedIn',
    tags,
    summary: "The selected company's users and their permissions (read-only)",
    response: { 200: companyUsersResponseSchema },
    handler: ({ ctx }) => listCompanyUsers(ctx),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/customer/profile/attachments',
    access: 'signedIn',
    tags,
    summary: "The selected company's profile documents (403 for company-group users)",
    response: { 200: profileDocumentsResponseSchema },
    handler: ({ ctx }) => listProfileDocuments(ctx),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/customer/profile/attachment/download/:id',
    access: 'signedIn',
    tags,
    summary: 'A profile document as base64 text (404 for a foreign or missing id)',
    params: profileDocumentParamsSchema,
    produces: ['text/plain'],
    handler: async ({ ctx, params, reply }) => {
      const document = await downloadProfileDocument(ctx, params.id);
      return reply
        .type('text/plain; charset=utf-8')
        .header('x-content-type', document.contentType)
        .send(document.base64);
    },
  });
  defineRoute(app, {
    method: 'DELETE',
    url: '/api/customer/profile/attachment/:id',
    access: 'signedIn',
    tags,
    summary: 'Deletes a profile document whose isDeleteAllowed flag is set (404 for a foreign or missing id)',
    params: profileDocumentParamsSchema,
    response: { 200: messageResponseSchema },
    handler: ({ ctx, params }) => deleteProfileDocument(ctx, params.id),
  });
};
