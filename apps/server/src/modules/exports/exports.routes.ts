import { exportEmailResponseSchema, exportEmailSchema } from '@connect/contracts/grid/export-email.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticated } from '../../service-context';
import { emailExport } from './exports.service';

export const exportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/exportemail/send',
    {
      config: { access: 'authenticated', rateLimit: { max: 10, timeWindow: '1 minute' } },
      bodyLimit: 16 * 1024 * 1024,
      schema: {
        tags: ['Grid'],
        summary: 'E-mail a grid export (CSV, PDF or Excel, base64) to recipients',
        body: exportEmailSchema,
        response: { 200: exportEmailResponseSchema },
      },
    },
    async (request) => emailExport(authenticated(request.ctx), request.body),
  );
};
