import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '@connect/server/src/app';
import { loadConfig } from '@connect/server/src/config/env';
import { schema, type Database, type DatabaseHandle } from '@connect/server/src/db/client';
import {
  findShipmentsByTrackingReference,
  findShipmentsPage,
  findTimelineEvents,
  searchShipments,
  type ShipmentKeyset,
  type ShipmentListFilter,
} from '@connect/server/src/modules/shipments/shipments.repository';
import type { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import Fastify from 'fastify';
import type pg from 'pg';
import {
  benchDatabaseUrl,
  benchPassword,
  benchUserEmail,
  bigCompanyCode,
  ensureScaleData,
  openScaleDatabase,
  pgliteDataDir,
  type ScaleReport,
  type ScaleTarget,
} from './scale-shipments';

/**
 * Shipments at scale: 1,000,000 shipments over 200 companies (scale-shipments.ts), the signed-in bench user's
 * selected company (BENCH0001) holding 300,000 of them, on PostgreSQL and on PGlite. Each scenario calls the real
 * app (buildApp: auth, rate limiter, zod validation and serialization, service, repository) and, in the same run
 * on the same database, a bare Fastify route calling the same repository function(s) with the same arguments:
 * - GET /api/shipments (default order, page of 20) at depth 0, 10,000 and 250,000 through `cursor` (keyset), and
 *   at 250,000 through `pageNumber` (offset) for contrast;
 * - GET /api/Shipment/globalSearch/{keyword} by a fragment of a PO number and by part of a party name;
 * - GET /api/tracking/track?reference= (public) by an exact house bill.
 * BENCH_CONNECTIONS clients for BENCH_SECONDS per side (a scenario too slow for BENCH_MIN_SAMPLES answers in that
 * time is measured as exactly that many requests). Reports p50/p95/p99 (every response's time), answers per
 * second and ours / baseline, the database time of every statement (EXPLAIN ANALYZE; the searches over
 * BENCH_EXPLAIN_RUNS runs on PostgreSQL) with its plan, and compares
 * with the targets (ratio ≥ 0.8; list p95 at depth 250,000 ≤ 1.5 × depth 0; search p95 ≤ 20 ms database time on
 * PostgreSQL) as pass/fail. Nothing is asserted.
 */

export type DatabaseName = 'postgres' | 'pglite';
export type Measurement = {
  /** Answers per second: requests / seconds of the run. */
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  errors: number;
  /** What the errors were ('' when none). */
  failures: string;
  /** 'amount' when the scenario was too slow for BENCH_MIN_SAMPLES answers in BENCH_SECONDS. */
  mode: 'duration' | 'amount';
};
export type ScenarioResult = {
  scenario: string;
  request: string;
  baseline: Measurement;
  ours: Measurement;
  /** ours / baseline requests per second. */
  ratio: number;
};
export type ExplainResult = {
  query: string;
  runs: number;
  executionMs: { p50: number; p95: number; max: number };
  planningMs: number;
  rows: number;
  plan: string;
};
export type TargetResult = { target: string; value: string; pass: boolean };
export type DatabaseResult = {
  database: DatabaseName;
  scale: ScaleReport;
  parameters: Record<string, string | number>;
  scenarios: ScenarioResult[];
  explains: ExplainResult[];
  targets: TargetResult[];
};
export type ShipmentsBenchResult = {
  at: string;
  duration: number;
  connections: number;
  pageSize: number;
  databases: DatabaseResult[];
  skipped: string[];
};

const pageSize = 20;
const searchLimit = 100;
const trackingLimit = 20;

// --- measuring ----------------------------------------------------------------------------------------------------

const percentile = (sorted: Float64Array, p: number) =>
  sorted.length === 0 ? NaN : (sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? NaN);
const round = (value: number, digits = 1) => Number(value.toFixed(digits));

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
async function measure(url: string, options: LoadOptions, settle: () => Promise<void>): Promise<Measurement> {
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
async function settleDatabase(handle: DatabaseHandle): Promise<void> {
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

// --- EXPLAIN ------------------------------------------------------------------------------------------------------

type CapturedQuery = { sql: string; params: unknown[] };
type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Total Time'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
};
type ExplainJson = [{ Plan: PlanNode; 'Planning Time': number; 'Execution Time': number }];

/** The raw driver behind the app's handle (pg pool or PGlite): EXPLAIN needs the SQL text and its parameters. */
function rawClient(handle: DatabaseHandle): {
  query: (text: string, params?: unknown[]) => Promise<{ rows: unknown[] }>;
} {
  return (handle.db as unknown as { $client: pg.Pool | PGlite }).$client as {
    query: (text: string, params?: unknown[]) => Promise<{ rows: unknown[] }>;
  };
}

/** Runs `call` on a Drizzle instance over the same driver whose logger records every statement. */
async function captureQueries(handle: DatabaseHandle, call: (db: Database) => Promise<unknown>) {
  const captured: CapturedQuery[] = [];
  const logger = { logQuery: (query: string, params: unknown[]) => captured.push({ sql: query, params }) };
  const client = (handle.db as unknown as { $client: pg.Pool | PGlite }).$client;
  const db =
    handle.kind === 'postgres'
      ? drizzleNodePg(client as pg.Pool, { schema, casing: 'snake_case', logger })
      : drizzlePglite(client as PGlite, { schema, casing: 'snake_case', logger });
  await call(db as unknown as Database);
  return captured;
}

function describePlan(node: PlanNode, depth = 0): string {
  const on = [
    node['Relation Name'] && `on ${node['Relation Name']}`,
    node['Index Name'] && `using ${node['Index Name']}`,
  ]
    .filter(Boolean)
    .join(' ');
  const stats = `rows=${node['Actual Rows'] ?? '?'} loops=${node['Actual Loops'] ?? '?'} time=${round(node['Actual Total Time'] ?? 0, 2)} ms`;
  const removed = node['Rows Removed by Filter'] ? ` removed by filter=${node['Rows Removed by Filter']}` : '';
  const line = `${'  '.repeat(depth)}-> ${node['Node Type']}${on ? ` ${on}` : ''} (${stats}${removed})`;
  return [line, ...(node.Plans ?? []).map((child) => describePlan(child, depth + 1))].join('\n');
}

async function explain(handle: DatabaseHandle, label: string, query: CapturedQuery, runs: number) {
  const client = rawClient(handle);
  const executions: number[] = [];
  let last: ExplainJson[0] | undefined;
  for (let i = 0; i < runs; i += 1) {
    const result = await client.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${query.sql}`, query.params);
    const row = result.rows[0] as Record<string, unknown>;
    const value = row['QUERY PLAN'];
    const parsed = (typeof value === 'string' ? JSON.parse(value) : value) as ExplainJson;
    last = parsed[0];
    executions.push(last['Execution Time']);
  }
  const sorted = Float64Array.from(executions).sort();
  const result: ExplainResult = {
    query: label,
    runs,
    executionMs: {
      p50: round(percentile(sorted, 0.5), 2),
      p95: round(percentile(sorted, 0.95), 2),
      max: round(sorted[sorted.length - 1] ?? NaN, 2),
    },
    planningMs: round(last?.['Planning Time'] ?? NaN, 2),
    rows: last?.Plan['Actual Rows'] ?? 0,
    plan: last ? describePlan(last.Plan) : '',
  };
  return { result, samples: executions };
}

// --- one database -------------------------------------------------------------------------------------------------

const encodeCursor = (keyset: ShipmentKeyset) =>
  Buffer.from(JSON.stringify([keyset.billDate, keyset.id])).toString('base64url');

type Scenario = {
  scenario: string;
  /** Path and query string on the app. */
  request: string;
  signedIn: boolean;
  /** The baseline (and, on a capturing Drizzle instance, EXPLAIN): the same repository call(s) and arguments. */
  baseline: (db: Database) => Promise<unknown>;
  /** Set for the searches: their EXPLAIN runs BENCH_EXPLAIN_RUNS times and feeds the 20 ms target. */
  explainLabel?: string;
};

async function rowsOf<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] } | T[];
  return Array.isArray(result) ? result : result.rows;
}

async function benchDatabase(
  name: DatabaseName,
  target: ScaleTarget,
  options: {
    duration: number;
    connections: number;
    minSamples: number;
    explainRuns: number;
    log: (line: string) => void;
  },
): Promise<DatabaseResult> {
  const { log } = options;
  const scale = await ensureScaleData(target, { log });
  // Two pool connections per client (the list runs its page and its count at once), opened before each run: with
  // the app's pool of 10 a request queued more than 5 s behind slow queries fails (500) instead of being measured.
  const handle = openScaleDatabase(target, 2 * options.connections + 2);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'connect-shipments-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0001',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000000',
    AUTH_RATE_LIMIT_MAX: '100000',
    TRACKING_RATE_LIMIT_MAX: '100000000',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    ...(target.kind === 'postgres' ? { DATABASE_URL: target.url } : {}),
  });
  const app = await buildApp({ config, database: handle, migrated: true, logger: false });
  const bare = Fastify({ logger: false });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const appUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const db = handle.db;

    // Parameters, computed once with SQL on this database.
    const [company] = await rowsOf<{ id: string }>(
      db,
      sql`select id::text as id from companies where code = ${bigCompanyCode}`,
    );
    if (!company) throw new Error(`${name}: no company ${bigCompanyCode}`);
    const companyIds = [company.id];
    const rowAt = async (position: number) => {
      const [row] = await rowsOf<{ bill_date: string; id: string }>(
        db,
        sql`select bill_date::text as bill_date, id::text as id from shipments
            where company_id = ${company.id} and deleted_at is null
            order by bill_date desc, id desc offset ${position} limit 1`,
      );
      if (!row) throw new Error(`${name}: the selected company has fewer than ${position + 1} shipments`);
      return { billDate: row.bill_date, id: row.id };
    };
    // Depth N: the page after the row at position N - 1, i.e. rows N … N + 19 (what pageNumber N / 20 + 1 shows).
    const keyset10k = await rowAt(10_000 - 1);
    const keyset250k = await rowAt(250_000 - 1);
    const [po] = await rowsOf<{ ref_value: string }>(
      db,
      sql`select r.ref_value from shipment_references r join shipments s on s.id = r.shipment_id
          where s.company_id = ${company.id} and r.ref_type = 'PO' order by r.ref_value limit 1 offset 5000`,
    );
    const poFragment = (po?.ref_value ?? 'PO5123').slice(0, 6); // e.g. 'PO4512' of PO451234
    const partyFragment = 'Huaxin'; // Shenzhen Huaxin Electronics Co., Ltd., a frequent shipper to US companies
    const [tracked] = await rowsOf<{ document_no: string }>(
      db,
      sql`select document_no from shipments where company_id <> ${company.id} order by id limit 1 offset 123456`,
    );
    const houseBill = tracked?.document_no ?? '';
    const countMatches = async (fragment: string) => {
      const [row] = await rowsOf<{ n: number | string }>(
        db,
        sql`select count(*) as n from shipments where company_id = ${company.id} and deleted_at is null
            and search_text like ${`%${fragment.toLowerCase()}%`}`,
      );
      return Number(row?.n ?? 0);
    };
    const [total] = await rowsOf<{ n: number | string }>(db, sql`select count(*) as n from shipments`);
    const [own] = await rowsOf<{ n: number | string }>(
      db,
      sql`select count(*) as n from shipments where company_id = ${company.id}`,
    );
    const parameters = {
      shipments: Number(total?.n ?? 0),
      selectedCompany: bigCompanyCode,
      selectedCompanyShipments: Number(own?.n ?? 0),
      cursor10k: `${keyset10k.billDate} ${keyset10k.id}`,
      cursor250k: `${keyset250k.billDate} ${keyset250k.id}`,
      poFragment,
      poFragmentSubstringMatches: await countMatches(poFragment),
      partyFragment,
      partyFragmentSubstringMatches: await countMatches(partyFragment),
      trackingHouseBill: houseBill,
    };
    log(`${name}: ${JSON.stringify(parameters)}`);

    const filter: ShipmentListFilter = { companyIds, filters: [], sort: [], modes: [] };
    const list = (page: { offset: number; keyset?: ShipmentKeyset }) => (on: Database) =>
      findShipmentsPage(on, filter, { offset: page.offset, limit: pageSize, keyset: page.keyset });
    const search = (keyword: string) => (on: Database) =>
      searchShipments(on, { companyIds, keyword, limit: searchLimit });
    const track = async (on: Database) => {
      const found = await findShipmentsByTrackingReference(on, houseBill, trackingLimit);
      const events = await findTimelineEvents(
        on,
        found.map((s) => s.id),
      );
      return { found, events };
    };
    const scenarios: Scenario[] = [
      { scenario: 'list, depth 0', request: '/api/shipments', signedIn: true, baseline: list({ offset: 0 }) },
      {
        scenario: 'list, depth 10,000 (cursor)',
        request: `/api/shipments?cursor=${encodeCursor(keyset10k)}`,
        signedIn: true,
        baseline: list({ offset: 0, keyset: keyset10k }),
      },
      {
        scenario: 'list, depth 250,000 (cursor)',
        request: `/api/shipments?cursor=${encodeCursor(keyset250k)}`,
        signedIn: true,
        baseline: list({ offset: 0, keyset: keyset250k }),
      },
      {
        scenario: 'list, depth 250,000 (offset)',
        request: `/api/shipments?pageNumber=${250_000 / pageSize + 1}`,
        signedIn: true,
        baseline: list({ offset: 250_000 }),
      },
      {
        scenario: `search '${poFragment}' (PO fragment)`,
        request: `/api/Shipment/globalSearch/${encodeURIComponent(poFragment)}`,
        signedIn: true,
        baseline: search(poFragment),
        explainLabel: 'search PO fragment',
      },
      {
        scenario: `search '${partyFragment}' (party name)`,
        request: `/api/Shipment/globalSearch/${encodeURIComponent(partyFragment)}`,
        signedIn: true,
        baseline: search(partyFragment),
        explainLabel: 'search party name',
      },
      {
        scenario: 'tracking, exact house bill',
        request: `/api/tracking/track?reference=${encodeURIComponent(houseBill)}`,
        signedIn: false,
        baseline: track,
      },
    ];
    scenarios.forEach((s, i) => bare.get(`/baseline/${i}`, async () => s.baseline(db)));
    await bare.listen({ port: 0, host: '127.0.0.1' });
    const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;

    const signIn = async () => {
      const response = await fetch(`${appUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: benchUserEmail, password: benchPassword }),
      });
      if (!response.ok) throw new Error(`${name}: sign-in answered ${response.status}: ${await response.text()}`);
      const { accessToken } = (await response.json()) as { accessToken: string };
      return { authorization: `Bearer ${accessToken}` };
    };

    // The same rows both ways: the app's page at a cursor starts where the offset page starts.
    const auth = await signIn();
    const firstId = async (request: string) => {
      const response = await fetch(appUrl + request, { headers: auth });
      if (!response.ok) throw new Error(`${name}: ${request} answered ${response.status}: ${await response.text()}`);
      const body = (await response.json()) as { items?: { id: string }[] } | { id: string }[];
      return (Array.isArray(body) ? body : (body.items ?? []))[0]?.id;
    };
    const [keysetFirst, offsetFirst] = [
      await firstId(scenarios[2]?.request ?? ''),
      await firstId(scenarios[3]?.request ?? ''),
    ];
    if (!keysetFirst || keysetFirst !== offsetFirst)
      throw new Error(
        `${name}: the cursor page at 250,000 starts at ${keysetFirst}, the offset page at ${offsetFirst}`,
      );
    const baselineFirst = ((await scenarios[2]?.baseline(db)) as { rows: { id: string }[] }).rows[0]?.id;
    if (baselineFirst !== keysetFirst) throw new Error(`${name}: the baseline's page differs from the app's`);

    const results: ScenarioResult[] = [];
    for (const [i, s] of scenarios.entries()) {
      log(`${name}: ${s.scenario}`);
      const settle = async () => {
        await settleDatabase(handle);
        if (handle.kind === 'postgres')
          await Promise.all(
            Array.from({ length: 2 * options.connections }, () => db.execute(sql`select pg_sleep(0.02)`)),
          );
      };
      await settle();
      const baseline = await measure(`${bareUrl}/baseline/${i}`, options, settle);
      const headers = s.signedIn ? await signIn() : {}; // access tokens live 10 minutes: a fresh one each time
      const ours = await measure(appUrl + s.request, { ...options, headers }, settle);
      results.push({
        scenario: s.scenario,
        request: s.request,
        baseline,
        ours,
        ratio: round(ours.rps / baseline.rps, 2),
      });
    }

    // Database time: EXPLAIN ANALYZE of every statement the scenarios run (searches: BENCH_EXPLAIN_RUNS runs).
    const explains: ExplainResult[] = [];
    // A search's database time: its statements' execution times added up run by run (it may run two).
    const searchTimes: { query: string; p50: number; p95: number; statements: number }[] = [];
    for (const s of scenarios) {
      const queries = await captureQueries(handle, s.baseline);
      const totals: number[] = [];
      for (const [q, query] of queries.entries()) {
        const label = `${s.explainLabel ?? s.scenario}${queries.length > 1 ? ` #${q + 1}` : ''}`;
        // Searches: BENCH_EXPLAIN_RUNS runs on PostgreSQL (the target), 5 on PGlite; everything else 3.
        const runs = s.explainLabel ? (name === 'postgres' ? options.explainRuns : 5) : 3;
        const { result, samples } = await explain(handle, label, query, runs);
        explains.push(result);
        samples.forEach((ms, i) => (totals[i] = (totals[i] ?? 0) + ms));
      }
      if (s.explainLabel) {
        const sorted = Float64Array.from(totals).sort();
        searchTimes.push({
          query: s.explainLabel,
          p50: round(percentile(sorted, 0.5), 2),
          p95: round(percentile(sorted, 0.95), 2),
          statements: queries.length,
        });
      }
    }

    const byName = (scenario: string) => results.find((r) => r.scenario === scenario);
    const depth0 = byName('list, depth 0');
    const depth250k = byName('list, depth 250,000 (cursor)');
    const targets: TargetResult[] = results.map((r) => ({
      target: `${r.scenario}: ours / baseline req/s ≥ 0.8`,
      value: r.ratio.toFixed(2),
      pass: r.ratio >= 0.8,
    }));
    if (depth0 && depth250k) {
      const factor = depth250k.ours.p95 / depth0.ours.p95;
      targets.push({
        target: 'list p95 at depth 250,000 (cursor) ≤ 1.5 × depth 0',
        value: `${depth250k.ours.p95} ms vs ${depth0.ours.p95} ms (${factor.toFixed(2)}×)`,
        pass: factor <= 1.5,
      });
    }
    if (name === 'postgres') {
      for (const e of searchTimes) {
        targets.push({
          target: `${e.query}: p95 database time ≤ 20 ms`,
          value: `${e.p95} ms (p50 ${e.p50} ms, ${e.statements} statement${e.statements > 1 ? 's' : ''})`,
          pass: e.p95 <= 20,
        });
      }
    }
    return { database: name, scale, parameters, scenarios: results, explains, targets };
  } finally {
    await bare.close();
    await app.close(); // closes the database too
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// --- the run ------------------------------------------------------------------------------------------------------

export async function runShipmentsBenchmark(
  options: { duration?: number; connections?: number; databases?: DatabaseName[]; log?: (line: string) => void } = {},
): Promise<ShipmentsBenchResult> {
  const duration = options.duration ?? Number(process.env.BENCH_SECONDS ?? 8);
  const connections = options.connections ?? Number(process.env.BENCH_CONNECTIONS ?? 20);
  const explainRuns = Number(process.env.BENCH_EXPLAIN_RUNS ?? 20);
  const minSamples = Number(process.env.BENCH_MIN_SAMPLES ?? 20);
  const log = options.log ?? ((line: string) => console.error(line));
  const databases =
    options.databases ??
    ((process.env.BENCH_SHIPMENTS_DATABASES ?? 'postgres,pglite').split(',').map((d) => d.trim()) as DatabaseName[]);
  const result: ShipmentsBenchResult = {
    at: new Date().toISOString(),
    duration,
    connections,
    pageSize,
    databases: [],
    skipped: [],
  };
  for (const name of databases) {
    const target: ScaleTarget =
      name === 'postgres'
        ? { kind: 'postgres', url: benchDatabaseUrl() }
        : { kind: 'embedded', dataDir: pgliteDataDir() };
    try {
      result.databases.push(await benchDatabase(name, target, { duration, connections, minSamples, explainRuns, log }));
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (name === 'postgres' && (code === 'ECONNREFUSED' || code === 'ENOTFOUND')) {
        log(`shipments: no PostgreSQL answers at ${benchDatabaseUrl()}: skipped (set BENCH_DATABASE_URL)`);
        result.skipped.push('postgres');
        continue;
      }
      throw error;
    }
  }
  return result;
}

/** Prints the tables, ratios, database times and targets the way run-benchmarks.ts does. */
export function reportShipmentsBenchmark(result: ShipmentsBenchResult): void {
  console.log(
    `shipments at scale: ${result.connections} connections, ${result.duration} s each, page of ${result.pageSize}, same machine, same run`,
  );
  for (const d of result.databases) {
    console.log(
      `\n${d.database}: ${d.parameters.shipments} shipments, ${d.parameters.selectedCompanyShipments} in ${d.parameters.selectedCompany}`,
    );
    console.table(
      d.scenarios.flatMap((s) => [
        { scenario: s.scenario, name: 'bare Fastify, same repository call', ...s.baseline },
        { scenario: s.scenario, name: 'Connect', ...s.ours },
      ]),
    );
    for (const s of d.scenarios) console.log(`${s.scenario}: ours / baseline requests per second = ${s.ratio}`);
    console.table(
      d.explains.map((e) => ({
        query: e.query,
        runs: e.runs,
        'execution p50 ms': e.executionMs.p50,
        'execution p95 ms': e.executionMs.p95,
        'planning ms': e.planningMs,
        rows: e.rows,
      })),
    );
    for (const t of d.targets) console.log(`${t.pass ? 'PASS' : 'FAIL'} ${t.target}: ${t.value}`);
  }
}

/** Adds the results to bench/results/latest.json, keeping what the other benchmarks wrote there. */
export function saveShipmentsBenchmark(result: ShipmentsBenchResult): void {
  const resultsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
  const file = path.join(resultsDir, 'latest.json');
  mkdirSync(resultsDir, { recursive: true });
  let existing: Record<string, unknown> = {};
  if (existsSync(file)) {
    try {
      existing = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    } catch {
      existing = {};
    }
  }
  writeFileSync(file, JSON.stringify({ ...existing, shipments: result }, null, 2));
}

export const shipmentsBenchFailed = (result: ShipmentsBenchResult) =>
  result.databases.some((d) => d.scenarios.some((s) => s.baseline.errors > 0 || s.ours.errors > 0));

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const result = await runShipmentsBenchmark();
  reportShipmentsBenchmark(result);
  saveShipmentsBenchmark(result);
  if (shipmentsBenchFailed(result)) {
    console.error('some requests failed: the numbers are not comparable');
    process.exit(1);
  }
}
