import { type Database, type DatabaseHandle } from '@connect/server/src/db/client';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { type Measurement } from './results';

/**
 * Load tests with autocannon: one URL under `connections` clients (percentiles of every response's time), with
 * warm-up, a fixed number of requests for slow scenarios, and waiting for the database to settle between runs.
 */

export const percentile = (sorted: Float64Array, p: number) =>
  sorted.length === 0 ? NaN : (sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? NaN);
export const round = (value: number, digits = 1) => Number(value.toFixed(digits));

type LoadOptions = { duration: number; connections: number; minSamples: number; headers?: Record<string, string> };

async function load(url: string, options: LoadOptions & { amount?: number }) {
  const times: number[] = [];
  const run = autocannon({
    url,
    connections: options.amount ? Math.min(options.connections, options.amount) : options.connections,
    headers: options.headers ?? {},
    timeout: 300,
    ...(options.amount ? { amount: options.amount } : { duration: options.duration }),
  });
  const statuses: Record<string, number> = {};
  run.on('response', (_client, status, _bytes, time) => {
    times.push(time);
    if (status < 200 || status > 299) statuses[status] = (statuses[status] ?? 0) + 1;
  });
  const result = await run;
  const sorted = Float64Array.from(times).sort();
  return {
    rps: round(result.requests.total / Math.max(result.duration, 0.001)),
    p50: round(percentile(sorted, 0.5)),
    p95: round(percentile(sorted, 0.95)),
    p99: round(percentile(sorted, 0.99)),
    requests: result.requests.total,
    errors: result.errors + result.non2xx + result.timeouts,
    failures: [
      ...Object.entries(statuses).map(([status, n]) => `${n}× HTTP ${status}`),
      ...(result.errors > 0 ? [`${result.errors}× socket error`] : []),
      ...(result.timeouts > 0 ? [`${result.timeouts}× timeout`] : []),
    ].join(', '),
    mode: options.amount ? ('amount' as const) : ('duration' as const),
  };
}

/**
 * Two sequential warm-up requests (an error shows at once), then `connections` clients for `duration` seconds;
 * a scenario too slow to give `minSamples` answers in that time (or whose single request already takes more than
 * 2 × duration / minSamples) is measured as exactly `minSamples` requests instead. `settle` waits until the
 * database has finished what the clients cut off at the end of a timed run left running.
 */
export async function measure(url: string, options: LoadOptions, settle: () => Promise<void>): Promise<Measurement> {
  let single = 0;
  for (let i = 0; i < 2; i += 1) {
    const start = performance.now();
    const response = await fetch(url, { headers: options.headers ?? {} });
    if (!response.ok) throw new Error(`${url} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
    await response.arrayBuffer();
    single = performance.now() - start;
  }
  // Clearly too slow for minSamples answers in `duration`: straight to a fixed number of requests.
  if (single * options.minSamples > 2 * options.duration * 1000) {
    return load(url, { ...options, amount: options.minSamples });
  }
  const timed = await load(url, options);
  await settle();
  if (timed.requests >= options.minSamples) return timed;
  return load(url, { ...options, amount: options.minSamples });
}

/**
 * Waits (at most five minutes) until the database is idle three checks in a row: on PostgreSQL no other statement is
 * active in the bench database; on PGlite (one connection, queries queue) a trivial query answers at once.
 */
export async function settleDatabase(handle: DatabaseHandle): Promise<void> {
  const until = Date.now() + 300_000;
  let quiet = 0;
  while (quiet < 3 && Date.now() < until) {
    const start = performance.now();
    let idle: boolean;
    if (handle.kind === 'postgres') {
      const [row] = await rowsOf<{ n: number | string }>(
        handle.db,
        sql`select count(*) as n from pg_stat_activity
            where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`,
      );
      idle = Number(row?.n ?? 0) === 0;
    } else {
      await handle.db.execute(sql`select 1`);
      idle = performance.now() - start < 10;
    }
    quiet = idle ? quiet + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function rowsOf<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  // Cast: drizzle types execute() per driver; PGlite answers { rows } and node-postgres' result has rows too.
  const result = (await db.execute(query)) as unknown as { rows: T[] } | T[];
  return Array.isArray(result) ? result : result.rows;
}
