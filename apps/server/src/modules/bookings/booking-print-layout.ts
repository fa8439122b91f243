/**
 * Page setup and drawing helpers shared by the booking documents: their words in the reader's language (decision
 * 098: the catalogue's `bookingDocuments` area, numbers and days by Intl), the document with its info, one-line
 * text, and on the Letter-size pages (confirmation, SLI) page breaks, the cargo table, text blocks and the
 * hazardous-cargo warning.
 */
import { rowVolume } from '@connect/domain/cargo/chargeable-weight';
import PDFDocument from 'pdfkit';
import { winAnsi } from '../../lib/pdf-kit-helpers';
import type { UiText } from '../../lib/ui-text';
import { creationDate, rule } from '../billing/billing-print-layout';
import { printWords, type PrintWords } from '../billing/billing-print-words';
import type { BookingDocumentKind, BookingPrintData, BookingPrintParty } from './booking-print-types';

// ---------------------------------------------------------------------------------------------------------------
// Words and formats

/** The booking documents' words for one reader, printable in the built-in fonts. */
export const bookingWords = (text: UiText): PrintWords => printWords(text, winAnsi, 'bookingDocuments');

/** The booking's status, mode and service level as the booking screens word them; an unknown code as it is. */
export const statusText = (w: PrintWords, data: BookingPrintData) =>
  w.word(`bookings.detail.actions.${data.status}`, data.status);
export const modeText = (w: PrintWords, data: BookingPrintData) => w.word(`bookings.modes.${data.mode}`, data.mode);
export const serviceText = (w: PrintWords, data: BookingPrintData) =>
  w.word(`bookings.detail.serviceLevels.${data.serviceLevel}`, data.serviceLevel);

/** The freight terms' catalogue code (PREPAID, Collect) whatever the case, undefined for anything else. */
export const freightTermsCode = (terms: string) =>
  ['PREPAID', 'Collect'].find((code) => code.toUpperCase() === terms.trim().toUpperCase());

export const weightUnit = (w: PrintWords, data: BookingPrintData) => w.say(`units.${data.units.weightUnit}`);
export const lengthUnit = (w: PrintWords, data: BookingPrintData) => w.say(`units.${data.units.volumeUnit}`);
/** Volume as the domain computes it: cubic feet from inches, cubic metres from centimetres. */
const volumeUnit = (w: PrintWords, data: BookingPrintData) =>
  w.say(data.units.volumeUnit === 'CM' ? 'units.m3' : 'units.ft3');
export const pieces = (qty: number) => Math.max(0, Math.floor(Number.isFinite(qty) ? qty : 0));

export function newDocument(
  kind: BookingDocumentKind,
  data: BookingPrintData,
  w: PrintWords,
  page: PDFKit.PDFDocumentOptions,
) {
  return new PDFDocument({
    ...page,
    info: {
      Title: `${w.say(`titles.${kind}`)} ${data.reference}`,
      Author: data.forwarderName,
      // From the booking, so the same booking gives the same bytes.
      CreationDate: creationDate(data.submittedAt ?? '', data.cargoReadyDate),
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
  w: PrintWords,
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
    .text(w.say('continued', { title: w.say(`titles.${kind}`), reference: data.reference }), left, 40, {
      width: contentWidth,
    });
  doc.fillColor('#000000');
  return 60;
}

/** The cargo rows with dimensions, weights and volume in the booking's units, then the totals. */
export function cargoTable(
  doc: PDFKit.PDFDocument,
  data: BookingPrintData,
  w: PrintWords,
  kind: BookingDocumentKind,
  y: number,
) {
  const unit = weightUnit(w, data);
  const num = w.number;
  const columns = [
    { label: w.say('cargo.number'), w: 30, align: 'left' },
    { label: w.say('cargo.pieces'), w: 50, align: 'right' },
    { label: w.say('cargo.dimensions', { unit: lengthUnit(w, data) }), w: 142, align: 'right' },
    { label: w.say('cargo.boxPackaging'), w: 70, align: 'right' },
    { label: w.say('cargo.weightPerPiece', { unit }), w: 80, align: 'right' },
    { label: w.say('cargo.grossWeight', { unit }), w: 80, align: 'right' },
    { label: w.say('cargo.volume', { unit: volumeUnit(w, data) }), w: 80, align: 'right' },
  ] as const;
  const header = (at: number) => {
    let x = left;
    doc.font('Helvetica-Bold').fontSize(7).fillColor('#444444');
    for (const c of columns) {
      doc.text(w.upper(c.label), x, at, { width: c.w - 4, align: c.align });
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

  y = header(ensureSpace(doc, data, w, kind, y, 60));
  data.cargo.forEach((row, i) => {
    const next = ensureSpace(doc, data, w, kind, y, 14);
    if (next !== y) y = header(next);
    const qty = pieces(row.qty);
    line(
      [
        String(i + 1),
        num(qty, 0),
        `${num(row.length, 0, 2)} × ${num(row.width, 0, 2)} × ${num(row.height, 0, 2)}`,
        w.say(row.boxPackaging ? 'cargo.yes' : 'cargo.no'),
        num(row.grossWeight, 2),
        num(row.grossWeight * qty, 2),
        num(rowVolume({ ...row, qty, rowindex: i }, data.units.volumeUnit), 3),
      ],
      y,
    );
    y += 14;
  });
  if (data.cargo.length === 0) {
    doc.font('Helvetica-Oblique').fontSize(9).text(w.say('cargo.noRows'), left, y, { width: contentWidth });
    y += 14;
  }
  y = ensureSpace(doc, data, w, kind, y, 36);
  rule(doc, y, left, right);
  y += 4;
  const t = data.totals;
  line([w.say('cargo.total'), num(t.qty, 0), '', '', '', num(t.grossWeight, 2), num(t.volume, 3)], y, true);
  y += 14;
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .text(w.say('cargo.chargeable', { weight: num(t.chargeableWeight, 1), unit }), left, y, {
      width: contentWidth,
      align: 'right',
    });
  return y + 18;
}

/** A heading over free text that may run onto further pages. */
export function textBlock(
  doc: PDFKit.PDFDocument,
  data: BookingPrintData,
  w: PrintWords,
  kind: BookingDocumentKind,
  label: string,
  text: string,
  y: number,
) {
  y = ensureSpace(doc, data, w, kind, y, 36);
  doc.font('Helvetica-Bold').fontSize(7).fillColor('#444444').text(w.upper(label), left, y, { width: contentWidth });
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#000000')
    .text(text || '—', left, y + 10, { width: contentWidth });
  return doc.y + 10;
}

export function hazardWarning(doc: PDFKit.PDFDocument, w: PrintWords, y: number) {
  doc.rect(left, y, contentWidth, 20).fillColor('#fde8e8').fill();
  doc.rect(left, y, contentWidth, 20).lineWidth(1).strokeColor('#b42318').stroke();
  doc.fillColor('#b42318');
  fitLine(doc, w.say('hazardWarning'), left + 8, y + 6, contentWidth - 16, {
    font: 'Helvetica-Bold',
    size: 9,
    minSize: 7,
  });
  doc.fillColor('#000000').lineWidth(1);
  return y + 28;
}
