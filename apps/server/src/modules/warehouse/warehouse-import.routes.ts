import {
  commitImportResponseSchema,
  dryRunResponseSchema,
  importDirectionParamsSchema,
  importMappingResponseSchema,
  importPartsSchema,
  orderImportMaxBytes,
  readImportResponseSchema,
  saveImportMappingResponseSchema,
  saveImportMappingSchema,
} from '@connect/contracts/warehouse/warehouse-import.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors/app-error';
import { defineRoute } from '../../lib/define-route';
import { acceptMultipartImports, readMultipartForm } from '../../lib/multipart';
import {
  commitImport,
  dryRunImport,
  getImportMapping,
  readImport,
  saveImportMapping,
  type Upload,
} from './warehouse-import.service';

const tags = ['Warehouse'];
const sendMultipart = () => new AppError('VALIDATION_FAILED', { messageKey: 'server.warehouseImport.sendMultipart' });

/**
 * The multipart body: one `file` part and, for the dry run and the import, a `mapping` part (JSON text). The parts
 * besides the file are checked by schema; any other part is refused.
 */
async function readParts(
  body: unknown,
  contentType: string | undefined,
): Promise<{ upload: Upload; mapping: string | undefined }> {
  const form = await readMultipartForm(body, contentType);
  if (!form) throw sendMultipart();
  const file = form.get('file');
  if (!file || typeof file === 'string' || form.getAll('file').length !== 1) throw sendMultipart();
  const others: Record<string, unknown> = {};
  let repeated: string | undefined;
  form.forEach((value, name) => {
    if (name === 'file') return;
    if (name in others || typeof value !== 'string') repeated ??= name;
    others[name] = value;
  });
  if (repeated !== undefined)
    throw new AppError('VALIDATION_FAILED', {
      messageKey: 'server.warehouseImport.unknownPart',
      params: { name: repeated.slice(0, 50) },
    });
  const parts = importPartsSchema.safeParse(others);
  if (!parts.success) {
    const unknown = Object.keys(others).find((k) => k !== 'mapping');
    throw unknown
      ? new AppError('VALIDATION_FAILED', {
          messageKey: 'server.warehouseImport.unknownPart',
          params: { name: unknown.slice(0, 50) },
        })
      : new AppError('VALIDATION_FAILED', { messageKey: 'server.warehouseImport.mappingNotValid' });
  }
  return {
    upload: { fileName: file.name, bytes: new Uint8Array(await file.arrayBuffer()) },
    mapping: parts.data.mapping,
  };
}

/**
 * Bulk import of inbound and outbound orders (issue #19, decision 059): read a file, save the column mapping, dry
 * run, import. Only the selected company's users with inoutOrderCreation_{company}, like the create pages.
 */
export const warehouseImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const bodyLimit = acceptMultipartImports(app, orderImportMaxBytes);

  defineRoute(app, {
    method: 'GET',
    url: '/api/wms/order-imports/:direction/mapping',
    access: 'signedIn',
    tags,
    summary: "The caller's saved column mapping for this company and direction (null when none)",
    params: importDirectionParamsSchema,
    response: { 200: importMappingResponseSchema },
    handler: ({ ctx, params }) => getImportMapping(ctx, params.direction),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/wms/order-imports/:direction/mapping',
    access: 'signedIn',
    tags,
    summary: "Saves the caller's column mapping for this company and direction",
    params: importDirectionParamsSchema,
    body: saveImportMappingSchema,
    response: { 200: saveImportMappingResponseSchema },
    handler: ({ ctx, params, body }) => saveImportMapping(ctx, params.direction, body.mapping),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/wms/order-imports/:direction/read',
    access: 'signedIn',
    tags,
    summary:
      'Reads an order file (multipart/form-data, part `file`: CSV or .xlsx by content): its headers, first rows and a proposed mapping',
    params: importDirectionParamsSchema,
    consumes: ['multipart/form-data'],
    bodyLimit,
    response: { 200: readImportResponseSchema },
    handler: async ({ ctx, params, request }) => {
      const { upload } = await readParts(request.body, request.headers['content-type']);
      return readImport(ctx, params.direction, upload);
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/wms/order-imports/:direction/dry-run',
    access: 'signedIn',
    tags,
    summary:
      'Checks an order file with a mapping (parts `file` and `mapping`): every problem by row and column; writes nothing',
    params: importDirectionParamsSchema,
    consumes: ['multipart/form-data'],
    bodyLimit,
    response: { 200: dryRunResponseSchema },
    handler: async ({ ctx, params, request }) => {
      const { upload, mapping } = await readParts(request.body, request.headers['content-type']);
      return dryRunImport(ctx, params.direction, upload, mapping);
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/wms/order-imports/:direction/commit',
    access: 'signedIn',
    tags,
    summary:
      'Imports every order of the file in one transaction, or none when a row has a problem (400 with the problems)',
    params: importDirectionParamsSchema,
    consumes: ['multipart/form-data'],
    bodyLimit,
    response: { 201: commitImportResponseSchema },
    handler: async ({ ctx, params, request, reply }) => {
      const { upload, mapping } = await readParts(request.body, request.headers['content-type']);
      return reply.code(201).send(await commitImport(ctx, params.direction, upload, mapping));
    },
  });
};
