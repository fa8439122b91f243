import { errorEnvelopeSchema } from '@connect/contracts/errors/error-envelope.schemas';
import { readinessSchema } from '@connect/contracts/health/health.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../db/client';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('health probes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('GET /healthz answers ok', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('GET /readyz answers ready when the database is reachable and migrated', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(readinessSchema.parse(res.json())).toMatchObject({
      status: 'ready',
      database: { reachable: true, migrated: true },
    });
  });
});

describe('an unreachable PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Port 9 (discard) on loopback: nothing listens, so every connection is refused.
    const database = createDatabase({ kind: 'postgres', url: 'postgres://nobody@127.0.0.1:9/none', poolSize: 1 });
    t = await createTestApp({ database, migrated: false });
  });
  afterAll(async () => t.close());

  it('gives /readyz 503 with the database message, without crashing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    const body = readinessSchema.parse(res.json());
    expect(body).toMatchObject({
      status: 'unavailable',
      database: { kind: 'postgres', reachable: false },
      message: 'Could not connect to database',
    });
  });

  it("answers API calls with the spec's database message and legacy code 701", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/reference/countries' });
    expect(res.statusCode).toBe(500);
    const envelope = errorEnvelopeSchema.parse(res.json());
    expect(envelope.error).toMatchObject({
      code: 'DATABASE_UNREACHABLE',
      message: 'Could not connect to database',
      details: { legacyCode: 701 },
    });
    const again = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(again.statusCode).toBe(200);
  });
});
