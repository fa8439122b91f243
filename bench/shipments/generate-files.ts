import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { columnNames, type Manifest, readManifest, type TableName, tableOrder } from './copy-files';
import { type PartitionResult, runPartition } from './generate-worker';
import { fmt, startProgress } from './progress';
import { dataVersion, scaleFilesDir } from './scale-config';

/** The COPY files of the scale data, generated once in worker threads and described by their manifest. */

/**
 * Generates the COPY files once (skipped when the manifest is there), in BENCH_SCALE_PARTS worker threads (2 by
 * default, one per core here; the data depends on that number, not on the machine).
 */
export async function ensureScaleFiles(rows: number, log: (line: string) => void): Promise<Manifest> {
  const dir = scaleFilesDir(rows);
  const manifestFile = path.join(dir, 'manifest.json');
  const existing = readManifest(rows);
  if (existing) {
    log(`scale files: reusing ${dir} (generated ${existing.generatedAt} in ${existing.seconds.toFixed(1)} s)`);
    return existing;
  }
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const parts = Math.max(1, Number(process.env.BENCH_SCALE_PARTS ?? 2));
  const today = new Date().toISOString();
  const progress = startProgress('generate shipments', rows);
  const done = new Array<number>(parts).fill(0);
  const results = await Promise.all(
    Array.from({ length: parts }, (_, part) =>
      runPartition({ rows, part, parts, dir, today }, (value) => {
        done[part] = value;
        progress.set(done.reduce((a, b) => a + b, 0));
      }),
    ),
  );
  const seconds = progress.finish();
  const shipmentKeys = results[0]?.shipmentKeys ?? [];
  const columns: Record<TableName, string[]> = {
    shipments: columnNames('shipments', ['id', ...shipmentKeys]),
    shipment_events: columnNames('shipment_events', [
      'id',
      'shipmentId',
      'eventCode',
      'estimatedAt',
      'actualAt',
      'locationCode',
      'locationName',
      'description',
    ]),
    shipment_references: columnNames('shipment_references', ['shipmentId', 'refType', 'refValue']),
    shipment_containers: columnNames('shipment_containers', ['shipmentId', 'containerNo', 'containerType', 'sealNo']),
    shipment_notes: columnNames('shipment_notes', ['id', 'shipmentId', 'kind', 'body', 'author', 'createdAt']),
    shipment_documents: columnNames('shipment_documents', [
      'id',
      'shipmentId',
      'docType',
      'fileName',
      'enteredBy',
      'createdAt',
    ]),
  };
  const sum = (pick: (r: PartitionResult) => number) => results.reduce((a, r) => a + pick(r), 0);
  const manifest: Manifest = {
    version: dataVersion,
    rows,
    parts,
    generatedAt: new Date().toISOString(),
    seconds,
    tables: Object.fromEntries(
      tableOrder.map((t) => [
        t,
        {
          files: results.map((_, part) => `${t}.${part}.tsv`),
          columns: columns[t],
          rows: sum((r) => r.counts[t]),
          bytes: sum((r) => r.bytes[t]),
        },
      ]),
    ) as Manifest['tables'],
  };
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  log(
    `scale files: ${tableOrder.map((t) => `${t} ${fmt(manifest.tables[t].rows)}`).join(', ')} ` +
      `generated in ${seconds.toFixed(1)} s (${parts} worker threads)`,
  );
  return manifest;
}
