import {
  bookingConfirmationParamsSchema,
  bookingDocumentParamsSchema,
  bookingIdParamsSchema,
  bookingInputSchema,
  bookingSchema,
  bookingTemplateInputSchema,
  exportBookingsQuerySchema,
  listBookingsQuerySchema,
  listBookingsResponseSchema,
  quickBookingInputSchema,
  reviewBookingSchema,
  saveBookingResponseSchema,
  uploadBookingDocumentQuerySchema,
} from '@connect/contracts/bookings/bookings.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import { acceptFileBytes, defineExportRoute, defineRoute } from '../../lib/define-route';
import { sendFile } from '../../lib/content-disposition';
import { maxUploadBytes } from '../../lib/file-check';
import {
  getBookingDocumentFile,
  removeBookingDocument,
  renderBookingConfirmation,
  uploadBookingDocument,
} from './booking-files.service';
import {
  changeBooking,
  createBooking,
  createQuickBooking,
  deleteBooking,
  getBooking,
  submitBooking,
} from './bookings.service';
import { exportBookings, listBookings } from './bookings-list.service';
import { reviewBooking } from './bookings-review.service';

const tags = ['Bookings'];
const messageSchema = z.object({ message: z.string() });
const templateIdParamsSchema = z.strictObject({
  templateId: z.string().uuid({ message: 'Record Not Found' }),
});

export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptFileBytes(app);

  defineRoute(app, {
    method: 'GET',
    url: '/api/bookings',
    access: 'signedIn',
    tags,
    summary: "Bookings (view=mine), templates (view=templates) or, for the forwarder's staff, review (view=review)",
    querystring: listBookingsQuerySchema,
    response: { 200: listBookingsResponseSchema },
    handler: ({ ctx, query }) => listBookings(ctx, query),
  });
  defineExportRoute(app, {
    url: '/api/bookings/export',
    access: 'signedIn',
    tags,
    summary: 'The bookings list with the same view and filters as a CSV, .xlsx or PDF file',
    querystring: exportBookingsQuerySchema,
    exportFile: exportBookings,
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/bookings',
    access: 'signedIn',
    tags,
    summary: 'Saves a new draft booking (parties are address-book ids)',
    body: bookingInputSchema,
    response: { 201: saveBookingResponseSchema },
    handler: async ({ ctx, body, reply }) => reply.code(201).send(await createBooking(ctx, body)),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/bookings/quick',
    access: 'signedIn',
    tags,
    summary: 'Quick booking (permission quickBooking): mode, route, ready date; documents uploaded after',
    body: quickBookingInputSchema,
    response: { 201: saveBookingResponseSchema },
    handler: async ({ ctx, body, reply }) => reply.code(201).send(await createQuickBooking(ctx, body)),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/bookings/:bookingId',
    access: 'signedIn',
    tags,
    summary: 'One booking with its parties, cargo, documents and history',
    params: bookingIdParamsSchema,
    response: { 200: bookingSchema },
    handler: ({ ctx, params }) => getBooking(ctx, params.bookingId),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/bookings/:bookingId',
    access: 'signedIn',
    tags,
    summary: 'Changes a draft or rejected booking',
    params: bookingIdParamsSchema,
    body: bookingInputSchema,
    response: { 200: saveBookingResponseSchema },
    handler: ({ ctx, params, body }) => changeBooking(ctx, params.bookingId, body),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: '/api/bookings/:bookingId',
    access: 'signedIn',
    tags,
    summary: 'Deletes a draft booking',
    params: bookingIdParamsSchema,
    response: { 200: messageSchema },
    handler: ({ ctx, params }) => deleteBooking(ctx, params.bookingId),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/bookings/:bookingId/submit',
    access: 'signedIn',
    tags,
    summary: "Submits a complete booking to the forwarder ('Required Fields need to be populated' otherwise)",
    params: bookingIdParamsSchema,
    response: { 200: saveBookingResponseSchema },
    handler: ({ ctx, params }) => submitBooking(ctx, params.bookingId),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/bookings/:bookingId/review',
    access: 'signedIn',
    tags,
    summary: "Staff: accept, reject, add notes, or mark received with the shipment's house bill",
    params: bookingIdParamsSchema,
    body: reviewBookingSchema,
    response: { 200: saveBookingResponseSchema },
    handler: ({ ctx, params, body }) => reviewBooking(ctx, params.bookingId, body),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/bookings/:bookingId/documents',
    access: 'signedIn',
    bodyLimit: maxUploadBytes,
    tags,
    summary: 'Uploads a document (the bytes as application/octet-stream; type and name in the query)',
    params: bookingIdParamsSchema,
    querystring: uploadBookingDocumentQuerySchema,
    consumes: ['application/octet-stream'],
    response: { 201: saveBookingResponseSchema },
    handler: async ({ ctx, params, query, body, reply }) => {
      if (!Buffer.isBuffer(body))
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', { messageKey: 'server.bookings.sendOctetStream' });
      const answer = await uploadBookingDocument(ctx, params.bookingId, {
        documentType: query.documentType,
        fileName: query.fileName,
        bytes: body,
      });
      return reply.code(201).send(answer);
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/bookings/:bookingId/documents/:documentId',
    access: 'signedIn',
    tags,
    summary: 'Downloads a booking document',
    params: bookingDocumentParamsSchema,
    handler: async ({ ctx, params, reply }) => {
      const file = await getBookingDocumentFile(ctx, params.bookingId, params.documentId);
      return sendFile(reply, { contentType: file.contentType, fileName: file.fileName, body: file.content });
    },
  });
  defineRoute(app, {
    method: 'DELETE',
    url: '/api/bookings/:bookingId/documents/:documentId',
    access: 'signedIn',
    tags,
    summary: 'Removes a document of a draft or rejected booking',
    params: bookingDocumentParamsSchema,
    response: { 200: saveBookingResponseSchema },
    handler: ({ ctx, params }) => removeBookingDocument(ctx, params.bookingId, params.documentId),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/bookings/:bookingId/confirmation/:kind',
    access: 'signedIn',
    tags,
    summary: 'Booking confirmation documents as PDF: BookingConfirm, CargoLabels, SLI',
    params: bookingConfirmationParamsSchema,
    produces: ['application/pdf'],
    handler: async ({ ctx, params, reply }) => {
      const file = await renderBookingConfirmation(ctx, params.bookingId, params.kind);
      return sendFile(reply, { contentType: 'application/pdf', fileName: file.fileName, body: file.content }, 'inline');
    },
  });

  // Templates: the same fields and a name; /booking/clone-template saves a copy through POST.
  defineRoute(app, {
    method: 'POST',
    url: '/api/booking-templates',
    access: 'signedIn',
    tags,
    summary: "Saves a new booking template ('Please enter Template Name')",
    body: bookingTemplateInputSchema,
    response: { 201: saveBookingResponseSchema },
    handler: async ({ ctx, body, reply }) => {
      const { templateName, ...values } = body;
      return reply.code(201).send(await createBooking(ctx, { ...values, quotationNumber: '' }, { templateName }));
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/booking-templates/:templateId',
    access: 'signedIn',
    tags,
    summary: 'One booking template',
    params: templateIdParamsSchema,
    response: { 200: bookingSchema },
    handler: ({ ctx, params }) => getBooking(ctx, params.templateId, { template: true }),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/booking-templates/:templateId',
    access: 'signedIn',
    tags,
    summary: 'Changes a booking template',
    params: templateIdParamsSchema,
    body: bookingTemplateInputSchema,
    response: { 200: saveBookingResponseSchema },
    handler: ({ ctx, params, body }) => {
      const { templateName, ...values } = body;
      return changeBooking(ctx, params.templateId, { ...values, quotationNumber: '' }, { templateName });
    },
  });
  defineRoute(app, {
    method: 'DELETE',
    url: '/api/booking-templates/:templateId',
    access: 'signedIn',
    tags,
    summary: 'Deletes a booking template',
    params: templateIdParamsSchema,
    response: { 200: messageSchema },
    handler: ({ ctx, params }) => deleteBooking(ctx, params.templateId, { template: true }),
  });
};
