import { errorEnvelopeSchema } from '@connect/contracts/errors/error-envelope.schemas';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../../src/db/client';
import { prepareDatabase } from '../../src/db/prepare';
import { demo, signIn, type SignedIn } from '../auth-helpers';
import { createTestApp, type TestApp } from '../test-app';
import { postgresBinDir, startPrivatePostgres, type PrivatePostgres } from './fault-support';

/**
 * Issue #20: an overloaded database is not an outage. When every pooled connection stays busy past the pool's wait
 * (pg-pool's 'timeout exceeded when trying to connect') or PostgreSQL cancels a statement at its statement_timeout,
 * the analytics route answers 503 SERVICE_BUSY with a Retry-After, never 500 — the app in process on a private
 * PostgreSQL with a pool of two connections and a 1.5 s statement timeout.
 */

let postgres: PrivatePostgres;
let database: DatabaseHandle;
let t: TestApp;
let customer: SignedIn;

beforeAll(async () => {
  postgres = await startPrivatePostgres();
  const url = `${postgres.url}?options=${encodeURIComponent('-c statement_timeout=1500')}`;
  database = createDatabase({ kind: 'postgres', url, poolSize: 2 });
  await prepareDatabase(database, { seedDemo: true });
  t = await createTestApp({ database });
  customer = await signIn(t.app, demo.customer);
}, 240_000);

afterAll(async () => {
  await t?.close();
  await database?.close();
  postgres?.destroy();
});

function expectBusy(res: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  expect(res.statusCode, res.body).toBe(503);
  expect(res.headers['retry-after']).toBe('5');
  const envelope = errorEnvelopeSchema.parse(JSON.parse(res.body));
  expect(envelope.error.code).toBe('SERVICE_BUSY');
  expect(envelope.error.details?.retryAfterSeconds).toBe(5);
}

describe.runIf(postgresBinDir())('database overloaded', () => {
  it('answers 503 with Retry-After when PostgreSQL cancels the analytics query at its statement timeout', async () => {
    const locker = new pg.Client({ connectionString: postgres.url });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table shipments in access exclusive mode');
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/analytics/kpis?period=L3M',
        headers: customer.headers,
      });
      expectBusy(res);
    } finally {
      await locker.query('rollback');
      await locker.end();
    }
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/analytics/kpis?period=L3M',
      headers: customer.headers,
    });
    expect(after.statusCode, after.body).toBe(200);
  });

  it('answers 503 with Retry-After when no pooled connection comes free within the pool’s wait', async () => {
    // Both connections of the pool stay busy for 7 s, past the pool's 5 s wait.
    const hold = () =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`set local statement_timeout = 0`);
        await tx.execute(sql`select pg_sleep(7)`);
      });
    const holders = [hold(), hold()];
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/analytics/kpis?period=L3M',
        headers: customer.headers,
      });
      expectBusy(res);
    } finally {
      await Promise.all(holders);
    }
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/analytics/kpis?period=L3M',
      headers: customer.headers,
    });
    expect(after.statusCode, after.body).toBe(200);
  });
});
