import {
  categoriesSchema,
  categoryIdParamsSchema,
  categoryInputSchema,
  reportAudienceChoicesSchema,
  reportCatalogueSchema,
  reportDataQuerySchema,
  reportDefinitionInputSchema,
  reportDefinitionsSchema,
  reportEntrySchema,
  reportHistoryQuerySchema,
  reportHistorySchema,
  reportIdParamsSchema,
  reportPdfQuerySchema,
  reportPermissionsInputSchema,
  reportRequestSchema,
  reportSavedSchema,
  reportManagerSchema,
  reportRoleInputSchema,
  reportRolesSchema,
  roleIdParamsSchema,
} from '@connect/contracts/reports/reports.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendFile } from '../../lib/content-disposition';
import { defineRoute } from '../../lib/define-route';
import {
  createReportCategory,
  createReportDefinition,
  getManagerScope,
  listAudienceChoices,
  listReportCategories,
  listReportDefinitions,
  listReportHistory,
  removeReportCategory,
  removeReportDefinition,
  setReportPermissions,
  updateReportCategory,
  updateReportDefinition,
} from './report-management.service';
import { createReportRole, listReportRoles, removeReportRole, updateReportRole } from './report-roles.service';
import { getReportCatalogue, getReportData, pdfRequestOf, recordReportOpened, runReport } from './reports.service';

const tags = ['Reports'];
/** The document pages carry no script and load nothing from outside (decision 053). */
const documentCsp = "default-src 'none'; style-src 'unsafe-inline'";

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  defineRoute(app, {
    method: 'POST',
    url: '/api/Report/pdf',
    access: 'signedIn',
    tags,
    summary:
      'Report service (spec 1 §7): export_airway_bill, export_bill_lading, export_invoice, import_invoice, quotation, quotation_freight (Parameters.id), billing_statement (forwarderCode, periodCode, customerCode) → HTML',
    body: reportRequestSchema,
    produces: ['text/html'],
    handler: async ({ ctx, body, reply }) => {
      const rendered = await runReport(ctx, body, 'html');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', documentCsp)
        .send(rendered.format === 'html' ? rendered.html : '');
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/reports/pdf',
    access: 'signedIn',
    tags,
    summary: 'The same report as a PDF download, from the same layout (name and Parameters as query string)',
    querystring: reportPdfQuerySchema,
    produces: ['application/pdf'],
    handler: async ({ ctx, query, reply }) => {
      const rendered = await runReport(ctx, pdfRequestOf(query), 'pdf');
      if (rendered.format !== 'pdf') throw new Error('unreachable');
      return sendFile(reply, { contentType: 'application/pdf', fileName: rendered.fileName, body: rendered.pdf });
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/reports/catalogue',
    access: 'signedIn',
    tags,
    summary:
      'The reports this user may see (report permission; given to the selected company or to the user), by category',
    response: { 200: reportCatalogueSchema },
    handler: ({ ctx }) => getReportCatalogue(ctx),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/customer/user/reportData',
    access: 'signedIn',
    tags,
    summary: "Spec 1 §7: the user's top reports (name, value (url), userClaimsId), most run first",
    querystring: reportDataQuerySchema,
    response: { 200: z.array(reportEntrySchema) },
    handler: ({ ctx, query }) => getReportData(ctx, query.top ?? 3),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/reports/:reportId/opened',
    access: 'signedIn',
    tags,
    summary: 'Records in the report history that the user opened a catalogue report',
    params: reportIdParamsSchema,
    response: { 204: z.null() },
    handler: async ({ ctx, params, reply }) => {
      await recordReportOpened(ctx, params.reportId);
      return reply.status(204).send(null);
    },
  });

  // Report management: portal admins, and customers' report admins over their own companies (decision 095)
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/reports',
    access: 'signedIn',
    tags,
    summary: 'Every report definition with who sees it',
    response: { 200: reportDefinitionsSchema },
    handler: ({ ctx }) => listReportDefinitions(ctx),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/reports',
    access: 'signedIn',
    tags,
    summary: "A report by name and URL or a built-in report ('Report Name is mandatory', 'Report URL is mandatory')",
    body: reportDefinitionInputSchema,
    response: { 201: reportSavedSchema },
    handler: async ({ ctx, body, reply }) => reply.status(201).send(await createReportDefinition(ctx, body)),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/admin/reports/:reportId',
    access: 'signedIn',
    tags,
    summary: 'Changes a report definition',
    params: reportIdParamsSchema,
    body: reportDefinitionInputSchema,
    response: { 200: reportSavedSchema },
    handler: ({ ctx, params, body }) => updateReportDefinition(ctx, params.reportId, body),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: '/api/admin/reports/:reportId',
    access: 'signedIn',
    tags,
    summary: 'Deletes a report definition (its permissions go with it; its history stays)',
    params: reportIdParamsSchema,
    response: { 200: reportSavedSchema },
    handler: ({ ctx, params }) => removeReportDefinition(ctx, params.reportId),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/admin/reports/:reportId/permissions',
    access: 'signedIn',
    tags,
    summary: 'Which companies and users see a report (replaces the list)',
    params: reportIdParamsSchema,
    body: reportPermissionsInputSchema,
    response: { 200: reportSavedSchema },
    handler: ({ ctx, params, body }) => setReportPermissions(ctx, params.reportId, body),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/report-categories',
    access: 'signedIn',
    tags,
    summary: 'Report categories with their report counts',
    response: { 200: categoriesSchema },
    handler: ({ ctx }) => listReportCategories(ctx),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/report-categories',
    access: 'signedIn',
    tags,
    summary: 'A report category',
    body: categoryInputSchema,
    response: { 201: reportSavedSchema },
    handler: async ({ ctx, body, reply }) => reply.status(201).send(await createReportCategory(ctx, body)),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/admin/report-categories/:categoryId',
    access: 'signedIn',
    tags,
    summary: 'Renames or reorders a report category',
    params: categoryIdParamsSchema,
    body: categoryInputSchema,
    response: { 200: reportSavedSchema },
    handler: ({ ctx, params, body }) => updateReportCategory(ctx, params.categoryId, body),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: '/api/admin/report-categories/:categoryId',
    access: 'signedIn',
    tags,
    summary: 'Deletes a report category (its reports stay, without a category)',
    params: categoryIdParamsSchema,
    response: { 200: reportSavedSchema },
    handler: ({ ctx, params }) => removeReportCategory(ctx, params.categoryId),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/report-audience',
    access: 'signedIn',
    tags,
    summary: 'The companies and active customer users a report can be given to',
    response: { 200: reportAudienceChoicesSchema },
    handler: ({ ctx }) => listAudienceChoices(ctx),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/report-history',
    access: 'signedIn',
    tags,
    summary: 'Report history: who ran which report, when, with which parameters, newest first',
    querystring: reportHistoryQuerySchema,
    response: { 200: reportHistorySchema },
    handler: ({ ctx, query }) => listReportHistory(ctx, query),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/report-manager',
    access: 'signedIn',
    tags,
    summary: "Who manages reports: a portal admin (all) or a customer's report admin (their companies' codes)",
    response: { 200: reportManagerSchema },
    handler: ({ ctx }) => getManagerScope(ctx),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/report-roles',
    access: 'signedIn',
    tags,
    summary: "Report roles (a company's named report sets) with their reports and users, in the manager's companies",
    response: { 200: reportRolesSchema },
    handler: ({ ctx }) => listReportRoles(ctx),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/report-roles',
    access: 'signedIn',
    tags,
    summary: "A report role of one of the manager's companies ('Role Name is mandatory')",
    body: reportRoleInputSchema,
    response: { 201: reportSavedSchema },
    handler: async ({ ctx, body, reply }) => reply.status(201).send(await createReportRole(ctx, body)),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/admin/report-roles/:roleId',
    access: 'signedIn',
    tags,
    summary: 'Changes a report role: its name, reports and users (role management)',
    params: roleIdParamsSchema,
    body: reportRoleInputSchema,
    response: { 200: reportSavedSchema },
    handler: ({ ctx, params, body }) => updateReportRole(ctx, params.roleId, body),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: '/api/admin/report-roles/:roleId',
    access: 'signedIn',
    tags,
    summary: 'Deletes a report role (its users lose what only the role gave them)',
    params: roleIdParamsSchema,
    response: { 200: reportSavedSchema },
    handler: ({ ctx, params }) => removeReportRole(ctx, params.roleId),
  });
};
