import { exportEmailResponseSchema, exportEmailSchema } from '@connect/contracts/grid/export-email.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route';
import { emailExport } from './exports.service';

export const exportsRoutes: FastifyPluginAsyncZod = async (app) => {
  defineRoute(app, {
    method: 'POST',
    url: '/api/exportemail/send',
    access: 'signedIn',
    // Each call mails up to 20 people: a few a minute, and an hourly ceiling per user (decision 028).
    rateLimit: [
      { max: 10, timeWindow: '1 minute' },
      { max: 30, timeWindow: '1 hour' },
    ],
    bodyLimit: 16 * 1024 * 1024,
    tags: ['Grid'],
    summary:
      'E-mail a grid export to recipients: the server writes the CSV, PDF or Excel file from the columns and rows (cells escaped); the base64 file is checked, not forwarded',
    body: exportEmailSchema,
    response: { 200: exportEmailResponseSchema },
    handler: ({ ctx, body }) => emailExport(ctx, body),
  });
};
