/**
 * Page setup and drawing helpers shared by the booking documents: number and unit formatting, the document with
 * its info, one-line text, and on the Letter-size pages (confirmation, SLI) page breaks, the cargo table, text
 * blocks and the hazardous-cargo warning.
 */
import { rowVolume } from '@connect/domain/cargo/chargeable-weight';
import PDFDocument from 'pdfkit';
import { rule } from '../billing/billing-print-layout';
import {
  bookingDocumentTitles,
  type BookingDocumentKind,
  type BookingPrintData,
  type BookingPrintParty,
} from './booking-print-types';

// ---------------------------------------------------------------------------------------------------------------
// Formatting

const numberFormats = new Map<string, Intl.NumberFormat>();
export function num(value: number, minDecimals: number, maxDecimals = minDecimals): string {
  const key = `${minDecimals}:${maxDecimals}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { minimumFractionDigits: minDecimals, maximumFractionDigits: maxDecimals });
    numberFormats.set(key, format);
  }
  return format.format(Number.isFinite(value) ? value : 0);
}

export const weightUnit = (data: BookingPrintData) => (data.units.weightUnit === 'KG' ? 'kg' : 'lb');
export const lengthUnit = (data: BookingPrintData) => (data.units.volumeUnit === 'CM' ? 'cm' : 'in');
/** Volume as the domain computes it: cubic feet from inches, cubic metres from centimetres. */
const volumeUnit = (data: BookingPrintData) => (data.units.volumeUnit === 'CM' ? 'm³' : 'ft³');
export const pieces = (qty: number) => Math.max(0, Math.floor(Number.isFinite(qty) ? qty : 0));

/** The creation date written into the PDF's info, from the booking, so the same booking gives the same bytes. */
function documentDate(data: BookingPrintData): Date | undefined {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})(?: (\d{2}):(\d{2}))?/.exec(data.submittedAt ?? data.cargoReadyDate);
  if (!m) return undefined;
  const [, month, day, year, hour, minute] = m;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour ?? 0), Number(minute ?? 0)));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export function newDocument(kind: BookingDocumentKind, data: BookingPrintData, page: PDFKit.PDFDocumentOptions) {
  const creationDate = documentDate(data);
  return new PDFDocument({
    ...page,
    info: {
      Title: `${bookingDocumentTitles[kind]} ${data.reference}`,
      Author: data.forwarderName,
      ...(creationDate ? { CreationDate: creationDate } : {}),
    },
  });
}

export function partyText(p: BookingPrintParty): { name: string; address: string } {
  const reach = [p.contact, p.phone].filter(Boolean).join(', ');
  return { name: p.name, address: [p.address, reach, p.email].filter(Boolean).join('\n') };
}

type LineStyle = { font: string; size: number; minSize?: number; align?: 'left' | 'center' | 'right' };

/**
 * One line of text that never wraps (pdfkit wraps any text given a width, even with lineBreak: false): the font
 * shrinks down to minSize to fit `width`, then the text is cut with an ellipsis.
 */
export function fitLine(doc: PDFKit.PDFDocument, text: string, x: number, y: number, width: number, style: LineStyle) {
  const minSize = style.minSize ?? style.size;
  let size = style.size;
  doc.font(style.font).fontSize(size);
  while (size > minSize && doc.widthOfString(text) > width) {
    size = Math.max(minSize, size - 0.5);
    doc.fontSize(size);
  }
  let shown = text;
  if (doc.widthOfString(shown) > width) {
    while (shown.length > 0 && doc.widthOfString(`${shown}…`) > width) shown = shown.slice(0, -1);
    shown = `${shown}…`;
  }
  const spare = width - doc.widthOfString(shown);
  const dx = style.align === 'center' ? spare / 2 : style.align === 'right' ? spare : 0;
  doc.text(shown, x + Math.max(0, dx), y, { lineBreak: false });
}

// ---------------------------------------------------------------------------------------------------------------
// Letter-size pages (confirmation, SLI)

export const left = 40;
export const right = 572;
export const contentWidth = right - left;
/** Lower than the billing documents' content limit: these pages have no footer. */
const pageBottom = 752;
export const half = (contentWidth - 10) / 2;

/** A new page when `needed` points do not fit below `y`; returns where to go on. */
export function ensureSpace(
  doc: PDFKit.PDFDocument,
  data: BookingPrintData,
  kind: BookingDocumentKind,
  y: number,
  needed: number,
) {
  if (y + needed <= pageBottom) return y;
  doc.addPage();
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#444444')
    .text(`${bookingDocumentTitles[kind]}  ${data.reference}  (continued)`, left, 40, { width: contentWidth });
  doc.fillColor('#000000');
  return 60;
}

/** The cargo rows with dimensions, weights and volume in the booking's units, then the totals. */
export function cargoTable(doc: PDFKit.PDFDocument, data: BookingPrintData, kind: BookingDocumentKind, y: number) {
  const w = weightUnit(data);
  const columns = [
    { label: '#', w: 30, align: 'left' },
    { label: 'Pieces', w: 50, align: 'right' },
    { label: `Dimensions L × W × H (${lengthUnit(data)})`, w: 142, align: 'right' },
    { label: 'Box packaging', w: 70, align: 'right' },
    { label: `Weight / piece (${w})`, w: 80, align: 'right' },
    { label: `Gross weight (${w})`, w: 80, align: 'right' },
    { label: `Volume (${volumeUnit(data)})`, w: 80, align: 'right' },
  ] as const;
  const header = (at: number) => {
    let x = left;
    doc.font('Helvetica-Bold').fontSize(7).fillColor('#444444');
    for (const c of columns) {
      doc.text(c.label.toUpperCase(), x, at, { width: c.w - 4, align: c.align });
      x += c.w;
    }
    doc.fillColor('#000000');
    rule(doc, at + 19, left, right);
    return at + 23;
  };
  const line = (cells: string[], at: number, bold = false) => {
    let x = left;
    const font = bold ? 'Helvetica-Bold' : 'Helvetica';
    columns.forEach((c, i) => {
      fitLine(doc, cells[i] ?? '', x, at, c.w - 4, { font, size: 9, minSize: 6.5, align: c.align });
      x += c.w;
    });
  };

  y = header(ensureSpace(doc, data, kind, y, 60));
  data.cargo.forEach((row, i) => {
    const next = ensureSpace(doc, data, kind, y, 14);
    if (next !== y) y = header(next);
    const qty = pieces(row.qty);
    line(
      [
        String(i + 1),
        num(qty, 0),
        `${num(row.length, 0, 2)} × ${num(row.width, 0, 2)} × ${num(row.height, 0, 2)}`,
        row.boxPackaging ? 'Yes' : 'No',
        num(row.grossWeight, 2),
        num(row.grossWeight * qty, 2),
        num(rowVolume({ ...row, qty, rowindex: i }, data.units.volumeUnit), 3),
      ],
      y,
    );
    y += 14;
  });
  if (data.cargo.length === 0) {
    doc.font('Helvetica-Oblique').fontSize(9).text('No cargo rows.', left, y, { width: contentWidth });
    y += 14;
  }
  y = ensureSpace(doc, data, kind, y, 36);
  rule(doc, y, left, right);
  y += 4;
  const t = data.totals;
  line(['Total', num(t.qty, 0), '', '', '', num(t.grossWeight, 2), num(t.volume, 3)], y, true);
  y += 14;
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .text(`Chargeable weight: ${num(t.chargeableWeight, 1)} ${w}`, left, y, { width: contentWidth, align: 'right' });
  return y + 18;
}

/** A heading over free text that may run onto further pages. */
export function textBlock(
  doc: PDFKit.PDFDocument,
  data: BookingPrintData,
  kind: BookingDocumentKind,
  label: string,
  text: string,
  y: number,
) {
  y = ensureSpace(doc, data, kind, y, 36);
  doc
    .font('Helvetica-Bold')
    .fontSize(7)
    .fillColor('#444444')
    .text(label.toUpperCase(), left, y, { width: contentWidth });
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#000000')
    .text(text || '—', left, y + 10, { width: contentWidth });
  return doc.y + 10;
}

export function hazardWarning(doc: PDFKit.PDFDocument, y: number) {
  doc.rect(left, y, contentWidth, 20).fillColor('#fde8e8').fill();
  doc.rect(left, y, contentWidth, 20).lineWidth(1).strokeColor('#b42318').stroke();
  doc.fillColor('#b42318');
  fitLine(
    doc,
    'HAZARDOUS CARGO: dangerous goods must be declared, packed and labelled under the applicable regulations.',
    left + 8,
    y + 6,
    contentWidth - 16,
    { font: 'Helvetica-Bold', size: 9, minSize: 7 },
  );
  doc.fillColor('#000000').lineWidth(1);
  return y + 28;
}
