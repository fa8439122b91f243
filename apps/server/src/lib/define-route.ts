import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { GuestContext, IntegrationContext, PublicContext, SignedInContext } from '../context';
import { AppError } from '../errors/app-error';
import { sendFile } from './content-disposition';
import { cachePolicy, refuseUnstorableText } from './request-guards';
import { exportFileTypes } from './stream-export';
import {
  anonymousKey,
  limitsHook,
  normalizeLimits,
  signedInKey,
  type LimitRegistry,
  type RouteLimit,
  type RouteLimits,
} from './rate-limit';
import type { RouteAccess } from '../fastify-types';

/** The Fastify instance a route module receives (zod type provider). */
export type RouteApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The context a handler receives, decided by the route's access level. */
export type CallerContext<A extends RouteAccess> = A extends 'signedIn' | 'staff' | 'admin'
  ? SignedInContext
  : A extends 'guest'
    ? GuestContext
    : A extends 'integration'
      ? IntegrationContext
      : PublicContext;

type Schema = z.ZodType | undefined;
type ResponseSchemas = { [status: number]: z.ZodType } | undefined;

type RouteSchema<P, Q, B, H, R> = { params: P; querystring: Q; body: B; headers: H; response: R };

type RouteRequest<S extends RouteSchema<Schema, Schema, Schema, Schema, ResponseSchemas>> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  S,
  ZodTypeProvider
>;

type RouteReply<S extends RouteSchema<Schema, Schema, Schema, Schema, ResponseSchemas>> = FastifyReply<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  ContextConfigDefault,
  S,
  ZodTypeProvider
>;

/** What a handler may return: Fastify's own check of the value against the response schemas. */
type RouteReturn<S extends RouteSchema<Schema, Schema, Schema, Schema, ResponseSchemas>> = ReturnType<
  RouteHandlerMethod<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    S,
    ZodTypeProvider
  >
>;

export type RouteHandlerInput<
  A extends RouteAccess,
  S extends RouteSchema<Schema, Schema, Schema, Schema, ResponseSchemas>,
> = {
  /** The caller, typed by the access level: signedIn, staff and admin routes always have `ctx.auth`. */
  ctx: CallerContext<A>;
  params: RouteRequest<S>['params'];
  query: RouteRequest<S>['query'];
  body: RouteRequest<S>['body'];
  headers: RouteRequest<S>['headers'];
  request: RouteRequest<S>;
  reply: RouteReply<S>;
};

export type RouteDefinition<
  A extends RouteAccess,
  P extends Schema,
  Q extends Schema,
  B extends Schema,
  H extends Schema,
  R extends ResponseSchemas,
> = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  /** Who may call the route; plugins/auth.ts enforces it before validation. */
  access: A;
  /** OpenAPI tags and summary (`/api/openapi.json`). */
  tags: string[];
  summary: string;
  params?: P;
  querystring?: Q;
  body?: B;
  headers?: H;
  response?: R;
  consumes?: string[];
  produces?: string[];
  /**
   * This route's own rate limits (`false`: none; see lib/rate-limit.ts). Without them the API's budget applies:
   * per signed-in user, and per client address for anonymous calls.
   */
  rateLimit?: RouteLimits;
  /** The message of this route's 429 answer, when the generic one would not tell the user what to do. */
  rateLimitMessage?: string;
  /** The largest body this route accepts, in bytes (the app's default otherwise). */
  bodyLimit?: number;
  /**
   * The answer's Cache-Control when it may be cached (public reference data, e.g. `public, max-age=3600`);
   * every other answer is `no-store` (decision 029).
   */
  cache?: string;
  handler: (input: RouteHandlerInput<A, RouteSchema<P, Q, B, H, R>>) => RouteReturn<RouteSchema<P, Q, B, H, R>>;
};

/** The API's shared budget: one counter per signed-in user, one per address for anonymous calls. */
function apiBudget(app: RouteApp): { id: string; limit: RouteLimit }[] {
  return [
    { id: 'api-user', limit: { max: app.config.rateLimitMax, timeWindow: '1 minute', per: signedInKey } },
    { id: 'api-anonymous', limit: { max: app.config.publicRateLimitMax, timeWindow: '1 minute', per: anonymousKey } },
  ];
}

function registryOf(app: RouteApp): LimitRegistry {
  if (!app.hasDecorator('rateLimits'))
    throw new Error('register plugins/security before the routes: it keeps the rate-limit counters');
  return app.rateLimits;
}

const signedInLevels: readonly RouteAccess[] = ['signedIn', 'staff', 'admin'];

/**
 * Declares one route: access level, schemas, OpenAPI summary and rate limit in one object, and a handler that
 * receives the caller's context typed by the access level and the request parts typed by their zod schemas.
 */
export function defineRoute<
  A extends RouteAccess,
  P extends Schema = undefined,
  Q extends Schema = undefined,
  B extends Schema = undefined,
  H extends Schema = undefined,
  R extends ResponseSchemas = undefined,
>(app: RouteApp, definition: RouteDefinition<A, P, Q, B, H, R>): void {
  const { method, url, access, tags, summary, handler } = definition;
  const config: FastifyContextConfig = { access };
  if (definition.rateLimitMessage !== undefined) config.rateLimitMessage = definition.rateLimitMessage;
  const limits =
    definition.rateLimit === undefined
      ? apiBudget(app)
      : normalizeLimits(definition.rateLimit).map((limit, index) => ({ id: `${method} ${url}#${index}`, limit }));
  const schema = {
    tags,
    summary,
    ...(definition.params && { params: definition.params }),
    ...(definition.querystring && { querystring: definition.querystring }),
    ...(definition.headers && { headers: definition.headers }),
    ...(definition.consumes && { consumes: definition.consumes }),
    ...(definition.body && { body: definition.body }),
    ...(definition.produces && { produces: definition.produces }),
    ...(definition.response && { response: definition.response }),
  };
  const needsAuth = signedInLevels.includes(access);
  type Input = RouteHandlerInput<A, RouteSchema<P, Q, B, H, R>>;
  app.route({
    method,
    url,
    config,
    schema,
    ...(definition.bodyLimit !== undefined && { bodyLimit: definition.bodyLimit }),
    // Text the database cannot store (NUL, broken Unicode) is a 400 before the handler; answers are not cached.
    preHandler: refuseUnstorableText(definition.headers !== undefined),
    onSend: cachePolicy(definition.cache),
    ...(limits.length > 0 && { preValidation: limitsHook(registryOf(app), limits, definition.rateLimitMessage) }),
    handler: (request, reply) => {
      // The auth plugin refuses a signed-in route without a live session before validation; this only makes
      // the handler's `ctx.auth` a guarantee rather than an assumption.
      if (needsAuth && !request.ctx.auth) throw new AppError('UNAUTHENTICATED');
      return handler({
        ctx: request.ctx as CallerContext<A>,
        params: request.params,
        query: request.query,
        body: request.body,
        headers: request.headers,
        request,
        reply,
      } as unknown as Input);
    },
  });
}

/**
 * Lets this route module's routes take a file as its bytes (`application/octet-stream`); each route's `bodyLimit`
 * caps the size and the service checks the content (lib/file-check.ts).
 */
export function acceptFileBytes(app: RouteApp): void {
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
}

/** What a list service's export answers: the file's type, name and streamed body. */
export type ExportedFile = { contentType: string; filename: string; stream: unknown };

/**
 * A list's export route (decision 024): GET with the list's filters as the query, answering the CSV, .xlsx or PDF
 * file as a stream with a safe Content-Disposition. Every list declares its export this one way.
 */
export function defineExportRoute<A extends 'signedIn' | 'admin', Q extends z.ZodType>(
  app: RouteApp,
  route: {
    url: string;
    access: A;
    tags: string[];
    summary: string;
    querystring: Q;
    exportFile: (
      ctx: CallerContext<A>,
      query: RouteHandlerInput<A, RouteSchema<undefined, Q, undefined, undefined, undefined>>['query'],
    ) => Promise<ExportedFile>;
  },
): void {
  const { exportFile, ...definition } = route;
  defineRoute<A, undefined, Q>(app, {
    ...definition,
    method: 'GET',
    produces: exportFileTypes,
    handler: async ({ ctx, query, reply }) => {
      const file = await exportFile(ctx, query);
      return sendFile(reply, { contentType: file.contentType, fileName: file.filename, body: file.stream });
    },
  });
}
