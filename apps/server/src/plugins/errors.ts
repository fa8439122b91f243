import { errorCodes, type ErrorCode } from '@connect/contracts/errors/error-codes';
import type { ErrorEnvelope, FieldIssue } from '@connect/contracts/errors/error-envelope.schemas';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { messageKeyOf } from '@connect/contracts/messages/message-keys';
import { AppError, busyRetryAfterSeconds, databaseBusy, databaseConnectionLegacyCode } from '../errors/app-error';

function fieldIssues(error: FastifyError): FieldIssue[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  const where = error.validationContext ?? 'body';
  return error.validation.map((issue) => {
    const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    let message = issue.message ?? 'Invalid value';
    const unknownKeys = /^Unrecognized keys?: (.+)$/.exec(message);
    if (unknownKeys?.[1]) {
      const keys = unknownKeys[1].split(',').map((key) => key.trim().replace(/^"|"$/g, ''));
      message = `Unknown field${keys.length > 1 ? 's' : ''}: ${keys.join(', ')}`;
    }
    return { path: path ? `${where}.${path}` : where, message };
  });
}

const statusToCode: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'ACCESS_DENIED',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** A field issue keyed by its text when it is a catalogue text (a contract validator's message). */
function withMessageKey(issue: FieldIssue): FieldIssue {
  if (issue.messageKey) return issue;
  const messageKey = messageKeyOf(issue.message);
  return messageKey ? { ...issue, messageKey } : issue;
}

export function sendError(
  reply: FastifyReply,
  request: FastifyRequest,
  code: ErrorCode,
  options: { message?: string; messageKey?: string; params?: AppError['params']; details?: AppError['details'] } = {},
) {
  const body: ErrorEnvelope = {
    error: {
      code,
      message: options.message ?? errorCodes[code].message,
      ...(options.messageKey ? { messageKey: options.messageKey } : {}),
      ...(options.params ? { params: options.params } : {}),
      details: {
        ...options.details,
        ...(options.details?.fields ? { fields: options.details.fields.map(withMessageKey) } : {}),
        requestId: request.id,
      },
    },
  };
  return reply.code(errorCodes[code].status).type('application/json; charset=utf-8').send(body);
}

/** One error envelope for every failure: `{ error: { code, message, details } }`. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'request failed');
      return sendError(reply, request, error.code, {
        message: error.message,
        messageKey: error.messageKey,
        params: error.params,
        details: error.details,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendError(reply, request, 'VALIDATION_FAILED', { details: { fields: fieldIssues(error) } });
    }
    if (databaseBusy(error)) {
      // Overload, not an outage: the client may retry after a pause (issue #20).
      request.log.warn({ err: { message: error.message, code: error.code } }, 'database busy');
      reply.header('retry-after', String(busyRetryAfterSeconds));
      return sendError(reply, request, 'SERVICE_BUSY', { details: { retryAfterSeconds: busyRetryAfterSeconds } });
    }
    const legacyCode = databaseConnectionLegacyCode(error);
    if (legacyCode) {
      request.log.error({ err: { message: error.message, code: error.code } }, 'database unreachable');
      return sendError(reply, request, 'DATABASE_UNREACHABLE', { details: { legacyCode } });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return sendError(reply, request, 'INTERNAL');
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      const retryAfter = Number(reply.getHeader('retry-after'));
      return sendError(reply, request, 'RATE_LIMITED', {
        message: request.routeOptions.config?.rateLimitMessage,
        details: Number.isFinite(retryAfter) ? { retryAfterSeconds: retryAfter } : {},
      });
    }
    const mapped = statusToCode[status];
    if (status < 500 && mapped) {
      // Fastify's own client errors (bad JSON, wrong content type, body too large) keep their reason.
      return sendError(reply, request, mapped, { message: mapped === 'VALIDATION_FAILED' ? error.message : undefined });
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, request, 'INTERNAL');
  });
});
