import { type ScaleReport } from './scale-data';

/** The shape of the shipments benchmark's results, as reported and saved to bench/results/latest.json. */

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
