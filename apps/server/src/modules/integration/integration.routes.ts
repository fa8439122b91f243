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
} from '@connect/contracts/shipments/shipments.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticated } from '../../service-context';
import { recordShipmentEvent, upsertShipmentFromFeed } from '../shipments/shipments-feed.service';
import { createIntegrationKey, listIntegrationKeys, revokeKey } from './integration.service';

const tags = ['Integration'];
const feed = { access: 'integration' as const };
const admin = { access: 'admin' as const };

export const integrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/integration/shipments/:houseBill',
    {
      config: feed,
      schema: {
        tags,
        summary: 'Create or update a shipment by house bill (fields left out keep their value)',
        params: houseBillParamsSchema,
        body: upsertShipmentSchema,
        response: { 200: upsertShipmentResponseSchema },
      },
    },
    async (request) => upsertShipmentFromFeed(request.ctx, request.params.houseBill, request.body),
  );
  app.post(
    '/api/integration/shipments/:houseBill/events',
    {
      config: feed,
      schema: {
        tags,
        summary: 'Post a milestone (event code of spec 2 §3); idempotent on eventId',
        params: houseBillParamsSchema,
        body: postShipmentEventSchema,
        response: { 200: postShipmentEventResponseSchema },
      },
    },
    async (request) => recordShipmentEvent(request.ctx, request.params.houseBill, request.body),
  );
  app.get(
    '/api/admin/integration-keys',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Integration API keys (never the keys themselves)',
        response: { 200: integrationKeysResponseSchema },
      },
    },
    async (request) => listIntegrationKeys(authenticated(request.ctx)),
  );
  app.post(
    '/api/admin/integration-keys',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Create an integration API key; the answer is the only time the key is shown',
        body: createIntegrationKeySchema,
        response: { 200: createIntegrationKeyResponseSchema },
      },
    },
    async (request) => createIntegrationKey(authenticated(request.ctx), request.body.name),
  );
  app.delete(
    '/api/admin/integration-keys/:keyId',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Revoke an integration API key (at once)',
        params: integrationKeyParamsSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => revokeKey(authenticated(request.ctx), request.params.keyId),
  );
};
