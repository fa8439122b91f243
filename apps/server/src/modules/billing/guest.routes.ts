import {
  createPaymentSchema,
  guestSessionRequestSchema,
  guestSessionSchema,
  idempotencyKeySchema,
  invoiceIdParamsSchema,
  listInvoicesQuerySchema,
  listInvoicesResponseSchema,
  paymentIdParamsSchema,
  paymentSchema,
} from '@connect/contracts/billing/billing.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import { authenticated } from '../../service-context';
import { recordCompanyAction } from '../audit/audit.service';
import { getConfiguration } from '../configuration/configuration.service';
import { getInvoice, listInvoices } from './billing.service';
import { sendFile } from '../exports/content-disposition';
import { openGuestSession, postInvoice, resolveGuest } from './guest.service';
import { receiptPdf } from './statements.service';
import { createPayment, getPayment } from './payments.service';

const tags = ['Billing (guest)'];
const guest = { access: 'guest' as const, rateLimit: { max: 30, timeWindow: '1 minute' } };
const guestKey = (headers: Record<string, unknown>) =>
  typeof headers['x-req-key'] === 'string' ? headers['x-req-key'] : undefined;

/**
 * Guest mode (spec 1): the 'Pay invoice' link's key is exchanged once for a short-lived guest session whose token
 * travels as `x-req-key`; with it a guest reads and pays the linked invoices of that company and nothing else.
 */
export const guestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/guest/session',
    {
      config: guest,
      schema: {
        tags,
        summary: "Exchanges a 'Pay invoice' link (id, companyCode, invoices) for a short-lived guest session",
        body: guestSessionRequestSchema,
        response: { 200: guestSessionSchema },
      },
    },
    async (request, reply) => {
      reply.header('referrer-policy', 'no-referrer').header('cache-control', 'no-store');
      return openGuestSession(request.ctx, request.body);
    },
  );
  app.get(
    '/api/guest/invoices',
    {
      config: guest,
      schema: {
        tags,
        summary: 'The invoices of the guest link (x-req-key)',
        querystring: listInvoicesQuerySchema,
        response: { 200: listInvoicesResponseSchema },
      },
    },
    async (request) => {
      const principal = await resolveGuest(request.ctx, guestKey(request.headers));
      return listInvoices(request.ctx, request.query, principal.scope);
    },
  );
  app.get(
    '/api/guest/invoices/:invoiceId',
    { config: guest, schema: { tags, summary: 'One invoice of the guest link', params: invoiceIdParamsSchema } },
    async (request) => {
      const principal = await resolveGuest(request.ctx, guestKey(request.headers));
      return getInvoice(request.ctx, request.params.invoiceId, principal.scope);
    },
  );
  app.post(
    '/api/guest/payments',
    {
      config: guest,
      schema: {
        tags,
        summary: 'A guest pays invoices of the link by card or ACH (Idempotency-Key as for signed-in payments)',
        headers: z.object({ 'idempotency-key': idempotencyKeySchema }),
        body: createPaymentSchema,
        response: { 200: paymentSchema, 201: paymentSchema },
      },
    },
    async (request, reply) => {
      const principal = await resolveGuest(request.ctx, guestKey(request.headers));
      if (request.body.method === 'IC')
        throw new AppError('VALIDATION_FAILED', {
          details: { fields: [{ path: 'body.method', message: 'Invoice credit can be applied only when signed in' }] },
        });
      const configuration = await getConfiguration(request.ctx);
      const { payment, replayed } = await createPayment(
        request.ctx,
        {
          scope: principal.scope,
          companyId: principal.companyId,
          userId: null,
          actorUserId: null,
          guestLinkId: principal.linkId,
          email: principal.email,
          partialAllowed: configuration.features.partialPayment,
        },
        { ...request.body, token: request.body.token ?? '', payerEmail: request.body.payerEmail ?? '' },
        request.headers['idempotency-key'],
        (entry) =>
          recordCompanyAction(request.ctx, { ...entry, details: { ...entry.details, guestLinkId: principal.linkId } }),
      );
      return reply.code(replayed ? 200 : 201).send(payment);
    },
  );
  app.get(
    '/api/guest/payments/:paymentId',
    {
      config: guest,
      schema: {
        tags,
        summary: 'A guest payment (receipt)',
        params: paymentIdParamsSchema,
        response: { 200: paymentSchema },
      },
    },
    async (request) => {
      const principal = await resolveGuest(request.ctx, guestKey(request.headers));
      return getPayment(request.ctx, principal.scope, request.params.paymentId);
    },
  );

  app.get(
    '/api/guest/payments/:paymentId/receipt.pdf',
    { config: guest, schema: { tags, summary: 'A guest payment receipt as PDF', params: paymentIdParamsSchema } },
    async (request, reply) => {
      const principal = await resolveGuest(request.ctx, guestKey(request.headers));
      const file = await receiptPdf(request.ctx, request.params.paymentId, principal.scope);
      return sendFile(reply, { contentType: 'application/pdf', fileName: file.fileName, body: file.content });
    },
  );

  // The forwarder's staff post an invoice: its billing users get the e-mail with their own 'Pay invoice' link.
  app.post(
    '/api/invoices/:invoiceId/notify',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['Billing'],
        summary: 'Staff: sends Invoice Posted (9999) with a guest payment link to the company’s billing users',
        params: invoiceIdParamsSchema,
        response: { 200: z.object({ notified: z.number().int() }) },
      },
    },
    async (request) => postInvoice(authenticated(request.ctx), request.params.invoiceId),
  );
};
