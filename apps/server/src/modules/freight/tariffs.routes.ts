import {
  expireTariffSchema,
  tariffDetailSchema,
  tariffIdParamsSchema,
  tariffImportKindParamsSchema,
  tariffImportResponseSchema,
  tariffInputSchema,
  tariffListQuerySchema,
  tariffListResponseSchema,
} from '@connect/contracts/freight/tariffs.schemas';
import { tariffLaneInputSchema, tariffLaneParamsSchema } from '@connect/contracts/freight/tariff-lanes.schemas';
import { orderImportMaxBytes } from '@connect/contracts/warehouse/warehouse-import.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import { defineRoute } from '../../lib/define-route';
import { acceptMultipartImports, readMultipartForm } from '../../lib/multipart';
import { commitTariffImport, dryRunTariffImport, type TariffUpload } from './tariff-import.service';
import { addTariffLane, editTariffLane, removeTariffLane } from './tariff-lanes.service';
import { createTariff, editTariff, expireTariff, getTariff, listTariffs } from './tariffs.service';

const tags = ['Freight tariffs'];
const savedSchema = z.strictObject({
  id: z.string().uuid(),
  message: z.string(),
  messageKey: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
const sendMultipart = () => new AppError('VALIDATION_FAILED', { messageKey: 'server.freightTariffs.sendMultipart' });

/** The multipart body: exactly one part, `file`; any other part is refused. */
async function readFilePart(body: unknown, contentType: string | undefined): Promise<TariffUpload> {
  const form = await readMultipartForm(body, contentType);
  if (!form) throw sendMultipart();
  let parts = 0;
  form.forEach(() => {
    parts += 1;
  });
  const file = form.get('file');
  if (!file || typeof file === 'string' || parts !== 1) throw sendMultipart();
  return { fileName: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
}

/**
 * Tariff maintenance (issue #18, decision 065): the forwarder's staff list, read, create, change and expire the
 * air, ocean and accessorial sell-rate tariffs and import them from CSV or .xlsx. Staff only (`access: 'staff'`):
 * customers get 403 and see tariffs only through the rate calls, in their own scope.
 */
export const freightTariffRoutes: FastifyPluginAsyncZod = async (app) => {
  const bodyLimit = acceptMultipartImports(app, orderImportMaxBytes);

  defineRoute(app, {
    method: 'GET',
    url: '/api/freight-tariffs',
    access: 'staff',
    tags,
    summary: 'Sell-rate tariffs of every kind with their validity, customers and line count (staff)',
    querystring: tariffListQuerySchema,
    response: { 200: tariffListResponseSchema },
    handler: ({ ctx, query }) => listTariffs(ctx, query),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/freight-tariffs/:id',
    access: 'staff',
    tags,
    summary: 'A tariff with its customers and every lane or charge (staff)',
    params: tariffIdParamsSchema,
    response: { 200: tariffDetailSchema },
    handler: ({ ctx, params }) => getTariff(ctx, params.id),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/freight-tariffs',
    access: 'staff',
    tags,
    summary: "Creates a tariff: number (the kind's prefix), validity, customers and lanes (staff)",
    body: tariffInputSchema,
    response: { 200: savedSchema },
    handler: ({ ctx, body }) => createTariff(ctx, body),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/freight-tariffs/:id',
    access: 'staff',
    tags,
    summary: 'Changes a tariff: header and customers, and its lanes when given (staff)',
    params: tariffIdParamsSchema,
    body: tariffInputSchema,
    response: { 200: savedSchema },
    handler: ({ ctx, params, body }) => editTariff(ctx, params.id, body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/freight-tariffs/:id/expire',
    access: 'staff',
    tags,
    summary: 'Ends a tariff on the given day (default yesterday, UTC); its lanes are kept (staff)',
    params: tariffIdParamsSchema,
    body: expireTariffSchema,
    response: { 200: savedSchema },
    handler: ({ ctx, params, body }) => expireTariff(ctx, params.id, body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/freight-tariffs/:id/lanes',
    access: 'staff',
    tags,
    summary: "Adds one lane (air lane, ocean lane with its charges, accessorial charge) of the tariff's kind (staff)",
    params: tariffIdParamsSchema,
    body: tariffLaneInputSchema,
    response: { 200: savedSchema },
    handler: ({ ctx, params, body }) => addTariffLane(ctx, params.id, body),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/freight-tariffs/:id/lanes/:laneId',
    access: 'staff',
    tags,
    summary: 'Changes one lane of the tariff; a lane of another tariff is 404 (staff)',
    params: tariffLaneParamsSchema,
    body: tariffLaneInputSchema,
    response: { 200: savedSchema },
    handler: ({ ctx, params, body }) => editTariffLane(ctx, params.id, params.laneId, body),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: '/api/freight-tariffs/:id/lanes/:laneId',
    access: 'staff',
    tags,
    summary: 'Removes one lane of the tariff; a lane of another tariff is 404 (staff)',
    params: tariffLaneParamsSchema,
    response: { 200: savedSchema },
    handler: ({ ctx, params }) => removeTariffLane(ctx, params.id, params.laneId),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/freight-tariff-imports/:kind/dry-run',
    access: 'staff',
    tags,
    summary:
      'Checks a tariff file (multipart/form-data, part `file`: CSV or .xlsx by content) and lists every problem by row and column; writes nothing',
    params: tariffImportKindParamsSchema,
    consumes: ['multipart/form-data'],
    bodyLimit,
    response: { 200: tariffImportResponseSchema },
    handler: async ({ ctx, params, request }) =>
      dryRunTariffImport(ctx, params.kind, await readFilePart(request.body, request.headers['content-type'])),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/freight-tariff-imports/:kind',
    access: 'staff',
    tags,
    summary:
      'Imports a tariff file all or nothing (rows with the same Tariff # form a tariff; an existing number is replaced); 400 with every problem otherwise',
    params: tariffImportKindParamsSchema,
    consumes: ['multipart/form-data'],
    bodyLimit,
    response: { 200: tariffImportResponseSchema },
    handler: async ({ ctx, params, request }) =>
      commitTariffImport(ctx, params.kind, await readFilePart(request.body, request.headers['content-type'])),
  });
};
