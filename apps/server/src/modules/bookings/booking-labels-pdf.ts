/** The cargo labels: 4 × 6 inch, one per piece (or per cargo row), with the reference as a Code 128 barcode. */
import { barcode } from './code128';
import { collect } from '../../lib/pdf-kit-helpers';
import type { PrintWords } from '../billing/billing-print-words';
import { fitLine, lengthUnit, modeText, newDocument, pieces, serviceText, weightUnit } from './booking-print-layout';
import type { BookingPrintData } from './booking-print-types';

/** Above this many pieces the labels are one per cargo row ('qty pieces'), not one per piece. */
export const maxPieceLabels = 200;

const labelWidth = 288;
const labelHeight = 432;
const labelMargin = 14;
const labelInner = labelWidth - 2 * labelMargin;

type LabelPiece = { count: string; weight: string; dims: string };

/**
 * The labels to print: one per piece ('n of N', N the pieces of all rows), or one per cargo row ('qty pieces')
 * when there are more than maxPieceLabels pieces. A booking without pieces still gets one label.
 */
export function labelPieces(data: BookingPrintData, w: PrintWords): LabelPiece[] {
  const unit = weightUnit(w, data);
  const num = w.number;
  const dims = (row: BookingPrintData['cargo'][number]) =>
    `${num(row.length, 0, 2)} × ${num(row.width, 0, 2)} × ${num(row.height, 0, 2)} ${lengthUnit(w, data)}`;
  const count = (qty: number) => w.say('labels.pieces', { count: qty, pieces: num(qty, 0) });
  const rows = data.cargo.map((row) => ({ row, qty: pieces(row.qty) })).filter((r) => r.qty > 0);
  const total = rows.reduce((sum, r) => sum + r.qty, 0);
  if (total === 0) return [{ count: w.say('labels.noPieces'), weight: '', dims: '' }];
  if (total > maxPieceLabels) {
    return rows.map(({ row, qty }, i) => ({
      count: w.say('labels.rowCount', { pieces: count(qty), row: num(i + 1, 0), rows: num(rows.length, 0) }),
      weight: w.say('labels.rowWeight', { weight: num(row.grossWeight * qty, 2), unit, pieces: count(qty) }),
      dims: w.say('labels.each', { dimensions: dims(row) }),
    }));
  }
  const labels: LabelPiece[] = [];
  for (const { row, qty } of rows) {
    for (let i = 0; i < qty; i += 1) {
      labels.push({
        count: w.say('labels.pieceOf', { piece: num(labels.length + 1, 0), total: num(total, 0) }),
        weight: `${num(row.grossWeight, 2)} ${unit}`,
        dims: dims(row),
      });
    }
  }
  return labels;
}

/** The reference as Code 128 B can carry it (printable ASCII); anything else becomes '?'. */
const barcodeText = (reference: string) => reference.replace(/[^\x20-\x7e]/g, '?');

function label(doc: PDFKit.PDFDocument, data: BookingPrintData, w: PrintWords, piece: LabelPiece) {
  const heading = (key: string) => w.upper(w.say(`labels.${key}`));
  const x = labelMargin;
  doc.lineWidth(1).strokeColor('#000000').fillColor('#000000');
  doc.rect(x - 4, x - 4, labelInner + 8, labelHeight - 2 * labelMargin + 8).stroke();
  doc
    .font('Helvetica-Bold')
    .fontSize(8)
    .text(data.forwarderName, x, 16, { width: labelInner - 90, height: 20, ellipsis: true });
  doc.rect(x + labelInner - 84, 14, 84, 22).fill();
  doc.fillColor('#ffffff');
  fitLine(doc, w.upper(modeText(w, data)), x + labelInner - 80, 20, 76, {
    font: 'Helvetica-Bold',
    size: 11,
    minSize: 7,
    align: 'center',
  });
  doc.fillColor('#000000');
  doc
    .font('Helvetica-Bold')
    .fontSize(7)
    .fillColor('#444444')
    .text(w.upper(w.say('bookingReference')), x, 42, {
      width: labelInner,
    });
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

  doc.font('Helvetica-Bold').fontSize(7).fillColor('#444444').text(heading('shipTo'), x, 166, { width: labelInner });
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
  end(heading('origin'), data.origin, x);
  end(heading('destination'), data.destination, x + labelInner - 116);
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

  doc.font('Helvetica-Bold').fontSize(7).fillColor('#444444').text(heading('piece'), x, 296, { width: labelInner });
  doc.fillColor('#000000');
  fitLine(doc, piece.count, x, 306, labelInner, { font: 'Helvetica-Bold', size: 20, minSize: 12 });
  doc.font('Helvetica-Bold').fontSize(7).fillColor('#444444').text(heading('weight'), x, 334, { width: 130 });
  doc.text(heading('dimensions'), x + 140, 334, { width: labelInner - 140 });
  doc.font('Helvetica').fontSize(10).fillColor('#000000');
  doc.text(piece.weight || '—', x, 344, { width: 134, height: 26, ellipsis: true });
  doc.text(piece.dims || '—', x + 140, 344, { width: labelInner - 140, height: 26, ellipsis: true });
  if (data.hazardous) {
    doc.rect(x, 374, labelInner, 24).lineWidth(2).stroke();
    fitLine(doc, heading('hazardous'), x + 6, 381, labelInner - 12, {
      font: 'Helvetica-Bold',
      size: 12,
      minSize: 8,
      align: 'center',
    });
  }
  fitLine(doc, w.say('labels.service', { level: serviceText(w, data) || '—' }), x, 404, labelInner, {
    font: 'Helvetica',
    size: 8,
  });
  doc.lineWidth(1);
}

export function renderLabels(data: BookingPrintData, w: PrintWords): Promise<Buffer> {
  const doc = newDocument('CargoLabels', data, w, {
    size: [labelWidth, labelHeight],
    margins: { top: labelMargin, left: labelMargin, right: labelMargin, bottom: 0 },
    autoFirstPage: false,
  });
  for (const piece of labelPieces(data, w)) {
    doc.addPage();
    label(doc, data, w, piece);
  }
  return collect(doc);
}
