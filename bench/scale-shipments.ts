import { once } from 'node:events';
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { createDatabase, type Database, type DatabaseHandle } from '@connect/server/src/db/client';
import { prepareDatabase } from '@connect/server/src/db/prepare';
import { companies, memberships, users } from '@connect/server/src/db/schema/identity';
import { appSettings } from '@connect/server/src/db/schema/settings';
import {
  shipmentContainers,
  shipmentDocuments,
  shipmentEvents,
  shipmentNotes,
  shipmentReferences,
  shipments,
} from '@connect/server/src/db/schema/shipments';
import { createRandom, type Random } from '@connect/server/src/db/seed/random';
import {
  generateShipment,
  type GeneratedShipment,
  type ShipmentCompanyProfile,
} from '@connect/server/src/db/seed/shipment-generator';
import { hashPassword } from '@connect/server/src/modules/auth/auth.service';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { and, eq, getTableColumns, like } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

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
 */

export const benchUserEmail = 'bench.user@connect-bench.example';
export const benchPassword = 'Connect-Bench-2025';
export const bigCompanyCode = 'BENCH0001';
export const smallCompanyCode = 'BENCH0002';
export const defaultScaleRows = 1_000_000;

const companyCount = 200;
const bigShare = 0.3;
const historyDays = 1095; // three years
const housePrefix = 'BX';
const markerKey = 'bench_scale_shipments';
const dataVersion = 1;

const here = path.dirname(fileURLToPath(import.meta.url));
// bench/data/: ignored by git, Prettier and ESLint like the app's own data folder (the COPY files are 3 GB).
export const benchDataDir = path.join(here, 'data');

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

// --- progress on stderr -----------------------------------------------------------------------------------------

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const clock = (seconds: number) => {
  if (!Number.isFinite(seconds)) return '--:--';
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

export type Progress = { set: (done: number) => void; add: (n: number) => void; finish: () => number };

/** A progress bar on stderr (rows, rows/s, ETA); on a non-terminal a line every 10 s. Returns seconds taken. */
export function startProgress(label: string, total: number, unit = 'rows'): Progress {
  const began = performance.now();
  const tty = process.stderr.isTTY === true;
  let done = 0;
  let lastDraw = 0;
  const draw = (final: boolean) => {
    const now = performance.now();
    if (!final && now - lastDraw < (tty ? 200 : 10_000)) return;
    lastDraw = now;
    const seconds = (now - began) / 1000;
    const rate = seconds > 0 ? done / seconds : 0;
    const share = total > 0 ? Math.min(1, done / total) : 1;
    const width = 24;
    const bar = '#'.repeat(Math.round(share * width)).padEnd(width, '.');
    const eta = final ? `in ${clock(seconds)}` : `ETA ${clock(rate > 0 ? (total - done) / rate : Infinity)}`;
    const line = `${label.padEnd(22)} [${bar}] ${(share * 100).toFixed(1).padStart(5)}% ${fmt(done)}/${fmt(total)} ${unit} ${fmt(rate)} ${unit}/s ${eta}`;
    process.stderr.write(tty ? `\r${line}\u001b[K${final ? '\n' : ''}` : `${line}\n`);
  };
  return {
    set: (value) => {
      done = value;
      draw(false);
    },
    add: (n) => {
      done += n;
      draw(false);
    },
    finish: () => {
      done = Math.max(done, total);
      draw(true);
      return (performance.now() - began) / 1000;
    },
  };
}

async function timed<T>(label: string, run: () => Promise<T>, log: (line: string) => void): Promise<[T, number]> {
  const began = performance.now();
  const result = await run();
  const seconds = (performance.now() - began) / 1000;
  log(`${label}: ${seconds.toFixed(1)} s`);
  return [result, seconds];
}

// --- companies ----------------------------------------------------------------------------------------------------

export type BenchCompany = ShipmentCompanyProfile & {
  index: number;
  code: string;
  shipments: number;
  city: string;
  stateProvince: string;
  postalCode: string;
  streetAddress1: string;
};

const cities: Record<'US' | 'BR' | 'NL', { city: string; state: string; postal: string }[]> = {
  US: [
    { city: 'Dallas', state: 'TX', postal: '75235' },
    { city: 'Chicago', state: 'IL', postal: '60607' },
    { city: 'Atlanta', state: 'GA', postal: '30318' },
    { city: 'Newark', state: 'NJ', postal: '07114' },
    { city: 'Long Beach', state: 'CA', postal: '90802' },
    { city: 'Miami', state: 'FL', postal: '33166' },
    { city: 'Memphis', state: 'TN', postal: '38118' },
    { city: 'Seattle', state: 'WA', postal: '98108' },
  ],
  BR: [
    { city: 'São Paulo', state: 'SP', postal: '04543-011' },
    { city: 'Campinas', state: 'SP', postal: '13069-380' },
    { city: 'Curitiba', state: 'PR', postal: '81200-100' },
  ],
  NL: [
    { city: 'Rotterdam', state: 'ZH', postal: '3011 AA' },
    { city: 'Venlo', state: 'LI', postal: '5928 PH' },
    { city: 'Eindhoven', state: 'NB', postal: '5611 AZ' },
  ],
};
const nameFirst = [
  'Atlas',
  'Summit',
  'Harbor',
  'Keystone',
  'Pioneer',
  'Bluewater',
  'Redwood',
  'Granite',
  'Silverline',
  'Northstar',
  'Prairie',
  'Coastal',
  'Ironbridge',
  'Evergreen',
  'Meridian Park',
  'Lakeside',
  'Copperfield',
  'Westgate',
  'Horizon',
  'Crescent',
];
const nameTrade = [
  'Industrial Supply',
  'Components',
  'Medical Products',
  'Home Goods',
  'Outdoor Gear',
  'Auto Parts',
  'Foods',
  'Electronics',
  'Chemicals',
  'Apparel',
];
const suffixes: Record<'US' | 'BR' | 'NL', string[]> = {
  US: ['Inc.', 'LLC', 'Co.', 'Corp.'],
  BR: ['Ltda.', 'S.A.'],
  NL: ['B.V.', 'N.V.'],
};
const commodityGroups = [
  ['Printed circuit assemblies', 'Electronic connectors', 'Industrial sensors', 'Cable harnesses'],
  ['Surgical gloves', 'Disposable syringes', 'Diagnostic test kits', 'Wound dressings'],
  ['LCD monitors', 'Lithium-ion battery packs', 'Wireless routers', 'Smart home devices'],
  ['Camping tents', 'Hiking backpacks', 'Down jackets', 'Trekking poles'],
  ['Brake pads', 'Automotive filters', 'Suspension parts', 'Alternators'],
  ['Industrial solvents', 'Resin additives', 'Paint pigments', 'Adhesives'],
  ['Cotton T-shirts', 'Denim jeans', 'Knitted sweaters', 'Sports shoes'],
  ['Frozen shrimp', 'Canned tomatoes', 'Olive oil', 'Green coffee beans, 60 kg bags'],
];

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** A UUID (version 4 layout) from the deterministic generator, so every run makes the same ids. */
function uuidFrom(random: Random): string {
  const hex = () => random.int(0, 0xffff_ffff).toString(16).padStart(8, '0');
  const h = hex() + hex() + hex() + hex();
  const variant = ((parseInt(h[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The 200 bench companies, with ids and shipment counts (BENCH0001 holds 30 %). Deterministic. */
export function benchCompanies(rows: number): BenchCompany[] {
  const random = createRandom(20_251_201);
  const big = Math.round(rows * bigShare);
  const weights = Array.from({ length: companyCount - 1 }, () => 0.4 + random.next() * 1.2);
  const weightSum = weights.reduce((a, b) => a + b, 0);
  const others = weights.map((w) => Math.floor(((rows - big) * w) / weightSum));
  let left = rows - big - others.reduce((a, b) => a + b, 0);
  for (let i = 0; left > 0; i = (i + 1) % others.length, left -= 1) others[i] = (others[i] ?? 0) + 1;
  return Array.from({ length: companyCount }, (_, i) => {
    const index = i + 1;
    const country = index === 1 || index % 5 < 3 ? 'US' : index % 5 === 3 ? 'BR' : 'NL';
    const place = random.pick(cities[country]);
    const name = `${random.pick(nameFirst)} ${random.pick(nameTrade)} ${random.pick(suffixes[country])}`;
    const streetAddress1 = `${random.int(10, 9800)} ${random.pick(['Commerce', 'Industrial', 'Harbor', 'Market', 'Airport'])} ${random.pick(['Drive', 'Road', 'Way', 'Street'])}`;
    return {
      index,
      code: `BENCH${pad(index, 4)}`,
      companyId: uuidFrom(random),
      countryCode: country,
      name: index === 1 ? 'Atlas Industrial Supply Inc.' : name,
      address: [streetAddress1, place.city, place.state, place.postal, country].join(', '),
      streetAddress1,
      city: place.city,
      stateProvince: place.state,
      postalCode: place.postal,
      commodities: commodityGroups[random.int(0, commodityGroups.length - 1)] ?? ['General cargo'],
      hazardousShare: random.next() < 0.2 ? 0.2 : 0,
      shipments: index === 1 ? big : (others[i - 1] ?? 0),
    };
  });
}

// --- the COPY files -----------------------------------------------------------------------------------------------

type TableName =
  | 'shipments'
  | 'shipment_events'
  | 'shipment_references'
  | 'shipment_containers'
  | 'shipment_notes'
  | 'shipment_documents';

const tableOrder: TableName[] = [
  'shipments',
  'shipment_events',
  'shipment_references',
  'shipment_containers',
  'shipment_notes',
  'shipment_documents',
];
const drizzleTables: Record<TableName, PgTable> = {
  shipments,
  shipment_events: shipmentEvents,
  shipment_references: shipmentReferences,
  shipment_containers: shipmentContainers,
  shipment_notes: shipmentNotes,
  shipment_documents: shipmentDocuments,
};

type Manifest = {
  version: number;
  rows: number;
  generatedAt: string;
  seconds: number;
  parts: number;
  tables: Record<TableName, { files: string[]; columns: string[]; rows: number; bytes: number }>;
};

/** Database column names of `keys` (the generator's camelCase fields) in `table`; unknown keys are an error. */
function columnNames(table: TableName, keys: readonly string[]): string[] {
  const columns = getTableColumns(drizzleTables[table]) as Record<string, { name: string }>;
  return keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${table} has no column for the generator's field ${key}`);
    return column.name;
  });
}

const escapes: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const needsEscape = /[\\\t\n\r]/;
// The generator's times fall on whole hours: a few tens of thousands of distinct values, formatted once each.
const isoCache = new Map<number, string>();

/** One value in PostgreSQL's COPY text format. */
function cell(value: unknown): string {
  if (typeof value === 'string') {
    return needsEscape.test(value) ? value.replace(/[\\\t\n\r]/g, (c) => escapes[c] ?? c) : value;
  }
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (value instanceof Date) {
    const time = value.getTime();
    let text = isoCache.get(time);
    if (text === undefined) {
      text = value.toISOString();
      if (isoCache.size < 1_000_000) isoCache.set(time, text);
    }
    return text;
  }
  return cell(String(value));
}

function line(values: readonly unknown[]): string {
  let out = cell(values[0]);
  for (let i = 1; i < values.length; i += 1) out += `\t${cell(values[i])}`;
  return `${out}\n`;
}

export function scaleFilesDir(rows: number): string {
  return path.join(benchDataDir, `scale-${rows}`);
}

type PartitionTask = { rows: number; part: number; parts: number; dir: string; today: string };
type PartitionResult = {
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

function runPartition(task: PartitionTask, onProgress: (done: number) => void): Promise<PartitionResult> {
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

/** The manifest of complete files for `rows` shipments, if they are there. */
function readManifest(rows: number): Manifest | undefined {
  const file = path.join(scaleFilesDir(rows), 'manifest.json');
  if (!existsSync(file)) return undefined;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  return manifest.version === dataVersion && manifest.rows === rows ? manifest : undefined;
}

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

if (!isMainThread && (workerData as { scaleTask?: PartitionTask } | null)?.scaleTask) {
  const task = (workerData as { scaleTask: PartitionTask }).scaleTask;
  const port = parentPort;
  generatePartition(task, (progress) => port?.postMessage({ progress } satisfies WorkerMessage))
    .then((result) => port?.postMessage({ result } satisfies WorkerMessage))
    .catch((error: unknown) => port?.postMessage({ error: String(error) } satisfies WorkerMessage));
}

// --- loading a target ---------------------------------------------------------------------------------------------

type Loader = {
  exec: (text: string) => Promise<void>;
  rows: <T>(text: string) => Promise<T[]>;
  /** COPY a file of COPY text rows into `table`; `onBytes` reports bytes read. */
  copy: (table: string, columns: string[], file: string, onBytes: (bytes: number) => void) => Promise<void>;
  close: () => Promise<void>;
};

async function postgresLoader(url: string): Promise<Loader> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    exec: async (text) => {
      await client.query(text);
    },
    rows: async <T>(text: string) => (await client.query(text)).rows as T[],
    copy: async (table, columns, file, onBytes) => {
      const target = client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN WITH (FREEZE)`));
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          onBytes(chunk.length);
          done(null, chunk);
        },
      });
      await pipeline(createReadStream(file, { highWaterMark: 1 << 20 }), counter, target);
    },
    close: () => client.end(),
  };
}

async function pgliteLoader(dataDir: string): Promise<Loader> {
  // The same data folder layout as createDatabase({ kind: 'embedded', dataDir }).
  const client = new PGlite(path.join(dataDir, 'pgdata'), { extensions: { pg_trgm } });
  await client.waitReady;
  return {
    exec: async (text) => {
      await client.exec(text);
    },
    rows: async <T>(text: string) => (await client.query<T>(text)).rows,
    copy: async (table, columns, file, onBytes) => {
      // COPY FROM '/dev/blob' reads the query's blob: whole lines, 32 MB at a time.
      const text = `COPY ${table} (${columns.join(', ')}) FROM '/dev/blob' WITH (FREEZE)`;
      let rest = Buffer.alloc(0);
      for await (const chunk of createReadStream(file, { highWaterMark: 32 << 20 }) as AsyncIterable<Buffer>) {
        const data = rest.length > 0 ? Buffer.concat([rest, chunk]) : chunk;
        const end = data.lastIndexOf(0x0a) + 1;
        rest = Buffer.from(data.subarray(end));
        if (end > 0)
          await client.query(text, [], { blob: new Blob([data.subarray(0, end) as Uint8Array<ArrayBuffer>]) });
        onBytes(chunk.length);
      }
      if (rest.length > 0) await client.query(text, [], { blob: new Blob([rest]) });
    },
    close: () => client.close(),
  };
}

type Definition = { table: string; name: string; def: string };

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
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
async function loadFiles(
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
  const [, analyze] = await timed('analyze', () => loader.exec(`ANALYZE ${tableOrder.join(', ')}`), log);
  phases.analyze = analyze;
  return phases;
}

async function createPostgresDatabaseIfMissing(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${quoteIdent(name)}`);
  } finally {
    await client.end();
  }
}

/** The companies with their fixed ids, the bench user and its two memberships (idempotent). */
async function ensureBenchIdentities(db: Database, list: BenchCompany[]): Promise<void> {
  await db
    .insert(companies)
    .values(
      list.map((c) => ({
        id: c.companyId,
        code: c.code,
        name: c.name,
        streetAddress1: c.streetAddress1,
        city: c.city,
        stateProvince: c.stateProvince,
        postalCode: c.postalCode,
        countryCode: c.countryCode,
        email: `logistics@${c.code.toLowerCase()}.example`,
      })),
    )
    .onConflictDoNothing();
  const existing = await db
    .select({ id: companies.id, code: companies.code })
    .from(companies)
    .where(like(companies.code, 'BENCH%'));
  const idOf = new Map(existing.map((c) => [c.code, c.id]));
  const wrong = list.find((c) => idOf.get(c.code) !== c.companyId);
  if (wrong)
    throw new Error(`company ${wrong.code} exists with another id: drop the bench database or data folder and rerun`);
  const [big, small] = list;
  if (!big || !small) throw new Error('no bench companies');
  const [found] = await db.select({ id: users.id }).from(users).where(eq(users.email, benchUserEmail));
  let userId = found?.id;
  if (!userId) {
    const [row] = await db
      .insert(users)
      .values({
        email: benchUserEmail,
        displayName: 'Bench User',
        userType: 'CUSTOMER',
        status: 'active',
        passwordHash: await hashPassword(benchPassword),
        selectedCompanyId: big.companyId,
      })
      .returning({ id: users.id });
    userId = row?.id;
  }
  if (!userId) throw new Error('bench user was not created');
  await db.update(users).set({ selectedCompanyId: big.companyId, status: 'active' }).where(eq(users.id, userId));
  for (const company of [big, small]) {
    await db
      .insert(memberships)
      .values({ userId, companyId: company.companyId, permissions: ['shipment'] })
      .onConflictDoNothing();
    await db
      .update(memberships)
      .set({ permissions: ['shipment'] })
      .where(and(eq(memberships.userId, userId), eq(memberships.companyId, company.companyId)));
  }
}

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
