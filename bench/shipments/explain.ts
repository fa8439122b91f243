import { schema, type Database, type DatabaseHandle } from '@connect/server/src/db/client';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { percentile, round } from './load-test';
import { type DatabaseName, type ExplainResult } from './results';
import { type Scenario } from './scenarios';

/**
 * Database time of the scenarios: every statement they run, captured from Drizzle's logger and run again under
 * EXPLAIN ANALYZE, with its plan in short.
 */

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

export type SearchTime = { query: string; p50: number; p95: number; statements: number };

/** EXPLAIN ANALYZE of every statement `scenarios` run; for the searches also their database time as a whole. */
export async function explainScenarios(
  handle: DatabaseHandle,
  name: DatabaseName,
  scenarios: Scenario[],
  explainRuns: number,
): Promise<{ explains: ExplainResult[]; searchTimes: SearchTime[] }> {
  // Database time: EXPLAIN ANALYZE of every statement the scenarios run (searches: BENCH_EXPLAIN_RUNS runs).
  const explains: ExplainResult[] = [];
  // A search's database time: its statements' execution times added up run by run (it may run two).
  const searchTimes: SearchTime[] = [];
  for (const s of scenarios) {
    const queries = await captureQueries(handle, s.baseline);
    const totals: number[] = [];
    for (const [q, query] of queries.entries()) {
      const label = `${s.explainLabel ?? s.scenario}${queries.length > 1 ? ` #${q + 1}` : ''}`;
      // Searches: BENCH_EXPLAIN_RUNS runs on PostgreSQL (the target), 5 on PGlite; everything else 3.
      const runs = s.explainLabel ? (name === 'postgres' ? explainRuns : 5) : 3;
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
  return { explains, searchTimes };
}
