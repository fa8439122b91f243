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
import { localizationQuerySchema } from '@connect/contracts/localization/localization.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, fieldIssue } from '../../errors/app-error';
import { defineRoute } from '../../lib/define-route';
import { recordCompanyAction } from '../audit/audit.service';
import { getConfiguration } from '../configuration/configuration.service';
import { getInvoice, listInvoices } from './billing.service';
import { sendFile } from '../../lib/content-disposition';
import { guestDeviceCookieName, guestLinkDays, openGuestSession, postInvoice, resolveGuest } from './guest.service';
import { receiptPdf } from './statements.service';
import { createPayment, getPayment } from './payments.service';

const tags = ['Billing (guest)'];
const guestRateLimit = { max: 30, timeWindow: '1 minute' };

/**
 * Guest mode (spec 1): the 'Pay invoice' link's key is exchanged for a short-lived guest session whose token
 * travels as `x-req-key` (`ctx.guestKey`); with it a guest reads and pays the linked invoices of that company and
 * nothing else. The link works only on the device that first opened it (a device cookie, `connect_gd`) and ends
 * once its invoices are paid (issue #15).
 */
export const guestRoutes: FastifyPluginAsyncZod = async (app) => {
  defineRoute(app, {
    method: 'POST',
    url: '/api/guest/session',
    access: 'guest',
    rateLimit: guestRateLimit,
    tags,
    summary:
      "Exchanges a 'Pay invoice' link (id, companyCode, invoices) for a short-lived guest session; the link works on the first device that opens it and ends once its invoices are paid",
    body: guestSessionRequestSchema,
    response: { 200: guestSessionSchema },
    handler: async ({ ctx, body, request, reply }) => {
      reply.header('referrer-policy', 'no-referrer').header('cache-control', 'no-store');
      const opened = await openGuestSession(ctx, body, request.cookies[guestDeviceCookieName]);
      // The device the link is bound to (issue #15): sent only to the guest calls, never readable by scripts.
      reply.setCookie(guestDeviceCookieName, opened.deviceToken, {
        httpOnly: true,
        secure: ctx.config.publicUrl.startsWith('https:') || ctx.config.nodeEnv === 'production',
        sameSite: 'strict',
        path: '/api/guest',
        maxAge: guestLinkDays * 86_400,
      });
      return opened.session;
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/guest/invoices',
    access: 'guest',
    rateLimit: guestRateLimit,
    tags,
    summary: 'The invoices of the guest link (x-req-key)',
    querystring: listInvoicesQuerySchema,
    response: { 200: listInvoicesResponseSchema },
    handler: async ({ ctx, query }) => {
      const principal = await resolveGuest(ctx, ctx.guestKey);
      return listInvoices(ctx, query, principal.scope);
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/guest/invoices/:invoiceId',
    access: 'guest',
    rateLimit: guestRateLimit,
    tags,
    summary: 'One invoice of the guest link',
    params: invoiceIdParamsSchema,
    handler: async ({ ctx, params }) => {
      const principal = await resolveGuest(ctx, ctx.guestKey);
      return getInvoice(ctx, params.invoiceId, principal.scope);
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/guest/payments',
    access: 'guest',
    rateLimit: guestRateLimit,
    tags,
    summary: 'A guest pays invoices of the link by card or ACH (Idempotency-Key as for signed-in payments)',
    headers: z.object({ 'idempotency-key': idempotencyKeySchema }),
    body: createPaymentSchema,
    response: { 200: paymentSchema, 201: paymentSchema },
    handler: async ({ ctx, headers, body, reply }) => {
      const principal = await resolveGuest(ctx, ctx.guestKey);
      if (body.method === 'IC')
        throw new AppError('VALIDATION_FAILED', {
          details: { fields: [fieldIssue('body.method', 'server.billing.creditNeedsSignIn')] },
        });
      const configuration = await getConfiguration(ctx);
      const { payment, replayed } = await createPayment(
        ctx,
        {
          scope: principal.scope,
          companyId: principal.companyId,
          userId: null,
          actorUserId: null,
          guestLinkId: principal.linkId,
          email: principal.email,
          partialAllowed: configuration.features.partialPayment,
        },
        { ...body, token: body.token ?? '', payerEmail: body.payerEmail ?? '' },
        headers['idempotency-key'],
        (entry) => recordCompanyAction(ctx, { ...entry, details: { ...entry.details, guestLinkId: principal.linkId } }),
      );
      return reply.code(replayed ? 200 : 201).send(payment);
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/guest/payments/:paymentId',
    access: 'guest',
    rateLimit: guestRateLimit,
    tags,
    summary: 'A guest payment (receipt)',
    params: paymentIdParamsSchema,
    response: { 200: paymentSchema },
    handler: async ({ ctx, params }) => {
      const principal = await resolveGuest(ctx, ctx.guestKey);
      return getPayment(ctx, principal.scope, params.paymentId);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/guest/payments/:paymentId/receipt.pdf',
    access: 'guest',
    rateLimit: guestRateLimit,
    tags,
    summary: 'A guest payment receipt as PDF, in the language the page sends (else the default language)',
    params: paymentIdParamsSchema,
    querystring: localizationQuerySchema,
    handler: async ({ ctx, params, query, reply }) => {
      const principal = await resolveGuest(ctx, ctx.guestKey);
      const file = await receiptPdf(ctx, params.paymentId, principal.scope, query.locale);
      return sendFile(reply, { contentType: 'application/pdf', fileName: file.fileName, body: file.content });
    },
  });

  // The forwarder's staff post an invoice: its billing users get the e-mail with their own 'Pay invoice' link.
  defineRoute(app, {
    method: 'POST',
    url: '/api/invoices/:invoiceId/notify',
    access: 'staff',
    tags: ['Billing'],
    summary: 'Staff: sends Invoice Posted (9999) with a guest payment link to the company’s billing users',
    params: invoiceIdParamsSchema,
    response: { 200: z.object({ notified: z.number().int() }) },
    handler: ({ ctx, params }) => postInvoice(ctx, params.invoiceId),
  });
};
