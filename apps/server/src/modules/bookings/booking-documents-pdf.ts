import { rowVolume } from '@connect/domain/cargo/chargeable-weight';
import PDFDocument from 'pdfkit';
import { barcode } from './code128';
import { collect, field, party, winAnsi } from '../exports/pdf-kit-helpers';

export const bookingDocumentKinds = ['BookingConfirm', 'CargoLabels', 'SLI'] as const;
export type BookingDocumentKind = (typeof bookingDocumentKinds)[number];

export const bookingDocumentTitles: Record<BookingDocumentKind, string> = {
  BookingConfirm: 'Booking Confirmation',
  CargoLabels: 'Cargo Labels',
  SLI: "Shipper's Letter of Instruction",
};

export type BookingPrintParty = { name: string; address: string; contact: string; phone: string; email: string };

/** What the booking documents print: the booking as the forwarder's system holds it, formatted for print. */
export type BookingPrintData = {
  forwarderName: string;
  reference: string;
  status: string;
  mode: string;
  serviceLevel: string;
  incoterms: string;
  freightTerms: string;
  origin: string;
  destination: string;
  /** MM/DD/YYYY */
  cargoReadyDate: string;
  commodity: string;
  hazardous: boolean;
  shipper: BookingPrintParty;
  consignee: BookingPrintParty;
  notify: BookingPrintParty | null;
  pickup: BookingPrintParty | null;
  delivery: BookingPrintParty | null;
  /** Dimensions and gross weight are of one piece; a row weighs grossWeight × qty. */
  cargo: { qty: number; length: number; width: number; height: number; grossWeight: number; boxPackaging: boolean }[];
  units: { weightUnit: 'LB' | 'KG'; volumeUnit: 'IN' | 'CM' };
  totals: { qty: number; grossWeight: number; volume: number; chargeableWeight: number };
  references: string[];
  notes: string;
  /** MM/DD/YYYY HH:mm UTC */
  submittedAt: string | null;
  houseBill: string | null;
};

/** Above this many pieces the labels are one per cargo row ('qty pieces'), not one per piece. */
export const maxPieceLabels = 200;

// ---------------------------------------------------------------------------------------------------------------
// Formatting

/** Every string of the booking in the built-in fonts' encoding (see winAnsi). */
function printable<T>(value: T): T {
  if (typeof value === 'string') return winAnsi(value) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => printable(v)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, printable(v)])) as T;
  }
  return value;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
function num(value: number, minDecimals: number, maxDecimals = minDecimals): string {
  const key = `${minDecimals}:${maxDecimals}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { minimumFractionDigits: minDecimals, maximumFractionDigits: maxDecimals });
    numberFormats.set(key, format);
  }
  return format.format(Number.isFinite(value) ? value : 0);
}

const weightUnit = (data: BookingPrintData) => (data.units.weightUnit === 'KG' ? 'kg' : 'lb');
const lengthUnit = (data: BookingPrintData) => (data.units.volumeUnit === 'CM' ? 'cm' : 'in');
/** Volume as the domain computes it: cubic feet from inches, cubic metres from centimetres. */
const volumeUnit = (data: BookingPrintData) => (data.units.volumeUnit === 'CM' ? 'm³' : 'ft³');
const pieces = (qty: number) => Math.max(0, Math.floor(Number.isFinite(qty) ? qty : 0));
const plural = (n: number, one: string, many: string) => `${num(n, 0)} ${n === 1 ? one : many}`;

/** The creation date written into the PDF's info, from the booking, so the same booking gives the same bytes. */
function documentDate(data: BookingPrintData): Date | undefined {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})(?: (\d{2}):(\d{2}))?/.exec(data.submittedAt ?? data.cargoReadyDate);
  if (!m) return undefined;
  const [, month, day, year, hour, minute] = m;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour ?? 0), Number(minute ?? 0)));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function newDocument(kind: BookingDocumentKind, data: BookingPrintData, page: PDFKit.PDFDocumentOptions) {
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

function partyText(p: BookingPrintParty): { name: string; address: string } {
  const reach = [p.contact, p.phone].filter(Boolean).join(', ');
  return { name: p.name, address: [p.address, reach, p.email].filter(Boolean).join('\n') };
}

type LineStyle = { font: string; size: number; minSize?: number; align?: 'left' | 'center' | 'right' };

/**
 * One line of text that never wraps (pdfkit wraps any text given a width, even with lineBreak: false): the font
 * shrinks down to minSize to fit `width`, then the text is cut with an ellipsis.
 */
function fitLine(doc: PDFKit.PDFDocument, text: string, x: number, y: number, width: number, style: LineStyle) {
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

const left = 40;
const right = 572;
const contentWidth = right - left;
const pageBottom = 752;
const half = (contentWidth - 10) / 2;

/** A new page when `needed` points do not fit below `y`; returns where to go on. */
function ensureSpace(
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

function rule(doc: PDFKit.PDFDocument, y: number) {
  doc.moveTo(left, y).lineTo(right, y).lineWidth(0.5).strokeColor('#999999').stroke();
}

/** Party boxes two to a row, each row as tall as its fuller box. */
function partyGrid(
  doc: PDFKit.PDFDocument,
  data: BookingPrintData,
  kind: BookingDocumentKind,
  parties: { label: string; party: BookingPrintParty }[],
  y: number,
) {
  for (let i = 0; i < parties.length; i += 2) {
    const row = parties.slice(i, i + 2).map((p) => ({ label: p.label, text: partyText(p.party) }));
    doc.font('Helvetica').fontSize(9);
    const height = Math.max(
      70,
      ...row.map((p) => 22 + doc.heightOfString(`${p.text.name}\n${p.text.address}`, { width: half - 12 })),
    );
    y = ensureSpace(doc, data, kind, y, height);
    row.forEach((p, j) => party(doc, p.label, p.text, left + j * (half + 10), y, { width: half, height }));
    y += height + 8;
  }
  return y;
}

/** The cargo rows with dimensions, weights and volume in the booking's units, then the totals. */
function cargoTable(doc: PDFKit.PDFDocument, data: BookingPrintData, kind: BookingDocumentKind, y: number) {
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
    rule(doc, at + 19);
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
  rule(doc, y);
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
function textBlock(
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

function hazardWarning(doc: PDFKit.PDFDocument, y: number) {
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

function optionalParties(data: BookingPrintData) {
  return [
    data.notify ? { label: 'Notify party', party: data.notify } : null,
    data.pickup ? { label: 'Pickup from', party: data.pickup } : null,
    data.delivery ? { label: 'Deliver to', party: data.delivery } : null,
  ].filter((p) => p !== null);
}

function renderConfirmation(data: BookingPrintData): Promise<Buffer> {
  const kind = 'BookingConfirm';
  const doc = newDocument(kind, data, { size: 'LETTER', margin: 40 });
  doc.font('Helvetica-Bold').fontSize(11).text(data.forwarderName, left, 40, { width: 300 });
  doc.font('Helvetica-Bold').fontSize(18).text(bookingDocumentTitles[kind], left, 58, { width: 300 });
  doc.font('Helvetica-Bold').fontSize(7).fillColor('#444444').text('BOOKING REFERENCE', 352, 40, { width: 220 });
  doc.fillColor('#000000');
  fitLine(doc, data.reference, 352, 50, 220, { font: 'Helvetica-Bold', size: 20, minSize: 11 });
  let y = 90;
  field(doc, 'Status', data.status, left, y, 120);
  field(doc, 'Submitted', data.submittedAt ?? 'Not submitted', 170, y, 130);
  field(doc, 'Cargo ready', data.cargoReadyDate, 310, y, 120);
  field(doc, 'House bill', data.houseBill ?? 'Not yet received', 440, y, 132);
  y += 30;
  rule(doc, y);
  y += 10;
  if (data.hazardous) y = hazardWarning(doc, y);
  y = partyGrid(
    doc,
    data,
    kind,
    [
      { label: 'Shipper', party: data.shipper },
      { label: 'Consignee', party: data.consignee },
      ...optionalParties(data),
    ],
    y,
  );
  y = ensureSpace(doc, data, kind, y, 70);
  const quarter = contentWidth / 4;
  field(doc, 'Origin', data.origin, left, y, quarter * 2 - 10);
  field(doc, 'Destination', data.destination, left + quarter * 2, y, quarter * 2);
  y += 28;
  field(doc, 'Mode', data.mode, left, y, quarter - 10);
  field(doc, 'Service level', data.serviceLevel, left + quarter, y, quarter - 10);
  field(doc, 'Incoterms', data.incoterms, left + quarter * 2, y, quarter - 10);
  field(doc, 'Freight terms', data.freightTerms, left + quarter * 3, y, quarter);
  y += 28;
  field(doc, 'Commodity', data.commodity, left, y, quarter * 3 - 10);
  field(doc, 'Hazardous', data.hazardous ? 'Yes' : 'No', left + quarter * 3, y, quarter);
  doc.font('Helvetica').fontSize(9);
  y += 14 + doc.heightOfString(data.commodity || '—', { width: quarter * 3 - 10 });
  y = cargoTable(doc, data, kind, y);
  y = textBlock(doc, data, kind, 'References', data.references.join(', '), y);
  y = textBlock(doc, data, kind, 'Notes', data.notes, y);
  y = ensureSpace(doc, data, kind, y, 30);
  doc
    .font('Helvetica')
    .fontSize(7)
    .fillColor('#444444')
    .text(
      `${data.forwarderName} confirms this booking as recorded above. Carriage is subject to the forwarder's ` +
        'terms and conditions; schedules and rates are confirmed separately.',
      left,
      Math.max(y, 720),
      { width: contentWidth },
    );
  return collect(doc);
}

/** A small square, crossed when checked, with its caption; returns the x after the caption. */
function checkbox(doc: PDFKit.PDFDocument, caption: string, checked: boolean, x: number, y: number) {
  doc.rect(x, y, 9, 9).lineWidth(0.8).strokeColor('#000000').stroke();
  if (checked) {
    doc
      .moveTo(x + 1.5, y + 1.5)
      .lineTo(x + 7.5, y + 7.5)
      .moveTo(x + 7.5, y + 1.5)
      .lineTo(x + 1.5, y + 7.5)
      .lineWidth(1.2)
      .stroke();
  }
  doc.lineWidth(1);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#000000')
    .text(caption, x + 13, y + 1, { lineBreak: false });
  return x + 13 + doc.widthOfString(caption) + 14;
}

function renderSli(data: BookingPrintData): Promise<Buffer> {
  const kind = 'SLI';
  const doc = newDocument(kind, data, { size: 'LETTER', margin: 40 });
  doc.font('Helvetica-Bold').fontSize(16).text("SHIPPER'S LETTER OF INSTRUCTION", left, 40, { width: 330 });
  doc.font('Helvetica').fontSize(8).fillColor('#444444').text('Shipper to forwarding agent', left, 60, { width: 330 });
  doc.font('Helvetica-Bold').fontSize(7).text('BOOKING REFERENCE', 382, 40, { width: 190 });
  doc.fillColor('#000000');
  fitLine(doc, data.reference, 382, 50, 190, { font: 'Helvetica-Bold', size: 16, minSize: 10 });
  let y = 80;
  const shipper = partyText(data.shipper);
  const consignee = partyText(data.consignee);
  doc.font('Helvetica').fontSize(9);
  const rowHeight = (...texts: { name: string; address: string }[]) =>
    Math.max(70, ...texts.map((t) => 22 + doc.heightOfString(`${t.name}\n${t.address}`, { width: half - 12 })));
  let h = rowHeight(shipper);
  party(doc, 'Shipper / USPPI', shipper, left, y, { width: half, height: h });
  doc
    .rect(left + half + 10, y, half, h)
    .lineWidth(1)
    .strokeColor('#999999')
    .stroke();
  field(doc, 'Booking date', data.submittedAt ?? '', left + half + 16, y + 5, half / 2 - 12);
  field(doc, 'Cargo ready date', data.cargoReadyDate, left + half + 10 + half / 2, y + 5, half / 2 - 6);
  field(doc, 'House bill', data.houseBill ?? '', left + half + 16, y + 33, half - 12);
  y += h + 8;
  const agent = { name: data.forwarderName, address: '' };
  h = rowHeight(consignee, agent);
  party(doc, 'Ultimate consignee', consignee, left, y, { width: half, height: h });
  party(doc, 'Forwarding agent', agent, left + half + 10, y, { width: half, height: h });
  y += h + 8;
  const notify = data.notify ? partyText(data.notify) : { name: 'Same as consignee', address: '' };
  h = rowHeight(notify);
  party(doc, 'Notify party', notify, left, y, { width: half, height: h });
  const rx = left + half + 16;
  const rw = half - 12;
  doc
    .rect(left + half + 10, y, half, h)
    .lineWidth(1)
    .strokeColor('#999999')
    .stroke();
  field(doc, 'Point of origin', data.origin, rx, y + 5, rw / 2 - 6);
  field(doc, 'Point of destination', data.destination, rx + rw / 2, y + 5, rw / 2);
  field(doc, 'Mode of transport', data.mode, rx, y + 33, rw / 2 - 6);
  field(doc, 'Service level', data.serviceLevel, rx + rw / 2, y + 33, rw / 2);
  y += h + 12;

  field(doc, 'Incoterms', data.incoterms, left, y, 90);
  doc.font('Helvetica-Bold').fontSize(7).fillColor('#444444').text('FREIGHT TERMS', 140, y, { width: 150 });
  const terms = data.freightTerms.trim().toUpperCase();
  const next = checkbox(doc, 'PREPAID', terms === 'PREPAID', 140, y + 10);
  checkbox(doc, 'COLLECT', terms === 'COLLECT', next, y + 10);
  doc.font('Helvetica-Bold').fontSize(7).fillColor('#444444').text('HAZARDOUS MATERIAL', 320, y, { width: 150 });
  const yes = checkbox(doc, 'YES', data.hazardous, 320, y + 10);
  checkbox(doc, 'NO', !data.hazardous, yes, y + 10);
  field(doc, 'Status', data.status, 470, y, 102);
  y += 30;
  if (data.hazardous) y = hazardWarning(doc, y);
  field(doc, 'Commodity / description of goods', data.commodity, left, y, contentWidth);
  doc.font('Helvetica').fontSize(9);
  y += 16 + doc.heightOfString(data.commodity || '—', { width: contentWidth });
  y = cargoTable(doc, data, kind, y);
  y = textBlock(doc, data, kind, 'Shipper references', data.references.join(', '), y);
  y = textBlock(doc, data, kind, 'Special instructions', data.notes, y);

  y = ensureSpace(doc, data, kind, y, 90);
  doc
    .font('Helvetica')
    .fontSize(7)
    .fillColor('#444444')
    .text(
      `The shipper authorizes ${data.forwarderName} to act as forwarding agent for this shipment and certifies ` +
        'that the particulars above are correct and that the goods are properly described, packed, marked and ' +
        'labelled for carriage.',
      left,
      y,
      { width: contentWidth },
    );
  y = Math.max(doc.y + 34, 700);
  doc.fillColor('#000000').lineWidth(0.8).strokeColor('#000000');
  doc
    .moveTo(left, y)
    .lineTo(left + 300, y)
    .stroke();
  doc
    .moveTo(left + 340, y)
    .lineTo(right, y)
    .stroke();
  doc.font('Helvetica').fontSize(7).fillColor('#444444');
  doc.text('SIGNATURE OF SHIPPER OR AUTHORIZED AGENT', left, y + 4, { width: 300, lineBreak: false });
  doc.text('DATE', left + 340, y + 4, { width: right - left - 340, lineBreak: false });
  doc.lineWidth(1).fillColor('#000000');
  return collect(doc);
}

// ---------------------------------------------------------------------------------------------------------------
// 4 × 6 inch labels

const labelWidth = 288;
const labelHeight = 432;
const labelMargin = 14;
const labelInner = labelWidth - 2 * labelMargin;

type LabelPiece = { count: string; weight: string; dims: string };

/**
 * The labels to print: one per piece ('n of N', N the pieces of all rows), or one per cargo row ('qty pieces')
 * when there are more than maxPieceLabels pieces. A booking without pieces still gets one label.
 */
export function labelPieces(data: BookingPrintData): LabelPiece[] {
  const w = weightUnit(data);
  const dims = (row: BookingPrintData['cargo'][number]) =>
    `${num(row.length, 0, 2)} × ${num(row.width, 0, 2)} × ${num(row.height, 0, 2)} ${lengthUnit(data)}`;
  const rows = data.cargo.map((row) => ({ row, qty: pieces(row.qty) })).filter((r) => r.qty > 0);
  const total = rows.reduce((sum, r) => sum + r.qty, 0);
  if (total === 0) return [{ count: 'Pieces: -', weight: '', dims: '' }];
  if (total > maxPieceLabels) {
    return rows.map(({ row, qty }, i) => ({
      count: `${plural(qty, 'piece', 'pieces')}  (row ${i + 1} of ${rows.length})`,
      weight: `${num(row.grossWeight * qty, 2)} ${w} (${plural(qty, 'piece', 'pieces')})`,
      dims: `${dims(row)} each`,
    }));
  }
  const labels: LabelPiece[] = [];
  for (const { row, qty } of rows) {
    for (let i = 0; i < qty; i += 1) {
      labels.push({
        count: `${labels.length + 1} of ${total}`,
        weight: `${num(row.grossWeight, 2)} ${w}`,
        dims: dims(row),
      });
    }
  }
  return labels;
}

/** The reference as Code 128 B can carry it (printable ASCII); anything else becomes '?'. */
const barcodeText = (reference: string) => reference.replace(/[^\x20-\x7e]/g, '?');

function label(doc: PDFKit.PDFDocument, data: BookingPrintData, piece: LabelPiece) {
  const x = labelMargin;
  doc.lineWidth(1).strokeColor('#000000').fillColor('#000000');
  doc.rect(x - 4, x - 4, labelInner + 8, labelHeight - 2 * labelMargin + 8).stroke();
  doc
    .font('Helvetica-Bold')
    .fontSize(8)
    .text(data.forwarderName, x, 16, { width: labelInner - 90, height: 20, ellipsis: true });
  doc.rect(x + labelInner - 84, 14, 84, 22).fill();
  doc.fillColor('#ffffff');
  fitLine(doc, data.mode.toUpperCase(), x + labelInner - 80, 20, 76, {
    font: 'Helvetica-Bold',
    size: 11,
    minSize: 7,
    align: 'center',
  });
  doc.fillColor('#000000');
  doc.font('Helvetica-Bold').fontSize(7).fillColor('#444444').text('BOOKING REFERENCE', x, 42, { width: labelInner });
  doc.fillColor('#000000');
  fitLine(doc, data.reference, x, 52, labelInner, { font: 'Helvetica-Bold', size: 26, minSize: 12 });
  const code = barcodeText(data.reference);
  barcode(doc, code, x, 86, labelInner, 56);
  fitLine(doc, code, x, 146, labelInner, { font: 'Helvetica', size: 8, minSize: 6, align: 'center' });
  doc
    .moveTo(x, 160)
    .lineTo(x + labelInner, 160)
    .lineWidth(0.5)
    .stroke();

  doc.font('Helvetica-Bold').fontSize(7).fillColor('#444444').text('SHIP TO', x, 166, { width: labelInner });
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor('#000000')
    .text(data.consignee.name || '—', x, 176, { width: labelInner, height: 30, ellipsis: true });
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(data.consignee.address || '—', x, doc.y + 1, { width: labelInner, height: 48, ellipsis: true });
  doc
    .moveTo(x, 240)
    .lineTo(x + labelInner, 240)
    .lineWidth(0.5)
    .stroke();

  const end = (caption: string, text: string, at: number) => {
    doc.font('Helvetica-Bold').fontSize(7).fillColor('#444444').text(caption, at, 246, { width: 116 });
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor('#000000')
      .text(text || '—', at, 256, { width: 116, height: 28, ellipsis: true });
  };
  end('ORIGIN', data.origin, x);
  end('DESTINATION', data.destination, x + labelInner - 116);
  const ax = x + 121;
  doc
    .moveTo(ax, 264)
    .lineTo(ax + 14, 264)
    .lineWidth(1.5)
    .stroke();
  doc
    .moveTo(ax + 18, 264)
    .lineTo(ax + 11, 260)
    .lineTo(ax + 11, 268)
    .closePath()
    .fill();
  doc
    .moveTo(x, 290)
    .lineTo(x + labelInner, 290)
    .lineWidth(0.5)
    .stroke();

  doc.font('Helvetica-Bold').fontSize(7).fillColor('#444444').text('PIECE', x, 296, { width: labelInner });
  doc.fillColor('#000000');
  fitLine(doc, piece.count, x, 306, labelInner, { font: 'Helvetica-Bold', size: 20, minSize: 12 });
  doc.font('Helvetica-Bold').fontSize(7).fillColor('#444444').text('WEIGHT', x, 334, { width: 130 });
  doc.text('DIMENSIONS', x + 140, 334, { width: labelInner - 140 });
  doc.font('Helvetica').fontSize(10).fillColor('#000000');
  doc.text(piece.weight || '—', x, 344, { width: 134, height: 26, ellipsis: true });
  doc.text(piece.dims || '—', x + 140, 344, { width: labelInner - 140, height: 26, ellipsis: true });
  if (data.hazardous) {
    doc.rect(x, 374, labelInner, 24).lineWidth(2).stroke();
    fitLine(doc, 'HAZARDOUS - DANGEROUS GOODS', x + 6, 381, labelInner - 12, {
      font: 'Helvetica-Bold',
      size: 12,
      minSize: 8,
      align: 'center',
    });
  }
  fitLine(doc, `Service: ${data.serviceLevel || '—'}`, x, 404, labelInner, { font: 'Helvetica', size: 8 });
  doc.lineWidth(1);
}

function renderLabels(data: BookingPrintData): Promise<Buffer> {
  const doc = newDocument('CargoLabels', data, {
    size: [labelWidth, labelHeight],
    margins: { top: labelMargin, left: labelMargin, right: labelMargin, bottom: 0 },
    autoFirstPage: false,
  });
  for (const piece of labelPieces(data)) {
    doc.addPage();
    label(doc, data, piece);
  }
  return collect(doc);
}

/**
 * Renders one of a booking's documents (booking confirmation, cargo labels, shipper's letter of instruction) as a
 * PDF from the booking's data, in the built-in Helvetica fonts: text outside WinAnsi prints as '?'.
 */
export function renderBookingDocument(kind: BookingDocumentKind, data: BookingPrintData): Promise<Buffer> {
  const clean = printable(data);
  if (kind === 'CargoLabels') return renderLabels(clean);
  if (kind === 'SLI') return renderSli(clean);
  return renderConfirmation(clean);
}
