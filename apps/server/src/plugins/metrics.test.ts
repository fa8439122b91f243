import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, signIn } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { metricsAccess } from './metrics';

// Decision 061: /metrics in Prometheus text format behind a bearer token; route labels are patterns, never ids.

const token = 'metrics-token-for-the-tests-0123';
const auth = { authorization: `Bearer ${token}` };

/** The value of one sample line, e.g. `http_requests_total{method="GET",route="/x",status_code="200"}`. */
function sample(body: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of body.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{[^}]*\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const given = (match[2] ?? '').replace(/^\{|\}$/g, '').split(',');
    if (wanted.every((w) => given.includes(w))) return Number(match[3]);
  }
  return undefined;
}

describe('/metrics (decision 061)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: token } });
  });
  afterAll(async () => t.close());

  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  };

  it('answers 401 without the token or with a wrong one, and never shows a metric then', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token-wrong-token-0' }, { authorization: token }]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.body).not.toContain('http_requests_total');
    }
  });

  it('counts requests by route pattern and status, with latency, and never puts an id in a label', async () => {
    const s = await signIn(t.app, demo.customer, undefined, '10.61.0.1');
    const route = '/api/addressbook/addresses/:addressId';
    const before = await scrape();
    const countBefore = sample(before, 'http_requests_total', { method: 'GET', route, status_code: '404' }) ?? 0;
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    for (const id of ids) {
      const res = await t.app.inject({ method: 'GET', url: `/api/addressbook/addresses/${id}`, headers: s.headers });
      expect(res.statusCode).toBe(404);
    }
    const after = await scrape();
    expect(sample(after, 'http_requests_total', { method: 'GET', route, status_code: '404' })).toBe(countBefore + 3);
    expect(
      sample(after, 'http_request_duration_seconds_count', { method: 'GET', route, status_code: '404' }),
    ).toBeGreaterThanOrEqual(3);
    expect(
      sample(after, 'http_request_duration_seconds_bucket', { method: 'GET', route, status_code: '404', le: '+Inf' }),
    ).toBeGreaterThanOrEqual(3);
    for (const id of ids) expect(after).not.toContain(id);
    // Unknown paths share one label instead of one series per URL typed.
    await t.app.inject({ method: 'GET', url: `/api/no-such-thing/${ids[0]}` });
    const unknown = await scrape();
    expect(sample(unknown, 'http_requests_total', { method: 'GET', route: 'unmatched' })).toBeGreaterThanOrEqual(1);
    expect(unknown).not.toContain(ids[0]);
    // Every route label is a registered pattern or "unmatched".
    const patterns = new Set(t.app.routeTable().map((r) => r.url));
    for (const [, label] of unknown.matchAll(/route="([^"]*)"/g))
      expect(label === 'unmatched' || patterns.has(label ?? '')).toBe(true);
  });

  it('reports database statements and pool, realtime connections, the mail outbox and the job queue', async () => {
    const s = await signIn(t.app, demo.customer, undefined, '10.61.0.2');
    const before = sample(await scrape(), 'db_query_duration_seconds_count') ?? 0;
    expect((await t.app.inject({ method: 'GET', url: '/api/customer/profile', headers: s.headers })).statusCode).toBe(
      200,
    );
    const body = await scrape();
    expect(sample(body, 'db_query_duration_seconds_count')).toBeGreaterThan(before);
    expect(sample(body, 'db_pool_connections', { state: 'max' })).toBeGreaterThanOrEqual(1);
    expect(sample(body, 'db_pool_connections', { state: 'waiting' })).toBe(0);
    expect(sample(body, 'realtime_connections')).toBe(0);
    for (const status of ['stored', 'sent', 'failed'])
      expect(sample(body, 'mail_outbox_messages', { status })).toBeGreaterThanOrEqual(0);
    for (const state of ['due', 'running', 'failing'])
      expect(sample(body, 'jobs_queue', { state })).toBeGreaterThanOrEqual(0);
    expect(body).toContain('# TYPE http_request_errors_total counter');
    expect(body).toContain('process_resident_memory_bytes');
  });

  it('counts a message written to the outbox', async () => {
    const before = sample(await scrape(), 'mail_outbox_messages', { status: 'stored' }) ?? 0;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: demo.customer },
    });
    expect(res.statusCode).toBe(200);
    expect(sample(await scrape(), 'mail_outbox_messages', { status: 'stored' })).toBeGreaterThan(before);
  });
});

describe('who may read /metrics', () => {
  it('asks for the token when set; open outside production without one; off in production without one', () => {
    expect(metricsAccess({ nodeEnv: 'production', metricsToken: token })).toEqual({ kind: 'token', token });
    expect(metricsAccess({ nodeEnv: 'development', metricsToken: token })).toEqual({ kind: 'token', token });
    expect(metricsAccess({ nodeEnv: 'production', metricsToken: undefined })).toEqual({ kind: 'off' });
    expect(metricsAccess({ nodeEnv: 'development', metricsToken: undefined })).toEqual({ kind: 'open' });
  });

  it('has no /metrics route in production without a token (404)', { timeout: 120_000 }, async () => {
    const prod = await createTestApp({
      env: {
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_0123456789abcdef',
        STRIPE_WEBHOOK_SECRET: 'whsec_0123456789abcdef',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_0123456789abcdef',
      },
    });
    try {
      const res = await prod.app.inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('http_requests_total');
    } finally {
      await prod.close();
    }
  });

  it('serves /metrics openly in development without a token', { timeout: 120_000 }, async () => {
    const dev = await createTestApp({ env: { NODE_ENV: 'development' } });
    try {
      const res = await dev.app.inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('http_requests_total');
    } finally {
      await dev.close();
    }
  });
});
