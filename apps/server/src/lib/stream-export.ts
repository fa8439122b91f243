import { PassThrough, Readable } from 'node:stream';
import { csvNeedsQuotes, escapeCsvCell, escapeExportCell } from '@connect/domain/grid/export-cells';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';

export type ExportFormat = 'csv' | 'xlsx' | 'pdf';
export type ExportColumn<Row> = { field: keyof Row & string; title: string };

/** Reads a list page by page (the list's own query, filters and company scope), so memory stays flat. */
export async function* pagedRows<Row>(
  fetchPage: (offset: number, limit: number) => Promise<Row[]>,
  batchSize = 1000,
): AsyncGenerator<Row> {
  for (let offset = 0; ; offset += batchSize) {
    const page = await fetchPage(offset, batchSize);
    for (const row of page) yield row;
    if (page.length < batchSize) return;
  }
}

/**
 * Reads the first row before the answer starts (issue #15 item 5): the list's first query — its filters, sort and
 * scope — runs while an error can still be a 400 or 404 with the error envelope. Once a file's first byte has gone
 * out with a 200, a failure could only cut the connection and leave the user a broken file.
 */
export async function readFirstRow<Row>(rows: AsyncIterable<Row>): Promise<AsyncIterable<Row>> {
  const iterator = rows[Symbol.asyncIterator]();
  const first = await iterator.next();
  async function* all(): AsyncGenerator<Row> {
    if (first.done) return;
    yield first.value;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return all();
}

/** A CSV cell: escaped at its start and after any separator a spreadsheet may split on, quoted when it holds one. */
function csvCell(value: unknown): string {
  const safe = escapeCsvCell(value);
  if (safe === null) return '';
  const text = String(safe);
  return csvNeedsQuotes(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function cellValue(value: unknown): string | number | boolean | null {
  if (Array.isArray(value)) return escapeExportCell(value.join(', '));
  return escapeExportCell(value);
}

/** A CSV cell's value: arrays joined (escaping happens once, in csvCell). */
const csvValue = (value: unknown): unknown => (Array.isArray(value) ? value.join(', ') : value);

/** CSV (RFC 4180, UTF-8 with BOM so spreadsheets pick the encoding), cells escaped against formula injection. */
export function csvExport<Row extends Record<string, unknown>>(
  columns: ExportColumn<Row>[],
  rows: AsyncIterable<Row>,
): Readable {
  async function* lines() {
    yield `\uFEFF${columns.map((c) => csvCell(c.title)).join(',')}\r\n`;
    for await (const row of rows) yield `${columns.map((c) => csvCell(csvValue(row[c.field]))).join(',')}\r\n`;
  }
  return Readable.from(lines());
}

/** .xlsx written as a stream (rows committed as they come), header bold and frozen, cells escaped. */
export function xlsxExport<Row extends Record<string, unknown>>(
  columns: ExportColumn<Row>[],
  rows: AsyncIterable<Row>,
  sheetName = 'Report',
): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({
    header: c.title,
    key: c.field,
    width: Math.min(Math.max(c.title.length + 4, 12), 50),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  void (async () => {
    for await (const row of rows) {
      sheet.addRow(columns.map((c) => cellValue(row[c.field]))).commit();
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return output;
}

const pdfLayout = { margin: 30, rowHeight: 16, headerHeight: 20, fontSize: 8, titleSize: 12 };

/** PDF, A4 landscape, the header row repeated at the top of every page, one line per row (long cells cut with …). */
export function pdfExport<Row extends Record<string, unknown>>(
  columns: ExportColumn<Row>[],
  rows: AsyncIterable<Row>,
  options: { title: string; compress?: boolean },
): Readable {
  // No bottom margin for pdfkit itself: this layout decides page breaks, so text near the foot never adds a page.
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margins: { top: pdfLayout.margin, left: pdfLayout.margin, right: pdfLayout.margin, bottom: 0 },
    compress: options.compress ?? true,
    bufferPages: false,
  });
  const { margin, rowHeight, headerHeight } = pdfLayout;
  const width = doc.page.width - margin * 2;
  const colWidth = width / columns.length;
  const bottom = () => doc.page.height - margin - 14;
  let page = 0;
  let y = margin;

  const startPage = () => {
    if (page > 0) doc.addPage();
    page += 1;
    y = margin;
    if (page === 1) {
      doc
        .font('Helvetica-Bold')
        .fontSize(pdfLayout.titleSize)
        .fillColor('#17406e')
        .text(options.title, margin, y, { width, lineBreak: false });
      y += pdfLayout.titleSize + 8;
    }
    doc.rect(margin, y, width, headerHeight).fill('#e8f1fb');
    doc.font('Helvetica-Bold').fontSize(pdfLayout.fontSize).fillColor('#000000');
    columns.forEach((c, i) =>
      doc.text(c.title, margin + i * colWidth + 3, y + 6, {
        width: colWidth - 6,
        height: headerHeight,
        ellipsis: true,
        lineBreak: false,
      }),
    );
    y += headerHeight;
    doc
      .font('Helvetica')
      .fontSize(7)
      .fillColor('#444444')
      .text(`Page ${page}`, margin, doc.page.height - margin - 8, { width, align: 'right', lineBreak: false });
    doc.font('Helvetica').fontSize(pdfLayout.fontSize).fillColor('#000000');
  };

  void (async () => {
    startPage();
    for await (const row of rows) {
      if (y + rowHeight > bottom()) startPage();
      columns.forEach((c, i) => {
        const value = row[c.field];
        const text =
          value === null || value === undefined ? '' : Array.isArray(value) ? value.join(', ') : String(value);
        doc.text(text, margin + i * colWidth + 3, y + 4, {
          width: colWidth - 6,
          height: rowHeight,
          ellipsis: true,
          lineBreak: false,
        });
      });
      y += rowHeight;
    }
    doc.end();
  })().catch((error: unknown) => doc.destroy(error instanceof Error ? error : new Error(String(error))));
  return doc as unknown as Readable;
}

/** An export's file name: the list and the day it was made (UTC), e.g. `shipments-2026-11-24.csv` (issue #23 item 13). */
export function datedFileName(list: string, format: ExportFormat, now: Date = new Date()): string {
  return `${list}-${now.toISOString().slice(0, 10)}.${format}`;
}

export const exportMime: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/** What a list's export route produces, for OpenAPI: one entry per format, without parameters. */
export const exportFileTypes: string[] = Object.values(exportMime).map((mime) => mime.split(';')[0] ?? mime);
