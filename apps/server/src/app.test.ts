import { errorEnvelopeSchema } from '@connect/contracts/errors/error-envelope.schemas';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

describe('the application', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers an unknown /api path with a JSON 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(errorEnvelopeSchema.parse(res.json()).error.code).toBe('ROUTE_NOT_FOUND');
  });

  it('publishes a valid OpenAPI 3.1 document that covers every API route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const document = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);

    const documented = new Set(
      Object.entries(document.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`)),
    );
    const apiRoutes = t.app
      .routeTable()
      .filter(
        (r) =>
          (r.url.startsWith('/api/') || r.url.endsWith('z')) &&
          !r.url.startsWith('/api/docs') &&
          r.url !== '/api/openapi.json',
      )
      .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`);
    expect(apiRoutes.length).toBeGreaterThan(4);
    for (const route of apiRoutes) expect(documented, route).toContain(route);
    const paths = document.paths as Record<string, Record<string, { security?: unknown[] }>>;
    expect(paths['/api/customer/profile']?.get?.security).toEqual([{ bearer: [] }, { bearer: [], impersonation: [] }]);
    expect(paths['/api/auth/login']?.post?.security).toBeUndefined();
  });

  it('declares who may call every API route', () => {
    const undeclared = t.app
      .routeTable()
      .filter(
        (r) =>
          r.url.startsWith('/api/') &&
          !['public', 'guest', 'signedIn', 'staff', 'admin', 'integration'].includes(r.access),
      );
    expect(undeclared).toEqual([]);
  });

  it('refuses to register an API route without an access declaration', async () => {
    const { buildApp } = await import('./app');
    const { loadConfig } = await import('./config/env');
    const { testEnv } = await import('../test/test-app');
    const config = loadConfig(testEnv());
    const app = await buildApp({ config, database: t.database, migrated: true }).catch((e: unknown) => e);
    // The real app registers fine; a bare route without access must throw at registration.
    expect(app).not.toBeInstanceOf(Error);
    const probe = app as Awaited<ReturnType<typeof buildApp>>;
    expect(() => probe.get('/api/undeclared', async () => ({}))).toThrow();
  });

  it('serves the API reference offline at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger-ui-bundle.js');
    expect(res.body).not.toMatch(/https?:\/\/(?!localhost)[a-z0-9.-]+\/.*\.js/);
    const bundle = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/legacy/edge/common/configuration',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect([400, 404]).toContain(res.statusCode);
    expect(errorEnvelopeSchema.safeParse(res.json()).success).toBe(true);
  });
});

describe('rate limiting', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '3', PUBLIC_RATE_LIMIT_MAX: '3' } });
  });
  afterAll(async () => t.close());

  it('answers 429 with the envelope and Retry-After once the limit is spent', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 4; i += 1) {
      last = await t.app.inject({ method: 'GET', url: '/api/legacy/edge/common/configuration' });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
    expect(errorEnvelopeSchema.parse(last?.json()).error).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('does not limit the health probes', async () => {
    for (let i = 0; i < 5; i += 1) {
      const res = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(res.statusCode).toBe(200);
    }
  });
});
