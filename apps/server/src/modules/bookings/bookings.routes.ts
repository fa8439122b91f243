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
import { authenticated } from '../../service-context';
import { sendFile } from '../exports/content-disposition';
import { maxUploadBytes } from '../uploads/file-check';
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
const signedIn = { access: 'authenticated' as const };
const messageSchema = z.object({ message: z.string() });
const templateIdParamsSchema = z.strictObject({
  templateId: z.string().uuid({ message: 'Record Not Found' }),
});

export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Document uploads arrive as the file's bytes (this plugin only); the route's bodyLimit caps the size.
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.get(
    '/api/bookings',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "Bookings (view=mine), templates (view=templates) or, for the forwarder's staff, review (view=review)",
        querystring: listBookingsQuerySchema,
        response: { 200: listBookingsResponseSchema },
      },
    },
    async (request) => listBookings(authenticated(request.ctx), request.query),
  );
  app.get(
    '/api/bookings/export',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'The bookings list with the same view and filters as a CSV, .xlsx or PDF file',
        querystring: exportBookingsQuerySchema,
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/pdf'],
      },
    },
    async (request, reply) => {
      const file = exportBookings(authenticated(request.ctx), request.query);
      return sendFile(reply, { contentType: file.contentType, fileName: file.filename, body: file.stream });
    },
  );
  app.post(
    '/api/bookings',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Saves a new draft booking (parties are address-book ids)',
        body: bookingInputSchema,
        response: { 201: saveBookingResponseSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createBooking(authenticated(request.ctx), request.body)),
  );
  app.post(
    '/api/bookings/quick',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Quick booking (permission quickBooking): mode, route, ready date; documents uploaded after',
        body: quickBookingInputSchema,
        response: { 201: saveBookingResponseSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createQuickBooking(authenticated(request.ctx), request.body)),
  );
  app.get(
    '/api/bookings/:bookingId',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'One booking with its parties, cargo, documents and history',
        params: bookingIdParamsSchema,
        response: { 200: bookingSchema },
      },
    },
    async (request) => getBooking(authenticated(request.ctx), request.params.bookingId),
  );
  app.put(
    '/api/bookings/:bookingId',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Changes a draft or rejected booking',
        params: bookingIdParamsSchema,
        body: bookingInputSchema,
        response: { 200: saveBookingResponseSchema },
      },
    },
    async (request) => changeBooking(authenticated(request.ctx), request.params.bookingId, request.body),
  );
  app.delete(
    '/api/bookings/:bookingId',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Deletes a draft booking',
        params: bookingIdParamsSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => deleteBooking(authenticated(request.ctx), request.params.bookingId, false),
  );
  app.post(
    '/api/bookings/:bookingId/submit',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "Submits a complete booking to the forwarder ('Required Fields need to be populated' otherwise)",
        params: bookingIdParamsSchema,
        response: { 200: saveBookingResponseSchema },
      },
    },
    async (request) => submitBooking(authenticated(request.ctx), request.params.bookingId),
  );
  app.post(
    '/api/bookings/:bookingId/review',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "Staff: accept, reject, add notes, or mark received with the shipment's house bill",
        params: bookingIdParamsSchema,
        body: reviewBookingSchema,
        response: { 200: saveBookingResponseSchema },
      },
    },
    async (request) => reviewBooking(authenticated(request.ctx), request.params.bookingId, request.body),
  );
  app.put(
    '/api/bookings/:bookingId/documents',
    {
      config: signedIn,
      bodyLimit: maxUploadBytes,
      schema: {
        tags,
        summary: 'Uploads a document (the bytes as application/octet-stream; type and name in the query)',
        params: bookingIdParamsSchema,
        querystring: uploadBookingDocumentQuerySchema,
        consumes: ['application/octet-stream'],
        response: { 201: saveBookingResponseSchema },
      },
    },
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body))
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', { message: 'Send the file as application/octet-stream' });
      const answer = await uploadBookingDocument(authenticated(request.ctx), request.params.bookingId, {
        documentType: request.query.documentType,
        fileName: request.query.fileName,
        bytes: request.body,
      });
      return reply.code(201).send(answer);
    },
  );
  app.get(
    '/api/bookings/:bookingId/documents/:documentId',
    {
      config: signedIn,
      schema: { tags, summary: 'Downloads a booking document', params: bookingDocumentParamsSchema },
    },
    async (request, reply) => {
      const file = await getBookingDocumentFile(
        authenticated(request.ctx),
        request.params.bookingId,
        request.params.documentId,
      );
      return sendFile(reply, { contentType: file.contentType, fileName: file.fileName, body: file.content });
    },
  );
  app.delete(
    '/api/bookings/:bookingId/documents/:documentId',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Removes a document of a draft or rejected booking',
        params: bookingDocumentParamsSchema,
        response: { 200: saveBookingResponseSchema },
      },
    },
    async (request) =>
      removeBookingDocument(authenticated(request.ctx), request.params.bookingId, request.params.documentId),
  );
  app.get(
    '/api/bookings/:bookingId/confirmation/:kind',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Booking confirmation documents as PDF: BookingConfirm, CargoLabels, SLI',
        params: bookingConfirmationParamsSchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const file = await renderBookingConfirmation(
        authenticated(request.ctx),
        request.params.bookingId,
        request.params.kind,
      );
      return sendFile(reply, { contentType: 'application/pdf', fileName: file.fileName, body: file.content }, 'inline');
    },
  );

  // Templates: the same fields and a name; /booking/clone-template saves a copy through POST.
  app.post(
    '/api/booking-templates',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "Saves a new booking template ('Please enter Template Name')",
        body: bookingTemplateInputSchema,
        response: { 201: saveBookingResponseSchema },
      },
    },
    async (request, reply) => {
      const { templateName, ...values } = request.body;
      return reply.code(201).send(await createBooking(authenticated(request.ctx), values, { templateName }));
    },
  );
  app.get(
    '/api/booking-templates/:templateId',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'One booking template',
        params: templateIdParamsSchema,
        response: { 200: bookingSchema },
      },
    },
    async (request) => getBooking(authenticated(request.ctx), request.params.templateId, true),
  );
  app.put(
    '/api/booking-templates/:templateId',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Changes a booking template',
        params: templateIdParamsSchema,
        body: bookingTemplateInputSchema,
        response: { 200: saveBookingResponseSchema },
      },
    },
    async (request) => {
      const { templateName, ...values } = request.body;
      return changeBooking(authenticated(request.ctx), request.params.templateId, values, { templateName });
    },
  );
  app.delete(
    '/api/booking-templates/:templateId',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Deletes a booking template',
        params: templateIdParamsSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => deleteBooking(authenticated(request.ctx), request.params.templateId, true),
  );
};
