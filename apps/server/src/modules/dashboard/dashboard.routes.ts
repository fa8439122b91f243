import {
  companyDashboardLayoutResponseSchema,
  companyDashboardLayoutSchema,
  companyDashboardParamsSchema,
  dashboardWidgetParamsSchema,
  dashboardWidgetsQuerySchema,
  dashboardWidgetsResponseSchema,
  saveDashboardWidgetsSchema,
} from '@connect/contracts/dashboard/dashboard.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route';
import {
  getCompanyDashboardLayout,
  listDashboardWidgets,
  removeDashboardWidget,
  saveDashboardWidgets,
  setCompanyDashboardLayout,
} from './dashboard.service';

const tags = ['Dashboard'];

/**
 * The home dashboard's calls of spec 1 §7 under `/api/customer/user/dashboard/…` with the spec's paths and names,
 * plus the forwarder's company default (staff). Decision 051.
 */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  defineRoute(app, {
    method: 'GET',
    url: '/api/customer/user/dashboard/Widgets',
    access: 'signedIn',
    tags,
    summary:
      "The caller's active (isDeleted=false) or removed (isDeleted=true) widgets in the selected company, in order, filtered by permission",
    querystring: dashboardWidgetsQuerySchema,
    response: { 200: dashboardWidgetsResponseSchema },
    handler: ({ ctx, query }) => listDashboardWidgets(ctx, query.isDeleted),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/customer/user/dashboard/Widgets',
    access: 'signedIn',
    tags,
    summary:
      'Save the active widgets in order (userWidgets; the others are removed), or reset: true to go back to the company default',
    body: saveDashboardWidgetsSchema,
    response: { 200: dashboardWidgetsResponseSchema },
    handler: ({ ctx, body }) => saveDashboardWidgets(ctx, body),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: '/api/customer/user/dashboard/Widget/:type',
    access: 'signedIn',
    tags,
    summary: 'Move one widget to the removed list; answers the active widgets',
    params: dashboardWidgetParamsSchema,
    response: { 200: dashboardWidgetsResponseSchema },
    handler: ({ ctx, params }) => removeDashboardWidget(ctx, params.type),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/dashboard/companies/:companyCode/Widgets',
    access: 'staff',
    tags,
    summary: "The forwarder's default widget layout of a company (null: the standard order)",
    params: companyDashboardParamsSchema,
    response: { 200: companyDashboardLayoutResponseSchema },
    handler: ({ ctx, params }) => getCompanyDashboardLayout(ctx, params.companyCode),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/dashboard/companies/:companyCode/Widgets',
    access: 'staff',
    tags,
    summary: "Set a company's default widget layout (the active widgets in order; an empty list clears it)",
    params: companyDashboardParamsSchema,
    body: companyDashboardLayoutSchema,
    response: { 200: companyDashboardLayoutResponseSchema },
    handler: ({ ctx, params, body }) => setCompanyDashboardLayout(ctx, params.companyCode, body),
  });
};
