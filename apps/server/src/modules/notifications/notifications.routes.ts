import {
  eventNotificationListSchema,
  eventNotificationsQuerySchema,
  eventNotificationsResponseSchema,
  groupEventNotificationsBodySchema,
  quietHoursResponseSchema,
  quietHoursSchema,
  saveEventNotificationsResponseSchema,
  saveQuietHoursResponseSchema,
} from '@connect/contracts/notifications/notifications.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route';
import { getQuietHours, listEventNotifications, saveEventNotifications, saveQuietHours } from './notifications.service';

const tags = ['Notifications'];

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  defineRoute(app, {
    method: 'GET',
    url: '/api/customer/user/eventNotifications',
    access: 'signedIn',
    tags,
    summary:
      "The caller's notification entries per company and module (spec 1 §3), with channels and frequency; enabled only with the module's permission",
    response: { 200: eventNotificationsResponseSchema },
    handler: ({ ctx }) => listEventNotifications(ctx),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/customer/user/eventNotifications',
    access: 'signedIn',
    tags,
    summary:
      'Saves notification entries for the selected (or named) company, or with applyToAll=true for every company of the caller with the permission',
    querystring: eventNotificationsQuerySchema,
    body: eventNotificationListSchema,
    response: { 200: saveEventNotificationsResponseSchema },
    handler: ({ ctx, query, body }) => saveEventNotifications(ctx, body, { applyToAll: query.applyToAll === 'true' }),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/customer/user/GroupEventNotifications',
    access: 'signedIn',
    tags,
    summary: "A company-group user's notification entries, each for its own company (spec 1 §7)",
    body: groupEventNotificationsBodySchema,
    response: { 200: saveEventNotificationsResponseSchema },
    handler: ({ ctx, body }) => saveEventNotifications(ctx, body.alertNotification, { applyToAll: false }),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/customer/user/quietHours',
    access: 'signedIn',
    tags,
    summary: "The caller's quiet hours (HH:MM in their time zone, or null): no e-mail between them",
    response: { 200: quietHoursResponseSchema },
    handler: ({ ctx }) => getQuietHours(ctx),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/customer/user/quietHours',
    access: 'signedIn',
    tags,
    summary: "Sets the caller's quiet hours (both or neither); notices in them are held and sent when they end",
    body: quietHoursSchema,
    response: { 200: saveQuietHoursResponseSchema },
    handler: ({ ctx, body }) => saveQuietHours(ctx, body),
  });
};
