import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread } from 'node:worker_threads';
import { ensureScaleData } from './shipments/scale-data';
import { fmt } from './shipments/progress';
import { benchDatabaseUrl, pgliteDataDir, type ScaleTarget } from './shipments/scale-config';

/**
 * Scale data for the shipment benchmarks: 1,000,000 shipments (with their events, references, containers, notes
 * and documents, as `generateShipment` makes them for the demo) over 200 companies BENCH0001…BENCH0200, of which
 * BENCH0001 holds 30 %, plus a bench user (shipment permission in BENCH0001, selected, and in BENCH0002).
 *
 * 1. The rows are generated once (fixed seeds: the same rows for the same day and BENCH_SCALE_PARTS; shipments of
 *    all companies interleaved in booking order, as they arrive) into PostgreSQL COPY text files under
 *    bench/data/scale-<rows>/, in BENCH_SCALE_PARTS worker threads (2).
 * 2. Each target (a dedicated PostgreSQL database, `connect_bench` or BENCH_DATABASE_URL, and a PGlite data folder
 *    under bench/data/) is migrated, gets the companies and the user, and is loaded from the files in one
 *    transaction: truncate, drop the shipment tables' keys, indexes and foreign keys, COPY … FREEZE, recreate them
 *    from their own definitions, write a marker row; then ANALYZE. A rerun finds the marker and skips.
 *
 * `npm run scale:shipments -- --target=postgres|pglite|both` (default both); BENCH_SCALE_ROWS changes the count.
 *
 * This file is the entry point; the parts are in shipments/: scale-config.ts, companies.ts, copy-files.ts,
 * generate-worker.ts and generate-files.ts (step 1), load-files.ts with load-postgres.ts and load-pglite.ts,
 * bench-identities.ts and scale-data.ts (step 2).
 */

export {
  benchDatabaseUrl,
  benchDataDir,
  benchPassword,
  benchUserEmail,
  bigCompanyCode,
  defaultScaleRows,
  pgliteDataDir,
  scaleFilesDir,
  scaleRows,
  smallCompanyCode,
  type ScaleTarget,
} from './shipments/scale-config';
export { startProgress, type Progress } from './shipments/progress';
export { benchCompanies, type BenchCompany } from './shipments/companies';
export { ensureScaleFiles } from './shipments/generate-files';
export { ensureScaleData, openScaleDatabase, targetName, type ScaleReport } from './shipments/scale-data';

if (isMainThread && process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const which = process.argv.find((a) => a.startsWith('--target='))?.slice('--target='.length) ?? 'both';
  if (!['postgres', 'pglite', 'both'].includes(which)) throw new Error('--target takes postgres, pglite or both');
  const targets: ScaleTarget[] = [];
  if (which !== 'pglite') targets.push({ kind: 'postgres', url: benchDatabaseUrl() });
  if (which !== 'postgres') targets.push({ kind: 'embedded', dataDir: pgliteDataDir() });
  for (const target of targets) {
    const report = await ensureScaleData(target);
    const top = Object.entries(report.phases)
      .filter(([key]) => !key.includes(' shipment') || key.startsWith('copy'))
      .map(([key, value]) => `${key} ${value.toFixed(1)} s`)
      .join(', ');
    console.log(
      `${report.target}: ${fmt(report.rows)} shipments ${report.skipped ? 'already there' : 'loaded'} in ${report.seconds.toFixed(1)} s` +
        (report.skipped ? '' : ` (${top})`),
    );
  }
}
