import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type SearchTime } from './explain';
import { type DatabaseName, type ScenarioResult, type ShipmentsBenchResult, type TargetResult } from './results';

/** The shipments benchmark's targets (pass/fail), its printed report and its entry in bench/results/latest.json. */

/** The targets: ours / baseline ≥ 0.8 per scenario, list p95 at depth 250,000, search database time on PostgreSQL. */
export function benchTargets(name: DatabaseName, results: ScenarioResult[], searchTimes: SearchTime[]): TargetResult[] {
  const byName = (scenario: string) => results.find((r) => r.scenario === scenario);
  const depth0 = byName('list, depth 0 (no count)');
  const depth250k = byName('list, depth 250,000 (cursor)');
  const targets: TargetResult[] = results.map((r) => ({
    target: `${r.scenario}: ours / baseline req/s ≥ 0.8`,
    value: r.ratio.toFixed(2),
    pass: r.ratio >= 0.8,
  }));
  if (depth0 && depth250k) {
    const factor = depth250k.ours.p95 / depth0.ours.p95;
    targets.push({
      target: 'list p95 at depth 250,000 (cursor) ≤ 1.5 × depth 0 (both without count)',
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
  return targets;
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
  const resultsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'results');
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
