import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Settings of the scale data (see scale-shipments.ts): the bench user and companies, the row count, and where the
 * data lives (PostgreSQL database, PGlite data folder, the COPY files under bench/data/).
 */

export const benchUserEmail = 'bench.user@connect-bench.example';
export const benchPassword = 'Connect-Bench-2025';
export const bigCompanyCode = 'BENCH0001';
export const smallCompanyCode = 'BENCH0002';
export const defaultScaleRows = 1_000_000;

export const companyCount = 200;
export const bigShare = 0.3;
export const historyDays = 1095; // three years
export const housePrefix = 'BX';
export const markerKey = 'bench_scale_shipments';
export const dataVersion = 1;

const here = path.dirname(fileURLToPath(import.meta.url));
// bench/data/: ignored by git, Prettier and ESLint like the app's own data folder (the COPY files are 3 GB).
export const benchDataDir = path.join(here, '..', 'data');

export type ScaleTarget = { kind: 'postgres'; url: string } | { kind: 'embedded'; dataDir: string };

export function scaleRows(): number {
  return Number(process.env.BENCH_SCALE_ROWS ?? defaultScaleRows);
}

export function benchDatabaseUrl(): string {
  return process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/connect_bench';
}

export function pgliteDataDir(rows = scaleRows()): string {
  return path.join(benchDataDir, `pglite-${rows}`);
}

export function scaleFilesDir(rows: number): string {
  return path.join(benchDataDir, `scale-${rows}`);
}
