import ExcelJS from 'exceljs';
import { DocumentParseError } from './document-parse-error';

/**
 * An .xlsx as plain text tables, one per visible sheet. Cells hold the text a user would read: formula
 * results (not formulas), rich text flattened, dates as ISO dates, hyperlinks as their text only (never a
 * live link). Rows beyond `maxRows` are left out and the sheet says so.
 */
export type XlsxSheet = { name: string; columnCount: number; rows: string[][]; totalRows: number; truncated: boolean };
export type XlsxDocument = { sheets: XlsxSheet[] };
export type ParseXlsxOptions = { maxRows?: number; maxColumns?: number };

const pad = (n: number) => String(n).padStart(2, '0');

function dateText(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  const hasTime = date.getUTCHours() + date.getUTCMinutes() + date.getUTCSeconds() > 0;
  return hasTime ? `${day} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}` : day;
}

function numberText(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(15)));
}

/** The text shown for any exceljs cell value. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return numberText(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return dateText(value);
  if (typeof value === 'object') {
    if ('richText' in value && Array.isArray(value.richText)) {
      return value.richText.map((part: unknown) => cellText((part as { text?: unknown }).text)).join('');
    }
    if ('error' in value) return cellText(value.error);
    if ('result' in value) return cellText(value.result);
    if ('formula' in value || 'sharedFormula' in value) return '';
    if ('text' in value) return cellText(value.text);
  }
  return '';
}

function toArrayBuffer(bytes: Uint8Array): ArrayBuffer {
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  return copy.buffer;
}

/** Reads the visible sheets of an .xlsx workbook with exceljs. */
export async function parseXlsx(bytes: Uint8Array, options: ParseXlsxOptions = {}): Promise<XlsxDocument> {
  const maxRows = options.maxRows ?? 1000;
  const maxColumns = options.maxColumns ?? 100;
  if (bytes[0] !== 0x50 || bytes[1] !== 0x4b) throw new DocumentParseError('not an .xlsx (zip) file');
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs declares a Node Buffer; in the browser it reads an ArrayBuffer (Node's Buffer is one too).
    await workbook.xlsx.load(toArrayBuffer(bytes) as unknown as Parameters<typeof workbook.xlsx.load>[0]);
  } catch {
    throw new DocumentParseError('the workbook cannot be read');
  }
  const sheets: XlsxSheet[] = [];
  for (const worksheet of workbook.worksheets) {
    if (worksheet.state !== 'visible' && worksheet.state !== undefined) continue;
    const lastRow = worksheet.actualRowCount > 0 ? worksheet.rowCount : 0;
    const columnCount = Math.min(worksheet.columnCount, maxColumns);
    const rows: string[][] = [];
    for (let r = 1; r <= lastRow && rows.length < maxRows; r += 1) {
      const row = worksheet.getRow(r);
      const cells: string[] = [];
      for (let c = 1; c <= columnCount; c += 1) cells.push(cellText(row.getCell(c).value));
      rows.push(cells);
    }
    // Trailing empty rows (formatting only) are not worth showing.
    while (rows.length > 0 && rows[rows.length - 1]?.every((cell) => cell === '')) rows.pop();
    sheets.push({
      name: worksheet.name,
      columnCount,
      rows,
      totalRows: lastRow,
      truncated: lastRow > maxRows || worksheet.columnCount > maxColumns,
    });
  }
  return { sheets };
}
