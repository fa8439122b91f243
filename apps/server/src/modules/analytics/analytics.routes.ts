import {
  analyticsExportQuerySchema,
  analyticsQuerySchema,
  analyticsSchema,
  qbrQuerySchema,
  spendExportQuerySchema,
  spendFilterQuerySchema,
  spendReportSchema,
} from '@connect/contracts/analytics/analytics.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendFile } from '../../lib/content-disposition';
import { defineRoute } from '../../lib/define-route';
import { renderAnalyticsReport, renderQuarterlyReview, renderSpendReport } from './analytics-files.service';
import { getAnalytics, getSpendReport } from './analytics.service';

const tags = ['Analytics'];

/** The built-in analytics (issue #20, decision 068): the selected company's KPIs, with the `report` permission. */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  defineRoute(app, {
    method: 'GET',
    url: '/api/analytics/kpis',
    access: 'signedIn',
    tags,
    summary:
      'Every KPI of the selected company over a report period (YTD, L6M, L3M, LM): on-time against first and latest ETA, transit by lane, shipments by mode and lane, spend, ageing, warehouse throughput and turns, CO2e',
    querystring: analyticsQuerySchema,
    response: { 200: analyticsSchema },
    handler: ({ ctx, query }) => getAnalytics(ctx, query.period),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/analytics/spend',
    access: 'signedIn',
    tags,
    summary:
      'Spend by month and lane with the sender/receiver filter of spec 2 (carrier, account, sender and receiver states, service types, date type default Invoice, payor; default July 1 – September 30)',
    querystring: spendFilterQuerySchema,
    response: { 200: spendReportSchema },
    handler: ({ ctx, query }) => getSpendReport(ctx, query),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/analytics/spend/export',
    access: 'signedIn',
    tags,
    summary:
      'The spend report with the sender/receiver filter as xlsx (the filter, spend by month, spend by lane), CSV or PDF, in the caller’s language',
    querystring: spendExportQuerySchema,
    produces: ['application/pdf', 'text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    handler: async ({ ctx, query, reply }) => {
      const { format, ...filter } = query;
      const file = await renderSpendReport(ctx, filter, format);
      return sendFile(reply, { contentType: file.contentType, fileName: file.fileName, body: file.body });
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/analytics/export',
    access: 'signedIn',
    tags,
    summary: 'The analytics page or one KPI as xlsx (one sheet per table), CSV or PDF',
    querystring: analyticsExportQuerySchema,
    produces: ['application/pdf', 'text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    handler: async ({ ctx, query, reply }) => {
      const file = await renderAnalyticsReport(ctx, {
        reportKey: query.report,
        period: query.period,
        format: query.format,
      });
      return sendFile(reply, { contentType: file.contentType, fileName: file.fileName, body: file.body });
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/analytics/qbr',
    access: 'signedIn',
    tags,
    summary: 'The quarterly business review (wwt-qbr) of the selected company for a calendar quarter (YYYY-Qn), as PDF',
    querystring: qbrQuerySchema,
    produces: ['application/pdf'],
    handler: async ({ ctx, query, reply }) => {
      const file = await renderQuarterlyReview(ctx, query.quarter);
      return sendFile(reply, { contentType: file.contentType, fileName: file.fileName, body: file.body });
    },
  });
};
