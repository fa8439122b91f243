import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchDatabase } from './shipments/bench-database';
import { reportShipmentsBenchmark, saveShipmentsBenchmark, shipmentsBenchFailed } from './shipments/report';
import { type DatabaseName, type ShipmentsBenchResult } from './shipments/results';
import { benchDatabaseUrl, pgliteDataDir, type ScaleTarget } from './shipments/scale-config';
import { pageSize } from './shipments/scenarios';

/**
 * Shipments at scale: 1,000,000 shipments over 200 companies (scale-shipments.ts), the signed-in bench user's
 * selected company (BENCH0001) holding 300,000 of them, on PostgreSQL and on PGlite. Each scenario calls the real
 * app (buildApp: auth, rate limiter, zod validation and serialization, service, repository) and, in the same run
 * on the same database, a bare Fastify route calling the same repository function(s) with the same arguments:
 * - GET /api/shipments (default order, page of 20): depth 0 with its count (the grid's first page) and without,
 *   depth 10,000 and 250,000 through `cursor` without recounting (as the grid pages on), and the deepest offset
 *   page still allowed (row 9,980; deeper offset pages answer 400, checked before measuring);
 * - GET /api/Shipment/globalSearch/{keyword} by a fragment of a PO number and by part of a party name;
 * - GET /api/tracking/track?reference=&party= (public) by an exact house bill and its shipper's name.
 * BENCH_CONNECTIONS clients for BENCH_SECONDS per side (a scenario too slow for BENCH_MIN_SAMPLES answers in that
 * time is measured as exactly that many requests). Reports p50/p95/p99 (every response's time), answers per
 * second and ours / baseline, the database time of every statement (EXPLAIN ANALYZE; the searches over
 * BENCH_EXPLAIN_RUNS runs on PostgreSQL) with its plan, and compares
 * with the targets (ratio ≥ 0.8; list p95 at depth 250,000 ≤ 1.5 × depth 0, both without count; search p95 ≤ 20 ms database time on
 * PostgreSQL) as pass/fail. Nothing is asserted.
 *
 * This file is the entry point; the parts are in shipments/: scenarios.ts, load-test.ts (autocannon), explain.ts,
 * bench-database.ts (one database), results.ts and report.ts.
 */

export type {
  DatabaseName,
  DatabaseResult,
  ExplainResult,
  Measurement,
  ScenarioResult,
  ShipmentsBenchResult,
  TargetResult,
} from './shipments/results';
export { reportShipmentsBenchmark, saveShipmentsBenchmark, shipmentsBenchFailed };

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

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const result = await runShipmentsBenchmark();
  reportShipmentsBenchmark(result);
  saveShipmentsBenchmark(result);
  if (shipmentsBenchFailed(result)) {
    console.error('some requests failed: the numbers are not comparable');
    process.exit(1);
  }
}
