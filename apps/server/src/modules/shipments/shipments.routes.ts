import {
  documentDispositionQuerySchema,
  exportShipmentsQuerySchema,
  globalSearchParamsSchema,
  globalSearchResponseSchema,
  listShipmentsQuerySchema,
  listShipmentsResponseSchema,
  notifyStatusResponseSchema,
  notifyStatusSchema,
  shipmentDetailSchema,
  shipmentDocumentParamsSchema,
  shipmentIdParamsSchema,
  shipmentOrganizationsResponseSchema,
  trackQuerySchema,
  trackResponseSchema,
} from '@connect/contracts/shipments/shipments.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticated } from '../../service-context';
import { contentDisposition, sendFile } from '../exports/content-disposition';
import { setShipmentNotifications } from '../notifications/notifications.service';
import {
  exportShipments,
  getShipmentDetail,
  getShipmentDocumentFile,
  globalSearch,
  listShipments,
  listShipperOrganizations,
  trackShipments,
} from './shipments.service';

const tags = ['Shipments'];
const signedIn = { access: 'authenticated' as const };

export const shipmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/shipments',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "The selected company's shipments: grid query string, reference search, filter panel, keyset cursor",
        querystring: listShipmentsQuerySchema,
        response: { 200: listShipmentsResponseSchema },
      },
    },
    async (request) => listShipments(authenticated(request.ctx), request.query),
  );
  app.get(
    '/api/shipments/export',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'The shipment list with the same filters as a CSV, .xlsx or PDF file (streamed)',
        querystring: exportShipmentsQuerySchema,
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/pdf'],
      },
    },
    async (request, reply) => {
      const file = exportShipments(authenticated(request.ctx), request.query);
      return sendFile(reply, { contentType: file.contentType, fileName: file.filename, body: file.stream });
    },
  );
  app.get(
    '/api/shipments/organizations',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Shipper organizations of the selected company (filter panel)',
        response: { 200: shipmentOrganizationsResponseSchema },
      },
    },
    async (request) => listShipperOrganizations(authenticated(request.ctx)),
  );
  app.get(
    '/api/shipments/:shipmentId',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'One shipment: parties, route, milestones, containers, documents, notes, CO₂e estimate',
        params: shipmentIdParamsSchema,
        response: { 200: shipmentDetailSchema },
      },
    },
    async (request) => getShipmentDetail(authenticated(request.ctx), request.params.shipmentId),
  );
  app.get(
    '/api/shipments/:shipmentId/documents/:documentId',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'A shipment document (view inline or download)',
        params: shipmentDocumentParamsSchema,
        querystring: documentDispositionQuerySchema,
        produces: ['application/pdf', 'application/octet-stream'],
      },
    },
    async (request, reply) => {
      const file = await getShipmentDocumentFile(authenticated(request.ctx), {
        ...request.params,
        disposition: request.query.disposition,
      });
      return reply
        .type(file.contentType)
        .header('content-disposition', contentDisposition(request.query.disposition, file.fileName))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.bytes);
    },
  );
  app.get(
    '/api/Shipment/globalSearch/:keyword',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Global search (spec 1 §7): house bill, master bill, container, invoice #, PO #, references, parties',
        params: globalSearchParamsSchema,
        response: { 200: globalSearchResponseSchema },
      },
    },
    async (request) => globalSearch(authenticated(request.ctx), request.params.keyword),
  );
  app.post(
    '/api/shipment/notify/status',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "Turns the caller's shipment notifications for the selected company on or off (spec 1 §7)",
        body: notifyStatusSchema,
        response: { 200: notifyStatusResponseSchema },
      },
    },
    async (request) => setShipmentNotifications(authenticated(request.ctx), request.body.status),
  );
  app.get(
    '/api/tracking/track',
    {
      config: {
        access: 'public',
        rateLimit: { max: app.config.trackingRateLimitMax, timeWindow: '1 minute' },
        rateLimitMessage: 'Too many tracking lookups. Please wait a minute and try again.',
      },
      schema: {
        tags: ['Tracking'],
        summary: 'Public tracking: milestones and route of an exact house bill, master bill or container number',
        querystring: trackQuerySchema,
        response: { 200: trackResponseSchema },
      },
    },
    async (request) => trackShipments(request.ctx, request.query.reference),
  );
};
