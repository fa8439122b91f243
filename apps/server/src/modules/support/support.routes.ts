import { submitTicketResponseSchema, submitTicketSchema } from '@connect/contracts/support/support.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route';
import { submitTicket } from './support.service';

export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  defineRoute(app, {
    method: 'POST',
    url: '/api/Support/SubmitTicket',
    access: 'public',
    rateLimit: { max: 10, timeWindow: '1 minute' },
    tags: ['Support'],
    summary: 'Send a ticket to the support centre (stored and e-mailed; a copy to the user with CopyMe)',
    body: submitTicketSchema,
    response: { 200: submitTicketResponseSchema },
    handler: ({ ctx, body }) => submitTicket(ctx, body),
  });
};
