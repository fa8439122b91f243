import {
  accountSummarySchema,
  createPaymentSchema,
  exportInvoicesQuerySchema,
  idempotencyKeySchema,
  invoiceDetailSchema,
  invoiceIdParamsSchema,
  listInvoicesQuerySchema,
  listInvoicesResponseSchema,
  paymentIdParamsSchema,
  paymentSchema,
  sandboxBankAccountSchema,
  sandboxCardSchema,
  sandboxTokenSchema,
  statementQuerySchema,
  statementSchema,
} from '@connect/contracts/billing/billing.schemas';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import type { SignedInContext } from '../../context';
import { defineExportRoute, defineRoute } from '../../lib/define-route';
import { recordCompanyAction } from '../audit/audit.service';
import { getConfiguration } from '../configuration/configuration.service';
import { createPayment, getPayment, handleWebhook } from './payments.service';
import { ProviderError } from '../../ports/payment-provider';
import { sendFile } from '../../lib/content-disposition';
import { billingScope, exportInvoices, getAccountSummary, getInvoice, listInvoices } from './billing.service';
import { getStatement, invoicePdf, receiptPdf, statementPdf } from './statements.service';

const tags = ['Billing'];
const idempotencyHeaders = z.object({ 'idempotency-key': idempotencyKeySchema });

const auditFor =
  (ctx: SignedInContext) => (entry: { action: string; companyId: string; details: Record<string, unknown> }) =>
    recordCompanyAction(ctx, entry);

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  defineRoute(app, {
    method: 'GET',
    url: '/api/invoice/accountSummary',
    access: 'signedIn',
    tags,
    summary: 'Account summary (spec 1): totalOutstanding, noOfUnPaidInvoices, creditLimit',
    response: { 200: accountSummarySchema },
    handler: ({ ctx }) => getAccountSummary(ctx),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/invoices',
    access: 'signedIn',
    tags,
    summary: "The selected company's invoices with their status and payments in process (grid query string)",
    querystring: listInvoicesQuerySchema,
    response: { 200: listInvoicesResponseSchema },
    handler: ({ ctx, query }) => listInvoices(ctx, query, billingScope(ctx)),
  });
  defineExportRoute(app, {
    url: '/api/invoices/export',
    access: 'signedIn',
    tags,
    summary: "The selected company's invoices with the same status, filters and sort as a CSV, .xlsx or PDF file",
    querystring: exportInvoicesQuerySchema,
    exportFile: (ctx, query) => exportInvoices(ctx, query, billingScope(ctx)),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/invoices/:invoiceId',
    access: 'signedIn',
    tags,
    summary: 'One invoice with its lines and payments',
    params: invoiceIdParamsSchema,
    response: { 200: invoiceDetailSchema },
    handler: ({ ctx, params }) => getInvoice(ctx, params.invoiceId, billingScope(ctx)),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/payments',
    access: 'signedIn',
    tags,
    summary:
      'Pays invoices by card (CC), ACH or invoice credit (IC) once per Idempotency-Key: same key and body → the same payment; other body → 422; still in flight → 409',
    headers: idempotencyHeaders,
    body: createPaymentSchema,
    response: { 200: paymentSchema, 201: paymentSchema },
    handler: async ({ ctx, headers, body, reply }) => {
      const scope = billingScope(ctx, 'pay');
      const configuration = await getConfiguration(ctx);
      const { payment, replayed } = await createPayment(
        ctx,
        {
          scope,
          companyId: scope.companyIds[0] ?? '',
          userId: ctx.auth.user.userId,
          actorUserId: ctx.auth.actor.userId,
          guestLinkId: null,
          email: ctx.auth.user.email,
          partialAllowed: configuration.features.partialPayment,
        },
        { ...body, token: body.token ?? '', payerEmail: body.payerEmail ?? '' },
        headers['idempotency-key'],
        auditFor(ctx),
      );
      return reply.code(replayed ? 200 : 201).send(payment);
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/payments/:paymentId',
    access: 'signedIn',
    tags,
    summary: 'One payment (receipt)',
    params: paymentIdParamsSchema,
    response: { 200: paymentSchema },
    handler: ({ ctx, params }) => getPayment(ctx, billingScope(ctx), params.paymentId),
  });

  const pdf = (reply: FastifyReply, file: { content: Buffer; fileName: string }, kind: 'inline' | 'attachment') =>
    sendFile(reply, { contentType: 'application/pdf', fileName: file.fileName, body: file.content }, kind);
  defineRoute(app, {
    method: 'GET',
    url: '/api/invoices/:invoiceId/pdf',
    access: 'signedIn',
    tags,
    summary: "The invoice as PDF (export_invoice / import_invoice), in the caller's language",
    params: invoiceIdParamsSchema,
    handler: async ({ ctx, params, reply }) =>
      pdf(reply, await invoicePdf(ctx, params.invoiceId, billingScope(ctx)), 'inline'),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/payments/:paymentId/receipt.pdf',
    access: 'signedIn',
    tags,
    summary: "The payment receipt as PDF, in the caller's language",
    params: paymentIdParamsSchema,
    handler: async ({ ctx, params, reply }) =>
      pdf(reply, await receiptPdf(ctx, params.paymentId, billingScope(ctx)), 'attachment'),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/billing/statements',
    access: 'signedIn',
    tags,
    summary: 'A statement of the selected company: period YTD, L6M, L3M or LM, or year and month',
    querystring: statementQuerySchema,
    response: { 200: statementSchema },
    handler: ({ ctx, query }) => getStatement(ctx, billingScope(ctx).companyIds[0] ?? '', query),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/billing/statements/pdf',
    access: 'signedIn',
    tags,
    summary: "The same statement as PDF, in the caller's language",
    querystring: statementQuerySchema,
    handler: async ({ ctx, query, reply }) =>
      pdf(reply, await statementPdf(ctx, billingScope(ctx).companyIds[0] ?? '', query), 'inline'),
  });

  // The sandbox provider's stand-in for a processor's browser SDK: card and account details become tokens here
  // and are never stored or logged (request bodies are not logged). They exist only while the sandbox runs: with a
  // real processor (always in production, decision 026) the browser sends the details to the processor itself.
  if (app.payments.sandbox) registerSandboxTokenRoutes(app);

  // Webhooks carry a signature over the raw body: this route reads the body as text.
  const webhook = app.payments.webhook;
  await app.register(async (scoped) => {
    scoped.removeContentTypeParser('application/json');
    scoped.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    defineRoute(scoped, {
      method: 'POST',
      url: webhook.path,
      access: 'public',
      tags,
      summary: `Payment provider webhooks (${app.payments.provider.name}; signed: ${webhook.signatureHeader} t=…,v1=…); a replay changes nothing`,
      body: z.string(),
      response: { 200: z.object({ received: z.literal(true), duplicate: z.boolean() }) },
      handler: ({ ctx, body, headers }) => {
        const header = headers[webhook.signatureHeader];
        return handleWebhook(
          ctx,
          typeof body === 'string' ? body : '',
          typeof header === 'string' ? header : undefined,
          async (entry) => recordCompanyAction(ctx, entry),
        );
      },
    });
  });
};

function registerSandboxTokenRoutes(app: Parameters<FastifyPluginAsyncZod>[0]): void {
  const tokenRateLimit = { max: 30, timeWindow: '1 minute' };
  defineRoute(app, {
    method: 'POST',
    url: '/api/payments/sandbox/card-tokens',
    access: 'public',
    rateLimit: tokenRateLimit,
    tags,
    summary: 'Sandbox provider: a card becomes a token (test cards of the sandbox)',
    body: sandboxCardSchema,
    response: { 201: sandboxTokenSchema },
    handler: async ({ ctx, body, reply }) => {
      const sandbox = ctx.payments?.sandbox;
      if (!sandbox) throw new AppError('ROUTE_NOT_FOUND');
      try {
        return reply.code(201).send(sandbox.tokenizeCard(body));
      } catch (error) {
        throw providerRefusal(error, 'body.number');
      }
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/payments/sandbox/bank-tokens',
    access: 'public',
    rateLimit: tokenRateLimit,
    tags,
    summary: 'Sandbox provider: a bank account (ACH) becomes a token; the routing number is checked (ABA)',
    body: sandboxBankAccountSchema,
    response: { 201: sandboxTokenSchema },
    handler: async ({ ctx, body, reply }) => {
      const sandbox = ctx.payments?.sandbox;
      if (!sandbox) throw new AppError('ROUTE_NOT_FOUND');
      try {
        const token = sandbox.tokenizeBankAccount({ ...body, holderName: body.holderName ?? '' });
        return reply.code(201).send({ token: token.token, brand: token.bankName ?? 'ACH', last4: token.last4 });
      } catch (error) {
        throw providerRefusal(error, 'body.routingNumber');
      }
    },
  });
}

/** A provider's refusal of card or account details as a form error on the field it concerns. */
function providerRefusal(error: unknown, path: string): unknown {
  if (!(error instanceof ProviderError)) return error;
  const field =
    error.code === 'invalid_routing_number'
      ? 'body.routingNumber'
      : error.code === 'invalid_cvc'
        ? 'body.cvc'
        : error.code === 'invalid_expiry'
          ? 'body.expMonth'
          : path;
  return new AppError('VALIDATION_FAILED', {
    message: error.message,
    details: { fields: [{ path: field, message: error.message }] },
  });
}
