import {
  addressIdParamsSchema,
  addressImportMaxBytes,
  addressInputSchema,
  addressSchema,
  deleteAddressResponseSchema,
  exportAddressesQuerySchema,
  importAddressesResponseSchema,
  listAddressesQuerySchema,
  listAddressesResponseSchema,
  saveAddressResponseSchema,
} from '@connect/contracts/addressbook/addressbook.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import { defineExportRoute, defineRoute } from '../../lib/define-route';
import { parseAddressCsv } from './addressbook-csv';
import {
  changeAddress,
  createAddress,
  deleteAddress,
  exportAddresses,
  getAddress,
  importAddresses,
  listAddresses,
} from './addressbook.service';

const tags = ['Address book'];

export const addressbookRoutes: FastifyPluginAsyncZod = async (app) => {
  // CSV imports arrive as the file's text (this plugin only); the route's bodyLimit caps the size.
  app.addContentTypeParser(['text/csv', 'application/csv'], { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  defineRoute(app, {
    method: 'GET',
    url: '/api/addressbook/addresses',
    access: 'signedIn',
    tags,
    summary: "The selected company's addresses (grid query string, q, addressType), with duplicate links",
    querystring: listAddressesQuerySchema,
    response: { 200: listAddressesResponseSchema },
    handler: ({ ctx, query }) => listAddresses(ctx, query),
  });
  defineExportRoute(app, {
    url: '/api/addressbook/addresses/export',
    access: 'signedIn',
    tags,
    summary: 'The address list with the same filters as a CSV, .xlsx or PDF file (cells escaped)',
    querystring: exportAddressesQuerySchema,
    exportFile: exportAddresses,
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/addressbook/addresses/import',
    access: 'signedIn',
    bodyLimit: addressImportMaxBytes,
    tags,
    summary: 'Imports a CSV file (text/csv, the export’s columns): every row or none, problems named by row',
    consumes: ['text/csv'],
    body: z.string(),
    response: { 200: importAddressesResponseSchema },
    handler: async ({ ctx, body, headers }) => {
      if (!/^(text|application)\/csv\b/i.test(headers['content-type'] ?? ''))
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', { messageKey: 'server.addressbook.sendCsv' });
      return importAddresses(ctx, parseAddressCsv(body));
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/addressbook/addresses/:addressId',
    access: 'signedIn',
    tags,
    summary: 'One address',
    params: addressIdParamsSchema,
    response: { 200: addressSchema },
    handler: ({ ctx, params }) => getAddress(ctx, params.addressId),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/addressbook/addresses',
    access: 'signedIn',
    tags,
    summary: 'Adds an address; likely duplicates are flagged, linked and named in the answer',
    body: addressInputSchema,
    response: { 201: saveAddressResponseSchema },
    handler: async ({ ctx, body, reply }) => reply.code(201).send(await createAddress(ctx, body)),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/addressbook/addresses/:addressId',
    access: 'signedIn',
    tags,
    summary: 'Changes an address (all fields); duplicate links are rebuilt',
    params: addressIdParamsSchema,
    body: addressInputSchema,
    response: { 200: saveAddressResponseSchema },
    handler: ({ ctx, params, body }) => changeAddress(ctx, params.addressId, body),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: '/api/addressbook/addresses/:addressId',
    access: 'signedIn',
    tags,
    summary: 'Removes an address from the book (bookings keep their copy)',
    params: addressIdParamsSchema,
    response: { 200: deleteAddressResponseSchema },
    handler: ({ ctx, params }) => deleteAddress(ctx, params.addressId),
  });
};
