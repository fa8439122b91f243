/** The shipper's letter of instruction: the shipper's instructions to the forwarding agent, to be signed. */
import { collect, field, party } from '../../lib/pdf-kit-helpers';
import {
  cargoTable,
  contentWidth,
  ensureSpace,
  fitLine,
  half,
  hazardWarning,
  left,
  newDocument,
  partyText,
  right,
  textBlock,
} from './booking-print-layout';
import type { BookingPrintData } from './booking-print-types';

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

export function renderSli(data: BookingPrintData): Promise<Buffer> {
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
