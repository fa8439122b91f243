import type { FieldIssue } from '@connect/contracts/errors/error-envelope.schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, fieldIssue } from '../errors/app-error';

/**
 * Request guards every route gets from `defineRoute` (decision 029).
 *
 * Text PostgreSQL cannot store: the NUL character (U+0000, refused in text and jsonb) and UTF-16 halves without
 * their partner (no UTF-8 form). Such a value in a search box, a path or a body would reach the database and
 * fail there as a 500; it is refused as a 400 before the handler instead.
 */
const unpaired = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const maxDepth = 64;
const maxIssues = 20;

function textIssue(path: string, text: string): FieldIssue | undefined {
  if (text.includes('\u0000')) return fieldIssue(path, 'server.input.nulCharacter');
  if (unpaired.test(text)) return fieldIssue(path, 'server.input.brokenUnicode');
  return undefined;
}

/** Every string in a parsed value (keys too) that the database cannot store, by its path (`body.items.0.name`). */
export function unstorableText(value: unknown, path: string, issues: FieldIssue[] = [], depth = 0): FieldIssue[] {
  if (issues.length >= maxIssues) return issues;
  if (typeof value === 'string') {
    const issue = textIssue(path, value);
    if (issue) issues.push(issue);
    return issues;
  }
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return issues;
  // Deeper than any contract: the schema has refused it already, or it is not walked for text.
  if (depth >= maxDepth) return issues;
  if (Array.isArray(value)) {
    value.forEach((item, index) => unstorableText(item, `${path}.${index}`, issues, depth + 1));
    return issues;
  }
  for (const [key, item] of Object.entries(value)) {
    const keyIssue = textIssue(`${path}.${key}`, key);
    if (keyIssue) issues.push(keyIssue);
    unstorableText(item, `${path}.${key}`, issues, depth + 1);
  }
  return issues;
}

/**
 * preHandler of every route: after validation (so a grid filter is already parsed from its JSON), refuses text the
 * database cannot store anywhere in the path, query string, body or declared headers: 400 VALIDATION_FAILED with
 * the spec's 'This form is not valid.' and each place in `details.fields`.
 */
export function refuseUnstorableText(checkHeaders: boolean) {
  return async (request: FastifyRequest): Promise<void> => {
    const issues: FieldIssue[] = [];
    unstorableText(request.params, 'params', issues);
    unstorableText(request.query, 'querystring', issues);
    unstorableText(request.body, 'body', issues);
    if (checkHeaders) unstorableText(request.headers, 'headers', issues);
    if (issues.length > 0) throw new AppError('VALIDATION_FAILED', { details: { fields: issues } });
  };
}

/**
 * onSend of every route: an answer is never stored by a browser or a shared cache (`Cache-Control: no-store`),
 * unless the route opts into caching (`cache` in its definition: public reference data) or set its own header.
 * Sign-in answers, the profile, shipments, invoices and every error carry personal or financial data.
 */
export function cachePolicy(cache: string | undefined) {
  const value = cache ?? 'no-store';
  return async (_request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
    if (reply.statusCode >= 400 || !reply.hasHeader('cache-control')) {
      reply.header('cache-control', reply.statusCode >= 400 ? 'no-store' : value);
    }
    return payload;
  };
}
