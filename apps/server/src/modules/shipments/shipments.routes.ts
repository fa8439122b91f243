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
} from '@connect/contracts/shipments/shipments.schemas';
import { trackQuerySchema, trackResponseSchema } from '@connect/contracts/shipments/tracking.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineExportRoute, defineRoute } from '../../lib/define-route';
import { contentDisposition } from '../../lib/content-disposition';
import { setShipmentNotifications } from '../notifications/notifications.service';
import {
  exportShipments,
  getShipmentDetail,
  getShipmentDocumentFile,
  globalSearch,
  listShipments,
  listShipperOrganizations,
} from './shipments.service';
import { trackShipments } from './shipments-tracking.service';

const tags = ['Shipments'];

export const shipmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  defineRoute(app, {
    method: 'GET',
    url: '/api/shipments',
    access: 'signedIn',
    tags,
    summary: "The selected company's shipments: grid query string, reference search, filter panel, keyset cursor",
    querystring: listShipmentsQuerySchema,
    response: { 200: listShipmentsResponseSchema },
    handler: ({ ctx, query }) => listShipments(ctx, query),
  });
  defineExportRoute(app, {
    url: '/api/shipments/export',
    access: 'signedIn',
    tags,
    summary: 'The shipment list with the same filters as a CSV, .xlsx or PDF file (streamed)',
    querystring: exportShipmentsQuerySchema,
    exportFile: exportShipments,
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/shipments/organizations',
    access: 'signedIn',
    tags,
    summary: 'Shipper organizations of the selected company (filter panel)',
    response: { 200: shipmentOrganizationsResponseSchema },
    handler: ({ ctx }) => listShipperOrganizations(ctx),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/shipments/:shipmentId',
    access: 'signedIn',
    tags,
    summary: 'One shipment: parties, route, milestones, containers, documents, notes, CO₂e estimate',
    params: shipmentIdParamsSchema,
    response: { 200: shipmentDetailSchema },
    handler: ({ ctx, params }) => getShipmentDetail(ctx, params.shipmentId),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/shipments/:shipmentId/documents/:documentId',
    access: 'signedIn',
    tags,
    summary: 'A shipment document (view inline or download)',
    params: shipmentDocumentParamsSchema,
    querystring: documentDispositionQuerySchema,
    produces: ['application/pdf', 'application/octet-stream'],
    handler: async ({ ctx, params, query, reply }) => {
      const file = await getShipmentDocumentFile(ctx, { ...params, disposition: query.disposition });
      return reply
        .type(file.contentType)
        .header('content-disposition', contentDisposition(query.disposition, file.fileName))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.bytes);
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/Shipment/globalSearch/:keyword',
    access: 'signedIn',
    tags,
    summary: 'Global search (spec 1 §7): house bill, master bill, container, invoice #, PO #, references, parties',
    params: globalSearchParamsSchema,
    response: { 200: globalSearchResponseSchema },
    handler: ({ ctx, params }) => globalSearch(ctx, params.keyword),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/shipment/notify/status',
    access: 'signedIn',
    tags,
    summary: "Turns the caller's shipment notifications for the selected company on or off (spec 1 §7)",
    body: notifyStatusSchema,
    response: { 200: notifyStatusResponseSchema },
    handler: ({ ctx, body }) => setShipmentNotifications(ctx, { enabled: body.status }),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/tracking/track',
    access: 'public',
    rateLimit: { max: app.config.trackingRateLimitMax, timeWindow: '1 minute' },
    rateLimitMessage: 'Too many tracking lookups. Please wait a minute and try again.',
    tags: ['Tracking'],
    summary:
      'Public tracking: milestones and route of an exact house bill, master bill or container number, with the ' +
      "start of its shipper's or consignee's name (party) unless the signed-in caller may see the shipment",
    querystring: trackQuerySchema,
    response: { 200: trackResponseSchema },
    handler: ({ ctx, query }) => trackShipments(ctx, query),
  });
};
