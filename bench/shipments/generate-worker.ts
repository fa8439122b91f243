import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { createRandom } from '@connect/server/src/db/seed/random';
import { generateShipment, type GeneratedShipment } from '@connect/server/src/db/seed/shipment-generator';
import { benchCompanies, type BenchCompany, uuidFrom } from './companies';
import { line, type TableName, tableOrder } from './copy-files';
import { historyDays, housePrefix } from './scale-config';

/**
 * Generating one slice of the shipments into COPY files, in a worker thread: `runPartition` starts a worker on
 * this file, which writes its slice and reports progress and counts back.
 */

export type PartitionTask = { rows: number; part: number; parts: number; dir: string; today: string };
export type PartitionResult = {
  counts: Record<TableName, number>;
  bytes: Record<TableName, number>;
  shipmentKeys: string[];
};
type WorkerMessage = { progress: number } | { result: PartitionResult } | { error: string };

/**
 * Booking order of all shipments: shipment i of a company of n sits at i/n of the history; sorting these keys
 * (position in the upper bits, company index in the low byte) interleaves the companies as shipments arrive.
 */
function bookingOrder(list: readonly BenchCompany[], rows: number): Float64Array {
  const keys = new Float64Array(rows);
  let k = 0;
  for (const company of list) {
    for (let i = 1; i <= company.shipments; i += 1) {
      keys[k++] = Math.floor((i / company.shipments) * 2 ** 32) * 256 + company.index;
    }
  }
  return keys.sort();
}

/** Writes one slice of the booking order (its own seeds) as `<table>.<part>.tsv`. Runs in a worker thread. */
async function generatePartition(task: PartitionTask, report: (done: number) => void): Promise<PartitionResult> {
  const list = benchCompanies(task.rows);
  const byIndex = new Map(list.map((c) => [c.index, c]));
  const keys = bookingOrder(list, task.rows);
  const start = Math.floor((task.rows * task.part) / task.parts);
  const end = Math.floor((task.rows * (task.part + 1)) / task.parts);
  const nextIndex = new Map<number, number>();
  for (let n = 0; n < start; n += 1) {
    const companyIndex = (keys[n] ?? 0) % 256;
    nextIndex.set(companyIndex, (nextIndex.get(companyIndex) ?? 0) + 1);
  }
  const random = createRandom(20_251_123 + task.part);
  const idRandom = createRandom(77_000_001 + task.part);
  const today = new Date(task.today);
  const streams = Object.fromEntries(
    tableOrder.map((t) => [
      t,
      createWriteStream(path.join(task.dir, `${t}.${task.part}.tsv`), { highWaterMark: 1 << 20 }),
    ]),
  ) as Record<TableName, ReturnType<typeof createWriteStream>>;
  const counts = Object.fromEntries(tableOrder.map((t) => [t, 0])) as Record<TableName, number>;
  const buffers = Object.fromEntries(tableOrder.map((t) => [t, [] as string[]])) as Record<TableName, string[]>;
  let shipmentKeys: string[] | undefined;
  const add = (table: TableName, values: readonly unknown[]) => {
    buffers[table].push(line(values));
    counts[table] += 1;
  };
  const flush = async () => {
    for (const table of tableOrder) {
      if (buffers[table].length === 0) continue;
      const ok = streams[table].write(buffers[table].join(''));
      buffers[table] = [];
      if (!ok) await once(streams[table], 'drain');
    }
  };
  for (let n = start; n < end; n += 1) {
    const companyIndex = (keys[n] ?? 0) % 256;
    const company = byIndex.get(companyIndex);
    if (!company) throw new Error(`no company ${companyIndex}`);
    const index = (nextIndex.get(companyIndex) ?? 0) + 1;
    nextIndex.set(companyIndex, index);
    const ageDays = Math.floor(historyDays * (1 - index / company.shipments) ** 1.15);
    const g: GeneratedShipment = generateShipment(random, {
      company,
      companyIndex,
      index,
      today,
      ageDays,
      prefix: housePrefix,
    });
    const id = uuidFrom(idRandom);
    shipmentKeys ??= Object.keys(g.shipment);
    add('shipments', [id, ...shipmentKeys.map((f) => g.shipment[f])]);
    for (const e of g.events) {
      add('shipment_events', [
        uuidFrom(idRandom),
        id,
        e.eventCode,
        e.estimatedAt,
        e.actualAt,
        e.locationCode,
        e.locationName,
        e.description,
      ]);
    }
    for (const r of g.references) add('shipment_references', [id, r.refType, r.refValue]);
    // The generator may (rarely) draw the same container twice; the key is (shipment, container).
    const seen = new Set<string>();
    for (const c of g.containers) {
      if (seen.has(c.containerNo)) continue;
      seen.add(c.containerNo);
      add('shipment_containers', [id, c.containerNo, c.containerType, c.sealNo]);
    }
    for (const note of g.notes) {
      add('shipment_notes', [uuidFrom(idRandom), id, note.kind, note.body, note.author, note.createdAt]);
    }
    for (const d of g.documents) {
      add('shipment_documents', [uuidFrom(idRandom), id, d.docType, d.fileName, d.enteredBy, d.createdAt]);
    }
    if ((n - start) % 1000 === 999) {
      await flush();
      report(n - start + 1);
    }
  }
  await flush();
  await Promise.all(
    tableOrder.map(
      (t) => new Promise<void>((resolve, reject) => streams[t].end((e?: Error | null) => (e ? reject(e) : resolve()))),
    ),
  );
  report(end - start);
  const bytes = Object.fromEntries(tableOrder.map((t) => [t, streams[t].bytesWritten])) as Record<TableName, number>;
  return { counts, bytes, shipmentKeys: shipmentKeys ?? [] };
}

export function runPartition(task: PartitionTask, onProgress: (done: number) => void): Promise<PartitionResult> {
  return new Promise((resolve, reject) => {
    // A worker does not inherit tsx's loader: it loads this file through tsx's API.
    const bootstrap = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => tsx.tsImport(${JSON.stringify(import.meta.url)}, ${JSON.stringify(import.meta.url)}))`;
    const worker = new Worker(bootstrap, {
      eval: true,
      workerData: { scaleTask: task },
      // A large young generation: the generator makes many short-lived objects.
      resourceLimits: { maxYoungGenerationSizeMb: 256 },
    });
    worker.on('message', (message: WorkerMessage) => {
      if ('progress' in message) onProgress(message.progress);
      else if ('result' in message) resolve(message.result);
      else reject(new Error(message.error));
    });
    worker.on('error', reject);
    worker.on('exit', (code) => (code === 0 ? undefined : reject(new Error(`generator worker exited with ${code}`))));
  });
}

// The worker side: started by runPartition with a task in workerData.
if (!isMainThread && (workerData as { scaleTask?: PartitionTask } | null)?.scaleTask) {
  const task = (workerData as { scaleTask: PartitionTask }).scaleTask;
  const port = parentPort;
  generatePartition(task, (progress) => port?.postMessage({ progress } satisfies WorkerMessage))
    .then((result) => port?.postMessage({ result } satisfies WorkerMessage))
    .catch((error: unknown) => port?.postMessage({ error: String(error) } satisfies WorkerMessage));
}
