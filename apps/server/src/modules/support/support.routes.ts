import { submitTicketResponseSchema, submitTicketSchema } from '@connect/contracts/support/support.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { submitTicket } from './support.service';

export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/Support/SubmitTicket',
    {
      config: { access: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['Support'],
        summary: 'Send a ticket to the support centre (stored and e-mailed; a copy to the user with CopyMe)',
        body: submitTicketSchema,
        response: { 200: submitTicketResponseSchema },
      },
    },
    async (request) => submitTicket(request.ctx, request.body),
  );
};
