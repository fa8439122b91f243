import {
  quoteComparisonAnswerSchema,
  quoteComparisonParamsSchema,
} from '@connect/contracts/quotations/quote-comparison.schemas';
import { compareShipmentWithQuote } from './quote-comparison.service';
import {
  acceptQuotationSchema,
  counterQuotationSchema,
  listQuotationsQuerySchema,
  listQuotationsResponseSchema,
  makeOfferSchema,
  quotationCountsSchema,
  quotationIdParamsSchema,
  quotationNumberQuerySchema,
  quotationResponseSchema,
  quotationSchema,
  rejectQuotationSchema,
  requestQuotationSchema,
} from '@connect/contracts/quotations/quotations.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route';
import {
  acceptQuotation,
  counterQuotation,
  countQuotationsByStatus,
  findUsableQuotation,
  getQuotation,
  listQuotations,
  makeOffer,
  rejectQuotation,
  requestQuotation,
} from './quotations.service';

const tags = ['Quotations'];

/**
 * Quotations (issue #18): customers with the `freight-manager` permission request and answer quotes of their
 * selected company; the forwarder's staff see every company's and make or revise offers. Another company's id
 * answers 404.
 */
export const quotationsRoutes: FastifyPluginAsyncZod = async (app) => {
  defineRoute(app, {
    method: 'GET',
    url: '/api/shipments/:id/quote-comparison',
    access: 'signedIn',
    tags,
    summary:
      "A shipment booked from an air quote re-rated on the quote's tariff with the shipment's weights, line by line; `available: false` with a reason when there is no quote or it cannot be re-rated (404 for an unknown or another company's shipment; customers need freight-manager)",
    params: quoteComparisonParamsSchema,
    response: { 200: quoteComparisonAnswerSchema },
    handler: ({ ctx, params }) => compareShipmentWithQuote(ctx, params.id),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/quotations',
    access: 'signedIn',
    tags,
    summary: "Quotations of the selected company, or every company's for the forwarder's staff (grid query)",
    querystring: listQuotationsQuerySchema,
    response: { 200: listQuotationsResponseSchema },
    handler: ({ ctx, query }) => listQuotations(ctx, query),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/quotations/counts',
    access: 'signedIn',
    tags,
    summary: 'Quotations by status, and the offers past their validity',
    response: { 200: quotationCountsSchema },
    handler: ({ ctx }) => countQuotationsByStatus(ctx),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/quotations/by-number',
    access: 'signedIn',
    tags,
    summary:
      "A usable quotation of the caller's by its number (open unexpired offer or accepted); else 'Invalid Quotation #'",
    querystring: quotationNumberQuerySchema,
    response: { 200: quotationSchema },
    handler: ({ ctx, query }) => findUsableQuotation(ctx, query.number),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/quotations',
    access: 'signedIn',
    tags,
    summary: 'A customer requests a quotation for the selected company (Quotation Requested)',
    body: requestQuotationSchema,
    response: { 201: quotationResponseSchema },
    handler: async ({ ctx, body, reply }) => reply.code(201).send(await requestQuotation(ctx, body)),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/quotations/:id',
    access: 'signedIn',
    tags,
    summary: 'A quotation with its offer options, validity and status history',
    params: quotationIdParamsSchema,
    response: { 200: quotationSchema },
    handler: ({ ctx, params }) => getQuotation(ctx, params.id),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/quotations/:id/offer',
    access: 'staff',
    tags,
    summary: "The forwarder's staff make or revise the offer: options with price lines, valid until a day",
    params: quotationIdParamsSchema,
    body: makeOfferSchema,
    response: { 200: quotationResponseSchema },
    handler: ({ ctx, params, body }) => makeOffer(ctx, params.id, body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/quotations/:id/accept',
    access: 'signedIn',
    tags,
    summary: 'The customer accepts one option of an unexpired offer; a booking is created from the quote',
    params: quotationIdParamsSchema,
    body: acceptQuotationSchema,
    response: { 200: quotationResponseSchema },
    handler: ({ ctx, params, body }) => acceptQuotation(ctx, params.id, body.optionId),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/quotations/:id/reject',
    access: 'signedIn',
    tags,
    summary: 'The customer rejects the offer with a reason',
    params: quotationIdParamsSchema,
    body: rejectQuotationSchema,
    response: { 200: quotationResponseSchema },
    handler: ({ ctx, params, body }) => rejectQuotation(ctx, params.id, body.reason),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/quotations/:id/counter',
    access: 'signedIn',
    tags,
    summary: 'The customer counter-offers with a price note; the quote is requested again until revised',
    params: quotationIdParamsSchema,
    body: counterQuotationSchema,
    response: { 200: quotationResponseSchema },
    handler: ({ ctx, params, body }) => counterQuotation(ctx, params.id, body.note),
  });
};
