import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../db/client';
import { createPostgresTestDatabase, createTestDatabase, testEnv } from '../../test/test-app';
import { queryRows } from '../../test/query-rows';
import { createJobRunner, everyMinutes, type JobDefinition } from './jobs';
import { loadConfig } from '../config/env';

// Two instances against one database: on PostgreSQL two connection pools (two processes would be the same);
// PGlite has one connection, so both runners share the handle and the claim statement still decides.
let first: DatabaseHandle;
let second: DatabaseHandle;

beforeAll(async () => {
  if (inject('testDatabaseTemplate').kind === 'postgres') {
    const url = await createPostgresTestDatabase();
    first = createDatabase({ kind: 'postgres', url, poolSize: 2 });
    second = createDatabase({ kind: 'postgres', url, poolSize: 2 });
  } else {
    first = await createTestDatabase();
    second = first;
  }
});
afterAll(async () => {
  await first.close();
  if (second !== first) await second.close();
});

function countingJob(name: string, counter: { runs: number }, slowMs = 50): JobDefinition {
  return {
    name,
    next: everyMinutes(60),
    run: async () => {
      counter.runs += 1;
      await new Promise((resolve) => setTimeout(resolve, slowMs));
    },
  };
}

const schedule = async (name: string) =>
  (
    await queryRows<{ next_run_at: string; locked_until: string | null; last_run_at: string | null }>(
      first.db,
      sql`select next_run_at, locked_until, last_run_at from job_schedules where name = ${name}`,
    )
  )[0];

describe('job runner', () => {
  it('runs a due job once when two instances poll at the same time', async () => {
    const counter = { runs: 0 };
    const a = createJobRunner({ db: first.db, jobs: [countingJob('test.once', counter)], intervalMs: 0 });
    const b = createJobRunner({ db: second.db, jobs: [countingJob('test.once', counter)], intervalMs: 0 });
    await Promise.all([a.start(), b.start()]);
    const [ranA, ranB] = await Promise.all([a.runDue(), b.runDue()]);
    expect(counter.runs).toBe(1);
    expect([...ranA, ...ranB]).toEqual(['test.once']);
    // Not due again until the next hour.
    expect([...(await a.runDue()), ...(await b.runDue())]).toEqual([]);
    expect(counter.runs).toBe(1);
    const row = await schedule('test.once');
    expect(row?.locked_until).toBeNull();
    expect(row?.last_run_at).not.toBeNull();
    expect(new Date(row?.next_run_at ?? 0).getTime()).toBeGreaterThan(Date.now());
  });

  it('leaves a job alone while another instance holds a live lock, and takes it over when the lock lapses', async () => {
    const counter = { runs: 0 };
    const runner = createJobRunner({ db: second.db, jobs: [countingJob('test.locked', counter)], intervalMs: 0 });
    await runner.start();
    await first.db.execute(
      sql`update job_schedules set next_run_at = now() - interval '1 minute', locked_until = now() + interval '5 minutes', locked_by = 'other' where name = 'test.locked'`,
    );
    expect(await runner.runDue()).toEqual([]);
    await first.db.execute(
      sql`update job_schedules set locked_until = now() - interval '1 second' where name = 'test.locked'`,
    );
    expect(await runner.runDue()).toEqual(['test.locked']);
    expect(counter.runs).toBe(1);
  });

  it('records a failure and schedules the next run', async () => {
    const runner = createJobRunner({
      db: first.db,
      intervalMs: 0,
      log: () => undefined,
      jobs: [
        {
          name: 'test.failing',
          next: everyMinutes(5),
          run: () => Promise.reject(new Error('boom')),
        },
      ],
    });
    await runner.start();
    expect(await runner.runDue()).toEqual(['test.failing']);
    const [row] = await queryRows<{ last_error: string | null; locked_until: string | null }>(
      first.db,
      sql`select last_error, locked_until from job_schedules where name = 'test.failing'`,
    );
    expect(row).toEqual({ last_error: 'boom', locked_until: null });
  });

  it('polls by itself once started, and stops', async () => {
    const counter = { runs: 0 };
    const runner = createJobRunner({ db: first.db, jobs: [countingJob('test.polling', counter, 0)], intervalMs: 20 });
    await runner.start();
    for (let i = 0; i < 100 && counter.runs === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    await runner.stop();
    expect(counter.runs).toBe(1);
  });

  it('reads JOBS_POLL_SECONDS through the configuration (default 60, 0 = off, a word refused by name)', () => {
    expect(loadConfig(testEnv()).jobsPollSeconds).toBe(60);
    expect(loadConfig(testEnv({ JOBS_POLL_SECONDS: '0' })).jobsPollSeconds).toBe(0);
    expect(() => loadConfig(testEnv({ JOBS_POLL_SECONDS: 'often' }))).toThrow(/JOBS_POLL_SECONDS/);
  });

  it('computes the next boundary', () => {
    expect(everyMinutes(60)(new Date('2026-11-24T10:15:00Z')).toISOString()).toBe('2026-11-24T11:00:00.000Z');
    expect(everyMinutes(5)(new Date('2026-11-24T10:15:00Z')).toISOString()).toBe('2026-11-24T10:20:00.000Z');
  });
});
