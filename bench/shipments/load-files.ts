import path from 'node:path';
import { type Manifest, tableOrder } from './copy-files';
import { startProgress, timed } from './progress';
import { dataVersion, markerKey, type ScaleTarget, scaleFilesDir } from './scale-config';

/**
 * Loading the COPY files into a target through a `Loader` (PostgreSQL or PGlite): one transaction that drops the
 * shipment tables' keys, indexes and foreign keys, copies the files and recreates them from their own definitions.
 */

export type Loader = {
  exec: (text: string) => Promise<void>;
  rows: <T>(text: string) => Promise<T[]>;
  /** COPY a file of COPY text rows into `table`; `onBytes` reports bytes read. */
  copy: (table: string, columns: string[], file: string, onBytes: (bytes: number) => void) => Promise<void>;
  close: () => Promise<void>;
};

type Definition = { table: string; name: string; def: string };

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
const tableList = tableOrder.map((t) => `'${t}'`).join(', ');

/** Primary keys, unique constraints, foreign keys (to and from) and plain indexes of the shipment tables. */
async function readDefinitions(loader: Loader) {
  const keys = await loader.rows<Definition>(`
    select c.conrelid::regclass::text as "table", c.conname as name, pg_get_constraintdef(c.oid) as def
    from pg_constraint c join pg_class t on t.oid = c.conrelid
    where t.relnamespace = 'public'::regnamespace and t.relname in (${tableList}) and c.contype in ('p', 'u')
    order by c.contype, c.conname`);
  const foreignKeys = await loader.rows<Definition>(`
    select c.conrelid::regclass::text as "table", c.conname as name, pg_get_constraintdef(c.oid) as def
    from pg_constraint c join pg_class t on t.oid = c.conrelid join pg_class r on r.oid = c.confrelid
    where c.contype = 'f' and ((t.relnamespace = 'public'::regnamespace and t.relname in (${tableList}))
      or (r.relnamespace = 'public'::regnamespace and r.relname in (${tableList})))
    order by c.conname`);
  const indexes = await loader.rows<Definition>(`
    select t.relname as "table", i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def
    from pg_index i join pg_class t on t.oid = i.indrelid
    where t.relnamespace = 'public'::regnamespace and t.relname in (${tableList})
      and not exists (select 1 from pg_constraint c
                      where c.conindid = i.indexrelid and c.conrelid = i.indrelid and c.contype in ('p', 'u', 'x'))
    order by i.indexrelid::regclass::text`);
  return { keys, foreignKeys, indexes };
}

/**
 * One transaction: truncate, drop keys/indexes/foreign keys, COPY … FREEZE every file, recreate them, write the
 * marker. A failure leaves the database as it was. Returns seconds per phase.
 */
export async function loadFiles(
  loader: Loader,
  kind: ScaleTarget['kind'],
  manifest: Manifest,
  log: (line: string) => void,
): Promise<Record<string, number>> {
  const phases: Record<string, number> = {};
  const dir = scaleFilesDir(manifest.rows);
  const began = performance.now();
  await loader.exec('BEGIN');
  try {
    await loader.exec(
      kind === 'postgres'
        ? "SET LOCAL maintenance_work_mem = '1GB'; SET LOCAL max_parallel_maintenance_workers = 2"
        : "SET LOCAL maintenance_work_mem = '256MB'",
    );
    await loader.exec(`TRUNCATE ${tableOrder.join(', ')} CASCADE`);
    const defs = await readDefinitions(loader);
    for (const d of defs.foreignKeys) await loader.exec(`ALTER TABLE ${d.table} DROP CONSTRAINT ${quoteIdent(d.name)}`);
    for (const d of defs.keys) await loader.exec(`ALTER TABLE ${d.table} DROP CONSTRAINT ${quoteIdent(d.name)}`);
    for (const d of defs.indexes) await loader.exec(`DROP INDEX ${d.name}`);
    log(`dropped ${defs.keys.length} keys, ${defs.indexes.length} indexes, ${defs.foreignKeys.length} foreign keys`);
    for (const table of tableOrder) {
      const info = manifest.tables[table];
      const progress = startProgress(`copy ${table}`, info.rows);
      let bytes = 0;
      for (const file of info.files) {
        await loader.copy(table, info.columns, path.join(dir, file), (n) => {
          bytes += n;
          progress.set(Math.floor((info.rows * bytes) / Math.max(1, info.bytes)));
        });
      }
      phases[`copy ${table}`] = progress.finish();
    }
    const rebuild = async (label: string, list: Definition[], statement: (d: Definition) => string) => {
      const progress = startProgress(label, list.length, 'items');
      for (const d of list) {
        const start = performance.now();
        await loader.exec(statement(d));
        phases[`${label} ${d.name}`] = (performance.now() - start) / 1000;
        progress.add(1);
      }
      phases[label] = progress.finish();
    };
    await rebuild(
      'primary/unique keys',
      defs.keys,
      (d) => `ALTER TABLE ${d.table} ADD CONSTRAINT ${quoteIdent(d.name)} ${d.def}`,
    );
    await rebuild('indexes', defs.indexes, (d) => d.def);
    await rebuild(
      'foreign keys',
      defs.foreignKeys,
      (d) => `ALTER TABLE ${d.table} ADD CONSTRAINT ${quoteIdent(d.name)} ${d.def}`,
    );
    // The global search's dictionary of party names (migration 0009 fills it for shipments already there).
    await timed(
      'party names',
      () =>
        loader.exec(`
          INSERT INTO shipment_party_names (company_id, name_key)
          SELECT DISTINCT company_id, lower(btrim(shipper_name)) FROM shipments WHERE btrim(shipper_name) <> ''
          UNION SELECT DISTINCT company_id, lower(btrim(consignee_name)) FROM shipments WHERE btrim(consignee_name) <> ''
          ON CONFLICT DO NOTHING`),
      log,
    );
    const marker = {
      version: dataVersion,
      rows: manifest.rows,
      generatedAt: manifest.generatedAt,
      loadedAt: new Date().toISOString(),
      loadSeconds: Math.round((performance.now() - began) / 100) / 10,
    };
    await loader.exec(
      `INSERT INTO app_settings (key, value) VALUES ('${markerKey}', '${JSON.stringify(marker)}'::jsonb)
       ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()`,
    );
    const [, commit] = await timed('commit', () => loader.exec('COMMIT'), log);
    phases.commit = commit;
  } catch (error) {
    await loader.exec('ROLLBACK').catch(() => undefined);
    throw error;
  }
  const [, analyze] = await timed(
    'analyze',
    () => loader.exec(`ANALYZE ${[...tableOrder, 'shipment_party_names'].join(', ')}`),
    log,
  );
  phases.analyze = analyze;
  return phases;
}
