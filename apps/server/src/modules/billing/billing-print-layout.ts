/** Page layout of the billing documents: US Letter, letterhead, tables that continue on new pages, totals, dates. */

import PDFDocument from 'pdfkit';
import { collect, field, winAnsi } from '../../lib/pdf-kit-helpers';
import type { ForwarderPrint } from './billing-print-types';
import type { PrintWords } from './billing-print-words';

// ---------------------------------------------------------------------------------------------------------------
// Dates

/** A YYYY-MM-DD day (midnight UTC) or an ISO instant; one without a zone is taken as UTC, never as local time. */
export function parseInstant(iso: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}/.test(iso)) return undefined;
  const date = new Date(/T[\d:.]+$/.test(iso) ? `${iso}Z` : iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** The first of the candidates (days or instants) that reads as a date, else 1970-01-01: never "now". */
export function creationDate(...candidates: string[]): Date {
  for (const candidate of candidates) {
    const date = parseInstant(candidate);
    if (date) return date;
  }
  return new Date(0);
}

/** Every string of the data in the built-in fonts' encoding (see winAnsi). */
export function printable<T>(value: T): T {
  if (typeof value === 'string') return winAnsi(value) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => printable(v)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, printable(v)])) as T;
  }
  return value;
}

// ---------------------------------------------------------------------------------------------------------------
// PDF layout (US Letter, 612 × 792 pt)

export const left = 40;
export const right = 572;
export const contentWidth = right - left;
export const half = (contentWidth - 10) / 2;
/** Content stops here; the page footer sits below. */
export const pageBottom = 740;
export const footerY = 760;
export const grey = '#444444';

/** A document being drawn: the footer's caption (repeated atop continuation pages) and the reader's words. */
export type Sheet = { doc: PDFKit.PDFDocument; caption: string; words: PrintWords };

export function newSheet(
  words: PrintWords,
  title: string,
  reference: string,
  forwarder: string,
  created: Date,
  subject: string,
): Sheet {
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: 'portrait',
    margin: 40,
    bufferPages: true,
    info: { Title: `${title} ${reference}`, Author: forwarder, Subject: subject, CreationDate: created },
  });
  return { doc, caption: `${title}  ${reference}`, words };
}

export type Align = 'left' | 'right' | 'center';
export type LineStyle = { font?: string; size?: number; minSize?: number; align?: Align; color?: string };

/**
 * One line of text that never wraps: the font shrinks down to minSize to fit `width`, then the text is cut with an
 * ellipsis. Drawn without a width, so pdfkit neither wraps it nor moves it onto a new page.
 */
export function oneLine(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  width: number,
  style: LineStyle = {},
) {
  const max = style.size ?? 9;
  const min = style.minSize ?? Math.min(max, 6.5);
  let size = max;
  doc
    .font(style.font ?? 'Helvetica')
    .fontSize(size)
    .fillColor(style.color ?? '#000000');
  while (size > min && doc.widthOfString(text) > width) {
    size = Math.max(min, size - 0.5);
    doc.fontSize(size);
  }
  let shown = text;
  if (doc.widthOfString(shown) > width) {
    while (shown.length > 0 && doc.widthOfString(`${shown}…`) > width) shown = shown.slice(0, -1);
    shown = `${shown}…`;
  }
  const spare = Math.max(0, width - doc.widthOfString(shown));
  const dx = style.align === 'right' ? spare : style.align === 'center' ? spare / 2 : 0;
  doc.text(shown, x + dx, y, { lineBreak: false });
  doc.fillColor('#000000');
}

export function rule(doc: PDFKit.PDFDocument, y: number, x0 = left, x1 = right, color = '#999999') {
  doc.moveTo(x0, y).lineTo(x1, y).lineWidth(0.5).strokeColor(color).stroke();
}

/** A new page when `needed` points do not fit below `y`; returns where to go on. */
export function ensureSpace(sheet: Sheet, y: number, needed: number): number {
  if (y + needed <= pageBottom) return y;
  sheet.doc.addPage();
  oneLine(sheet.doc, sheet.words.say('page.continued', { caption: sheet.caption }), left, 40, contentWidth, {
    size: 8,
    color: grey,
  });
  return 60;
}

/**
 * The forwarder (name, address, email) on the left; the document's title and its reference, labelled, on the
 * right. Returns the y below the header's rule.
 */
export function letterhead(sheet: Sheet, forwarder: ForwarderPrint, title: string, label: string, reference: string) {
  const { doc } = sheet;
  oneLine(doc, forwarder.name, left, 40, 300, { font: 'Helvetica-Bold', size: 12, minSize: 9 });
  const contact = [forwarder.address, forwarder.email].filter(Boolean).join('\n');
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(grey)
    .text(contact || '—', left, 56, { width: 300, height: 50, ellipsis: true });
  const contactBottom = doc.y;
  oneLine(doc, title, 352, 40, 220, { font: 'Helvetica-Bold', size: 18, minSize: 12, align: 'right' });
  oneLine(doc, sheet.words.upper(label), 352, 64, 220, {
    font: 'Helvetica-Bold',
    size: 7,
    color: grey,
    align: 'right',
  });
  oneLine(doc, reference || '—', 352, 74, 220, { font: 'Helvetica-Bold', size: 14, minSize: 9, align: 'right' });
  const y = Math.max(contactBottom, 92) + 6;
  rule(doc, y);
  return y + 10;
}

/** Fields side by side, `widths` summing to at most the content width. Returns the y below them. */
export function fieldRow(doc: PDFKit.PDFDocument, fields: [label: string, value: string, width: number][], y: number) {
  let x = left;
  let bottom = y + 24;
  for (const [label, value, width] of fields) {
    field(doc, label, value, x, y, width - 10);
    bottom = Math.max(bottom, doc.y);
    x += width;
  }
  return bottom + 8;
}

export function sectionTitle(sheet: Sheet, title: string, y: number, needed: number): number {
  y = ensureSpace(sheet, y, needed + 16);
  oneLine(sheet.doc, title, left, y, contentWidth, { font: 'Helvetica-Bold', size: 10 });
  return y + 16;
}

export type Column = { label: string; width: number; align?: Align; wrap?: boolean };
export type Row = { cells: string[]; bold?: boolean; italic?: boolean };

/**
 * A table whose rows continue on new pages, the column headings repeated atop each. Cells of `wrap` columns wrap
 * (the row grows); the others stay on one line. Returns the y below the last row.
 */
export function table(sheet: Sheet, columns: Column[], rows: Row[], y: number, empty: string): number {
  const { doc } = sheet;
  const header = (at: number) => {
    let x = left;
    for (const c of columns) {
      oneLine(doc, sheet.words.upper(c.label), x + 2, at, c.width - 4, {
        font: 'Helvetica-Bold',
        size: 7,
        minSize: 6,
        color: grey,
        align: c.align ?? 'left',
      });
      x += c.width;
    }
    rule(doc, at + 11);
    return at + 15;
  };
  const rowHeight = (row: Row) => {
    const heights = columns.map((c, i) => {
      if (!c.wrap) return 0;
      doc.font(row.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
      return doc.heightOfString(row.cells[i] ?? '', { width: c.width - 4 });
    });
    return Math.max(14, ...heights.map((h) => h + 4));
  };

  y = header(ensureSpace(sheet, y, 15 + (rows.length > 0 ? rowHeight(rows[0] ?? { cells: [] }) : 14)));
  if (rows.length === 0) {
    oneLine(doc, empty, left + 2, y, contentWidth - 4, { font: 'Helvetica-Oblique' });
    return y + 14;
  }
  for (const row of rows) {
    const height = rowHeight(row);
    const next = ensureSpace(sheet, y, height);
    if (next !== y) y = header(next);
    if (row.bold) rule(doc, y - 2, left, right, '#666666');
    const font = row.bold ? 'Helvetica-Bold' : row.italic ? 'Helvetica-Oblique' : 'Helvetica';
    let x = left;
    columns.forEach((c, i) => {
      const text = row.cells[i] ?? '';
      if (c.wrap) {
        doc
          .font(font)
          .fontSize(9)
          .fillColor('#000000')
          .text(text, x + 2, y + 1, { width: c.width - 4, align: c.align ?? 'left' });
      } else {
        oneLine(doc, text, x + 2, y + 1, c.width - 4, { font, align: c.align ?? 'left' });
      }
      x += c.width;
    });
    y += height;
  }
  return y;
}

/** Label and amount pairs right-aligned under a table; the last one bold above a rule. */
export function totalsBlock(sheet: Sheet, lines: [label: string, amount: string][], y: number): number {
  const { doc } = sheet;
  const x = right - 240;
  y = ensureSpace(sheet, y + 6, lines.length * 16 + 6);
  lines.forEach(([label, amount], i) => {
    const last = i === lines.length - 1;
    if (last && lines.length > 1) {
      rule(doc, y - 2, x, right, '#666666');
      y += 3;
    }
    const style = { font: last ? 'Helvetica-Bold' : 'Helvetica', size: last ? 11 : 9 };
    oneLine(doc, label, x, y, 130, style);
    oneLine(doc, amount, x + 130, y, 108, { ...style, align: 'right' });
    y += last ? 18 : 15;
  });
  return y + 6;
}

/** A note in small grey type, on a new page if it does not fit. */
export function note(sheet: Sheet, text: string, y: number): number {
  const { doc } = sheet;
  doc.font('Helvetica').fontSize(8);
  const height = doc.heightOfString(text, { width: contentWidth });
  y = ensureSpace(sheet, y + 4, height);
  doc.fillColor(grey).text(text, left, y, { width: contentWidth });
  doc.fillColor('#000000');
  return y + height + 6;
}

/** A framed, tinted box. */
export function panel(
  doc: PDFKit.PDFDocument,
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  stroke: string,
) {
  doc.rect(x, y, w, h).fillColor(fill).fill();
  doc.rect(x, y, w, h).lineWidth(1).strokeColor(stroke).stroke();
  doc.fillColor('#000000').lineWidth(1);
}

/** The footer of every page (caption, page n of N), then the document's bytes. */
export function finish(sheet: Sheet): Promise<Buffer> {
  const { doc } = sheet;
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    rule(doc, footerY - 6, left, right, '#cccccc');
    oneLine(doc, sheet.caption, left, footerY, 380, { size: 7, color: grey });
    oneLine(doc, sheet.words.say('page.number', { page: i + 1, count: range.count }), right - 120, footerY, 120, {
      size: 7,
      color: grey,
      align: 'right',
    });
  }
  return collect(doc);
}

/** The framed customer box sized to its text, at least 80 points tall. */
export function customerBoxHeight(doc: PDFKit.PDFDocument, name: string, address: string) {
  doc.font('Helvetica').fontSize(9);
  return Math.max(80, 22 + doc.heightOfString(`${name}\n${address}`, { width: half - 12 }));
}
