import { exportEmailResponseSchema, exportEmailSchema } from '@connect/contracts/grid/export-email.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route';
import { emailExport } from './exports.service';

export const exportsRoutes: FastifyPluginAsyncZod = async (app) => {
  defineRoute(app, {
    method: 'POST',
    url: '/api/exportemail/send',
    access: 'signedIn',
    rateLimit: { max: 10, timeWindow: '1 minute' },
    bodyLimit: 16 * 1024 * 1024,
    tags: ['Grid'],
    summary: 'E-mail a grid export (CSV, PDF or Excel, base64) to recipients',
    body: exportEmailSchema,
    response: { 200: exportEmailResponseSchema },
    handler: ({ ctx, body }) => emailExport(ctx, body),
  });
};
