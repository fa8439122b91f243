import { csvNeedsQuotes, escapeCsvCell, escapeExportCell } from '@connect/domain/grid/export-cells';
import Papa from 'papaparse';

/** A column of an export: its title and how a row gives its cell (the text the grid shows). */
export type ExportColumn<Row> = { title: string; value: (row: Row) => unknown };
export type ExportFormat = 'csv' | 'xlsx' | 'pdf';

/** The day as YYYY-MM-DD in the browser's calendar (the user's own day, not UTC's). */
function localDay(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/** A list's title as a file-name word: lower case, accents dropped, anything else a single dash. */
function fileWord(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

/**
 * An export's file name: the list and the day, `shipments-2026-11-24.csv` (issue #23 item 13), so files from
 * several lists and days do not all arrive as the same name; `report` (spec 2 §9's default) when the list has none.
 */
export const exportFileName = (format: ExportFormat, list = '', today: Date = new Date()) =>
  `${fileWord(list) || 'report'}-${localDay(today)}.${format}`;

export const exportMimeTypes: Record<ExportFormat, string> = {
  csv: 'text/csv;charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/** Every cell as written: arrays joined, then escaped against formula injection (ASVS 5.0 1.2.10). */
function cell(value: unknown): string | number | boolean | null {
  return escapeExportCell(Array.isArray(value) ? value.join(', ') : value);
}

/** Rows as lists of safe cells, header first: what every format writes. */
export function exportMatrix<Row>(
  columns: readonly ExportColumn<Row>[],
  rows: readonly Row[],
): (string | number | boolean | null)[][] {
  return [columns.map((c) => cell(c.title)), ...rows.map((row) => columns.map((c) => cell(c.value(row))))];
}

/**
 * CSV: UTF-8 with a BOM (spreadsheets pick the encoding), CRLF, RFC 4180 quoting. Text is also escaped after any
 * separator a spreadsheet may split on (`a;=1` → `a;'=1`) and quoted when it holds one (issue #15 item 7).
 */
export function buildCsv<Row>(columns: readonly ExportColumn<Row>[], rows: readonly Row[]): Blob {
  const text = Papa.unparse(
    exportMatrix(columns, rows).map((r) => r.map((v) => (v === null ? '' : escapeCsvCell(v)))),
    {
      newline: '\r\n',
      escapeFormulae: false,
      quotes: (value: unknown) => typeof value === 'string' && csvNeedsQuotes(value),
    },
  );
  return new Blob(['\uFEFF', text, '\r\n'], { type: exportMimeTypes.csv });
}

/** .xlsx with a bold, frozen header; numbers stay numbers. exceljs is loaded only when needed. */
export async function buildXlsx<Row>(
  columns: readonly ExportColumn<Row>[],
  rows: readonly Row[],
  sheetName = 'Report',
): Promise<Blob> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  const [header = [], ...body] = exportMatrix(columns, rows);
  sheet.addRow(header).font = { bold: true };
  for (const line of body) sheet.addRow(line);
  sheet.columns.forEach((column, i) => {
    column.width = Math.min(Math.max(String(header[i] ?? '').length + 4, 12), 50);
  });
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: exportMimeTypes.xlsx });
}

/** PDF: A4 landscape, the header row repeated on every page, page numbers. jsPDF is loaded only when needed. */
export async function buildPdf<Row>(
  columns: readonly ExportColumn<Row>[],
  rows: readonly Row[],
  title: string,
): Promise<Blob> {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  const doc = new jsPDF({ orientation: 'landscape', unit: 'pt', format: 'a4' });
  const [header = [], ...body] = exportMatrix(columns, rows);
  const text = (v: string | number | boolean | null) => (v === null ? '' : String(v));
  doc.setFontSize(12);
  doc.text(title, 30, 28);
  autoTable(doc, {
    head: [header.map(text)],
    body: body.map((r) => r.map(text)),
    startY: 40,
    margin: { left: 30, right: 30, top: 30, bottom: 30 },
    styles: { fontSize: 7, cellPadding: 3, overflow: 'ellipsize' },
    headStyles: { fillColor: [23, 64, 110] },
    showHead: 'everyPage',
    didDrawPage: (data) => {
      doc.setFontSize(7);
      doc.text(
        `Page ${data.pageNumber}`,
        doc.internal.pageSize.getWidth() - 60,
        doc.internal.pageSize.getHeight() - 14,
      );
    },
  });
  return doc.output('blob');
}

/** The file of one format. */
export function buildExport<Row>(
  format: ExportFormat,
  columns: readonly ExportColumn<Row>[],
  rows: readonly Row[],
  title: string,
): Promise<Blob> {
  if (format === 'csv') return Promise.resolve(buildCsv(columns, rows));
  if (format === 'xlsx') return buildXlsx(columns, rows, title);
  return buildPdf(columns, rows, title);
}
