import { messageResponseSchema } from '@connect/contracts/auth/auth.schemas';
import {
  createIntegrationKeyResponseSchema,
  createIntegrationKeySchema,
  houseBillParamsSchema,
  integrationKeyParamsSchema,
  integrationKeysResponseSchema,
  postShipmentEventResponseSchema,
  postShipmentEventSchema,
  upsertShipmentResponseSchema,
  upsertShipmentSchema,
} from '@connect/contracts/shipments/shipments-feed.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route';
import { recordShipmentEvent, upsertShipmentFromFeed } from '../shipments/shipments-feed.service';
import { createIntegrationKey, listIntegrationKeys, revokeKey } from './integration.service';

const tags = ['Integration'];

export const integrationRoutes: FastifyPluginAsyncZod = async (app) => {
  defineRoute(app, {
    method: 'PUT',
    url: '/api/integration/shipments/:houseBill',
    access: 'integration',
    tags,
    summary: 'Create or update a shipment by house bill (fields left out keep their value)',
    params: houseBillParamsSchema,
    body: upsertShipmentSchema,
    response: { 200: upsertShipmentResponseSchema },
    handler: ({ ctx, params, body }) => upsertShipmentFromFeed(ctx, params.houseBill, body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/integration/shipments/:houseBill/events',
    access: 'integration',
    tags,
    summary: 'Post a milestone (event code of spec 2 §3); idempotent on eventId',
    params: houseBillParamsSchema,
    body: postShipmentEventSchema,
    response: { 200: postShipmentEventResponseSchema },
    handler: ({ ctx, params, body }) => recordShipmentEvent(ctx, params.houseBill, body),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/integration-keys',
    access: 'admin',
    tags,
    summary: 'Integration API keys (never the keys themselves)',
    response: { 200: integrationKeysResponseSchema },
    handler: ({ ctx }) => listIntegrationKeys(ctx),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/integration-keys',
    access: 'admin',
    tags,
    summary: 'Create an integration API key; the answer is the only time the key is shown',
    body: createIntegrationKeySchema,
    response: { 200: createIntegrationKeyResponseSchema },
    handler: ({ ctx, body }) => createIntegrationKey(ctx, body.name),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: '/api/admin/integration-keys/:keyId',
    access: 'admin',
    tags,
    summary: 'Revoke an integration API key (at once)',
    params: integrationKeyParamsSchema,
    response: { 200: messageResponseSchema },
    handler: ({ ctx, params }) => revokeKey(ctx, params.keyId),
  });
};
