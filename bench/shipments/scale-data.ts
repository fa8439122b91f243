import { createDatabase, type DatabaseHandle } from '@connect/server/src/db/client';
import { prepareDatabase } from '@connect/server/src/db/prepare';
import { appSettings } from '@connect/server/src/db/schema/settings';
import { eq } from 'drizzle-orm';
import { ensureBenchIdentities } from './bench-identities';
import { benchCompanies } from './companies';
import { type Manifest, readManifest } from './copy-files';
import { ensureScaleFiles } from './generate-files';
import { loadFiles } from './load-files';
import { pgliteLoader } from './load-pglite';
import { createPostgresDatabaseIfMissing, postgresLoader } from './load-postgres';
import { clock, fmt, timed } from './progress';
import { dataVersion, markerKey, type ScaleTarget, scaleRows } from './scale-config';

/** Making sure a target (PostgreSQL or PGlite) holds the scale data, and opening it the way the app does. */

export function openScaleDatabase(target: ScaleTarget, poolSize?: number): DatabaseHandle {
  return target.kind === 'postgres'
    ? createDatabase({ kind: 'postgres', url: target.url, ...(poolSize ? { poolSize } : {}) })
    : createDatabase({ kind: 'embedded', dataDir: target.dataDir });
}

export const targetName = (target: ScaleTarget) => (target.kind === 'postgres' ? 'postgres' : 'pglite');

export type ScaleReport = {
  target: 'postgres' | 'pglite';
  rows: number;
  skipped: boolean;
  /** Seconds: total, and per phase (generating the files is counted where it happened). */
  seconds: number;
  phases: Record<string, number>;
  marker?: unknown;
};

/** Makes sure `target` holds the scale data (generating the files first when needed). Idempotent. */
export async function ensureScaleData(
  target: ScaleTarget,
  options: { rows?: number; log?: (line: string) => void } = {},
): Promise<ScaleReport> {
  const rows = options.rows ?? scaleRows();
  const log = options.log ?? ((text: string) => console.error(text));
  const name = targetName(target);
  const began = performance.now();
  const phases: Record<string, number> = {};
  if (target.kind === 'postgres') await createPostgresDatabaseIfMissing(target.url);
  const handle = openScaleDatabase(target, 2);
  let manifest: Manifest;
  try {
    const [, prepare] = await timed(`${name}: migrate`, () => prepareDatabase(handle, { seedDemo: false }), log);
    phases.migrate = prepare;
    const [marker] = await handle.db.select().from(appSettings).where(eq(appSettings.key, markerKey));
    const value = marker?.value as { version?: number; rows?: number; generatedAt?: string } | undefined;
    // Loaded, and from the files there now (if any), so that both targets hold the same rows.
    const files = readManifest(rows);
    if (value?.version === dataVersion && value.rows === rows && (!files || files.generatedAt === value.generatedAt)) {
      log(`${name}: ${fmt(rows)} shipments already loaded (${JSON.stringify(value)}), skipping`);
      return { target: name, rows, skipped: true, seconds: (performance.now() - began) / 1000, phases, marker: value };
    }
    const generateStart = performance.now();
    manifest = await ensureScaleFiles(rows, log);
    phases['generate files'] = (performance.now() - generateStart) / 1000;
    await ensureBenchIdentities(handle.db, benchCompanies(rows));
  } finally {
    await handle.close();
  }
  const loader = target.kind === 'postgres' ? await postgresLoader(target.url) : await pgliteLoader(target.dataDir);
  try {
    Object.assign(phases, await loadFiles(loader, target.kind, manifest, (text) => log(`${name}: ${text}`)));
  } finally {
    await loader.close();
  }
  const seconds = (performance.now() - began) / 1000;
  log(`${name}: ${fmt(rows)} shipments ready in ${clock(seconds)} (${seconds.toFixed(0)} s)`);
  return { target: name, rows, skipped: false, seconds, phases };
}
