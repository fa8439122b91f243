import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkRouteAccess, type RouteTableEntry } from '../app';
import type { ServiceContext } from '../context';
import '../fastify-types';
import type { AppConfig } from '../config/env';
import { authPlugin } from '../plugins/auth';
import { errorsPlugin } from '../plugins/errors';
import { securityPlugin } from '../plugins/security';
import { defineRoute, type RouteApp } from './define-route';

/**
 * defineRoute on a bare Fastify instance with the real auth and error plugins (no database: none of these calls
 * reaches it): the access level is enforced before validation, and each level hands its handler the caller it
 * declares. The `@ts-expect-error` lines are checked by the typecheck: they fail it if the typing loosens.
 */
const seen: { guestKey?: string | undefined; auth?: unknown }[] = [];
const registered: { url: string; config: unknown; bodyLimit: unknown; schema: unknown }[] = [];
let app: RouteApp;

beforeAll(async () => {
  app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('ctx', null as never);
  app.addHook('onRequest', async (request) => {
    request.ctx = { requestId: request.id } as ServiceContext;
  });
  app.decorate('config', {
    publicUrl: 'http://localhost',
    redisUrl: undefined,
    rateLimitMax: 100,
    publicRateLimitMax: 100,
  } as unknown as AppConfig);
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(authPlugin);
  app.addHook('onRoute', (route) => {
    registered.push({ url: route.url, config: route.config, bodyLimit: route.bodyLimit, schema: route.schema });
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/probe/signed-in/:id',
    access: 'signedIn',
    tags: ['Probe'],
    summary: 'A signed-in probe',
    params: z.strictObject({ id: z.string().uuid() }),
    body: z.strictObject({ name: z.string().min(1) }),
    response: { 200: z.object({ userId: z.string(), id: z.string(), name: z.string() }) },
    handler: async ({ ctx, params, body }) => {
      seen.push({ auth: ctx.auth });
      // @ts-expect-error a params field the schema does not declare
      void params.other;
      return { userId: ctx.auth.user.userId, id: params.id, name: body.name };
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/probe/public',
    access: 'public',
    rateLimit: { max: 5, timeWindow: '1 minute' },
    rateLimitMessage: 'Slow down.',
    bodyLimit: 1024,
    tags: ['Probe'],
    summary: 'A public probe',
    querystring: z.strictObject({ n: z.coerce.number().int() }),
    response: { 200: z.object({ n: z.number(), signedIn: z.boolean() }) },
    handler: async ({ ctx, query }) => {
      seen.push({ auth: ctx.auth });
      // @ts-expect-error a public caller may be anonymous (checked by the typecheck only, never called)
      const _anonymous = () => ctx.auth.user;
      return { n: query.n * 2, signedIn: ctx.auth !== undefined };
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/probe/guest',
    access: 'guest',
    tags: ['Probe'],
    summary: 'A guest probe',
    response: { 200: z.object({ hasKey: z.boolean() }) },
    handler: async ({ ctx }) => {
      seen.push({ guestKey: ctx.guestKey });
      return { hasKey: ctx.guestKey !== undefined };
    },
  });
  await app.ready();
});
afterAll(async () => app.close());

describe('defineRoute', () => {
  it('answers 401 on a signedIn route without a token before it looks at the input', async () => {
    seen.length = 0;
    const res = await app.inject({
      method: 'POST',
      url: '/api/probe/signed-in/not-a-uuid',
      payload: { unknown: true },
    });
    expect(res.statusCode).toBe(401);
    expect((res.json() as { error: { code: string } }).error.code).toBe('UNAUTHENTICATED');
    expect(seen).toEqual([]);
  });

  it('validates and types the input of a public route, whose caller may be anonymous', async () => {
    seen.length = 0;
    const ok = await app.inject({ method: 'GET', url: '/api/probe/public?n=21' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ n: 42, signedIn: false });
    expect(seen).toEqual([{ auth: undefined }]);
    const bad = await app.inject({ method: 'GET', url: '/api/probe/public?n=x' });
    expect(bad.statusCode).toBe(400);
  });

  it("hands a guest route's handler the x-req-key it was called with", async () => {
    seen.length = 0;
    const withKey = await app.inject({ method: 'GET', url: '/api/probe/guest', headers: { 'x-req-key': 'k-123' } });
    expect(withKey.json()).toEqual({ hasKey: true });
    const without = await app.inject({ method: 'GET', url: '/api/probe/guest' });
    expect(without.json()).toEqual({ hasKey: false });
    expect(seen).toEqual([{ guestKey: 'k-123' }, { guestKey: undefined }]);
  });

  it('puts access in the route config, the rest in its schema and options', () => {
    const route = registered.find((r) => r.url === '/api/probe/public');
    expect(route?.config).toMatchObject({ access: 'public', rateLimitMessage: 'Slow down.' });
    expect(route?.bodyLimit).toBe(1024);
    expect(route?.schema).toMatchObject({ tags: ['Probe'], summary: 'A public probe' });
    expect(registered.find((r) => r.url === '/api/probe/guest')?.config).toEqual({ access: 'guest' });
  });
});

describe("a route's own rate limit", () => {
  it('replaces the API budget and answers its message once spent', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 6; i += 1) {
      last = await app.inject({ method: 'GET', url: '/api/probe/public?n=1', remoteAddress: '192.0.2.200' });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(last?.json()).toMatchObject({ error: { code: 'RATE_LIMITED', message: 'Slow down.' } });
  });
});

describe('the start-up check of route access', () => {
  const bare = () => {
    const table: RouteTableEntry[] = [];
    const instance = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
    instance.setValidatorCompiler(validatorCompiler);
    instance.setSerializerCompiler(serializerCompiler);
    instance.addHook('onRoute', checkRouteAccess(table));
    return { instance, table };
  };

  it('refuses an API route without an access level, or with an unknown one, when it is registered', async () => {
    const { instance } = bare();
    expect(() => instance.get('/api/undeclared', async () => ({}))).toThrow(/does not declare config.access/);
    expect(() =>
      instance.get('/api/stale', { config: { access: 'authenticated' as never } }, async () => ({})),
    ).toThrow(/unknown access level 'authenticated'/);
    await instance.close();
  });

  it('takes a defineRoute route into the route table with its access level', async () => {
    const { instance, table } = bare();
    defineRoute(instance, {
      method: 'GET',
      url: '/api/declared',
      access: 'staff',
      rateLimit: false,
      tags: ['Probe'],
      summary: 'A staff probe',
      handler: async () => ({}),
    });
    await instance.ready();
    expect(table).toContainEqual({ method: 'GET', url: '/api/declared', access: 'staff' });
    await instance.close();
  });
});
