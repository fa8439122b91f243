import { messageResponseSchema } from '@connect/contracts/auth/auth.schemas';
import {
  adminResourceSchema,
  adminResourcesQuerySchema,
  adminResourcesResponseSchema,
  resourceDraftSchema,
  resourceFileSchema,
  resourceIdParamsSchema,
  resourceReadActionSchema,
  resourceReadersResponseSchema,
  resourceSchema,
  resourcesResponseSchema,
  resourceVisibilityResponseSchema,
  uploadResourceFileQuerySchema,
} from '@connect/contracts/resources/resources.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import { sendFile } from '../../lib/content-disposition';
import { acceptFileBytes, defineRoute } from '../../lib/define-route';
import { maxUploadBytes } from '../../lib/file-check';
import {
  changeResource,
  createResource,
  getAdminResource,
  getAdminResourceFile,
  getMyResource,
  getMyResourceFile,
  listAdminResources,
  listMyResources,
  listMyResourceVisibility,
  listResourceReaders,
  recordMyRead,
  removeResource,
  uploadResourceFile,
} from './resources.service';

const tags = ['Resources'];
const uploadedSchema = resourceFileSchema.extend({ message: z.string() });

/**
 * The resources library (issue #21): the admins' dashboard under /api/admin/resources (admin only, spec 1 §6),
 * the customers' calls of spec 1 §7 under /api/resource (the resources permission or admin; a resource that is
 * not visible to the caller, not yet published or expired answers 404 like a missing one).
 */
export const resourcesRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptFileBytes(app);

  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/resources',
    access: 'admin',
    tags,
    summary: 'Every resource with its audience and read counts',
    querystring: adminResourcesQuerySchema,
    response: { 200: adminResourcesResponseSchema },
    handler: ({ ctx, query }) => listAdminResources(ctx, query),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/admin/resources/files',
    access: 'admin',
    bodyLimit: maxUploadBytes,
    tags,
    summary:
      "Uploads a resource's file (the bytes as application/octet-stream; the name in the query), checked by content",
    querystring: uploadResourceFileQuerySchema,
    consumes: ['application/octet-stream'],
    response: { 201: uploadedSchema },
    handler: async ({ ctx, query, body, reply }) => {
      if (!Buffer.isBuffer(body))
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', { messageKey: 'server.resources.sendOctetStream' });
      return reply.code(201).send(await uploadResourceFile(ctx, { fileName: query.fileName, bytes: body }));
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/resources',
    access: 'admin',
    tags,
    summary: 'Creates a resource (a link or an uploaded file) with its visibility',
    body: resourceDraftSchema,
    response: { 200: adminResourceSchema },
    handler: ({ ctx, body }) => createResource(ctx, body),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/resources/:resourceId',
    access: 'admin',
    tags,
    summary: 'One resource with its audience and counts',
    params: resourceIdParamsSchema,
    response: { 200: adminResourceSchema },
    handler: ({ ctx, params }) => getAdminResource(ctx, params.resourceId),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/admin/resources/:resourceId',
    access: 'admin',
    tags,
    summary: 'Changes a resource and replaces its visibility',
    params: resourceIdParamsSchema,
    body: resourceDraftSchema,
    response: { 200: adminResourceSchema },
    handler: ({ ctx, params, body }) => changeResource(ctx, params.resourceId, body),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: '/api/admin/resources/:resourceId',
    access: 'admin',
    tags,
    summary: 'Deletes a resource (its file, visibility and reads go with it)',
    params: resourceIdParamsSchema,
    response: { 200: messageResponseSchema },
    handler: ({ ctx, params }) => removeResource(ctx, params.resourceId),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/resources/:resourceId/file',
    access: 'admin',
    tags,
    summary: "Downloads a resource's file",
    params: resourceIdParamsSchema,
    handler: async ({ ctx, params, reply }) => {
      const file = await getAdminResourceFile(ctx, params.resourceId);
      return sendFile(reply, { contentType: file.contentType, fileName: file.fileName, body: file.content });
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/resources/:resourceId/readers',
    access: 'admin',
    tags,
    summary: 'Who has opened the resource and who has acknowledged it',
    params: resourceIdParamsSchema,
    response: { 200: resourceReadersResponseSchema },
    handler: ({ ctx, params }) => listResourceReaders(ctx, params.resourceId),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/resource/',
    access: 'signedIn',
    tags,
    summary: 'The live resources visible to the caller or their selected company (spec 1 §7 resource/)',
    response: { 200: resourcesResponseSchema },
    handler: ({ ctx }) => listMyResources(ctx),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/resource/visibility',
    access: 'signedIn',
    tags,
    summary: 'The visibility entries matching the caller (Customer: the user; Company: the selected company)',
    response: { 200: resourceVisibilityResponseSchema },
    handler: ({ ctx }) => listMyResourceVisibility(ctx),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/resource/:resourceId',
    access: 'signedIn',
    tags,
    summary: 'One resource visible to the caller',
    params: resourceIdParamsSchema,
    response: { 200: resourceSchema },
    handler: ({ ctx, params }) => getMyResource(ctx, params.resourceId),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/resource/:resourceId/read',
    access: 'signedIn',
    tags,
    summary: 'Records that the caller opened or acknowledged a resource',
    params: resourceIdParamsSchema,
    body: resourceReadActionSchema,
    response: { 200: resourceSchema },
    handler: ({ ctx, params, body }) => recordMyRead(ctx, params.resourceId, body.action),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/resource/:resourceId/file',
    access: 'signedIn',
    tags,
    summary: "Downloads a visible resource's file (recorded as an opening)",
    params: resourceIdParamsSchema,
    handler: async ({ ctx, params, reply }) => {
      const file = await getMyResourceFile(ctx, params.resourceId);
      return sendFile(reply, { contentType: file.contentType, fileName: file.fileName, body: file.content });
    },
  });
};
