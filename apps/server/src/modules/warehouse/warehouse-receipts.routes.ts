import {
  acknowledgeReceiptInputSchema,
  disputeReceiptInputSchema,
  exportReceiptsQuerySchema,
  listReceiptsQuerySchema,
  listReceiptsResponseSchema,
  receiptActionResponseSchema,
  receiptFileParamsSchema,
  receiptFileResponseSchema,
  receiptIdParamsSchema,
  receiptLineParamsSchema,
  receiptSummarySchema,
  updateReceiptLineInputSchema,
  uploadReceiptFileQuerySchema,
  warehouseReceiptSchema,
} from '@connect/contracts/warehouse/warehouse-receipts.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors/app-error';
import { sendFile } from '../../lib/content-disposition';
import { acceptFileBytes, defineExportRoute, defineRoute } from '../../lib/define-route';
import { maxUploadBytes } from '../../lib/file-check';
import {
  acknowledgeReceipt,
  confirmReceipt,
  disputeReceipt,
  exportReceipts,
  getReceipt,
  getReceiptFile,
  getReceiptPdf,
  getReceiptSummary,
  listReceipts,
  updateReceiptLine,
  uploadReceiptFile,
} from './warehouse-receipts.service';

const tags = ['Warehouse receipts'];

/**
 * Warehouse receipts (issue #19, spec 1 §2 `/warehousereceipt/*`, decision 058): customers with `warehousereceipt`
 * read their selected company's receipts and acknowledge or dispute discrepancies; the forwarder's staff read every
 * company's, record damage and photos, and confirm. A receipt outside the caller's reach answers 404.
 */
export const warehouseReceiptRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptFileBytes(app);

  defineRoute(app, {
    method: 'GET',
    url: '/api/warehouse-receipts',
    access: 'signedIn',
    tags,
    summary: 'Warehouse receipts (grid query, ackStatus, q), newest first',
    querystring: listReceiptsQuerySchema,
    response: { 200: listReceiptsResponseSchema },
    handler: ({ ctx, query }) => listReceipts(ctx, query),
  });
  defineExportRoute(app, {
    url: '/api/warehouse-receipts/export',
    access: 'signedIn',
    tags,
    summary: 'The receipt list with the same filters as a CSV, .xlsx or PDF file (cells escaped)',
    querystring: exportReceiptsQuerySchema,
    exportFile: exportReceipts,
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/warehouse-receipts/summary',
    access: 'signedIn',
    tags,
    summary: 'Receipts by acknowledgement status and of the last 30 days',
    response: { 200: receiptSummarySchema },
    handler: ({ ctx }) => getReceiptSummary(ctx),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/warehouse-receipts/:receiptId',
    access: 'signedIn',
    tags,
    summary: 'One receipt: lines of expected against received, discrepancies, photos and what the caller may do',
    params: receiptIdParamsSchema,
    response: { 200: warehouseReceiptSchema },
    handler: ({ ctx, params }) => getReceipt(ctx, params.receiptId),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/warehouse-receipts/:receiptId/pdf',
    access: 'signedIn',
    tags,
    summary: 'The receipt as a printable PDF with barcodes (Code 128 WR number, GS1-128 order reference)',
    params: receiptIdParamsSchema,
    produces: ['application/pdf'],
    handler: async ({ ctx, params, reply }) => {
      const file = await getReceiptPdf(ctx, params.receiptId);
      return sendFile(reply, { contentType: 'application/pdf', fileName: file.fileName, body: file.body });
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/warehouse-receipts/:receiptId/files/:fileId',
    access: 'signedIn',
    tags,
    summary: "Downloads a receipt's photo or document",
    params: receiptFileParamsSchema,
    produces: ['image/png', 'image/jpeg', 'application/pdf'],
    handler: async ({ ctx, params, reply }) => {
      const file = await getReceiptFile(ctx, params.receiptId, params.fileId);
      return sendFile(reply, { contentType: file.contentType, fileName: file.fileName, body: file.content });
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/warehouse-receipts/:receiptId/acknowledge',
    access: 'signedIn',
    tags,
    summary: "The customer acknowledges the receipt's discrepancies (once)",
    params: receiptIdParamsSchema,
    body: acknowledgeReceiptInputSchema,
    response: { 200: receiptActionResponseSchema },
    handler: ({ ctx, params }) => acknowledgeReceipt(ctx, params.receiptId),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/warehouse-receipts/:receiptId/dispute',
    access: 'signedIn',
    tags,
    summary: "The customer disputes the receipt's discrepancies with a reason (once)",
    params: receiptIdParamsSchema,
    body: disputeReceiptInputSchema,
    response: { 200: receiptActionResponseSchema },
    handler: ({ ctx, params, body }) => disputeReceipt(ctx, params.receiptId, body.reason),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/warehouse-receipts/:receiptId/confirm',
    access: 'signedIn',
    tags,
    summary: 'Staff: confirms the receipt (checked and put away: On Hand)',
    params: receiptIdParamsSchema,
    response: { 200: receiptActionResponseSchema },
    handler: ({ ctx, params }) => confirmReceipt(ctx, params.receiptId),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/warehouse-receipts/:receiptId/lines/:lineId',
    access: 'signedIn',
    tags,
    summary: "Staff: a line's damaged quantity and discrepancy note",
    params: receiptLineParamsSchema,
    body: updateReceiptLineInputSchema,
    response: { 200: receiptActionResponseSchema },
    handler: ({ ctx, params, body }) => updateReceiptLine(ctx, params.receiptId, params.lineId, body),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/warehouse-receipts/:receiptId/files',
    access: 'signedIn',
    bodyLimit: maxUploadBytes,
    tags,
    summary:
      'Staff: attaches a photo or document (PNG, JPEG or PDF by content; the bytes as application/octet-stream, the name and line in the query)',
    params: receiptIdParamsSchema,
    querystring: uploadReceiptFileQuerySchema,
    consumes: ['application/octet-stream'],
    response: { 201: receiptFileResponseSchema },
    handler: async ({ ctx, params, query, body, reply }) => {
      if (!Buffer.isBuffer(body))
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', { messageKey: 'server.warehouseReceipts.sendOctetStream' });
      return reply.code(201).send(
        await uploadReceiptFile(ctx, params.receiptId, {
          fileName: query.fileName,
          lineId: query.lineId,
          bytes: body,
        }),
      );
    },
  });
};
