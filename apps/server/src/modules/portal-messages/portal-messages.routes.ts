import { messageResponseSchema } from '@connect/contracts/auth/auth.schemas';
import {
  adminMessageSchema,
  adminMessagesQuerySchema,
  adminMessagesResponseSchema,
  messageDraftSchema,
  messageIdParamsSchema,
  messageReceiptActionSchema,
  messageReceiptsResponseSchema,
  userMessagesResponseSchema,
} from '@connect/contracts/portal-messages/portal-messages.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route';
import {
  changeMessage,
  createMessage,
  getMessage,
  listMessageReceipts,
  listMessages,
  listMyMessages,
  publishMessage,
  recordMyReceipt,
  withdrawMessage,
} from './portal-messages.service';

const tags = ['Messages'];

/**
 * Admin messages to customers (issue #17): the admin's list, editor, publishing and receipts under
 * /api/admin/messages; the audience's live messages and their receipts under /api/messages. A published or
 * withdrawn message tells every signed-in browser to fetch its messages again (`msgToClient`, type
 * `messages-changed`, on every instance); the server decides who sees what.
 */
export const portalMessagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const announce = () => app.realtime.broadcast({ type: 'messages-changed' });

  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/messages',
    access: 'admin',
    tags,
    summary: 'Messages to customers, searchable and filterable (the grid)',
    querystring: adminMessagesQuerySchema,
    response: { 200: adminMessagesResponseSchema },
    handler: ({ ctx, query }) => listMessages(ctx, query),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/messages',
    access: 'admin',
    tags,
    summary: 'Write a message (a draft until published); HTML is sanitized',
    body: messageDraftSchema,
    response: { 200: adminMessageSchema },
    handler: ({ ctx, body }) => createMessage(ctx, body),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/messages/:messageId',
    access: 'admin',
    tags,
    summary: 'One message with its texts and counts',
    params: messageIdParamsSchema,
    response: { 200: adminMessageSchema },
    handler: ({ ctx, params }) => getMessage(ctx, params.messageId),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/admin/messages/:messageId',
    access: 'admin',
    tags,
    summary: 'Change a message (not once withdrawn)',
    params: messageIdParamsSchema,
    body: messageDraftSchema,
    response: { 200: adminMessageSchema },
    handler: async ({ ctx, params, body }) => {
      const message = await changeMessage(ctx, params.messageId, body);
      if (message.publishedAt) announce();
      return message;
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/messages/:messageId/publish',
    access: 'admin',
    tags,
    summary: 'Publish a draft (and send its e-mail copy)',
    params: messageIdParamsSchema,
    response: { 200: adminMessageSchema },
    handler: async ({ ctx, params }) => {
      const message = await publishMessage(ctx, params.messageId);
      announce();
      return message;
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/messages/:messageId/withdraw',
    access: 'admin',
    tags,
    summary: 'Withdraw a message: it stops showing at once',
    params: messageIdParamsSchema,
    response: { 200: adminMessageSchema },
    handler: async ({ ctx, params }) => {
      const message = await withdrawMessage(ctx, params.messageId);
      announce();
      return message;
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/messages/:messageId/receipts',
    access: 'admin',
    tags,
    summary: 'Who the message is meant for, who has seen and who has acknowledged it',
    params: messageIdParamsSchema,
    response: { 200: messageReceiptsResponseSchema },
    handler: ({ ctx, params }) => listMessageReceipts(ctx, params.messageId),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/messages',
    access: 'signedIn',
    tags,
    summary: "The caller's live messages, in their language",
    response: { 200: userMessagesResponseSchema },
    handler: ({ ctx }) => listMyMessages(ctx),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/messages/:messageId/receipt',
    access: 'signedIn',
    tags,
    summary: 'Record that the caller saw, closed or acknowledged a message',
    params: messageIdParamsSchema,
    body: messageReceiptActionSchema,
    response: { 200: messageResponseSchema },
    handler: ({ ctx, params, body }) => recordMyReceipt(ctx, params.messageId, body.action),
  });
};
