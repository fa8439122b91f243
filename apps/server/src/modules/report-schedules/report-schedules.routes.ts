import {
  deliveriesSchema,
  deliveryLinkParamsSchema,
  deliveryLinkQuerySchema,
  deliveryParamsSchema,
  nextRunsSchema,
  runResultSchema,
  scheduleChoicesSchema,
  scheduleIdParamsSchema,
  scheduleInputSchema,
  scheduleSavedSchema,
  schedulesSchema,
  scheduleTimingSchema,
} from '@connect/contracts/report-schedules/report-schedules.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendFile } from '../../lib/content-disposition';
import { defineRoute } from '../../lib/define-route';
import {
  deliveryFile,
  linkedDeliveryFile,
  listDeliveries,
  resendDelivery,
  runScheduleNow,
} from './report-deliveries.service';
import {
  changeSchedule,
  createSchedule,
  listScheduleChoices,
  listSchedules,
  previewRuns,
  removeSchedule,
} from './report-schedules.service';

const tags = ['Report schedules'];

/** The report scheduler (issue #20, decision 069): portal admins' schedules, runs and delivery log. */
export const reportScheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/report-schedules',
    access: 'signedIn',
    tags,
    summary: 'Every report schedule with its company, recipients, next run and last status',
    response: { 200: schedulesSchema },
    handler: ({ ctx }) => listSchedules(ctx),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/report-schedules/choices',
    access: 'signedIn',
    tags,
    summary: 'The reports a schedule can deliver, with their periods',
    response: { 200: scheduleChoicesSchema },
    handler: ({ ctx }) => listScheduleChoices(ctx),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/report-schedules/preview',
    access: 'signedIn',
    tags,
    summary: 'The next five runs of a frequency or cron expression in a time zone (UTC instants)',
    body: scheduleTimingSchema,
    response: { 200: nextRunsSchema },
    handler: ({ ctx, body }) => previewRuns(ctx, body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/report-schedules',
    access: 'signedIn',
    tags,
    summary: 'A report schedule: report, parameters, format, recipients, frequency or cron, time zone',
    body: scheduleInputSchema,
    response: { 201: scheduleSavedSchema },
    handler: async ({ ctx, body, reply }) => reply.status(201).send(await createSchedule(ctx, body)),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/admin/report-schedules/:scheduleId',
    access: 'signedIn',
    tags,
    summary: 'Changes a report schedule (its next run is worked out again)',
    params: scheduleIdParamsSchema,
    body: scheduleInputSchema,
    response: { 200: scheduleSavedSchema },
    handler: ({ ctx, params, body }) => changeSchedule(ctx, params.scheduleId, body),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: '/api/admin/report-schedules/:scheduleId',
    access: 'signedIn',
    tags,
    summary: 'Deletes a report schedule and its delivery log',
    params: scheduleIdParamsSchema,
    response: { 200: scheduleSavedSchema },
    handler: ({ ctx, params }) => removeSchedule(ctx, params.scheduleId),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/report-schedules/:scheduleId/run',
    access: 'signedIn',
    tags,
    summary: 'Runs a schedule now (each portal recipient in their own company scope; links for outside addresses)',
    params: scheduleIdParamsSchema,
    response: { 200: runResultSchema },
    handler: ({ ctx, params }) => runScheduleNow(ctx, params.scheduleId),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/report-schedules/:scheduleId/deliveries',
    access: 'signedIn',
    tags,
    summary: "The schedule's delivery log, newest first",
    params: scheduleIdParamsSchema,
    response: { 200: deliveriesSchema },
    handler: ({ ctx, params }) => listDeliveries(ctx, params.scheduleId),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/report-schedules/:scheduleId/deliveries/:deliveryId/file',
    access: 'signedIn',
    tags,
    summary: "A delivery's archived file",
    params: deliveryParamsSchema,
    produces: ['application/pdf', 'text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    handler: async ({ ctx, params, reply }) =>
      sendFile(reply, await deliveryFile(ctx, params.scheduleId, params.deliveryId)),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/report-schedules/:scheduleId/deliveries/:deliveryId/resend',
    access: 'signedIn',
    tags,
    summary: "Sends a delivery's archived file again to the schedule's recipients (access checked again)",
    params: deliveryParamsSchema,
    response: { 200: runResultSchema },
    handler: ({ ctx, params }) => resendDelivery(ctx, params.scheduleId, params.deliveryId),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/report-deliveries/:deliveryId/file',
    access: 'public',
    tags,
    summary: "An outside recipient's expiring signed link to a delivery's archived file",
    params: deliveryLinkParamsSchema,
    querystring: deliveryLinkQuerySchema,
    produces: ['application/pdf', 'text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    handler: async ({ ctx, params, query, reply }) =>
      sendFile(reply, await linkedDeliveryFile(ctx, params.deliveryId, query)),
  });
};
