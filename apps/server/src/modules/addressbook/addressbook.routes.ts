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
import { authenticated } from '../../service-context';
import { sendFile } from '../exports/content-disposition';
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
const signedIn = { access: 'authenticated' as const };

export const addressbookRoutes: FastifyPluginAsyncZod = async (app) => {
  // CSV imports arrive as the file's text (this plugin only); the route's bodyLimit caps the size.
  app.addContentTypeParser(['text/csv', 'application/csv'], { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.get(
    '/api/addressbook/addresses',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "The selected company's addresses (grid query string, q, addressType), with duplicate links",
        querystring: listAddressesQuerySchema,
        response: { 200: listAddressesResponseSchema },
      },
    },
    async (request) => listAddresses(authenticated(request.ctx), request.query),
  );
  app.get(
    '/api/addressbook/addresses/export',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'The address list with the same filters as a CSV, .xlsx or PDF file (cells escaped)',
        querystring: exportAddressesQuerySchema,
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/pdf'],
      },
    },
    async (request, reply) => {
      const file = exportAddresses(authenticated(request.ctx), request.query);
      return sendFile(reply, { contentType: file.contentType, fileName: file.filename, body: file.stream });
    },
  );
  app.post(
    '/api/addressbook/addresses/import',
    {
      config: signedIn,
      bodyLimit: addressImportMaxBytes,
      schema: {
        tags,
        summary: 'Imports a CSV file (text/csv, the export’s columns): every row or none, problems named by row',
        consumes: ['text/csv'],
        body: z.string(),
        response: { 200: importAddressesResponseSchema },
      },
    },
    async (request) => {
      if (!/^(text|application)\/csv\b/i.test(request.headers['content-type'] ?? ''))
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', { message: 'Send the file as text/csv' });
      const ctx = authenticated(request.ctx);
      return importAddresses(ctx, parseAddressCsv(request.body));
    },
  );
  app.get(
    '/api/addressbook/addresses/:addressId',
    {
      config: signedIn,
      schema: { tags, summary: 'One address', params: addressIdParamsSchema, response: { 200: addressSchema } },
    },
    async (request) => getAddress(authenticated(request.ctx), request.params.addressId),
  );
  app.post(
    '/api/addressbook/addresses',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Adds an address; likely duplicates are flagged, linked and named in the answer',
        body: addressInputSchema,
        response: { 201: saveAddressResponseSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createAddress(authenticated(request.ctx), request.body)),
  );
  app.put(
    '/api/addressbook/addresses/:addressId',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Changes an address (all fields); duplicate links are rebuilt',
        params: addressIdParamsSchema,
        body: addressInputSchema,
        response: { 200: saveAddressResponseSchema },
      },
    },
    async (request) => changeAddress(authenticated(request.ctx), request.params.addressId, request.body),
  );
  app.delete(
    '/api/addressbook/addresses/:addressId',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Removes an address from the book (bookings keep their copy)',
        params: addressIdParamsSchema,
        response: { 200: deleteAddressResponseSchema },
      },
    },
    async (request) => deleteAddress(authenticated(request.ctx), request.params.addressId),
  );
};
