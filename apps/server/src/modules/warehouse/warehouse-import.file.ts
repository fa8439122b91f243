import { Readable } from 'node:stream';
import {
  orderImportMaxBytes,
  orderImportMaxRows,
  orderImportMaxUnpackedBytes,
} from '@connect/contracts/warehouse/warehouse-import.schemas';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { AppError } from '../../errors/app-error';
import { checkUpload } from '../../lib/file-check';

/**
 * Reading an order import file (decision 059). The kind comes from the bytes (lib/file-check: real UTF-8 text for
 * CSV, a real OOXML spreadsheet zip for .xlsx; a renamed binary is refused), within a size limit, a row limit and,
 * for .xlsx, a limit on what its parts unpack to (read from the zip's central directory before anything is
 * inflated). Formula cells are never evaluated: their saved value is read as text, or the cell is a problem.
 */

export type ImportCell = { text: string; formulaWithoutValue?: boolean };
export type ImportSheet = {
  fileName: string;
  kind: 'csv' | 'xlsx';
  headers: string[];
  /** Body rows; row i is the file's row i + 2 (the header is row 1). */
  rows: ImportCell[][];
};

const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));

type FileMessage =
  | 'server.warehouseImport.fileTooLarge'
  | 'server.warehouseImport.tooManyRows'
  | 'server.warehouseImport.noRows'
  | 'server.warehouseImport.notReadable'
  | 'server.warehouseImport.tooLargeUnpacked';

/** A problem of the whole file: 413 for what is too large, 400 otherwise. */
function fileProblem(messageKey: FileMessage, params?: Record<string, string | number>): AppError {
  const tooLarge =
    messageKey === 'server.warehouseImport.fileTooLarge' || messageKey === 'server.warehouseImport.tooLargeUnpacked';
  return new AppError(tooLarge ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION_FAILED', {
    messageKey,
    ...(params ? { params } : {}),
  });
}

// ------------------------------------------------------------------------------------------- zip central directory

const u16 = (b: Buffer, at: number) => (at >= 0 && at + 2 <= b.length ? b.readUInt16LE(at) : undefined);
const u32 = (b: Buffer, at: number) => (at >= 0 && at + 4 <= b.length ? b.readUInt32LE(at) : undefined);

/**
 * What the parts of a zip claim to unpack to, in all and at most per part against its packed size; undefined when
 * the directory cannot be read (or uses ZIP64, which no order file needs).
 */
export function zipUnpackedSize(bytes: Buffer): { total: number; worstRatio: number } | undefined {
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= lowest; at -= 1) {
    if (u32(bytes, at) !== 0x06054b50) continue;
    const entries = u16(bytes, at + 10);
    const offset = u32(bytes, at + 16);
    if (entries === undefined || offset === undefined || entries === 0xffff || offset === 0xffffffff) return undefined;
    let total = 0;
    let worstRatio = 0;
    let p = offset;
    for (let i = 0; i < entries; i += 1) {
      if (u32(bytes, p) !== 0x02014b50) return undefined;
      const packed = u32(bytes, p + 20);
      const unpacked = u32(bytes, p + 24);
      const nameLength = u16(bytes, p + 28);
      const extraLength = u16(bytes, p + 30);
      const commentLength = u16(bytes, p + 32);
      if (
        packed === undefined ||
        unpacked === undefined ||
        nameLength === undefined ||
        extraLength === undefined ||
        commentLength === undefined ||
        packed === 0xffffffff ||
        unpacked === 0xffffffff
      )
        return undefined;
      total += unpacked;
      if (unpacked > 1024 * 1024) worstRatio = Math.max(worstRatio, unpacked / Math.max(packed, 1));
      p += 46 + nameLength + extraLength + commentLength;
    }
    return { total, worstRatio };
  }
  return undefined;
}

// ------------------------------------------------------------------------------------------- cells

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

function plain(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : isoDay(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'string') return value;
  return '';
}

/** An exceljs cell value as text: rich text joined, hyperlinks as their text, formulas as their saved result only. */
export function xlsxCellText(value: unknown): ImportCell {
  if (value === null || value === undefined) return { text: '' };
  if (typeof value !== 'object' || value instanceof Date) return { text: plain(value).trim() };
  const v = value as Record<string, unknown>;
  if ('formula' in v || 'sharedFormula' in v) {
    const result = v.result;
    if (result === undefined || result === null || (typeof result === 'object' && !(result instanceof Date)))
      return { text: '', formulaWithoutValue: true };
    return { text: plain(result).trim() };
  }
  if (Array.isArray(v.richText))
    return {
      text: (v.richText as { text?: unknown }[])
        .map((r) => plain(r.text))
        .join('')
        .trim(),
    };
  if ('text' in v) return { text: plain(v.text).trim() };
  return { text: '' }; // errors (#N/A …) and anything else read as an empty cell
}

// ------------------------------------------------------------------------------------------- readers

function readCsv(bytes: Buffer): { headers: string[]; rows: ImportCell[][] } {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const all: string[][] = [];
  let tooMany = false;
  // Blank lines stay rows (and are skipped later), so row numbers are the ones a spreadsheet shows.
  Papa.parse<string[]>(text, {
    skipEmptyLines: false,
    step: (result, parser) => {
      all.push(result.data);
      if (all.length > orderImportMaxRows + 1) {
        tooMany = true;
        parser.abort();
      }
    },
  });
  if (tooMany) throw fileProblem('server.warehouseImport.tooManyRows', { max: orderImportMaxRows });
  const [header = [], ...body] = all;
  return {
    headers: header.map((h) => h.trim()),
    rows: body.map((cells) => cells.map((c) => ({ text: c.trim() }))),
  };
}

async function readXlsx(bytes: Buffer): Promise<{ headers: string[]; rows: ImportCell[][] }> {
  const size = zipUnpackedSize(bytes);
  if (!size) throw fileProblem('server.warehouseImport.notReadable');
  if (size.total > orderImportMaxUnpackedBytes || size.worstRatio > 200)
    throw fileProblem('server.warehouseImport.tooLargeUnpacked', { max: mb(orderImportMaxUnpackedBytes) });
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(bytes), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache', // date cells are numbers with a date format: the styles tell exceljs to read them as dates
    entries: 'ignore',
  });
  const table: ImportCell[][] = [];
  let tooMany = false;
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const values = (row as ExcelJS.Row).values as unknown[];
        const number = (row as ExcelJS.Row).number;
        // Empty rows between rows keep their place, so row numbers are the spreadsheet's own.
        while (table.length < number - 1) table.push([]);
        table.push(values.slice(1).map(xlsxCellText));
        if (table.length > orderImportMaxRows + 1) {
          tooMany = true;
          break;
        }
      }
      break; // the first sheet only
    }
  } catch {
    throw fileProblem('server.warehouseImport.notReadable');
  }
  if (tooMany) throw fileProblem('server.warehouseImport.tooManyRows', { max: orderImportMaxRows });
  const [header = [], ...body] = table;
  // Trailing empty rows are not rows of the file.
  while (body.length > 0 && (body[body.length - 1] ?? []).every((c) => c.text === '' && !c.formulaWithoutValue))
    body.pop();
  return { headers: header.map((c) => c.text), rows: body };
}

/** Checks an uploaded file by its content and reads its first sheet (CSV: the whole file) into rows of text. */
export async function readImportFile(input: { fileName: string; bytes: Uint8Array }): Promise<ImportSheet> {
  if (input.bytes.length > orderImportMaxBytes)
    throw fileProblem('server.warehouseImport.fileTooLarge', { max: mb(orderImportMaxBytes) });
  const checked = checkUpload({ fileName: input.fileName, bytes: input.bytes, allowed: ['csv', 'xlsx'] });
  const bytes = Buffer.from(input.bytes.buffer, input.bytes.byteOffset, input.bytes.byteLength);
  const kind = checked.kind === 'xlsx' ? 'xlsx' : 'csv';
  const table = kind === 'csv' ? readCsv(bytes) : await readXlsx(bytes);
  const headers = table.headers.map((h) => h.trim());
  if (headers.every((h) => h === '')) throw fileProblem('server.warehouseImport.noRows');
  return { fileName: checked.fileName, kind, headers, rows: table.rows };
}
