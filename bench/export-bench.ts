import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Readable, PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { csvExport, xlsxExport, type ExportColumn } from '@connect/server/src/lib/stream-export';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';

/**
 * Server exports: 100,000 shipment rows (10 columns, some text cells starting with '=', '+', '@' or '-', some
 * with commas and quotes) written as CSV and .xlsx through csvExport/xlsxExport, against baselines measured in
 * the same run that write the same rows with the library directly and without formula escaping:
 * - CSV: a plain streamed string join with RFC 4180 quoting, and papaparse `unparse` of the whole array;
 * - .xlsx: exceljs WorkbookWriter with the same options, values added as they are.
 * Each measurement runs in a fresh child process (so RSS and heap are its own), rows come from an async
 * generator in memory, the output goes to a byte-counting sink. Reports time, rows/s, peak RSS and heap growth
 * (process.memoryUsage sampled every 10 ms and every 1,000 rows) and ratios ours / baseline; no thresholds.
 */
export type ExportFormat = 'csv' | 'xlsx';
export type ExportImpl = 'ours' | 'baseline' | 'papaparse';
export type ExportMeasurement = {
  format: ExportFormat;
  impl: ExportImpl;
  rows: number;
  ms: number;
  rowsPerSecond: number;
  bytes: number;
  lines: number;
  escapedCells: number;
  peakRssMb: number;
  peakRssGrowthMb: number;
  peakHeapGrowthMb: number;
};
export type ExportScenario = {
  scenario: string;
  name: string;
  runs: number;
  ms: number;
  rowsPerSecond: number;
  bytes: number;
  peakRssGrowthMb: number;
  peakHeapGrowthMb: number;
};
export type ExportBenchResult = {
  rows: number;
  runs: number;
  scenarios: ExportScenario[];
  /** ours / baseline; null when the baseline's growth was too small to measure. */
  ratios: Record<string, { time: number | null; peakRssGrowth: number | null; peakHeapGrowth: number | null }>;
};

type ShipmentRow = {
  document_no: string;
  mode_code: string;
  event_description: string;
  shipper_name: string;
  consignee_name: string;
  departure: string;
  destination: string;
  etd: string;
  total_pieces: number;
  gross_weight: number;
};

const columns: ExportColumn<ShipmentRow>[] = [
  { field: 'document_no', title: 'House Bill' },
  { field: 'mode_code', title: 'Mode' },
  { field: 'event_description', title: 'Status' },
  { field: 'shipper_name', title: 'Shipper' },
  { field: 'consignee_name', title: 'Consignee' },
  { field: 'departure', title: 'Origin' },
  { field: 'destination', title: 'Destination' },
  { field: 'etd', title: 'ETD' },
  { field: 'total_pieces', title: 'Pieces' },
  { field: 'gross_weight', title: 'Gross Weight' },
];

const modes = ['AIR', 'OCEAN', 'TRUCK', 'RAIL'];
const statuses = ['Booked', 'Picked Up', 'Departed', 'Arrived', 'Delivered'];
const ports = ['DFW', 'CVG', 'VCP', 'GRU', 'LAX', 'HAM', 'SHA', 'RTM'];
const dangerous = ['=HYPERLINK("http://evil.example","click")', '+1-800-SHIPPER', '@SUM(A1:A9)', '-2+3'];

/** Deterministic shipment rows, produced one by one (memory stays flat unless the writer holds them). */
export async function* shipmentRows(count: number): AsyncGenerator<ShipmentRow> {
  for (let i = 0; i < count; i += 1) {
    if (i % 1000 === 0) {
      sample();
      await Promise.resolve();
    }
    yield {
      document_no: `HB-${100000 + i}`,
      mode_code: modes[i % modes.length] ?? 'AIR',
      event_description: statuses[i % statuses.length] ?? 'Booked',
      // Every 10th shipper starts with a formula character, so escaping has work to do.
      shipper_name: i % 10 === 0 ? (dangerous[(i / 10) % dangerous.length] ?? '=1') : `Lone Star Components ${i % 97}`,
      consignee_name: i % 7 === 0 ? `Meridian "Central", Warehouse ${i % 13}` : `Consignee ${i % 211}`,
      departure: ports[i % ports.length] ?? 'DFW',
      destination: ports[(i * 3 + 1) % ports.length] ?? 'GRU',
      etd: new Date(Date.UTC(2025, 0, 1 + (i % 365))).toISOString().slice(0, 10),
      total_pieces: (i % 40) + 1,
      gross_weight: Math.round(((i * 7919) % 100000) / 10) / 10,
    };
  }
}

// --- memory sampling -------------------------------------------------------------------------------------------
let peakRss = 0;
let peakHeap = 0;
function sample(): void {
  const usage = process.memoryUsage();
  if (usage.rss > peakRss) peakRss = usage.rss;
  if (usage.heapUsed > peakHeap) peakHeap = usage.heapUsed;
}

// --- the writers -----------------------------------------------------------------------------------------------
const rfcCell = (value: unknown): string => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

function baselineCsv(rows: AsyncIterable<ShipmentRow>): Readable {
  async function* lines() {
    yield `${columns.map((c) => rfcCell(c.title)).join(',')}\r\n`;
    for await (const row of rows) yield `${columns.map((c) => rfcCell(row[c.field])).join(',')}\r\n`;
  }
  return Readable.from(lines());
}

async function papaparseCsv(rows: AsyncIterable<ShipmentRow>): Promise<string> {
  const all: unknown[][] = [];
  for await (const row of rows) all.push(columns.map((c) => row[c.field]));
  sample();
  const text = Papa.unparse({ fields: columns.map((c) => c.title), data: all }, { newline: '\r\n' });
  sample();
  return text;
}

function baselineXlsx(rows: AsyncIterable<ShipmentRow>): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Report');
  sheet.columns = columns.map((c) => ({ header: c.title, key: c.field }));
  sheet.getRow(1).commit();
  void (async () => {
    for await (const row of rows) sheet.addRow(columns.map((c) => row[c.field])).commit();
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return output;
}

type SinkStats = { bytes: number; lines: number; escapedCells: number };

async function drain(stream: Readable, countCsv: boolean): Promise<SinkStats> {
  const stats: SinkStats = { bytes: 0, lines: 0, escapedCells: 0 };
  for await (const chunk of stream as AsyncIterable<string | Buffer>) {
    stats.bytes += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.length;
    if (countCsv && typeof chunk === 'string') {
      for (let i = chunk.indexOf('\n'); i >= 0; i = chunk.indexOf('\n', i + 1)) stats.lines += 1;
      if (/(^|,)"?'[=+@-]/.test(chunk)) stats.escapedCells += 1;
    }
  }
  return stats;
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** One measurement in this process (called in a child process by `runExportBenchmark`). */
export async function measureExport(format: ExportFormat, impl: ExportImpl, rows: number): Promise<ExportMeasurement> {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const start = process.memoryUsage();
  peakRss = start.rss;
  peakHeap = start.heapUsed;
  const timer = setInterval(sample, 10);
  const began = performance.now();
  let stats: SinkStats;
  try {
    const source = shipmentRows(rows);
    if (format === 'csv' && impl === 'papaparse') {
      const text = await papaparseCsv(source);
      stats = { bytes: Buffer.byteLength(text), lines: text.split('\n').length, escapedCells: 0 };
    } else if (format === 'csv') {
      stats = await drain(impl === 'ours' ? csvExport(columns, source) : baselineCsv(source), true);
    } else {
      stats = await drain(impl === 'ours' ? xlsxExport(columns, source) : baselineXlsx(source), false);
    }
  } finally {
    clearInterval(timer);
  }
  const ms = performance.now() - began;
  sample();
  return {
    format,
    impl,
    rows,
    ms: Math.round(ms),
    rowsPerSecond: Math.round(rows / (ms / 1000)),
    ...stats,
    peakRssMb: mb(peakRss),
    peakRssGrowthMb: mb(peakRss - start.rss),
    peakHeapGrowthMb: mb(peakHeap - start.heapUsed),
  };
}

// --- the run: one child process per measurement -----------------------------------------------------------------
const here = path.dirname(fileURLToPath(import.meta.url));
const thisFile = fileURLToPath(import.meta.url);

function measureInChild(format: ExportFormat, impl: ExportImpl, rows: number): Promise<ExportMeasurement> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', thisFile, '--measure', format, impl, String(rows)],
      { cwd: here, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const line = out.trim().split('\n').at(-1) ?? '';
      if (code !== 0 || !line.startsWith('{')) reject(new Error(`measurement ${format}/${impl} failed (${code})`));
      else resolve(JSON.parse(line) as ExportMeasurement);
    });
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const ratio = (a: number, b: number) => (b > 0 ? Number((a / b).toFixed(2)) : null);

const plans: { scenario: string; format: ExportFormat; impl: ExportImpl; name: string }[] = [
  { scenario: 'csv', format: 'csv', impl: 'baseline', name: 'baseline: streamed string join (RFC 4180, no escaping)' },
  { scenario: 'csv', format: 'csv', impl: 'papaparse', name: 'baseline: papaparse unparse (whole array)' },
  { scenario: 'csv', format: 'csv', impl: 'ours', name: 'ours: csvExport' },
  { scenario: 'xlsx', format: 'xlsx', impl: 'baseline', name: 'baseline: exceljs WorkbookWriter (no escaping)' },
  { scenario: 'xlsx', format: 'xlsx', impl: 'ours', name: 'ours: xlsxExport' },
];

export async function runExportBenchmark(
  options: { rows?: number; runs?: number; log?: (line: string) => void } = {},
): Promise<ExportBenchResult> {
  const rows = options.rows ?? 100_000;
  const runs = options.runs ?? 3;
  const measured = new Map<string, ExportMeasurement[]>();
  // Interleaved (baseline, ours, baseline, ours...) so drift on a shared machine hits both alike.
  for (let run = 0; run < runs; run += 1) {
    for (const plan of plans) {
      const result = await measureInChild(plan.format, plan.impl, rows);
      options.log?.(`run ${run + 1}/${runs} ${plan.scenario} ${plan.impl}: ${result.ms} ms`);
      if (plan.impl === 'ours' && plan.format === 'csv' && result.lines !== rows + 1) {
        throw new Error(`csvExport wrote ${result.lines} lines for ${rows} rows`);
      }
      if (plan.impl === 'ours' && plan.format === 'csv' && result.escapedCells === 0) {
        throw new Error('csvExport escaped no formula cell');
      }
      measured.set(plan.name, [...(measured.get(plan.name) ?? []), result]);
    }
  }
  const scenarios: ExportScenario[] = plans.map((plan) => {
    const results = measured.get(plan.name) ?? [];
    const ms = median(results.map((r) => r.ms));
    return {
      scenario: plan.scenario,
      name: plan.name,
      runs: results.length,
      ms,
      rowsPerSecond: Math.round(rows / (ms / 1000)),
      bytes: median(results.map((r) => r.bytes)),
      peakRssGrowthMb: median(results.map((r) => r.peakRssGrowthMb)),
      peakHeapGrowthMb: median(results.map((r) => r.peakHeapGrowthMb)),
    };
  });
  const find = (name: string) => scenarios.find((s) => s.name === name);
  const ratios: ExportBenchResult['ratios'] = {};
  const compare = (key: string, oursName: string, baselineName: string) => {
    const ours = find(oursName);
    const baseline = find(baselineName);
    if (!ours || !baseline) return;
    ratios[key] = {
      time: ratio(ours.ms, baseline.ms),
      peakRssGrowth: ratio(ours.peakRssGrowthMb, baseline.peakRssGrowthMb),
      peakHeapGrowth: ratio(ours.peakHeapGrowthMb, baseline.peakHeapGrowthMb),
    };
  };
  const [csvJoin, csvPapa, csvOurs, xlsxBase, xlsxOurs] = plans.map((p) => p.name);
  if (csvOurs && csvJoin) compare('csv vs string join', csvOurs, csvJoin);
  if (csvOurs && csvPapa) compare('csv vs papaparse', csvOurs, csvPapa);
  if (xlsxOurs && xlsxBase) compare('xlsx vs exceljs', xlsxOurs, xlsxBase);
  return { rows, runs, scenarios, ratios };
}

/** Prints the table and ratios the way run-benchmarks.ts does. */
export function reportExportBenchmark(result: ExportBenchResult): void {
  console.log(`exports: ${result.rows} rows, median of ${result.runs} runs, each in a fresh process, same machine`);
  console.table(result.scenarios);
  for (const [key, value] of Object.entries(result.ratios)) {
    console.log(
      `${key}: ours / baseline time = ${value.time}, peak RSS growth = ${value.peakRssGrowth}, peak heap growth = ${value.peakHeapGrowth}`,
    );
  }
}

/** Adds the export results to bench/results/latest.json, keeping what the other benchmarks wrote there. */
export function saveExportBenchmark(result: ExportBenchResult): void {
  const resultsDir = path.join(here, 'results');
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
  writeFileSync(file, JSON.stringify({ ...existing, exports: { at: new Date().toISOString(), ...result } }, null, 2));
}

if (process.argv[1] && thisFile === path.resolve(process.argv[1])) {
  const at = process.argv.indexOf('--measure');
  if (at >= 0) {
    const [format, impl, rows] = process.argv.slice(at + 1);
    const result = await measureExport(format as ExportFormat, impl as ExportImpl, Number(rows));
    console.log(JSON.stringify(result));
  } else {
    const result = await runExportBenchmark({
      rows: Number(process.env.BENCH_EXPORT_ROWS ?? 100_000),
      runs: Number(process.env.BENCH_EXPORT_RUNS ?? 3),
      log: (line) => console.log(line),
    });
    reportExportBenchmark(result);
    saveExportBenchmark(result);
  }
}
