import {
  bulkInviteCommitResponseSchema,
  bulkInviteDryRunResponseSchema,
  bulkInviteMaxBytes,
} from '@connect/contracts/admin/admin-bulk-invite.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route';
import { csvBytes } from './bulk-invite.csv';
import { commitBulkInvite, dryRunBulkInvite } from './bulk-invite.service';

const tags = ['Administration'];

/** Bulk invitations from a CSV file (issue #17, decision 084): a dry run, then the valid rows invited. */
export const bulkInviteRoutes: FastifyPluginAsyncZod = async (app) => {
  // The file arrives as its bytes (this plugin only), so its content is checked as sent; up to twice the limit
  // is read, so a too-large file hears the import's own message.
  app.addContentTypeParser(['text/csv', 'application/csv'], { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  const bodyLimit = bulkInviteMaxBytes * 2;

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/invites/bulk/dry-run',
    access: 'admin',
    tags,
    summary: 'Checks a CSV file of invitations (text/csv: email, company, permissions); every row with its problems',
    consumes: ['text/csv'],
    bodyLimit,
    response: { 200: bulkInviteDryRunResponseSchema },
    handler: ({ ctx, request }) => dryRunBulkInvite(ctx, csvBytes(request.body, request.headers['content-type'])),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/invites/bulk',
    access: 'admin',
    tags,
    summary: 'Invites the rows of a CSV file that have no problem, in one transaction; each invitation audited',
    consumes: ['text/csv'],
    bodyLimit,
    response: { 200: bulkInviteCommitResponseSchema },
    handler: ({ ctx, request }) => commitBulkInvite(ctx, csvBytes(request.body, request.headers['content-type'])),
  });
};
